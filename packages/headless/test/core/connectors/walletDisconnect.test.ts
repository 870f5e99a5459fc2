import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createWalletConnectConnector,
  type WalletConnectLoader,
} from '../../../src/core/connectors/walletConnectConnector'
import { connectWallet } from '../../../src/core/connectors/walletConnection'
import { createWalletConnector, type WalletConnector } from '../../../src/core/connectors/walletConnector'
import { createWalletConnectors } from '../../../src/core/connectors/walletConnectors'
import { LobbyError } from '../../../src/core/errors/lobbyError'

const ADDRESS = `0x${'a'.repeat(40)}`
const branding = { name: 'Test', icon: 'data:image/svg+xml,x' }

type Call = { method: string; params?: unknown }

/** An injected EIP-1193 wallet that records its requests; `revoke` is how it answers wallet_revokePermissions. */
function injectedWallet(revoke: () => Promise<unknown>) {
  const calls: Call[] = []
  const provider = {
    request: async ({ method, params }: Call) => {
      calls.push({ method, params })
      if (method === 'eth_requestAccounts') return [ADDRESS]
      if (method === 'eth_chainId') return '0x1'
      if (method === 'wallet_revokePermissions') return revoke()
      throw Object.assign(new Error('not here'), { code: -32601 })
    },
  }
  const connector = createWalletConnector({
    connectorType: 'injected',
    walletClientType: 'metamask',
    walletBranding: branding,
    provider,
  })
  return { calls, connector }
}

async function connected(connector: WalletConnector) {
  const connectors = createWalletConnectors({ target: null })
  connectors.add(connector)
  await connectWallet(connector, { onStatus: connectors.setConnection })
  expect(connectors.getSnapshot().connection.status).toBe('connected')
  return connectors
}

async function failure(promise: Promise<unknown>): Promise<LobbyError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof LobbyError) return error
    throw error
  }
  throw new Error('expected a failure')
}

const revokes = (calls: readonly Call[]) => calls.filter((call) => call.method === 'wallet_revokePermissions')

afterEach(() => {
  vi.useRealTimers()
})

describe('disconnecting an injected wallet', () => {
  it('W-3.05, W-3.06 revokes the accounts permission (EIP-2255), then both connector and connection are disconnected', async () => {
    const { calls, connector } = injectedWallet(async () => null)
    const connectors = await connected(connector)
    await connectors.disconnect()
    expect(revokes(calls)).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }])
    expect(connectors.getSnapshot().connection).toEqual({
      status: 'disconnected',
      address: null,
      chainId: null,
      walletClientType: null,
      connectorType: null,
    })
    expect(connector.getSnapshot().status).toBe('disconnected')
  })

  it.each([
    [-32601, 'method not found'],
    [4200, 'unsupported method'],
  ])('W-3.06 a wallet without EIP-2255 (%i, %s) is disconnected without an error', async (code, message) => {
    const { calls, connector } = injectedWallet(async () => {
      throw Object.assign(new Error(message), { code })
    })
    const connectors = await connected(connector)
    await expect(connectors.disconnect()).resolves.toBeUndefined()
    expect(revokes(calls)).toHaveLength(1)
    expect(connectors.getSnapshot().connection.status).toBe('disconnected')
    expect(connector.getSnapshot().status).toBe('disconnected')
  })

  it('W-3.06, W-8.18 a wallet that fails to revoke is still forgotten, and the caller hears why', async () => {
    const { connector } = injectedWallet(async () => {
      throw Object.assign(new Error('boom'), { code: -32603 })
    })
    const connectors = await connected(connector)
    const error = await failure(connectors.disconnect())
    expect(error).toMatchObject({ kind: 'provider_error', code: 'internal_error', rpcCode: -32603 })
    expect(connectors.getSnapshot().connection.status).toBe('disconnected')
    expect(connector.getSnapshot().status).toBe('disconnected')
  })

  it('W-3.06, W-8.02 a wallet that never answers is forgotten after 5000 ms with Wallet request timed out', async () => {
    const { connector } = injectedWallet(() => new Promise(() => {}))
    const connectors = await connected(connector)
    vi.useFakeTimers()
    const done = failure(connectors.disconnect())
    await vi.advanceTimersByTimeAsync(4999)
    expect(connectors.getSnapshot().connection.status).toBe('connected')
    await vi.advanceTimersByTimeAsync(1)
    const error = await done
    expect(error).toMatchObject({ kind: 'connector_error', code: 'wallet.timeout' })
    expect(error.shortMessage).toBe('Wallet request timed out')
    expect(connectors.getSnapshot().connection.status).toBe('disconnected')
  })

  it('W-3.06 with no wallet connected nothing is asked of any wallet', async () => {
    const { calls, connector } = injectedWallet(async () => null)
    const connectors = createWalletConnectors({ target: null })
    connectors.add(connector)
    await connectors.disconnect()
    expect(calls).toEqual([])
    expect(connectors.getSnapshot().connection.status).toBe('disconnected')
  })
})

describe('disconnecting WalletConnect', () => {
  function walletConnect() {
    const provider = {
      disconnect: vi.fn(async () => {}),
      request: vi.fn(async ({ method }: { method: string }) => (method === 'eth_chainId' ? '0x1' : [ADDRESS])),
      enable: async () => {
        queueMicrotask(() => uriListener?.('wc:abc@2'))
        return [ADDRESS]
      },
      on: (event: string, fn: (value: unknown) => void) => {
        if (event === 'display_uri') uriListener = fn
      },
      removeListener: () => {},
    }
    let uriListener: ((value: unknown) => void) | undefined
    const load = (async () => ({ EthereumProvider: { init: async () => provider } })) as unknown as WalletConnectLoader
    const connector = createWalletConnectConnector({
      projectId: '0123456789abcdef0123456789abcdef',
      chainIds: [1],
      load,
    })
    return { provider, connector }
  }

  it('W-3.05, W-3.06 ends the WalletConnect session (provider.disconnect), not only our record', async () => {
    const { provider, connector } = walletConnect()
    const connectors = await connected(connector)
    expect(provider.disconnect).not.toHaveBeenCalled()
    await connectors.disconnect()
    expect(provider.disconnect).toHaveBeenCalledOnce()
    expect(provider.request.mock.calls.map(([call]) => call.method)).not.toContain('wallet_revokePermissions')
    expect(connectors.getSnapshot().connection.status).toBe('disconnected')
    expect(connector.getSnapshot().status).toBe('disconnected')
  })

  it('W-3.06 a WalletConnect connector never loaded has no session to end', async () => {
    const { provider, connector } = walletConnect()
    const connectors = createWalletConnectors({ target: null })
    connectors.add(connector)
    await connectors.disconnect()
    expect(provider.disconnect).not.toHaveBeenCalled()
  })
})
