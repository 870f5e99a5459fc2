import { describe, expect, it } from 'vitest'
import { canCreateGuestAccount, canRunLogin, isAuthenticatedUser } from '../../../src/core/rules/guest'

describe('guest rules', () => {
  it('A-5.28 a guest account cannot be created while an authenticated non-guest user exists', () => {
    expect(canCreateGuestAccount({ isGuest: false })).toMatchObject({ ok: false, issue: 'guest.authenticated_user' })
    expect(canCreateGuestAccount(null).ok).toBe(true)
    expect(canCreateGuestAccount({ isGuest: true }).ok).toBe(true)
  })

  it('A-6.02 a guest user may still run login', () => {
    expect(canRunLogin({ isGuest: true })).toBe(true)
    expect(canRunLogin(null)).toBe(true)
    expect(canRunLogin({ isGuest: false })).toBe(false)
  })

  it('A-1.17 A-4.06 only a signed-in full account is an authenticated user: not a visitor, not a guest', () => {
    expect(isAuthenticatedUser({ authenticated: true, user: { isGuest: false } })).toBe(true)
    expect(isAuthenticatedUser({ authenticated: true, user: { isGuest: true } })).toBe(false)
    expect(isAuthenticatedUser({ authenticated: false, user: null })).toBe(false)
    // A user object left from a session that ended is no authenticated user.
    expect(isAuthenticatedUser({ authenticated: false, user: { isGuest: false } })).toBe(false)
  })
})
