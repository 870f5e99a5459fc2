import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CROSS_APP_ACTION_RESPONSE, isTrustedReplyOrigin } from '../../../src/core/cross-app/crossAppMessages'
import { crossAppSendTransactionRequest } from '../../../src/core/cross-app/crossAppRequests'
import { type CrossAppSignRequest, createCrossAppSigner } from '../../../src/core/cross-app/crossAppSign'
import { isLobbyError } from '../../../src/core/errors/lobbyError'
import { fakeCrossAppTransport, PAGE_ORIGIN, PROVIDER_APP_ID, WALLET } from './fakeCrossAppTransport'

const SIGN: CrossAppSignRequest = {
  providerAppId: PROVIDER_APP_ID,
  address: WALLET,
  method: 'personal_sign',
  params: ['0x6869', WALLET],
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const settle = (promise: Promise<unknown>) =>
  promise.then(
    (result) => ({ result }),
    (error: unknown) => ({ error }),
  )

describe('cross-app replies from the provider page', () => {
  it("W-7.37 W-7.35 a reply posted by the provider page (the popup's origin) is accepted", async () => {
    const transport = fakeCrossAppTransport()
    const outcome = settle(createCrossAppSigner({ transport }).request(SIGN))
    await vi.advanceTimersByTimeAsync(0)
    transport.window.post({ type: CROSS_APP_ACTION_RESPONSE, result: '0xsigned' }, 'https://provider.test')
    expect(await outcome).toEqual({ result: '0xsigned' })
  })

  it("W-7.37 A-8.47 only the page's and the provider page's origins are trusted; never 'null'", () => {
    const expected = { pageOrigin: PAGE_ORIGIN, providerOrigin: 'https://provider.test' }
    expect(isTrustedReplyOrigin(PAGE_ORIGIN, expected)).toBe(true)
    expect(isTrustedReplyOrigin('https://provider.test', expected)).toBe(true)
    expect(isTrustedReplyOrigin('https://provider.test.evil.test', expected)).toBe(false)
    expect(isTrustedReplyOrigin('http://provider.test', expected)).toBe(false)
    expect(isTrustedReplyOrigin('null', { pageOrigin: 'null', providerOrigin: 'null' })).toBe(false)
    expect(isTrustedReplyOrigin('https://provider.test', { pageOrigin: PAGE_ORIGIN, providerOrigin: null })).toBe(false)
  })
})

describe('read-only providers', () => {
  const readOnlyTransport = () =>
    fakeCrossAppTransport({
      getConnections: vi.fn(async () => ({ connections: [{ provider_app_id: PROVIDER_APP_ID, read_only: true }] })),
    })

  it('W-5.41 W-8.55 a read-only provider refuses a transaction even with a stored token, before any popup', async () => {
    const transport = readOnlyTransport()
    const signer = createCrossAppSigner({ transport })
    const outcome = await settle(
      signer.request(
        crossAppSendTransactionRequest({ providerAppId: PROVIDER_APP_ID, address: WALLET, transaction: {} }),
      ),
    )
    if (!('error' in outcome) || !isLobbyError(outcome.error)) throw new Error('expected a LobbyError')
    expect(outcome.error.shortMessage).toBe('Cannot transact against a read-only provider app')
    expect(transport.window.open).not.toHaveBeenCalled()
    expect(transport.track).toHaveBeenLastCalledWith('cross_app_request_error', {
      providerAppId: PROVIDER_APP_ID,
      method: 'eth_sendTransaction',
    })
  })

  it('W-5.41 W-4.45 a message signature with a stored token still opens the popup', async () => {
    const transport = readOnlyTransport()
    void settle(createCrossAppSigner({ transport }).request(SIGN))
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.window.open).toHaveBeenCalledTimes(1)
  })
})
