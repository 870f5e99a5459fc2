import { randomBytes } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pkceChallenge } from '../../src/api/oauth.ts'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { createRecoveryStore } from '../../src/store/embeddedWalletsRecovery.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'
import { siweSignature } from '../support/siweSignature.ts'
import { signedInUser } from '../wallet/walletTestKit.ts'

// One-time rows that a client makes before (or without) finishing a flow. The sandbox is also
// our users' CI kit, left running for hours: abandoned rows must not pile up, and one client
// must not hold an unbounded number of them.

const MINUTE = 60_000
let clock = Date.parse('2026-11-28T08:00:00Z')
let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox({ now: () => clock })
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

const count = async (sql: string, params: unknown[] = []) =>
  Number((await sandbox.store.db.query<{ n: number | string }>(sql, params))[0]?.n)

const siweBody = async (account: ReturnType<typeof privateKeyToAccount>, nonce: string) => ({
  ...(await siweSignature(account, nonce, new Date(clock))),
  chainId: 'eip155:1',
  walletClientType: 'metamask',
  connectorType: 'injected',
})

const oauthInit = () =>
  client.post('/oauth/init', {
    provider: 'google',
    redirect_to: 'http://localhost:5173/',
    code_challenge: pkceChallenge(randomBytes(32).toString('base64url')),
    state_code: randomBytes(16).toString('hex'),
  })

describe('expiring rows', () => {
  it('attack: A-7.40 one address asking siwe/init 40 times holds 16 nonces; the newest still signs in, the dropped ones do not', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const nonces: string[] = []
    for (let i = 0; i < 40; i += 1) {
      const init = await client.post('/siwe/init', { address: account.address })
      expect(init.status).toBe(200)
      nonces.push(String(init.body.nonce))
      clock += 1
    }
    expect(
      await count('select count(*) as n from siwe_nonces where address = $1', [account.address.toLowerCase()]),
    ).toBe(16)
    const dropped = await client.post('/siwe/authenticate', await siweBody(account, nonces[0] ?? ''))
    expect(dropped.status).toBe(401)
    const newest = await client.post('/siwe/authenticate', await siweBody(account, nonces[39] ?? ''))
    expect(newest.status).toBe(200)
  })

  it('attack: abandoned SIWE nonces, OAuth flows and Farcaster channels are gone once expired (plus 10 minutes); live ones stay', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await client.post('/siwe/init', { address: privateKeyToAccount(generatePrivateKey()).address })).status,
      ).toBe(200)
      expect((await oauthInit()).status).toBe(200)
      expect((await client.post('/farcaster/init', {})).status).toBe(200)
    }
    // Past every TTL (SIWE nonce, OAuth flow, Farcaster channel: 10 minutes at most) and the grace.
    clock += 21 * MINUTE
    const live = privateKeyToAccount(generatePrivateKey())
    const nonce = String((await client.post('/siwe/init', { address: live.address })).body.nonce)
    expect((await oauthInit()).status).toBe(200)
    expect((await client.post('/farcaster/init', {})).status).toBe(200)
    expect(await count('select count(*) as n from siwe_nonces')).toBe(1)
    expect(await count('select count(*) as n from oauth_flows')).toBe(1)
    expect(await count('select count(*) as n from farcaster_channels')).toBe(1)
    expect((await client.post('/siwe/authenticate', await siweBody(live, nonce))).status).toBe(200)
  })

  it('attack: A-7.15 unused email codes are gone 10 minutes after their 10-minute life; a live one stays and still signs in', async () => {
    const abandoned = Array.from({ length: 5 }, () => uniqueEmail('abandoned'))
    for (const email of abandoned) expect((await client.post('/passwordless/init', { email })).status).toBe(200)
    const codes = (targets: string[]) =>
      count('select count(*) as n from verification_codes where target = any($1)', [targets])
    expect(await codes(abandoned)).toBe(5)
    clock += 21 * MINUTE
    const live = uniqueEmail('live')
    expect((await client.post('/passwordless/init', { email: live })).status).toBe(200)
    expect(await codes([...abandoned, live])).toBe(1)
    const res = await client.post('/passwordless/authenticate', { email: live, code: await client.lastCode(live) })
    expect(res.status).toBe(200)
  })

  it('W-7.13 recovery drive tokens are dropped 10 minutes after they expire, when the next one is stored', async () => {
    const { client: own, token } = await signedInUser(sandbox)
    const userId = String(((await own.get('/users/me', token)).body.user as { id: string }).id)
    const recovery = createRecoveryStore(sandbox.store.db)
    const grant = { appId: own.appId, userId, provider: 'google-drive' as const, subject: 'ada' }
    await recovery.putToken('old-token-hash', { ...grant, expiresAt: clock - 11 * MINUTE }, clock)
    await recovery.putToken('recent-token-hash', { ...grant, expiresAt: clock - 9 * MINUTE }, clock)
    await recovery.putToken('new-token-hash', { ...grant, expiresAt: clock + 60 * MINUTE }, clock)
    const left = await sandbox.store.db.query<{ token_hash: string }>(
      'select token_hash from recovery_access_tokens where user_id = $1 order by token_hash',
      [userId],
    )
    expect(left.map((row) => row.token_hash)).toEqual(['new-token-hash', 'recent-token-hash'])
  })

  it('attack: W-7.12 one user asking recovery/oauth/init 30 times holds 16 pending drive authorizations; another user keeps theirs', async () => {
    const victim = await signedInUser(sandbox)
    const thief = await signedInUser(sandbox)
    const start = (token: string) =>
      victim.client.post(
        '/recovery/oauth/init',
        {
          redirect_to: 'http://localhost:5173/recover',
          code_challenge: pkceChallenge(randomBytes(32).toString('base64url')),
          state_code: randomBytes(16).toString('hex'),
        },
        token,
      )
    expect((await start(victim.token)).status).toBe(200)
    for (let i = 0; i < 30; i += 1) {
      expect((await start(thief.token)).status).toBe(200)
      clock += 1
    }
    const perUser = await sandbox.store.db.query<{ n: number | string }>(
      `select count(*) as n from oauth_flows where provider like 'recovery:google-drive:%' and used_at is null
       group by provider order by n`,
    )
    // The victim's one flow and the thief's newest 16.
    expect(perUser.map((row) => Number(row.n))).toEqual([1, 16])
  })
})
