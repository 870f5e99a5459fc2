import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CROSS_APP_ACTION_ERROR,
  CROSS_APP_ACTION_RESPONSE,
  CROSS_APP_ACTION_TOKEN,
  isSameOrigin,
  parseCrossAppMessage,
} from '../../../src/core/cross-app/crossAppMessages'
import {
  type CrossAppSignRequest,
  createCrossAppSigner,
  initialCrossAppSignState,
  reduceCrossAppSign,
} from '../../../src/core/cross-app/crossAppSign'
import { WireCrossAppConnections } from '../../../src/core/cross-app/crossAppTransport'
import { transactUrl } from '../../../src/core/cross-app/transactUrl'
import { isLobbyError } from '../../../src/core/errors/lobbyError'
import { fakeCrossAppTransport, fakeWindow, PAGE_ORIGIN, PROVIDER_APP_ID, WALLET } from './fakeCrossAppTransport'

const REQUEST: CrossAppSignRequest = {
  providerAppId: PROVIDER_APP_ID,
  address: WALLET,
  method: 'personal_sign',
  params: ['hello', WALLET],
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-22T00:00:00Z'))
})
afterEach(() => {
  vi.useRealTimers()
})

/** Starts a request and lets its checks run up to the popup. */
async function begin(transport = fakeCrossAppTransport(), request: CrossAppSignRequest = REQUEST) {
  const signer = createCrossAppSigner({ transport })
  const outcome = signer.request(request).then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  )
  await vi.advanceTimersByTimeAsync(0)
  return { signer, transport, outcome, popup: transport.window.popups[0] }
}

async function errorOf(outcome: Promise<{ result: unknown } | { error: unknown }>) {
  const settled = await outcome
  if (!('error' in settled) || !isLobbyError(settled.error)) throw new Error('expected a LobbyError')
  return settled.error
}

describe('cross-app signer: checks before the popup', () => {
  it("W-5.40 W-8.53 W-7.30 a provider app that is not among the connections gives 'Invalid connected app'", async () => {
    const transport = fakeCrossAppTransport({ getConnections: vi.fn(async () => ({ connections: [] })) })
    const { outcome, signer } = await begin(transport)
    expect((await errorOf(outcome)).shortMessage).toBe('Invalid connected app')
    expect(signer.getSnapshot().status).toBe('error')
    expect(transport.window.open).not.toHaveBeenCalled()
  })

  it("W-5.38 W-8.54 an address outside the user's cross-app account is refused", async () => {
    const { outcome } = await begin(fakeCrossAppTransport(), {
      ...REQUEST,
      address: '0x0000000000000000000000000000000000000bad',
    })
    expect((await errorOf(outcome)).shortMessage).toBe('Cannot request a signature with this wallet address')
  })

  it('W-5.38 behavior: addresses compare without regard to checksum case', async () => {
    const { popup } = await begin(fakeCrossAppTransport(), { ...REQUEST, address: WALLET.toLowerCase() })
    expect(popup).toBeDefined()
  })

  it('W-4.46 W-5.41 W-8.55 no provider token and a read-only provider: refused without reconnecting', async () => {
    const transport = fakeCrossAppTransport({
      getConnections: vi.fn(async () => ({ connections: [{ provider_app_id: PROVIDER_APP_ID, read_only: true }] })),
    })
    transport.tokens.clear()
    const { outcome } = await begin(transport)
    expect((await errorOf(outcome)).shortMessage).toBe('Cannot transact against a read-only provider app')
    expect(transport.reconnect).not.toHaveBeenCalled()
  })

  it('W-4.45 W-4.47 no provider token: reconnects, looks the token up again, then opens the popup', async () => {
    const transport = fakeCrossAppTransport()
    transport.tokens.clear()
    vi.mocked(transport.reconnect).mockImplementation(async () => {
      transport.tokens.set(PROVIDER_APP_ID, 'fresh-token')
    })
    const { popup, signer } = await begin(transport)
    expect(transport.reconnect).toHaveBeenCalledWith(expect.objectContaining({ provider_app_id: PROVIDER_APP_ID }))
    expect(transport.getProviderAccessToken).toHaveBeenCalledTimes(2)
    expect(new URL(popup!.url).searchParams.get('token')).toBe('fresh-token')
    expect(signer.getSnapshot().status).toBe('awaiting-popup')
  })

  it("W-8.56 still no token after reconnecting: 'Transactions require a valid token'", async () => {
    const transport = fakeCrossAppTransport()
    transport.tokens.clear()
    const { outcome } = await begin(transport)
    expect((await errorOf(outcome)).shortMessage).toBe('Transactions require a valid token')
  })

  it('behavior: a malformed request is refused before anything is sent', async () => {
    const transport = fakeCrossAppTransport()
    const signer = createCrossAppSigner({ transport })
    await expect(signer.request({ ...REQUEST, method: 'eth_sign' as 'personal_sign' })).rejects.toMatchObject({
      code: 'invalid_request_arguments',
    })
    expect(transport.getConnections).not.toHaveBeenCalled()
  })
})

