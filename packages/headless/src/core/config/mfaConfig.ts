import * as z from 'zod/mini'
import { fail, pass, type RuleResult } from '../rules/ruleResult'

/** The host's `mfa` settings: the methods offered, and whether the modal leaves the MFA prompt to the host. */
export const MfaConfigSchema = z.object({
  methods: z.optional(
    z.array(z.enum(['sms', 'totp', 'passkey'], { error: "use 'sms', 'totp' or 'passkey'" }), {
      error: "use a list of 'sms', 'totp' and 'passkey'",
    }),
  ),
  noPromptOnMfaRequired: z.optional(z.boolean({ error: 'use true or false' })),
})

/** The host's `mfa` settings, checked. */
export type MfaConfig = z.infer<typeof MfaConfigSchema>

/** Checks `mfa` as a host wrote it; the message names the field at fault and what is accepted. */
export function parseMfaConfig(input: unknown): RuleResult<MfaConfig, 'mfa.invalid_config'> {
  const parsed = MfaConfigSchema.safeParse(input ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = ['mfa', ...(issue?.path ?? [])].join('.')
    return fail('mfa.invalid_config', `${where}: ${issue?.message ?? 'invalid'}`)
  }
  return pass(parsed.data)
}
