import { WireAuthResult, WireForkResult, WireUser, WireUserAnswer } from '@lobby/headless/core'
import { decodeJwt, importJWK, importSPKI, type JWK, jwtVerify } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let clock = Date.UTC(2026, 10, 22, 12)
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox({ now: () => clock, rateLimits: { codeSends: { limit: 1000, windowMs: 60_000 } } })
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

const reuseEvents = async () =>
  (await client.control('GET', '/events?kind=refresh_token_reuse')).body as unknown as unknown[]

describe('tokens', () => {
  it('A-3.16 access tokens are ES256 JWTs with subject, expiry, issuer and audience, verifiable with the JWKS and the verification_key', async () => {
    const { token, identity_token } = await client.loginWithEmail(uniqueEmail())
    const jwks = await client.get(`/apps/${client.appId}/jwks.json`)
    const jwk = (jwks.body.keys as Array<Record<string, unknown>>)[0]
    expect(jwk).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256' })
    expect(jwk).not.toHaveProperty('d')
    await jwtVerify(token ?? '', await importJWK(jwk as JWK, 'ES256'), { currentDate: new Date(clock) })
    const config = await client.get(`/apps/${client.appId}`)
    const key = await importSPKI(String(config.body.verification_key), 'ES256')
    const verified = await jwtVerify(token ?? '', key, {
      issuer: 'privy.io',
      audience: client.appId,
      currentDate: new Date(clock),
    })
    expect(verified.protectedHeader).toMatchObject({ alg: 'ES256', kid: jwk?.kid })
    const identity = await jwtVerify(identity_token ?? '', key, {
      audience: client.appId,
      currentDate: new Date(clock),
    })
    expect(JSON.parse(String(identity.payload.linked_accounts))).toEqual([expect.objectContaining({ type: 'email' })])
  })

  it('A-7.50 GET users/me answers { user } for the bearer and refuses a missing or foreign token', async () => {
    const login = await client.loginWithEmail(uniqueEmail())
    const me = await client.get('/users/me', login.token ?? '')
    expect(me.status).toBe(200)
    expect(WireUserAnswer.parse(me.body).user).toEqual(login.user)
    expect((await client.get('/users/me')).body).toMatchObject({ code: 'missing_or_invalid_token' })
    const other = sandboxClient(sandbox, 'terms-required')
    expect((await other.get('/users/me', login.token ?? '')).status).toBe(401)
  })

  it('A-7.50 an expired access token is refused', async () => {
    const login = await client.loginWithEmail(uniqueEmail())
    clock += 3601 * 1000
    expect((await client.get('/users/me', login.token ?? '')).body).toMatchObject({ code: 'missing_or_invalid_token' })
  })
})

