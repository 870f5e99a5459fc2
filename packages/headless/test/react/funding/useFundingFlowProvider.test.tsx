import { type RunningChains, type Sandbox, sandboxFundingEndpoints } from '@lobby/sandbox'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { useFundingFlow } from '../../../src/react/useFundingFlow'
import { fakeFundingTransport } from '../../core/funding/fakeFundingTransport'
import { anvilRpc, fundingChainsOf, startFundingChains } from '../../core/funding/fundingWorld'
import { API_URL, createFundingSandbox, fundingWrapper } from './fundingSandbox'

const WALLET = '0x00000000000000000000000000000000000a11ce'

// Answers from anvil take real milliseconds, while the flow's clock is faked: wait on the real one.
const realSetTimeout = globalThis.setTimeout
async function until(check: () => void, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms
  for (;;) {
    try {
      return check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 20)))
    }
  }
}

let sandbox: Sandbox
let running: RunningChains
beforeAll(async () => {
  ;[sandbox, running] = await Promise.all([createFundingSandbox(), startFundingChains()])
}, 60_000)
afterAll(async () => {
  await sandbox?.close()
  await running?.close()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useFundingFlow inside a LobbyProvider', () => {
  it("W-3.16 W-3.17 W-2.33 methods and the recommended amount come from the app's funding config, useSandbox from the host", async () => {
    const transport = fakeFundingTransport()
    const { result } = renderHook(() => useFundingFlow({ address: WALLET, chain: { id: 1 }, transport }), {
      wrapper: fundingWrapper(sandbox, { fundingMethodConfig: { moonpay: { useSandbox: true } } }),
    })
    expect(result.current.state).toBe('loading')
    await waitFor(() => expect(result.current.state).toBe('FUNDING_METHOD_SELECTION_SCREEN'))
    expect(result.current.options).toEqual(['moonpay', 'external', 'manual'])
    expect(result.current.amount).toBe('0.1')
    act(() => result.current.selectMethod('moonpay'))
    act(() => result.current.continueOnRamp())
    await waitFor(() => expect(transport.signOnRamp).toHaveBeenCalledOnce())
    expect(transport.signOnRamp.mock.calls[0]![0]).toMatchObject({
      address: WALLET,
      useSandbox: true,
      config: {
        currencyCode: 'ETH_ETHEREUM',
        uiConfig: { accentColor: expect.any(String), theme: expect.any(String) },
      },
    })
  })

  it('W-3.19 W-2.34 the funding request amount and methods win over the app config', async () => {
    const { result } = renderHook(
      () =>
        useFundingFlow({
          address: WALLET,
          chain: { id: 1 },
          methods: ['external'],
          amount: '2',
          transport: fakeFundingTransport(),
        }),
      { wrapper: fundingWrapper(sandbox) },
    )
    // W-2.34 one method opens its screen directly.
    await waitFor(() => expect(result.current.state).not.toBe('loading'))
    expect(result.current.state).toBe('FUNDING_TRANSFER_FROM_WALLET_SCREEN')
    expect(result.current.amount).toBe('2')
  })

  it('W-4.44 W-7.29 W-4.37 with the default transport the manual screen polls the real chain every 2 s and sees the deposit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const chain = fundingChainsOf(running).find((entry) => entry.id === 11155111)!
    const rpcUrl = chain.rpcUrls.default.http[0]!
    await anvilRpc(rpcUrl, 'anvil_setBalance', [WALLET, '0x0'])
    const onClose = vi.fn()
    const { result } = renderHook(
      () => useFundingFlow({ address: WALLET, chain, methods: ['moonpay', 'external'], onClose }),
      // The SDK knows no endpoints of its own: the host's config passes the sandbox's.
      { wrapper: fundingWrapper(sandbox, { fundingMethodConfig: { endpoints: sandboxFundingEndpoints(API_URL) } }) },
    )
    await until(() => expect(result.current.state).toBe('FUNDING_METHOD_SELECTION_SCREEN'))
    act(() => result.current.selectMethod('manual'))
    await until(() => expect(result.current.balance).toBe(0n))
    await anvilRpc(rpcUrl, 'anvil_setBalance', [WALLET, '0x2386f26fc10000'])
    await act(() => vi.advanceTimersByTimeAsync(1_999))
    // Long enough for a read sent before 2 s to have been answered.
    await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 300)))
    expect(result.current.balance).toBe(0n)
    await act(() => vi.advanceTimersByTimeAsync(1))
    await until(() => expect(result.current.balance).toBe(10_000_000_000_000_000n))
    expect(result.current.step).toBe('success')
    await act(() => vi.advanceTimersByTimeAsync(3_999))
    expect(onClose).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(onClose).toHaveBeenCalledOnce()
    expect(result.current.state).toBe('closed')
  })

  it('behavior: without a provider and without a transport the hook says what it needs', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      renderHook(() => useFundingFlow({ address: WALLET, chain: { id: 1 }, methods: ['external'] })),
    ).toThrow('useFundingFlow needs a transport')
  })
})
