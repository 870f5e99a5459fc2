import { describe, expect, it } from 'vitest'
import { canCreateGuestAccount, canRunLogin } from '../../../src/core/rules/guest'

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
})
