import { WireAuthResult } from '@lobby/headless/core'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { loopbackClient } from '../support/loopbackClient.ts'
import { uniqueEmail } from '../support/sandboxClient.ts'

// Where a session's tokens stop working, over HTTP: their lifetimes to the millisecond, the app
// they belong to, the retry grace of a refresh, and what a logout ends.
let running: RunningSandbox
let clock = Date.UTC(2026, 10, 27, 9)
const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

beforeAll(async () => {
  running = await startSandbox({ port: 0, now: () => clock })
}, 120_000)
afterAll(() => running?.close())

const client = (slug = 'all-methods') => loopbackClient(running, slug)
const EXPIRED = { code: 'missing_or_invalid_token', error: 'Invalid or expired refresh token.' }
const REUSED = { code: 'missing_or_invalid_token', error: 'Refresh token reuse detected: the session was revoked.' }

async function login(api = client()) {
  const email = uniqueEmail('session')
  expect((await api.post('/passwordless/init', { email })).status).toBe(200)
  const res = await api.post('/passwordless/authenticate', { email, code: await api.lastCode(email) })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const result = WireAuthResult.parse(res.body)
  return { token: result.token ?? '', refresh: result.refresh_token ?? '', identity: result.identity_token ?? '' }
}

const refresh = (refresh_token: string, api = client()) => api.post('/sessions', { refresh_token })

describe('lifetimes', () => {
  it('A-3.16 the access token lives one hour and the identity token ten, both issued now', async () => {
    const session = await login()
    const access = decodeJwt(session.token)
    const identity = decodeJwt(session.identity)
    expect(access.iat).toBe(Math.floor(clock / 1000))
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(3600)
    expect((identity.exp ?? 0) - (identity.iat ?? 0)).toBe(36_000)
    clock += HOUR - 1000
    expect((await client().get('/users/me', session.token)).status).toBe(200)
    clock += 1000
    expect((await client().get('/users/me', session.token)).status).toBe(401)
  })

  it('A-7.54 A-7.09 a refresh token refreshes until its 30th day, and not at it', async () => {
    const early = await login()
    const late = await login()
    clock += 30 * DAY - 1
    expect((await refresh(early.refresh)).status).toBe(200)
    clock += 1
    const res = await refresh(late.refresh)
    expect(res.status).toBe(401)
    expect(res.body).toEqual(EXPIRED)
  })
})

describe('bindings', () => {
  it('attack: A-3.16 the identity token is no access token', async () => {
    const session = await login()
    expect((await client().get('/users/me', session.identity)).status).toBe(401)
    expect((await client().get('/users/me', session.token)).status).toBe(200)
  })

  it("attack: A-7.09 a refresh token of one app refreshes nothing at another, and the other app's refusal spends nothing", async () => {
    const session = await login()
    const res = await refresh(session.refresh, client('terms-required'))
    expect(res.status).toBe(401)
    expect(res.body).toEqual(EXPIRED)
    expect((await refresh(session.refresh)).status).toBe(200)
  })

  it("attack: A-7.10 a logout at another app naming this app's refresh token ends nothing", async () => {
    const session = await login()
    expect((await client('terms-required').post('/sessions/logout', { refresh_token: session.refresh })).status).toBe(
      200,
    )
    expect((await client().get('/users/me', session.token)).status).toBe(200)
    expect((await refresh(session.refresh)).status).toBe(200)
  })

  it('A-7.11 A-7.12 fork and fork/recover refuse an empty refresh token as invalid data', async () => {
    const session = await login()
    for (const path of ['/sessions/fork', '/sessions/fork/recover']) {
      const res = await client().post(path, { refresh_token: '' }, session.token)
      expect(res.status, path).toBe(400)
      expect(res.body, path).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('"refresh_token"') })
    }
  })
})

describe('retry grace and logout', () => {
  it('attack: A-7.06 A-7.09 the retry grace of a refresh lasts 10 s: a retry at 9 999 ms gets the same pair, one at 10 000 ms revokes the family', async () => {
    const kept = await login()
    const first = WireAuthResult.parse((await refresh(kept.refresh)).body)
    clock += 9_999
    const retried = await refresh(kept.refresh)
    expect(retried.status).toBe(200)
    expect(retried.body.refresh_token).toBe(first.refresh_token)

    const lost = await login()
    const rotated = WireAuthResult.parse((await refresh(lost.refresh)).body)
    clock += 10_000
    expect((await refresh(lost.refresh)).body).toEqual(REUSED)
    expect((await refresh(rotated.refresh_token ?? '')).status).toBe(401)
  })

  it('A-7.10 A-4.60 a logout with only the access token, an hour expired, ends its session', async () => {
    const session = await login()
    const other = await login()
    clock += 2 * HOUR
    expect(await client().post('/sessions/logout', {}, session.token)).toMatchObject({
      status: 200,
      body: { success: true },
    })
    expect((await refresh(session.refresh)).status).toBe(401)
    expect((await refresh(other.refresh)).status).toBe(200)
  })
})