describe('cross-app signer: the popup', () => {
  it('W-2.49 A-9.21 W-7.34 opens the provider /oauth/transact page in a 400x680 popup with token and request', async () => {
    const { popup } = await begin()
    expect(popup!.size).toEqual({ width: 400, height: 680 })
    const url = new URL(popup!.url)
    expect(url.origin + url.pathname).toBe('https://provider.test/oauth/transact')
    expect(url.searchParams.get('token')).toBe('provider-token')
    expect(JSON.parse(url.searchParams.get('request')!)).toEqual({
      content: { request: { method: 'personal_sign', params: ['hello', WALLET] } },
      timestamp: Date.parse('2026-11-22T00:00:00Z'),
      callbackUrl: `${PAGE_ORIGIN}/wallet?x=1`,
    })
  })

  it("W-5.39 W-8.57 a blocked popup gives 'Failed to initialize signature request'", async () => {
    const transport = fakeCrossAppTransport({ window: fakeWindow({ blocked: true }) })
    const { outcome } = await begin(transport)
    const error = await errorOf(outcome)
    expect(error.shortMessage).toBe('Failed to initialize signature request')
    // What a caller reads off the rejection is the spec's text, nothing appended.
    expect(error.message).toBe('Failed to initialize signature request')
  })

  it('W-1.07 W-7.35 W-7.36 W-4.49 W-4.50 a PRIVY_CROSS_APP_ACTION_RESPONSE reply finishes with its result', async () => {
    const { outcome, transport, signer } = await begin()
    transport.window.post({ type: 'PRIVY_CROSS_APP_ACTION_RESPONSE', result: '0xsignature' })
    expect(await outcome).toEqual({ result: '0xsignature' })
    expect(signer.getSnapshot()).toMatchObject({ status: 'success', result: '0xsignature' })
    expect(vi.mocked(transport.track!).mock.calls.map(([name]) => name)).toEqual([
      'cross_app_request_started',
      'cross_app_request_success',
    ])
  })

  it('W-7.35 W-7.36 W-4.50 a PRIVY_CROSS_APP_ACTION_ERROR reply finishes with its error', async () => {
    const { outcome, transport } = await begin()
    transport.window.post({ type: 'PRIVY_CROSS_APP_ACTION_ERROR', error: 'Signing refused by policy' })
    const error = await errorOf(outcome)
    expect(error.shortMessage).toBe('Signing refused by policy')
    expect(transport.track).toHaveBeenLastCalledWith('cross_app_request_error', {
      providerAppId: PROVIDER_APP_ID,
      method: 'personal_sign',
    })
  })

  it('W-7.35 W-4.48 token set and clear actions update the stored token while the wait goes on', async () => {
    const { outcome, transport, signer } = await begin()
    transport.window.post({ type: CROSS_APP_ACTION_TOKEN, action: 'set', token: 'rotated' })
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.tokens.get(PROVIDER_APP_ID)).toBe('rotated')
    transport.window.post({ type: CROSS_APP_ACTION_TOKEN, action: 'clear' })
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.tokens.get(PROVIDER_APP_ID)).toBeNull()
    expect(signer.getSnapshot().status).toBe('awaiting-popup')
    transport.window.post({ type: CROSS_APP_ACTION_RESPONSE, result: 1 })
    expect(await outcome).toEqual({ result: 1 })
  })

  it('W-7.37 A-8.47 a reply from another origin fails the request and closes the popup', async () => {
    const { outcome, transport, popup } = await begin()
    transport.window.post({ type: CROSS_APP_ACTION_RESPONSE, result: '0xforged' }, 'https://evil.test')
    expect((await errorOf(outcome)).shortMessage).toBe('Origins between parent and child windows do not match.')
    expect(popup!.close).toHaveBeenCalled()
  })

  it('behavior: messages that are not popup replies are ignored', async () => {
    const { transport, signer } = await begin()
    transport.window.post({ type: 'SOMETHING_ELSE', result: 1 }, 'https://evil.test')
    transport.window.post('hello')
    await vi.advanceTimersByTimeAsync(0)
    expect(signer.getSnapshot().status).toBe('awaiting-popup')
  })

  it("A-4.34 W-8.59 A-8.46 a closed popup is noticed within 300 ms: 'User rejected request'", async () => {
    const { outcome, popup, signer } = await begin()
    await vi.advanceTimersByTimeAsync(900)
    expect(signer.getSnapshot().status).toBe('awaiting-popup')
    popup!.closed = true
    await vi.advanceTimersByTimeAsync(299)
    expect(signer.getSnapshot().status).toBe('awaiting-popup')
    await vi.advanceTimersByTimeAsync(1)
    expect((await errorOf(outcome)).shortMessage).toBe('User rejected request')
  })

  it("A-4.35 W-8.58 no reply within 120000 ms: 'Request timeout', the popup is closed", async () => {
    const { outcome, popup, signer } = await begin()
    await vi.advanceTimersByTimeAsync(119_999)
    expect(signer.getSnapshot().status).toBe('awaiting-popup')
    await vi.advanceTimersByTimeAsync(1)
    expect((await errorOf(outcome)).shortMessage).toBe('Request timeout')
    expect(popup!.close).toHaveBeenCalled()
  })

  it('behavior: after a finish no timer or listener is left behind', async () => {
    const { outcome, transport } = await begin()
    transport.window.post({ type: CROSS_APP_ACTION_RESPONSE, result: 'ok' })
    await outcome
    expect(transport.window.listeners.size).toBe(0)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('behavior: a second request while one runs is refused; reset returns to idle after it ends', async () => {
    const { signer, transport, outcome } = await begin()
    await expect(signer.request(REQUEST)).rejects.toMatchObject({ code: 'request_in_progress' })
    transport.window.post({ type: CROSS_APP_ACTION_RESPONSE, result: 'ok' })
    await outcome
    signer.reset()
    expect(signer.getSnapshot()).toBe(initialCrossAppSignState)
  })

  it('behavior: dispose ends a running request and closes its popup', async () => {
    const { signer, outcome, popup } = await begin()
    signer.dispose()
    expect((await errorOf(outcome)).code).toBe('popup.closed')
    expect(popup!.close).toHaveBeenCalled()
  })
})

