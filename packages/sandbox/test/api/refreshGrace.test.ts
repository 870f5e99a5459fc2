import { WireAuthResult } from '@lobby/headless/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { loopbackClient } from '../support/loopbackClient.ts'
import { uniqueEmail } from '../support/sandboxClient.ts'

let running: RunningSandbox
let clock = Date.UTC(2026, 10, 27, 9)
let client: ReturnType<typeof loopbackClient>

beforeAll(async () => {
  running = await startSandbox({ port: 0, now: () => clock })
  client = loopbackClient(running, 'all-methods')
}, 120_000)
afterAll(() => running?.close())

async function login() {
  const email = uniqueEmail('refresh')
  expect((await client.post('/passwordless/init', { email })).status).toBe(200)
  const res = await client.post('/passwordless/authenticate', { email, code: await client.lastCode(email) })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return WireAuthResult.parse(res.body)
}

const reuseEvents = async () =>
  ((await client.control('GET', '/events?kind=refresh_token_reuse')).body as unknown as unknown[]).length

describe('refresh retried after a lost answer', () => {
  it('attack: A-7.06 A-7.09 a refresh whose answer was dropped after the commit, retried with the same token within the grace window, gets the same new pair and the session lives on', async () => {
    const session = await login()
    const eventsBefore = await reuseEvents()
    const fault = await client.control('POST', '/faults', {
      route: '/api/v1/sessions',
      method: 'POST',
      dropAnswer: true,
      times: 1,
    })
    expect(fault.status).toBe(200)
    const lost = await client.post('/sessions', { refresh_token: session.refresh_token }, session.token)
    expect(lost.dropped).toBe(true)

    // the client retries after 500 ms, then 1.5 s, then 4.5 s.
    clock += 500
    const retry = await client.post('/sessions', { refresh_token: session.refresh_token }, session.token)
    expect(retry.status, JSON.stringify(retry.body)).toBe(200)
    const renewed = WireAuthResult.parse(retry.body)
    expect(renewed.refresh_token).not.toBe(session.refresh_token)
    clock += 6000
    const again = WireAuthResult.parse(
      (await client.post('/sessions', { refresh_token: session.refresh_token }, session.token)).body,
    )
    expect([again.refresh_token, again.token]).toEqual([renewed.refresh_token, renewed.token])

    expect((await client.get('/users/me', renewed.token)).status).toBe(200)
    const next = await client.post('/sessions', { refresh_token: renewed.refresh_token }, renewed.token)
    expect(next.status).toBe(200)
    expect(await reuseEvents()).toBe(eventsBefore)
  }, 30_000)

  it('attack: A-7.09 after the 10 s grace window the spent token still revokes the whole family (RFC 9700 reuse detection)', async () => {
    const session = await login()
    const eventsBefore = await reuseEvents()
    const renewed = WireAuthResult.parse(
      (await client.post('/sessions', { refresh_token: session.refresh_token })).body,
    )
    clock += 10_001
    const replay = await client.post('/sessions', { refresh_token: session.refresh_token })
    expect([replay.status, replay.body]).toEqual([
      401,
      { code: 'missing_or_invalid_token', error: 'Refresh token reuse detected: the session was revoked.' },
    ])
    expect((await client.post('/sessions', { refresh_token: renewed.refresh_token })).status).toBe(401)
    expect((await client.get('/users/me', renewed.token)).status).toBe(401)
    expect(await reuseEvents()).toBe(eventsBefore + 1)
  }, 30_000)

  it('attack: A-7.09 inside the window, a spent token whose successor was already used is reuse and revokes the family', async () => {
    const session = await login()
    const second = WireAuthResult.parse((await client.post('/sessions', { refresh_token: session.refresh_token })).body)
    const third = WireAuthResult.parse((await client.post('/sessions', { refresh_token: second.refresh_token })).body)
    clock += 1000
    const replay = await client.post('/sessions', { refresh_token: session.refresh_token })
    expect(replay.body).toEqual({
      code: 'missing_or_invalid_token',
      error: 'Refresh token reuse detected: the session was revoked.',
    })
    expect((await client.post('/sessions', { refresh_token: third.refresh_token })).status).toBe(401)
  }, 30_000)

  it('attack: A-7.09 a lost fork answer retried inside the window gets the same forked token, not a second session', async () => {
    const session = await login()
    await client.control('POST', '/faults', { route: '/api/v1/sessions/fork', dropAnswer: true, times: 1 })
    const lost = await client.post('/sessions/fork', { refresh_token: session.refresh_token }, session.token)
    expect(lost.dropped).toBe(true)
    clock += 1500
    const first = await client.post('/sessions/fork', { refresh_token: session.refresh_token }, session.token)
    const second = await client.post('/sessions/fork', { refresh_token: session.refresh_token }, session.token)
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(second.body.new_session_refresh_token).toBe(first.body.new_session_refresh_token)
    expect(second.body.refresh_token).toBe(first.body.refresh_token)
  }, 30_000)
})
