import { renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLobbyError } from '../../../src/core/errors'
import { useCrossAppSign } from '../../../src/react/useCrossAppSign'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { lobbyWrapper } from '../lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const WALLET = '0x000000000000000000000000000000000000bEEF'

describe('useCrossAppSign inside LobbyProvider', () => {
  it('W-7.30 W-5.40 W-8.53 without a transport it uses the client: the connections come from the API', async () => {
    const { result } = renderHook(() => useCrossAppSign(), { wrapper: lobbyWrapper(h) })
    const failure = await result.current
      .signMessage({ providerAppId: h.appId('captcha'), address: WALLET, message: 'hi' })
      .catch((error: unknown) => error)
    expect(isLobbyError(failure) && failure.shortMessage).toBe('Invalid connected app')
    await waitFor(() => expect(result.current.state).toBe('error'))
    expect(result.current.error?.shortMessage).toBe('Invalid connected app')
    expect(h.sent.some((request) => request.url.endsWith(`/apps/${h.appId()}/cross-app/connections`))).toBe(true)
  })

  it("W-5.38 W-8.54 a wallet that is not the user's cross-app wallet is refused by the hook's signTypedData", async () => {
    const { result } = renderHook(() => useCrossAppSign(), { wrapper: lobbyWrapper(h) })
    const failure = await result.current
      .signTypedData({
        providerAppId: h.appId('cross-app-provider'),
        address: WALLET,
        typedData: { types: {}, primaryType: 'A', message: {} },
      })
      .catch((error: unknown) => error)
    expect(isLobbyError(failure) && failure.shortMessage).toBe('Cannot request a signature with this wallet address')
  })

  it('behavior: outside a provider and without a transport it throws the coded provider_missing error', () => {
    expect(() => renderHook(() => useCrossAppSign())).toThrow(
      expect.objectContaining({ code: 'provider_missing' }) as unknown as Error,
    )
  })
})
