import { describe, expect, it, vi } from 'vitest'
import {
  createWalletConnectConnector,
  type WalletConnectLoader,
} from '../../../src/core/connectors/walletConnectConnector'
import { connectWallet } from '../../../src/core/connectors/walletConnection'
import { LobbyError } from '../../../src/core/errors/lobbyError'

const PROJECT_ID = '0123456789abcdef0123456789abcdef'

async function failure(promise: Promise<unknown>): Promise<LobbyError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof LobbyError) return error
    throw error
  }
  throw new Error('expected a failure')
}

describe('createWalletConnectConnector', () => {
  it('A-2.45 the WalletConnect library is loaded only when the user picks it', async () => {
    const init = vi.fn(async () => ({
      request: async ({ method }: { method: string }) => (method === 'eth_chainId' ? '0x1' : [`0x${'a'.repeat(40)}`]),
      enable: async (): Promise<unknown> => {
        queueMicrotask(() => uriListener?.('wc:abc@2'))
        return [`0x${'a'.repeat(40)}`]
      },
      disconnect: async () => {},
      on: (event: string, fn: (value: unknown) => void) => {
        if (event === 'display_uri') uriListener = fn
      },
      removeListener: () => {},
    }))
    let uriListener: ((value: unknown) => void) | undefined
    const load = vi.fn(async () => ({ EthereumProvider: { init } })) as unknown as WalletConnectLoader
    const connector = createWalletConnectConnector({ projectId: PROJECT_ID, chainIds: [1, 11155111], load })
    expect(connector).toMatchObject({ connectorType: 'wallet_connect', walletClientType: 'wallet_connect' })
    expect(connector.walletBranding.name).toBe('WalletConnect')
    expect(load).not.toHaveBeenCalled()
    const connected = await connectWallet(connector)
    expect(load).toHaveBeenCalledOnce()
    expect(init).toHaveBeenCalledWith(
      expect.objectContaining({ projectId: PROJECT_ID, optionalChains: [1, 11155111], showQrModal: false }),
    )
    expect(connected.address).toBe(`0x${'a'.repeat(40)}`)
  })

  it('W-8.10 without a relay the real library fails with a clear LobbyError within the bound, never a hang', async () => {
    const connector = createWalletConnectConnector({
      projectId: PROJECT_ID,
      chainIds: [1],
      relayTimeoutMs: 1500,
      load: () => import('@walletconnect/ethereum-provider') as unknown as ReturnType<WalletConnectLoader>,
    })
    const started = Date.now()
    const error = await failure(connectWallet(connector))
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(error).toMatchObject({ kind: 'connector_error', code: 'wallet.connect_failed' })
    expect(error.shortMessage).toBe('Unable to connect to wallet.')
    expect(error.nextStep).toBe('Check the network connection and try again.')
  }, 20_000)

  it('W-8.02 a pairing the user never approves times out with Wallet request timed out', async () => {
    let uri: ((value: unknown) => void) | undefined
    const load = (async () => ({
      EthereumProvider: {
        init: async () => ({
          request: async () => null,
          enable: () => {
            queueMicrotask(() => uri?.('wc:abc@2'))
            return new Promise(() => {})
          },
          disconnect: async () => {},
          on: (event: string, fn: (value: unknown) => void) => {
            if (event === 'display_uri') uri = fn
          },
          removeListener: () => {},
        }),
      },
    })) as unknown as WalletConnectLoader
    const shown = vi.fn()
    const connector = createWalletConnectConnector({
      projectId: PROJECT_ID,
      chainIds: [1],
      load,
      approvalTimeoutMs: 50,
      onDisplayUri: shown,
    })
    const error = await failure(connectWallet(connector))
    expect(shown).toHaveBeenCalledWith('wc:abc@2')
    expect(error).toMatchObject({ code: 'wallet.timeout', shortMessage: 'Wallet request timed out' })
  })

  it('behavior: a missing project id or chain list is a coded configuration error', () => {
    expect(() => createWalletConnectConnector({ projectId: ' ', chainIds: [1] })).toThrow(
      expect.objectContaining({ code: 'wallet_connect.no_project_id' }),
    )
    expect(() => createWalletConnectConnector({ projectId: PROJECT_ID, chainIds: [] })).toThrow(
      expect.objectContaining({ code: 'wallet_connect.no_chains' }),
    )
  })
})
