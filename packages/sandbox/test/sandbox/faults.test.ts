import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox()
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())
beforeEach(async () => {
  await client.control('DELETE', '/faults')
})

describe('fault injection', () => {
  it('POST /_sandbox/faults makes a route answer a status a given number of times', async () => {
    const set = await client.control('POST', '/faults', { route: '/api/v1/apps/*', status: 503, times: 2 })
    expect(set.status).toBe(200)
    const path = `/apps/${client.appId}`
    const statuses = [(await client.get(path)).status, (await client.get(path)).status, (await client.get(path)).status]
    expect(statuses).toEqual([503, 503, 200])
  })

  it('A-8.02 an injected 429 carries the catalogue code too_many_requests', async () => {
    await client.control('POST', '/faults', { route: '/api/v1/passwordless/init', status: 429 })
    const res = await client.post('/passwordless/init', { email: 'a@example.com' })
    expect(res.status).toBe(429)
    expect(res.body).toMatchObject({ code: 'too_many_requests' })
  })

  it('a dropAnswer fault runs the call (its code is sent) and answers an in-process request 502 instead', async () => {
    await client.control('POST', '/faults', { route: '/api/v1/passwordless/init', dropAnswer: true, times: 1 })
    const email = 'dropped-answer@example.com'
    const res = await client.post('/passwordless/init', { email })
    expect([res.status, res.body]).toEqual([
      502,
      { code: 'sandbox_fault', error: 'Injected fault: the answer was lost after the call ran.' },
    ])
    expect(await client.lastCode(email)).toMatch(/^\d{6}$/)
  })

  it('a malformed fault answers 200 with a body that is not JSON', async () => {
    await client.control('POST', '/faults', { route: `/api/v1/apps/${client.appId}`, malformed: true, times: 1 })
    const res = await sandbox.app.fetch(
      new Request(`http://sandbox.test/api/v1/apps/${client.appId}`, { headers: { 'privy-app-id': client.appId } }),
    )
    expect(res.status).toBe(200)
    await expect(res.json()).rejects.toThrow()
  })

  it('a body fault answers that JSON once, then the real route answers again', async () => {
    const body = { user: null, token: null, refresh_token: null, session_update_action: 'clear' }
    await client.control('POST', '/faults', { route: '/api/v1/sessions', method: 'POST', body, times: 1 })
    const faked = await client.post('/sessions', { refresh_token: 'anything' })
    expect(faked).toMatchObject({ status: 200, body })
    expect((await client.post('/sessions', { refresh_token: 'anything' })).status).toBe(401)
  })

  it('a hang fault never answers until the client aborts', async () => {
    await client.control('POST', '/faults', { route: '/api/v1/sessions', method: 'post', hang: true })
    const abort = new AbortController()
    let settled = false
    const pending = Promise.resolve(
      sandbox.app.fetch(new Request('http://sandbox.test/api/v1/sessions', { method: 'POST', signal: abort.signal })),
    ).then((res) => {
      settled = true
      return res
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(settled).toBe(false)
    abort.abort()
    await pending
    expect(settled).toBe(true)
  })

  it('a latency fault delays the answer', async () => {
    await client.control('POST', '/faults', { route: '/api/v1/apps/*', latencyMs: 150 })
    const started = performance.now()
    expect((await client.get(`/apps/${client.appId}`)).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('refuses a fault with no effect, and DELETE clears every fault', async () => {
    const bad = await client.control('POST', '/faults', { route: '/api/v1/sessions' })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ code: 'invalid_data' })
    await client.control('POST', '/faults', { route: '/api/v1/apps/*', status: 500 })
    expect((await client.control('GET', '/faults')).body).toHaveLength(1)
    await client.control('DELETE', '/faults')
    expect((await client.get(`/apps/${client.appId}`)).status).toBe(200)
  })
})
