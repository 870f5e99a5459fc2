import type { LoginOption } from './loginLayout'
import { fail, pass, type RuleResult } from './ruleResult'

/** Our text for an app with no login method enabled (the spec gives none). */
export const NO_LOGIN_METHODS_MESSAGE = 'At least one login method must be enabled'

/** The recommended most primary login methods; advisory, the single list shows up to 5. */
export const RECOMMENDED_MAX_PRIMARY_METHODS = 4

/**
 * Checks the app's login methods: at least one must be enabled (an error), and
 * more than 4 primary methods gives a warning for the developer, not an error.
 */
export function validateLoginMethods(input: {
  methods?: readonly LoginOption[] | undefined
  order?: { primary: readonly LoginOption[]; overflow?: readonly LoginOption[] | undefined } | undefined
}): RuleResult<{ warnings: readonly string[] }, 'login_methods.none'> {
  const primary = input.order?.primary ?? input.methods ?? []
  const all = input.order ? [...primary, ...(input.order.overflow ?? [])] : primary
  if (all.length === 0) return fail('login_methods.none', NO_LOGIN_METHODS_MESSAGE)
  const warnings =
    input.order && primary.length > RECOMMENDED_MAX_PRIMARY_METHODS
      ? [`${primary.length} primary login methods are configured; at most 4 are recommended.`]
      : []
  return pass({ warnings })
}
