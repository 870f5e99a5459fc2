import { describe, expect, it } from 'vitest'
import { toAuthResult } from '../../../src/core/api/authResult'
import { toLinkedAccount, toUser } from '../../../src/core/api/user'
import { WireAuthResult, type WireUser } from '../../../src/core/api/wire'

const wireUser: WireUser = {
  id: 'did:privy:abc',
  created_at: 1_700_000_000,
  has_accepted_terms: true,
  is_guest: false,
  mfa_methods: [{ type: 'totp', verified_at: 1_700_000_100 }],
  linked_accounts: [
    { type: 'email', address: 'old@example.com', verified_at: 1_700_000_000, latest_verified_at: 1_700_000_000 },
    { type: 'sms', phone_number: '+15555550100', verified_at: 1_700_000_010 },
    {
      type: 'wallet',
      address: '0xabc',
      chain_type: 'ethereum',
      wallet_client_type: 'metamask',
      verified_at: 1_700_000_020,
      first_verified_at: 1_700_000_020,
      latest_verified_at: 1_700_000_020,
    },
    { type: 'google_oauth', subject: 'g-1', email: 'g@example.com', verified_at: 1_700_000_030 },
    { type: 'farcaster', fid: 42, signer_public_key: '0xsigner', verified_at: 1_700_000_040 },
    {
      type: 'passkey',
      credential_id: 'cred-1',
      authenticator_name: 'iCloud Keychain',
      enrolled_in_mfa: false,
      verified_at: 1_700_000_050,
    },
  ],
}

describe('wire user to User', () => {
  it('A-3.01 A-3.02 maps id, createdAt, mfaMethods, hasAcceptedTerms and isGuest', () => {
    const user = toUser(wireUser)
    expect(user.id).toBe('did:privy:abc')
    expect(user.createdAt).toEqual(new Date(1_700_000_000_000))
    expect(user.mfaMethods).toEqual(['totp'])
    expect([user.hasAcceptedTerms, user.isGuest]).toEqual([true, false])
  })

  it('A-3.01 A-3.03 A-3.04 fills email.address, phone.number, wallet, farcaster and one slot per type', () => {
    const user = toUser(wireUser)
    expect(user.email).toEqual({ address: 'old@example.com' })
    expect(user.phone).toEqual({ number: '+15555550100' })
    expect(user.wallet?.address).toBe('0xabc')
    expect(user.farcaster).toEqual({ fid: 42, signerPublicKey: '0xsigner' })
    expect(user.google?.subject).toBe('g-1')
  })

  it('A-3.04 A-3.06 every linked account type has its slot, holding the latest account of that type', () => {
    // Slot names: the type without _oauth/_auth, camelCase (email.address, phone.number and farcaster carry A-3.01's fields).
    const slots: Array<[string, string]> = [
      ['wallet', 'wallet'],
      ['apple_oauth', 'apple'],
      ['discord_oauth', 'discord'],
      ['github_oauth', 'github'],
      ['google_oauth', 'google'],
      ['instagram_oauth', 'instagram'],
      ['linkedin_oauth', 'linkedin'],
      ['spotify_oauth', 'spotify'],
      ['tiktok_oauth', 'tiktok'],
      ['twitter_oauth', 'twitter'],
      ['cross_app', 'crossApp'],
      ['custom_auth', 'customAuth'],
      ['passkey', 'passkey'],
      ['telegram', 'telegram'],
      ['guest', 'guest'],
    ]
    const accounts = slots.flatMap(([type]) => [
      { type, subject: `${type}-newer`, address: `${type}-newer`, verified_at: 10, latest_verified_at: 300 },
      { type, subject: `${type}-older`, address: `${type}-older`, verified_at: 20, latest_verified_at: 200 },
    ]) as WireUser['linked_accounts']
    const user = toUser({ ...wireUser, linked_accounts: accounts }) as unknown as Record<string, { subject?: string }>
    for (const [type, slot] of slots) expect(user[slot]?.subject, `${type} → user.${slot}`).toBe(`${type}-newer`)
  })

  it('A-3.04 the slot holds the latest account of its type', () => {
    const user = toUser({
      ...wireUser,
      linked_accounts: [
        { type: 'email', address: 'newer@example.com', verified_at: 10, latest_verified_at: 300 },
        { type: 'email', address: 'older@example.com', verified_at: 20, latest_verified_at: 200 },
      ],
    })
    expect(user.email?.address).toBe('newer@example.com')
  })

  it('A-3.05 A-3.10 linked accounts are camelCase with Date timestamps', () => {
    const passkey = toLinkedAccount(wireUser.linked_accounts[5]!)
    expect(passkey).toMatchObject({
      type: 'passkey',
      credentialId: 'cred-1',
      authenticatorName: 'iCloud Keychain',
      enrolledInMfa: false,
      verifiedAt: new Date(1_700_000_050_000),
      firstVerifiedAt: null,
      latestVerifiedAt: null,
    })
  })

  it('A-3.08 an sms account in a response reads as a phone account', () => {
    expect(toLinkedAccount(wireUser.linked_accounts[1]!).type).toBe('phone')
  })

  it('A-3.12 A-3.13 A-3.14 an auth result keeps its tokens, action and oauth tokens', () => {
    const wire = WireAuthResult.parse({
      user: wireUser,
      is_new_user: true,
      token: 'a.b.c',
      refresh_token: 'r',
      identity_token: 'i.d.t',
      session_update_action: 'set',
      oauth_tokens: { provider: 'google', access_token: 'goog', scopes: ['email'] },
    })
    expect(toAuthResult(wire)).toMatchObject({
      isNewUser: true,
      token: 'a.b.c',
      refreshToken: 'r',
      identityToken: 'i.d.t',
      sessionUpdateAction: 'set',
      oauthTokens: { provider: 'google', access_token: 'goog', scopes: ['email'] },
    })
    expect(WireAuthResult.safeParse({ ...wire, session_update_action: 'keep' }).success).toBe(false)
  })
})
