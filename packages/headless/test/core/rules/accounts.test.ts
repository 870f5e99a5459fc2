import { describe, expect, it } from 'vitest'
import { LINKED_ACCOUNT_TYPES } from '../../../src/core/api/wire'
import { loginMethodForAccount, recentLoginOption } from '../../../src/core/rules/accounts'

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

  it('A-3.06 A-3.07 every linked account type of the wire maps to a login method', () => {
    const spec =
      'wallet email phone apple_oauth discord_oauth github_oauth google_oauth instagram_oauth linkedin_oauth spotify_oauth tiktok_oauth twitter_oauth cross_app custom_auth farcaster passkey telegram guest'
    expect(LINKED_ACCOUNT_TYPES).toEqual(expect.arrayContaining(spec.split(' ')))
    for (const type of LINKED_ACCOUNT_TYPES) {
      expect(loginMethodForAccount({ type, providerAppId: 'clpispdty00ycl80fpueukbhl' })).not.toBeNull()
    }
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

describe('recentLoginOption', () => {
  const list = ['metamask', 'rainbow', 'wallet_connect'] as const

  it('A-2.36 A-3.07 A-3.35 a wallet login (siwe) marks the wallet it used when the list shows it', () => {
    expect(recentLoginOption('siwe', { recentWalletClient: 'rainbow', walletList: list })).toBe('rainbow')
  })

  it("A-2.36 A-3.35 a wallet login marks the 'wallet' row when its wallet is not listed, not known, or there is no list", () => {
    expect(recentLoginOption('siwe', { recentWalletClient: 'phantom', walletList: list })).toBe('wallet')
    expect(recentLoginOption('siwe', { recentWalletClient: null, walletList: list })).toBe('wallet')
    expect(recentLoginOption('siwe', { recentWalletClient: 'rainbow', walletList: null })).toBe('wallet')
  })

  it('A-3.35 any other recorded method marks its own row; nothing recorded marks none', () => {
    expect(recentLoginOption('email', { recentWalletClient: 'rainbow', walletList: list })).toBe('email')
    expect(recentLoginOption('google', { recentWalletClient: null, walletList: null })).toBe('google')
    expect(recentLoginOption(null, { recentWalletClient: 'rainbow', walletList: list })).toBeNull()
  })
})
