import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '../../../src/core/api/user'
import { handOffOf, validateHandedToken } from '../../../src/core/auth/consumePrivyToken'
import type { LobbyClient } from '../../../src/core/client'
import { TOKEN_KEYS } from '../../../src/core/session/tokenStore'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(() => {
  h.sent.length = 0
})

let n = 0
const freshEmail = () => `hand-off-${++n}-${Date.now()}@example.com`

/** The page's address, as `consumePrivyToken` reads and rewrites it. */
function fakePage(initial: string) {
  const page = {
    href: initial,
    replace(next: string) {
      page.href = next
    },
  }
  return page
}
const linkWith = (token: string) => fakePage(`http://app.test/welcome?privy_token=${encodeURIComponent(token)}&tab=2`)

/** A user signed in on their own browser; the attacker is such a user too. */
async function userWithToken(email = freshEmail(), appSlug?: string): Promise<{ token: string; client: LobbyClient }> {
  const client = h.client(appSlug ? { appId: h.appId(appSlug) } : {})
  await loginByEmail(h, client, email)
  return { token: client.tokens.read().token!, client }
}

/** A token with the claims of `claims`, signed by nobody. */
function unsignedJwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.${part('not-a-signature')}`
}

const usersMeCalls = () => h.sent.filter((r) => new URL(r.url).pathname === '/api/v1/users/me')

describe('privy_token hand-off (A-2.11, issue 15)', () => {
  it('attack: A-2.11 a visitor signed in as A who opens a link carrying B’s privy_token stays signed in as A, and B’s token is never used', async () => {
    const victimEmail = freshEmail()
    const storage = new MemoryStorage()
    await loginByEmail(h, h.client({ storage }), victimEmail)
    const attacker = await userWithToken()
    const page = linkWith(attacker.token)
    h.sent.length = 0
    const client = h.client({ storage, pageUrl: page })
    await client.ready()
    expect(client.store.getSnapshot()).toMatchObject({ status: 'authenticated', handOff: null })
    expect(client.store.getSnapshot().user?.email?.address).toBe(victimEmail)
    expect(page.href).toBe('http://app.test/welcome?tab=2')
    expect(storage.getItem(TOKEN_KEYS.token)).not.toBe(attacker.token)
    expect(h.sent.some((r) => r.headers.get('authorization') === `Bearer ${attacker.token}`)).toBe(false)
  })

  it('attack: A-2.11 a visitor signed in as A by an earlier hand-off (an access token only) stays A when handed B’s token', async () => {
    const victimEmail = freshEmail()
    const victim = await userWithToken(victimEmail)
    const storage = new MemoryStorage()
    await h.client({ storage, pageUrl: linkWith(victim.token) }).ready()
    const attacker = await userWithToken()
    const client = h.client({ storage, pageUrl: linkWith(attacker.token) })
    await client.ready()
    expect(client.store.getSnapshot().user?.email?.address).toBe(victimEmail)
    expect(storage.getItem(TOKEN_KEYS.token)).toBe(victim.token)
    expect(await client.getAccessToken()).toBe(victim.token)
  })

  it('attack: A-2.11 a privy_token issued for another app id stores nothing and signs nobody in', async () => {
    const other = await userWithToken(freshEmail(), 'terms-required')
    expect(h.appId('terms-required')).not.toBe(h.appId())
    const storage = new MemoryStorage()
    const page = linkWith(other.token)
    h.sent.length = 0
    const client = h.client({ storage, pageUrl: page })
    await client.ready()
    expect(client.store.getSnapshot()).toMatchObject({ status: 'unauthenticated', user: null, handOff: null })
    expect(page.href).toBe('http://app.test/welcome?tab=2')
    expect([...storage.map.keys()]).toEqual(['privy:caid'])
    expect(h.sent.some((r) => r.headers.get('authorization') === `Bearer ${other.token}`)).toBe(false)
  })

  it('attack: A-2.11 a privy_token with this app’s audience but a forged signature is dropped once the server refuses it', async () => {
    const victim = await userWithToken()
    const sub = victim.client.store.getSnapshot().user!.id
    const forged = unsignedJwt({ sub, aud: h.appId(), iss: 'privy.io', exp: Math.floor(h.now() / 1000) + 3600 })
    const storage = new MemoryStorage()
    const client = h.client({ storage, pageUrl: linkWith(forged) })
    await client.ready()
    expect(usersMeCalls()).toHaveLength(1)
    expect(client.store.getSnapshot()).toMatchObject({ status: 'unauthenticated', user: null, error: null })
    expect(storage.getItem(TOKEN_KEYS.token)).toBeNull()
  })

  it('attack: A-2.11 an expired privy_token, or one that is no JWT, stores nothing', async () => {
    const { token } = await userWithToken()
    for (const [handed, now] of [
      [token, () => h.now() + 2 * 60 * 60 * 1000],
      ['not-a-token', h.now],
      [unsignedJwt({ aud: h.appId(), exp: 4_000_000_000 }), h.now],
    ] as const) {
      const storage = new MemoryStorage()
      const client = h.client({ storage, pageUrl: linkWith(handed), now })
      await client.ready()
      expect(client.store.getSnapshot().user).toBeNull()
      expect(storage.getItem(TOKEN_KEYS.token)).toBeNull()
    }
  })

  it('A-2.11 a hand-off on a page nobody is signed in on signs in, and says as whom until dismissed', async () => {
    const email = freshEmail()
    const { token } = await userWithToken(email)
    const storage = new MemoryStorage()
    const page = linkWith(token)
    const client = h.client({ storage, pageUrl: page })
    await client.ready()
    expect(page.href).toBe('http://app.test/welcome?tab=2')
    expect(storage.getItem(TOKEN_KEYS.token)).toBe(token)
    expect(client.store.getSnapshot()).toMatchObject({
      status: 'authenticated',
      handOff: { signedInAs: email, notice: `Signed in as ${email}` },
    })
    client.dismissHandOff()
    expect(client.store.getSnapshot()).toMatchObject({ status: 'authenticated', handOff: null })
  })

  it('A-2.11 the hand-off notice goes with the user it names', async () => {
    const { token } = await userWithToken()
    const client = h.client({ pageUrl: linkWith(token) })
    await client.ready()
    expect(client.store.getSnapshot().handOff).not.toBeNull()
    await client.logout()
    expect(client.store.getSnapshot()).toMatchObject({ status: 'unauthenticated', handOff: null })
  })
})

describe('validateHandedToken', () => {
  const appId = 'lobbysandboxallmethods001'
  const now = 1_800_000_000_000

  it('A-2.11 accepts an access token of this app valid for more than 30 s', () => {
    const token = unsignedJwt({ sub: 'did:privy:a', aud: appId, exp: now / 1000 + 31 })
    expect(validateHandedToken(token, { appId, now })).toEqual({ ok: true, value: token })
    const listed = unsignedJwt({ sub: 'did:privy:a', aud: ['other', appId], exp: now / 1000 + 31 })
    expect(validateHandedToken(listed, { appId, now }).ok).toBe(true)
  })

  it.each([
    ['no JWT', 'abc', 'privy_token.malformed'],
    ['no subject', unsignedJwt({ aud: appId, exp: now / 1000 + 3600 }), 'privy_token.malformed'],
    ['no expiry', unsignedJwt({ sub: 'did:privy:a', aud: appId }), 'privy_token.malformed'],
    [
      'another app',
      unsignedJwt({ sub: 'did:privy:a', aud: 'lobbysandboxotherapp00001', exp: now / 1000 + 3600 }),
      'privy_token.other_app',
    ],
    ['no audience', unsignedJwt({ sub: 'did:privy:a', exp: now / 1000 + 3600 }), 'privy_token.other_app'],
    ['30 s from expiry', unsignedJwt({ sub: 'did:privy:a', aud: appId, exp: now / 1000 + 30 }), 'privy_token.expired'],
  ])('A-2.11 refuses a token with %s', (_, token, issue) => {
    expect(validateHandedToken(token, { appId, now })).toMatchObject({ ok: false, issue })
  })
})

describe('handOffOf', () => {
  const base: User = {
    id: 'did:privy:handoff',
    createdAt: new Date(0),
    linkedAccounts: [],
    mfaMethods: [],
    hasAcceptedTerms: false,
    isGuest: false,
  }
  const wallet = { type: 'wallet', verifiedAt: new Date(0), firstVerifiedAt: null, latestVerifiedAt: null } as const

  it('issue 15: names the user by email, else phone, else a shortened wallet address, else the user id', () => {
    expect(handOffOf({ ...base, email: { address: 'ada@example.com' }, phone: { number: '+15555550100' } })).toEqual({
      signedInAs: 'ada@example.com',
      notice: 'Signed in as ada@example.com',
    })
    expect(handOffOf({ ...base, phone: { number: '+15555550100' } }).notice).toBe('Signed in as +15555550100')
    const address = '0x1234567890abcdef1234567890abcdef12345678'
    expect(handOffOf({ ...base, wallet: { ...wallet, address } }).notice).toBe('Signed in as 0x1234…5678')
    expect(handOffOf(base).notice).toBe('Signed in as did:privy:handoff')
  })
})
