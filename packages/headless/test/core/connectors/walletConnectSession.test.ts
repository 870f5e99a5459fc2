// @vitest-environment node
// Both ends of WalletConnect run here in Node, over the sandbox's relay emulator on loopback.
import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createWalletConnectConnector,
  type WalletConnectInitOptions,
  type WalletConnectLoader,
  type WalletConnectProvider,
} from '../../../src/core/connectors/walletConnectConnector'
import { connectWallet } from '../../../src/core/connectors/walletConnection'
import { createWalletConnectors } from '../../../src/core/connectors/walletConnectors'

const PROJECT_ID = '0123456789abcdef0123456789abcdef'
const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

type SessionEvent = { id: number; topic: string }
type Proposal = {
  id: number
  params: { optionalNamespaces: Record<string, { methods: string[]; events: string[] }> }
}
/** The part of `@walletconnect/sign-client`'s SignClient the wallet side uses. */
type WalletClient = {
  pair(params: { uri: string }): Promise<unknown>
  approve(params: {
    id: number
    namespaces: Record<string, { accounts: string[]; chains: string[]; methods: string[]; events: string[] }>
  }): Promise<{ topic: string; acknowledged(): Promise<unknown> }>
  on(event: 'session_proposal', listener: (proposal: Proposal) => void): unknown
  on(event: 'session_delete', listener: (event: SessionEvent) => void): unknown
  session: { getAll(): unknown[] }
  core: { relayer: { transportClose(): Promise<void> } }
}
type SignClientClass = { init(options: Record<string, unknown>): Promise<WalletClient> }
/** The EthereumProvider as loaded, with what the test reads behind our connector's type. */
type DappProvider = WalletConnectProvider & {
  signer: { client: { constructor: unknown; core: { relayer: { transportClose(): Promise<void> } } } }
}

/** A wallet's storage of its own, in memory: the dapp and the wallet share one process but no keys. */
function memoryStorage() {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async () => [...items.entries()],
    getItem: async (key: string) => items.get(key),
    setItem: async (key: string, value: unknown) => {
      items.set(key, value)
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
}

let sandbox: RunningSandbox
const closing: Array<() => Promise<void>> = []

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 })
})

afterAll(async () => {
  // The clients first: once the relay goes away they would keep trying to reach it.
  for (const close of closing) await close().catch(() => {})
  await sandbox?.close()
})

describe('WalletConnect over the sandbox relay', () => {
  it('W-3.05, W-3.06 disconnect ends the session at the relay: the wallet hears session_delete and drops it', async () => {
    const relayUrl = `${sandbox.url.replace(/^http/, 'ws')}/_sandbox/walletconnect`
    let dapp: DappProvider | null = null
    let wallet: WalletClient | null = null
    let sessionTopic: Promise<string> | null = null
    let walletFailure: unknown = null

    // The real library; the loader only keeps the provider, whose SignClient class the wallet side uses too.
    const load = (async () => {
      const { EthereumProvider } = await import('@walletconnect/ethereum-provider')
      return {
        EthereumProvider: {
          async init(options: WalletConnectInitOptions) {
            dapp = (await EthereumProvider.init(options)) as unknown as DappProvider
            return dapp
          },
        },
      }
    }) as WalletConnectLoader

    const onDisplayUri = async (uri: string) => {
      if (!dapp) throw new Error('the pairing URI came before the provider')
      const SignClient = dapp.signer.client.constructor as SignClientClass
      const client = await SignClient.init({
        projectId: PROJECT_ID,
        relayUrl,
        customStoragePrefix: 'test-wallet',
        storage: memoryStorage(),
        telemetryEnabled: false,
        metadata: { name: 'Test wallet', description: 'The wallet side', url: 'http://127.0.0.1', icons: [] },
      })
      wallet = client
      closing.push(() => client.core.relayer.transportClose())
      sessionTopic = new Promise((resolve, reject) => {
        client.on('session_proposal', ({ id, params }) => {
          const asked = params.optionalNamespaces.eip155
          client
            .approve({
              id,
              namespaces: {
                eip155: {
                  accounts: [`eip155:1:${ADDRESS}`],
                  chains: ['eip155:1'],
                  methods: asked?.methods ?? [],
                  events: asked?.events ?? [],
                },
              },
            })
            .then(({ topic }) => resolve(topic), reject)
        })
      })
      await client.pair({ uri })
    }

    const connector = createWalletConnectConnector({
      projectId: PROJECT_ID,
      chainIds: [1],
      relayUrl,
      load,
      onDisplayUri: (uri) => {
        onDisplayUri(uri).catch((error: unknown) => {
          walletFailure = error
        })
      },
      relayTimeoutMs: 10_000,
      approvalTimeoutMs: 15_000,
    })
    const connectors = createWalletConnectors({ target: null })
    connectors.add(connector)
    // A wallet side that failed explains a connection that timed out better than the timeout does.
    const connected = await connectWallet(connector, { onStatus: connectors.setConnection }).catch((error) => {
      throw walletFailure ?? error
    })
    const dappRelayer = (connected.provider as DappProvider).signer.client.core.relayer
    closing.push(() => dappRelayer.transportClose())

    expect(connected.address.toLowerCase()).toBe(ADDRESS.toLowerCase())
    expect(connected.chainId).toBe(1)
    expect(connectors.getSnapshot().connection).toMatchObject({
      status: 'connected',
      walletClientType: 'wallet_connect',
      connectorType: 'wallet_connect',
    })
    const walletSide = wallet as WalletClient | null
    if (!walletSide || !sessionTopic) throw new Error('the wallet never saw the pairing URI')
    const topic = await sessionTopic
    expect(walletSide.session.getAll()).toHaveLength(1)

    const deleted = new Promise<SessionEvent>((resolve, reject) => {
      walletSide.on('session_delete', resolve)
      setTimeout(() => reject(new Error('the wallet heard no session_delete within 5000 ms')), 5000).unref()
    })
    await connectors.disconnect()

    expect(connectors.getSnapshot().connection.status).toBe('disconnected')
    expect(connector.getSnapshot().status).toBe('disconnected')
    expect((await deleted).topic).toBe(topic)
    expect(walletSide.session.getAll()).toEqual([])
  }, 60_000)
})
