// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { sendAnalyticsEvent } from '../../../src/core/api/analytics'
import { getAppConfig } from '../../../src/core/api/apps'
import { initPasswordless } from '../../../src/core/api/passwordless'
import { isLobbyError, type LobbyError } from '../../../src/core/errors/lobbyError'
import { createHttpClient } from '../../../src/core/http/createHttpClient'
import { API_URL, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(async () => {
  vi.useRealTimers()
  await h.clearFaults()
  h.sent.length = 0
})

const http = () => createHttpClient({ apiUrl: API_URL, appId: h.appId(), clientId: 'client-1', fetch: h.fetch })

/** Calls with fake timers running, recording when (in fake ms) each request went out. */
async function withFakeTime<T>(run: () => Promise<T>, advanceMs: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const start = Date.now()
  const times: number[] = []
  const client = createHttpClient({
    apiUrl: API_URL,
    appId: h.appId(),
    fetch: (request) => {
      times.push(Date.now() - start)
      return h.fetch(request)
    },
  })
  const settled = run.call(client).then(
    (value) => ({ value, error: null as LobbyError | null }),
    (error: LobbyError) => ({ value: null, error }),
  )
  await vi.advanceTimersByTimeAsync(advanceMs)
  return { result: await settled, times, http: client }
}

describe('http client', () => {
  it('A-7.01 A-7.04 A-7.05 calls {apiUrl}/api/v1 with the app id, client id, analytics id, client version and bearer headers', async () => {
    const client = createHttpClient({
      apiUrl: `${API_URL}/`,
      appId: h.appId(),
      clientId: 'client-1',
      getAnalyticsId: () => 'ca-123',
      fetch: h.fetch,
    })
    const config = await getAppConfig(client, 'some.jwt.token')
    expect(config.id).toBe(h.appId())
    const [request] = h.sent
    expect(request?.url).toBe(`${API_URL}/api/v1/apps/${h.appId()}`)
    expect(request?.method).toBe('GET')
    expect(request?.headers.get('privy-app-id')).toBe(h.appId())
    expect(request?.headers.get('privy-client-id')).toBe('client-1')
    expect(request?.headers.get('privy-ca-id')).toBe('ca-123')
    expect(request?.headers.get('privy-client')).toBe('lobby-js:1.79.1')
    expect(request?.headers.get('authorization')).toBe('Bearer some.jwt.token')
  })

  it('A-7.02 A-7.46 sends POST unless noted, and no bearer header without a token', async () => {
    await initPasswordless(http(), { email: 'post@example.com' })
    await getAppConfig(http(), null)
    expect(h.sent.map((r) => r.method)).toEqual(['POST', 'GET'])
    expect(h.sent[1]?.headers.has('authorization')).toBe(false)
  })

  it.each([408, 409, 425, 500, 502, 503, 504])(
    'A-7.06 A-7.07 retries HTTP %i exactly 3 times, waiting 500, 1500 and 4500 ms',
    async (status) => {
      await h.addFault({ route: `/api/v1/apps/${h.appId()}`, status })
      const { result, times } = await withFakeTime(function (this: ReturnType<typeof http>) {
        return getAppConfig(this, null)
      }, 10_000)
      expect(times).toEqual([0, 500, 2000, 6500])
      expect(result.error?.status).toBe(status)
      expect(result.error?.kind).toBe('api_error')
    },
  )

  it('A-7.06 A-7.07 a retried call that then succeeds answers normally', async () => {
    await h.addFault({ route: `/api/v1/apps/${h.appId()}`, status: 503, times: 2 })
    const { result, times } = await withFakeTime(function (this: ReturnType<typeof http>) {
      return getAppConfig(this, null)
    }, 5_000)
    expect(times).toEqual([0, 500, 2000])
    expect(result.error).toBeNull()
    expect(result.value?.id).toBe(h.appId())
  })

  it.each([500, 502, 503, 504])(
    'attack: A-7.06 A-7.07 a single-use POST is not sent again after HTTP %i: the server may have spent it',
    async (status) => {
      await h.addFault({ route: '/api/v1/passwordless/init', status })
      const { result, times } = await withFakeTime(function (this: ReturnType<typeof http>) {
        return initPasswordless(this, { email: 'single-use@example.com' })
      }, 10_000)
      expect(times).toEqual([0])
      expect(result.error?.status).toBe(status)
    },
  )

  it.each([408, 409, 425])(
    'A-7.06 A-7.07 a single-use POST is retried after HTTP %i, by which the server says it did nothing',
    async (status) => {
      await h.addFault({ route: '/api/v1/passwordless/init', status })
      const { times } = await withFakeTime(function (this: ReturnType<typeof http>) {
        return initPasswordless(this, { email: 'not-carried-out@example.com' })
      }, 10_000)
      expect(times).toEqual([0, 500, 2000, 6500])
    },
  )

  it.each([400, 401, 403, 404, 422])('A-7.07 does not retry HTTP %i', async (status) => {
    await h.addFault({ route: '/api/v1/passwordless/init', status })
    const { result, times } = await withFakeTime(function (this: ReturnType<typeof http>) {
      return initPasswordless(this, { email: 'no-retry@example.com' })
    }, 10_000)
    expect(times).toEqual([0])
    expect(result.error?.status).toBe(status)
  })

  it('A-8.02 a 429 answer gives too_many_requests, without retry', async () => {
    await h.addFault({ route: '/api/v1/passwordless/init', status: 429 })
    const { result, times } = await withFakeTime(function (this: ReturnType<typeof http>) {
      return initPasswordless(this, { email: 'limited@example.com' })
    }, 10_000)
    expect(times).toEqual([0])
    expect(isLobbyError(result.error, 'too_many_requests')).toBe(true)
  })

  it('A-7.03 A-8.02 a hung request fails with client_request_timeout at 20 s, not before', async () => {
    await h.addFault({ route: '/api/v1/passwordless/init', hang: true })
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const client = http()
    let error: LobbyError | null = null
    const done = initPasswordless(client, { email: 'hang@example.com' }).catch((e: LobbyError) => {
      error = e
    })
    await vi.advanceTimersByTimeAsync(19_999)
    expect(error).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(isLobbyError(error, 'client_request_timeout')).toBe(true)
    expect((error as LobbyError | null)?.kind).toBe('client_error')
  })

  it('behavior: a malformed answer gives a clear unexpected_response error', async () => {
    await h.addFault({ route: `/api/v1/apps/${h.appId()}`, malformed: true })
    const error = await getAppConfig(http(), null).catch((e: LobbyError) => e)
    expect(isLobbyError(error, 'unexpected_response')).toBe(true)
    expect((error as LobbyError).shortMessage).toBe(`The server's answer to apps/${h.appId()} could not be read.`)
  })

  it('A-8.02 error bodies become a LobbyError with the server code, message and status', async () => {
    const error = await initPasswordless(http(), { email: 'not-an-email' }).catch((e: LobbyError) => e)
    expect(isLobbyError(error, 'invalid_data')).toBe(true)
    expect((error as LobbyError).status).toBe(400)
    expect((error as LobbyError).kind).toBe('api_error')
  })

  it('A-7.06 retries network errors of a GET 3 times, then fails with network_error', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const start = Date.now()
    const times: number[] = []
    // A real connection to a closed loopback port: the transport itself fails.
    const client = createHttpClient({
      apiUrl: 'http://127.0.0.1:9',
      appId: h.appId(),
      fetch: (request) => {
        times.push(Date.now() - start)
        return globalThis.fetch(request)
      },
    })
    const settled = getAppConfig(client, null).catch((e: LobbyError) => e)
    for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(500)
    const error = await settled
    expect(times).toEqual([0, 500, 2000, 6500])
    expect(isLobbyError(error, 'network_error')).toBe(true)
  })

  it('A-7.13 analytics events are sent once, never retried, and a failure is swallowed', async () => {
    await h.addFault({ route: '/api/v1/analytics_events', status: 503 })
    const { result, times } = await withFakeTime(function (this: ReturnType<typeof http>) {
      return sendAnalyticsEvent(this, 'ca-1', { eventName: 'test_event' })
    }, 10_000)
    expect(times).toEqual([0])
    expect(result.error).toBeNull()
  })

  it('A-7.13 an analytics event carries event_name, client_id and a clientTimestamp', async () => {
    await sendAnalyticsEvent(http(), 'ca-7', { eventName: 'opened', payload: { screen: 'landing' } })
    const body = (await h.sent[0]?.json()) as Record<string, unknown>
    expect(h.sent[0]?.url).toBe(`${API_URL}/api/v1/analytics_events`)
    expect(body).toMatchObject({ event_name: 'opened', client_id: 'ca-7', payload: { screen: 'landing' } })
    expect(typeof (body.payload as { clientTimestamp: unknown }).clientTimestamp).toBe('string')
  })
})
