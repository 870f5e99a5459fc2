import * as z from 'zod/mini'
import type { LoginGroupPriority } from '../rules/loginLayout'
import { fail, pass, type RuleResult } from '../rules/ruleResult'

/** The modal's colour scheme; 'system' follows the device's preference. */
export type ColorScheme = 'light' | 'dark' | 'system'

/** The schema of the appearance fields this file checks: loginGroupPriority and palette.colorScheme. */
export const AppearanceChoicesSchema = z.object({
  loginGroupPriority: z.optional(
    z.enum(['web2-first', 'web3-first'], {
      error: "use 'web2-first' (email and socials first) or 'web3-first' (wallets first)",
    }),
  ),
  palette: z.optional(
    z.object({
      colorScheme: z.optional(
        z.enum(['light', 'dark', 'system'], { error: "use 'light', 'dark' or 'system' (the device's preference)" }),
      ),
    }),
  ),
})

/**
 * Checks appearance.loginGroupPriority and appearance.palette.colorScheme as a host wrote them;
 * the message names the field at fault and what is accepted.
 */
export function parseAppearanceChoices(
  input: unknown,
): RuleResult<z.infer<typeof AppearanceChoicesSchema>, 'appearance.invalid'> {
  const parsed = AppearanceChoicesSchema.safeParse(input ?? {})
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = ['appearance', ...(issue?.path ?? [])].join('.')
    return fail('appearance.invalid', `${where}: ${issue?.message ?? 'invalid'}`)
  }
  return pass(parsed.data)
}

/**
 * The group priority: the host's loginGroupPriority, else its older showWalletLoginFirst,
 * else the server's show_wallet_login_first; web2-first when none is set.
 */
export function loginGroupPriority(options: {
  loginGroupPriority?: LoginGroupPriority | undefined
  showWalletLoginFirst?: boolean | null | undefined
}): LoginGroupPriority {
  if (options.loginGroupPriority) return options.loginGroupPriority
  return options.showWalletLoginFirst ? 'web3-first' : 'web2-first'
}

/** The theme the modal takes: light or dark as set, 'system' by the device's preference. */
export function colorSchemeMode(scheme: ColorScheme, prefersDark: boolean): 'light' | 'dark' {
  if (scheme === 'system') return prefersDark ? 'dark' : 'light'
  return scheme
}

/** The device's colour-scheme preference, as a 'system' scheme follows it. */
export type ColorSchemePreference = {
  /** Whether the device prefers a dark scheme now. */
  prefersDark(): boolean
  /** Calls `listener` when the preference changes (the user switches the device to dark mode); returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

/** The browser's `prefers-color-scheme` media query; null where there is none (a server, a test without a DOM). */
export function browserColorSchemePreference(): ColorSchemePreference | null {
  const query = globalThis.matchMedia?.('(prefers-color-scheme: dark)')
  if (!query) return null
  return {
    prefersDark: () => query.matches,
    subscribe(listener) {
      query.addEventListener('change', listener)
      return () => query.removeEventListener('change', listener)
    },
  }
}
