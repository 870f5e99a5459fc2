import { WireAuthResult, WireForkResult } from '@lobby/headless/core'
import {
  type CryptoKey,
  decodeJwt,
  decodeProtectedHeader,
  importJWK,
  type JWTPayload,
  SignJWT,
  UnsecuredJWT,
} from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox, solveCaptcha } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

// Access tokens made by someone other than the sandbox (or with claims it never signs), and refresh
// tokens of a family that a logout or a reuse detection has ended.
let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>
let clock = Date.UTC(2026, 10, 28, 5)
let sandboxKey: CryptoKey
const REFUSED = { status: 401, body: { code: 'missing_or_invalid_token', error: 'Missing or invalid access token.' } }

beforeAll(async () => {
  sandbox = await createSandbox({ now: () => clock })
  client = sandboxClient(sandbox, 'all-methods')
  // The sandbox's own private key, as a leaked key would give it: only the claims checks can refuse then.
  const stored = await sandbox.store.getOrCreateSigningKey(() => Promise.reject(new Error('no key')), 0)
  sandboxKey = (await importJWK(stored.privateJwk, 'ES256')) as CryptoKey
}, 60_000)
afterAll(() => sandbox?.close())

const me = async (token: string) => {
  const res = await client.get('/users/me', token)
  return { status: res.status, body: res.body }
}

describe('access token forgery', () => {
  it('A-3.16 A-7.04 attack: a live token’s claims unsigned (alg none) or HS256-signed with the published verification_key or JWKS as the secret open nothing', async () => {
    const login = await client.loginWithEmail(uniqueEmail('forge'))
    const claims = decodeJwt(login.token ?? '')
    const config = await client.get(`/apps/${client.appId}`)
    const jwks = await client.get(`/apps/${client.appId}/jwks.json`)
    const kid = decodeProtectedHeader(login.token ?? '').kid ?? ''
    const secrets = [String(config.body.verification_key), JSON.stringify(jwks.body), JSON.stringify(jwks.body.keys)]
    const forged = [
      new UnsecuredJWT(claims).encode(),
      // "none" with the sandbox's kid and typ, and a signature part left on.
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT', kid })).toString('base64url')}.${login.token?.split('.')[1]}.${login.token?.split('.')[2]}`,
      ...(await Promise.all(
        secrets.map((secret) =>
          new SignJWT(claims)
            .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid })
            .sign(new TextEncoder().encode(secret)),
        ),
      )),
    ]
    for (const token of forged) expect(await me(token), token).toEqual(REFUSED)
    expect((await me(login.token ?? '')).status).toBe(200)
  })

  it('A-3.16 attack: signed with the sandbox key itself, a token of another issuer, not valid before a future time, without expiry or without its session is refused; unchanged it opens', async () => {
    const login = await client.loginWithEmail(uniqueEmail('resign'))
    const genuine = decodeJwt(login.token ?? '')
    const resign = (claims: JWTPayload) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'ES256', typ: 'JWT' }).sign(sandboxKey)
    expect((await me(await resign(genuine))).status).toBe(200)
    const { exp: _exp, ...noExpiry } = genuine
    const { sid: _sid, ...noSession } = genuine
    const variants: Record<string, JWTPayload> = {
      'another issuer': { ...genuine, iss: 'evil.example' },
      'not before in an hour': { ...genuine, nbf: Math.floor(clock / 1000) + 3600 },
      'no expiry': noExpiry,
      'no session': noSession,
    }
    for (const [name, claims] of Object.entries(variants)) expect(await me(await resign(claims)), name).toEqual(REFUSED)
  })

  it("A-4.62 A-7.10 attack: a logout at another app carrying this app's live access token as bearer ends nothing", async () => {
    const login = await client.loginWithEmail(uniqueEmail('cross-logout'))
    const other = sandboxClient(sandbox, 'terms-required')
    expect((await other.post('/sessions/logout', {}, login.token)).status).toBe(200)
    expect((await me(login.token ?? '')).status).toBe(200)
    expect((await client.post('/sessions', { refresh_token: login.refresh_token })).status).toBe(200)
  })
})

describe('the captcha a signed-in user skips', () => {
  it("A-4.06 A-4.62 A-7.10 attack: a bot bearing another app's live token, or a logged-out token of the captcha app, skips no captcha (invalid_captcha, no code sent); a live session's token does", async () => {
    const captcha = sandboxClient(sandbox, 'captcha')
    const login = async () => {
      const email = uniqueEmail('captcha-user')
      const token = await solveCaptcha(sandbox.app)
      expect((await captcha.post('/passwordless/init', { email, token })).status).toBe(200)
      const res = await captcha.post('/passwordless/authenticate', { email, code: await captcha.lastCode(email) })
      return WireAuthResult.parse(res.body)
    }
    const live = await login()
    const loggedOut = await login()
    expect((await captcha.post('/sessions/logout', { refresh_token: loggedOut.refresh_token })).status).toBe(200)
    const foreign = await client.loginWithEmail(uniqueEmail('captcha-foreign'))
    for (const [name, bearer] of [
      ['another app', foreign.token],
      ['logged out', loggedOut.token],
    ] as const) {
      const target = uniqueEmail('captcha-target')
      expect(await captcha.post('/passwordless/init', { email: target }, bearer), name).toMatchObject({
        status: 400,
        body: { code: 'invalid_captcha' },
      })
      expect((await captcha.control('GET', `/inbox?to=${encodeURIComponent(target)}`)).body, name).toEqual([])
    }
    expect((await captcha.post('/passwordless/init', { email: uniqueEmail('captcha-link') }, live.token)).status).toBe(
      200,
    )
  })
})

describe('refresh tokens', () => {
  it('A-7.11 A-7.10 attack: a logged-out refresh token forks nothing, even with a live access token of the same user', async () => {
    const email = uniqueEmail('fork-revoked')
    const out = await client.loginWithEmail(email)
    const live = await client.loginWithEmail(email)
    expect((await client.post('/sessions/logout', { refresh_token: out.refresh_token })).status).toBe(200)
    const res = await client.post('/sessions/fork', { refresh_token: out.refresh_token }, live.token)
    expect(res).toMatchObject({
      status: 401,
      body: { code: 'missing_or_invalid_token', error: 'Invalid or expired refresh token.' },
    })
  })

  it('A-7.09 A-7.10 A-7.11 A-7.12 attack: a forked token taken from a session recovers nothing once that family is revoked for reuse, or logged out', async () => {
    const forkOf = async (login: WireAuthResult) =>
      WireForkResult.parse(
        (await client.post('/sessions/fork', { refresh_token: login.refresh_token }, login.token)).body,
      )
    const stolen = await client.loginWithEmail(uniqueEmail('fork-reuse'))
    const thiefFork = await forkOf(stolen)
    clock += 10_001
    // The victim's copy of the refresh token the fork spent, past its retry grace: reuse.
    expect((await client.post('/sessions', { refresh_token: stolen.refresh_token })).status).toBe(401)
    const loggedOut = await client.loginWithEmail(uniqueEmail('fork-logout'))
    const kept = await forkOf(loggedOut)
    expect((await client.post('/sessions/logout', { refresh_token: kept.refresh_token })).status).toBe(200)
    for (const fork of [thiefFork, kept]) {
      const res = await client.post('/sessions/fork/recover', { refresh_token: fork.new_session_refresh_token })
      expect(res.body).toEqual({ code: 'missing_or_invalid_token', error: 'Invalid or expired refresh token.' })
    }
  })
})
