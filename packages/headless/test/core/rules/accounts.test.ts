import { describe, expect, it } from 'vitest'
import { loginMethodForAccount } from '../../../src/core/rules/accounts'

describe('loginMethodForAccount', () => {
  it('A-3.07 maps each linked account type to its login-method name', () => {
    const pairs: Array<[string, string]> = [
      ['wallet', 'siwe'],
      ['email', 'email'],
      ['phone', 'sms'],
      ['apple_oauth', 'apple'],
      ['discord_oauth', 'discord'],
      ['github_oauth', 'github'],
      ['google_oauth', 'google'],
      ['instagram_oauth', 'instagram'],
      ['linkedin_oauth', 'linkedin'],
      ['spotify_oauth', 'spotify'],
      ['tiktok_oauth', 'tiktok'],
      ['twitter_oauth', 'twitter'],
      ['custom_auth', 'custom'],
      ['farcaster', 'farcaster'],
      ['passkey', 'passkey'],
      ['telegram', 'telegram'],
      ['guest', 'guest'],
    ]
    for (const [type, method] of pairs) expect(loginMethodForAccount({ type })).toBe(method)
  })

  it('A-3.07 a cross-app account maps to a name built from the provider app id', () => {
    expect(loginMethodForAccount({ type: 'cross_app', providerAppId: 'clpispdty00ycl80fpueukbhl' })).toBe(
      'privy:clpispdty00ycl80fpueukbhl',
    )
    expect(loginMethodForAccount({ type: 'cross_app' })).toBeNull()
  })

  it("A-3.08 response types 'sms' and 'siwe' map like phone and wallet", () => {
    expect(loginMethodForAccount({ type: 'sms' })).toBe('sms')
    expect(loginMethodForAccount({ type: 'siwe' })).toBe('siwe')
    expect(loginMethodForAccount({ type: 'myspace_oauth' })).toBeNull()
  })
})