describe('sessions', () => {
  it('A-7.09 sessions rotates the refresh token and answers a token response', async () => {
    const login = await client.loginWithEmail(uniqueEmail())
    clock += 5000
    const res = await client.post('/sessions', { refresh_token: login.refresh_token }, login.token ?? '')
    expect(res.status).toBe(200)
    const refreshed = WireAuthResult.parse(res.body)
    expect(refreshed.refresh_token).not.toBe(login.refresh_token)
    expect(refreshed.session_update_action).toBe('set')
    expect(refreshed.user.id).toBe(login.user.id)
    expect(decodeJwt(refreshed.token ?? '').iat).toBe(Math.floor(clock / 1000))
    // The new token refreshes again.
    const next = await client.post('/sessions', { refresh_token: refreshed.refresh_token })
    expect(next.status).toBe(200)
  })

  it('A-7.09 reusing a rotated refresh token after the 10 s retry grace revokes the whole family (missing_or_invalid_token)', async () => {
    const before = (await reuseEvents()).length
    const login = await client.loginWithEmail(uniqueEmail())
    const first = WireAuthResult.parse((await client.post('/sessions', { refresh_token: login.refresh_token })).body)
    clock += 10_001
    const replay = await client.post('/sessions', { refresh_token: login.refresh_token })
    expect(replay.status).toBe(401)
    expect(replay.body).toEqual({
      code: 'missing_or_invalid_token',
      error: 'Refresh token reuse detected: the session was revoked.',
    })
    // The legitimate holder of the newest token is logged out too, and its access token dies.
    expect((await client.post('/sessions', { refresh_token: first.refresh_token })).status).toBe(401)
    expect((await client.get('/users/me', first.token ?? '')).status).toBe(401)
    expect((await reuseEvents()).length).toBe(before + 1)
  })

  it('A-7.09 concurrent refreshes with one token rotate it once: both answer the same new token, no reuse', async () => {
    const before = (await reuseEvents()).length
    const login = await client.loginWithEmail(uniqueEmail())
    const results = await Promise.all([
      client.post('/sessions', { refresh_token: login.refresh_token }),
      client.post('/sessions', { refresh_token: login.refresh_token }),
    ])
    expect(results.map((r) => r.status)).toEqual([200, 200])
    expect(results[0]?.body.refresh_token).toBe(results[1]?.body.refresh_token)
    expect((await reuseEvents()).length).toBe(before)
  })

  it('A-7.09 a missing or unknown refresh token is missing_or_invalid_token', async () => {
    expect((await client.post('/sessions', {})).body).toMatchObject({ code: 'missing_or_invalid_token' })
    expect((await client.post('/sessions', { refresh_token: 'nope' })).status).toBe(401)
  })

  it('A-7.10 sessions/logout revokes the session: refresh and access tokens stop working', async () => {
    const login = await client.loginWithEmail(uniqueEmail())
    const out = await client.post('/sessions/logout', { refresh_token: login.refresh_token }, login.token ?? '')
    expect(out.status).toBe(200)
    expect((await client.post('/sessions', { refresh_token: login.refresh_token })).status).toBe(401)
    expect((await client.get('/users/me', login.token ?? '')).status).toBe(401)
    // Logging out twice is harmless (A-4.60 lets the client ignore failures anyway).
    expect((await client.post('/sessions/logout', { refresh_token: login.refresh_token })).status).toBe(200)
  })

  it('A-7.10 sessions/logout by refresh token or by bearer alone records the revocation as a logout', async () => {
    const byRefresh = await client.loginWithEmail(uniqueEmail())
    const byBearer = await client.loginWithEmail(uniqueEmail())
    expect((await client.post('/sessions/logout', { refresh_token: byRefresh.refresh_token })).status).toBe(200)
    expect((await client.post('/sessions/logout', {}, byBearer.token ?? '')).status).toBe(200)
    // Told apart in the store from a reuse revocation (refresh_token_reuse), which no API answers.
    for (const login of [byRefresh, byBearer]) {
      const rows = await sandbox.store.db.query<{ revoke_reason: string }>(
        'select revoke_reason from sessions where user_id = $1',
        [login.user.id],
      )
      expect(rows).toEqual([{ revoke_reason: 'logout' }])
    }
  })

  it('A-7.11 A-7.12 sessions/fork hands out a forked token that fork/recover turns into a session', async () => {
    const login = await client.loginWithEmail(uniqueEmail())
    const res = await client.post('/sessions/fork', { refresh_token: login.refresh_token }, login.token ?? '')
    expect(res.status).toBe(200)
    const fork = WireForkResult.parse(res.body)
    expect(fork.refresh_token).not.toBe(login.refresh_token)
    // The forked token is not a refresh token for sessions, only for recover.
    expect((await client.post('/sessions', { refresh_token: fork.new_session_refresh_token })).status).toBe(401)
    const recovered = await client.post('/sessions/fork/recover', { refresh_token: fork.new_session_refresh_token })
    expect(recovered.status).toBe(200)
    const session = WireAuthResult.parse(recovered.body)
    expect(session.user.id).toBe(login.user.id)
    // Both sessions live on independently.
    expect((await client.post('/sessions', { refresh_token: session.refresh_token })).status).toBe(200)
    expect((await client.post('/sessions', { refresh_token: fork.refresh_token })).status).toBe(200)
    // A forked token is single-use.
    expect(
      (await client.post('/sessions/fork/recover', { refresh_token: fork.new_session_refresh_token })).status,
    ).toBe(401)
  })

  it('A-7.11 sessions/fork needs a signed-in caller holding that refresh token', async () => {
    const login = await client.loginWithEmail(uniqueEmail())
    expect((await client.post('/sessions/fork', { refresh_token: login.refresh_token })).status).toBe(401)
    const other = await client.loginWithEmail(uniqueEmail())
    const res = await client.post('/sessions/fork', { refresh_token: login.refresh_token }, other.token ?? '')
    expect(res.body).toMatchObject({ code: 'missing_or_invalid_token' })
    // The refused fork spent nothing: the owner still refreshes.
    expect((await client.post('/sessions', { refresh_token: login.refresh_token })).status).toBe(200)
  })
})

describe('terms', () => {
  it('A-7.45 users/me/accept_terms stores the acceptance and answers the user', async () => {
    const terms = sandboxClient(sandbox, 'terms-required')
    const login = await terms.loginWithEmail(uniqueEmail())
    expect(login.user.has_accepted_terms).toBe(false)
    const res = await terms.post('/users/me/accept_terms', {}, login.token ?? '')
    expect(res.status).toBe(200)
    expect(WireUser.parse(res.body).has_accepted_terms).toBe(true)
    const again = await terms.loginWithEmail(login.user.linked_accounts[0]?.address ?? '')
    expect(again.user.has_accepted_terms).toBe(true)
  })
})
