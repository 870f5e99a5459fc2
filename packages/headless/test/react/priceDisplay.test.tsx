import { sandboxFundingEndpoints } from '@lobby/sandbox'
import { cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyClientConfig } from '../../src/core/config/resolveAppConfig'
import { useFundingFlow } from '../../src/react/useFundingFlow'
import { API_URL, type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(cleanup)

const ADDRESS = '0x9999999999999999999999999999999999999999'

/** A provider on the sandbox's all-methods app with the host's `config`. */
const provider = (config: LobbyClientConfig) => lobbyWrapper(h, { config })

/** The transfer-from-wallet screen's flow (one method opens its screen, W-2.34) for 0.5 ETH on chain 1. */
function transferFlow(config: LobbyClientConfig) {
  return renderHook(
    () =>
      useFundingFlow({
        address: ADDRESS,
        chain: { id: 1, nativeCurrency: { symbol: 'ETH' } },
        methods: ['external'],
        amount: '0.5',
        // The SDK has no default funding endpoints: a host on the sandbox passes the sandbox's.
        endpoints: sandboxFundingEndpoints(API_URL),
      }),
    { wrapper: provider(config) },
  )
}

describe('W-3.14 priceDisplay in the funding view, with the sandbox token price', () => {
  it('W-3.14 W-2.36 by default (fiat-currency first) the transfer screen shows $1,500.00 with 0.5 ETH beneath', async () => {
    const { result } = transferFlow({})
    await waitFor(() => expect(result.current.amountUsd).not.toBeNull(), { timeout: 10_000 })
    expect(result.current.state).toBe('FUNDING_TRANSFER_FROM_WALLET_SCREEN')
    expect(result.current.amountShown).toEqual({ primary: '$1,500.00', secondary: '0.5 ETH' })
    expect(result.current.amountUsd).toBe('$1,500.00')
  }, 20_000)

  it('W-3.14 priceDisplay native-token: the same screen shows 0.5 ETH alone and no USD figure', async () => {
    const sent = h.sent.length
    const { result } = transferFlow({ embeddedWallets: { priceDisplay: { primary: 'native-token', secondary: null } } })
    await waitFor(() => expect(result.current.state).toBe('FUNDING_TRANSFER_FROM_WALLET_SCREEN'), { timeout: 10_000 })
    // The price is still read (W-7.26); what changes is what the screen shows.
    await waitFor(
      () => expect(h.sent.slice(sent).some((request) => request.url.includes('/token_price?'))).toBe(true),
      { timeout: 10_000 },
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(result.current.amountShown).toEqual({ primary: '0.5 ETH', secondary: null })
    expect(result.current.amountUsd).toBeNull()
  }, 20_000)
})
