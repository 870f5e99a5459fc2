import { fail, pass, type RuleResult } from './ruleResult'

/** Our text when a guest account is asked for while a full account is logged in (the spec gives none). */
export const GUEST_WHILE_AUTHENTICATED_MESSAGE = 'A guest account cannot be created while a user is logged in.'

/** The user as the guest rules read it: null when nobody is logged in. */
export type GuestRuleUser = { readonly isGuest: boolean } | null | undefined

/**
 * Whether a guest account may be created: yes when nobody is logged in or the
 * logged-in user is already a guest (a guest may still run login); no for a full account.
 */
export function canCreateGuestAccount(user: GuestRuleUser): RuleResult<true, 'guest.authenticated_user'> {
  if (user && !user.isGuest) return fail('guest.authenticated_user', GUEST_WHILE_AUTHENTICATED_MESSAGE)
  return pass(true)
}

/** Whether the login flow may run: for visitors and guests, not for a logged-in full account. */
export function canRunLogin(user: GuestRuleUser): boolean {
  return !user || user.isGuest
}

/**
 * Whether an authenticated user is signed in: a full account, not a visitor and not a
 * guest (A-1.17 names the guest a role of its own). This role skips the captcha; a guest does not,
 * since a guest session costs no captcha and would otherwise let a bot past it for every login.
 */
export function isAuthenticatedUser(state: { readonly authenticated: boolean; readonly user: GuestRuleUser }): boolean {
  return state.authenticated && !!state.user && !state.user.isGuest
}