describe('cross-app connections', () => {
  it('W-3.31 W-7.30 reads each connection with its provider fields and read_only flag', () => {
    const parsed = WireCrossAppConnections.parse({
      connections: [
        {
          provider_app_id: PROVIDER_APP_ID,
          provider_app_name: 'Provider',
          provider_app_icon_url: 'https://provider.test/icon.png',
          provider_app_custom_api_url: null,
          read_only: true,
        },
      ],
    })
    expect(parsed.connections[0]).toMatchObject({ provider_app_name: 'Provider', read_only: true })
    expect(WireCrossAppConnections.safeParse({ connections: [{ provider_app_name: 'x' }] }).success).toBe(false)
  })

  it('behavior: a failed connections call ends the request with a coded error that keeps its cause', async () => {
    const down = new Error('network down')
    const transport = fakeCrossAppTransport({
      getConnections: vi.fn(async () => {
        throw down
      }),
    })
    const { outcome, signer } = await begin(transport)
    const error = await errorOf(outcome)
    expect([error.code, error.cause]).toEqual(['cross_app_request_failed', down])
    expect(signer.getSnapshot().status).toBe('error')
  })

  it('W-5.40 an unreadable connections answer counts as no connection', async () => {
    const transport = fakeCrossAppTransport({ getConnections: vi.fn(async () => ({ nope: true })) })
    const { outcome } = await begin(transport)
    expect((await errorOf(outcome)).shortMessage).toBe('Invalid connected app')
  })
})

describe('cross-app messages', () => {
  it('W-7.36 reply types carry the provider name as prefix and end in CROSS_APP_ACTION_RESPONSE / _ERROR', () => {
    expect(CROSS_APP_ACTION_RESPONSE).toBe('PRIVY_CROSS_APP_ACTION_RESPONSE')
    expect(CROSS_APP_ACTION_ERROR).toBe('PRIVY_CROSS_APP_ACTION_ERROR')
    expect(parseCrossAppMessage({ type: 'CROSS_APP_ACTION_RESPONSE', result: 1 })).toBeNull()
    expect(parseCrossAppMessage({ type: CROSS_APP_ACTION_ERROR, error: { message: 'x' } })).toMatchObject({
      error: { message: 'x' },
    })
  })

  it('W-7.37 origins match only when equal, never for the opaque origin', () => {
    expect(isSameOrigin(PAGE_ORIGIN, PAGE_ORIGIN)).toBe(true)
    expect(isSameOrigin('https://requester.test:8443', PAGE_ORIGIN)).toBe(false)
    expect(isSameOrigin('http://requester.test', PAGE_ORIGIN)).toBe(false)
    expect(isSameOrigin('null', 'null')).toBe(false)
  })

  it('behavior: any posted data parses to a reply or null, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const parsed = parseCrossAppMessage(data)
        expect(parsed === null || typeof parsed.type === 'string').toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('W-7.34 transactUrl puts token and request on /oauth/transact', () => {
    const url = new URL(
      transactUrl({ providerAppUrl: 'https://p.test', token: 't', request: { a: 1 }, timestamp: 5, callbackUrl: 'c' }),
    )
    expect(url.pathname).toBe('/oauth/transact')
    expect(JSON.parse(url.searchParams.get('request')!)).toEqual({
      content: { request: { a: 1 } },
      timestamp: 5,
      callbackUrl: 'c',
    })
  })

  it('behavior: the reducer ignores results when no request runs', () => {
    expect(reduceCrossAppSign(initialCrossAppSignState, { type: 'request.succeeded', result: 1 })).toBe(
      initialCrossAppSignState,
    )
  })
})
