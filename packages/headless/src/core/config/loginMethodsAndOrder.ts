import * as z from 'zod/mini'
import { isCrossAppMethod } from '../rules/crossAppMethod'
import { type LoginOption, SOCIAL_PROVIDERS, WALLET_LIST_KEYS } from '../rules/loginLayout'
import { fail, pass, type RuleResult } from '../rules/ruleResult'

/** The named entries of loginMethodsAndOrder: the methods the login list shows, and the wallet list keys (W-9.39). */
const NAMED_OPTIONS: readonly string[] = [
  'email',
  'sms',
  ...SOCIAL_PROVIDERS,
  'farcaster',
  'telegram',
  'passkey',
  'wallet',
  ...WALLET_LIST_KEYS,
]

const LoginOptionSchema = z.custom<LoginOption>(
  (value) => typeof value === 'string' && (NAMED_OPTIONS.includes(value) || isCrossAppMethod(value)),
  {
    error: (issue) =>
      `${JSON.stringify(issue.input)} is not a login method: use one of ${NAMED_OPTIONS.join(', ')}, ` +
      `or 'privy:' followed by the 25-character id of a provider app (cross-app login)`,
  },
)

/** The schema of loginMethodsAndOrder: the primary methods in order, and those behind 'More options'. */
export const LoginMethodsAndOrderSchema = z.strictObject({
  primary: z.array(LoginOptionSchema),
  overflow: z.optional(z.array(LoginOptionSchema)),
})

/** loginMethodsAndOrder as a host writes it; entries `privy:{providerAppId}` add cross-app login. */
export type LoginMethodsAndOrder = z.infer<typeof LoginMethodsAndOrderSchema>

/** Checks a host's loginMethodsAndOrder; the message names the entry at fault and what is accepted. */
export function parseLoginMethodsAndOrder(
  input: unknown,
): RuleResult<{ primary: LoginOption[]; overflow: LoginOption[] }, 'login_methods.invalid'> {
  const parsed = LoginMethodsAndOrderSchema.safeParse(input)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = ['loginMethodsAndOrder', ...(issue?.path ?? [])].join('.')
    return fail('login_methods.invalid', `${where}: ${issue?.message ?? 'invalid'}`)
  }
  return pass({ primary: parsed.data.primary, overflow: parsed.data.overflow ?? [] })
}
