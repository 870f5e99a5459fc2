import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createWalletConnectConnector,
  type WalletConnectLoader,
  type WalletConnectProvider,
} from '../../../src/core/connectors/walletConnectConnector'
import { connectWallet } from '../../../src/core/connectors/walletConnection'
import { walletConnectorsFor } from '../../../src/core/connectors/walletConnectors'
import { useLobbyClient } from '../../../src/react/useLobbyClient'
import { useWalletConnection } from '../../../src/react/useWalletConnection'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { lobbyWrapper } from '../lobbyWrapper'

// The hook's disconnect reaches the WalletConnect session the page opened. That the library's
// own disconnect ends the session at the relay (the wallet hears session_delete) is proven with
// the real library over the sandbox's relay in walletConnectSession.test.ts; here the host's
// loader hands over a provider that records what it is asked.
let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** A WalletConnect provider whose wallet approves at once, and the sessions it was told to end. */
function approvingWalletConnect() {
  const ended: string[] = []
  const listeners = new Map<string, Set<(value: unknown) => void>>()
  const provider: WalletConnectProvider = {
    request: async ({ method }) => {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS]
      if (method === 'eth_chainId') return '0x1'
      throw Object.assign(new Error(`${method} is not supported`), { code: -32601 })
    },
    enable: async () => {
      for (const listener of listeners.get('display_uri') ?? []) listener('wc:test@2?relay-protocol=irn')
      return [ADDRESS]
    },
    disconnect: async () => {
      ended.push('session')
    },
    on: (event, listener) => {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener: (event, listener) => {
      listeners.get(event)?.delete(listener)
    },
  }
  const load: WalletConnectLoader = async () => ({ EthereumProvider: { init: async () => provider } })
  return { ended, load }
}

describe('useWalletConnection().disconnect', () => {
  it('W-3.05 W-3.06 ends the WalletConnect session the page opened, then reads disconnected', async () => {
    const { ended, load } = approvingWalletConnect()
    const { result } = renderHook(() => ({ connection: useWalletConnection(), client: useLobbyClient() }), {
      wrapper: lobbyWrapper(h),
    })
    const connectors = walletConnectorsFor(result.current.client)
    const connector = connectors.add(createWalletConnectConnector({ projectId: 'test-project', chainIds: [1], load }))
    await act(() => connectWallet(connector, { onStatus: connectors.setConnection }))
    await waitFor(() =>
      expect(result.current.connection).toMatchObject({ status: 'connected', connectorType: 'wallet_connect' }),
    )
    expect(ended).toEqual([])

    await act(() => result.current.connection.disconnect())

    expect(ended).toEqual(['session'])
    expect(result.current.connection).toMatchObject({ status: 'disconnected', address: null })
    expect(connector.getSnapshot().status).toBe('disconnected')
  })
})
