import type { Eip1193Provider } from '../eip1193Provider'
import { toProviderError } from '../errors/providerErrors'
import { parseChainId } from '../rules/chains'
import { createMachine, type Readable } from '../store'
import type { WalletBranding } from './walletBranding'

/** W-3.05 A connector's lifecycle. */
export type ConnectorStatus = 'uninitialized' | 'initialized' | 'connected' | 'disconnected'

/** W-3.04 connectorType: how the wallet is reached. */
export type ConnectorType = 'injected' | 'wallet_connect' | 'coinbase_wallet'

/** A connector's state: its lifecycle step and, once connected, the account and chain. */
export type ConnectorState = {
  status: ConnectorStatus
  address: string | null
  chainId: number | null
}

/** Events of a connector's lifecycle (W-3.05), from the SDK or from the provider's own events (EIP-1193). */
export type ConnectorEvent =
  | { type: 'connector.initialized' }
  | { type: 'connector.connected'; address: string; chainId: number | null }
  | { type: 'connector.accounts'; accounts: readonly string[] }
  | { type: 'connector.chain'; chainId: number | null }
  | { type: 'connector.disconnected' }

/** A provider that may also emit EIP-1193 events. */
export type EventfulProvider = Eip1193Provider & {
  on?(event: string, listener: (value: unknown) => void): unknown
  removeListener?(event: string, listener: (value: unknown) => void): unknown
}

/** W-3.05 A connector before anything happened. */
export const INITIAL_CONNECTOR: ConnectorState = { status: 'uninitialized', address: null, chainId: null }

/** W-3.05 uninitialized, then initialized once its provider exists, then connected or disconnected. */
export function reduceConnector(state: ConnectorState, event: ConnectorEvent): ConnectorState {
  switch (event.type) {
    case 'connector.initialized':
      return state.status === 'uninitialized' ? { ...state, status: 'initialized' } : state
    case 'connector.connected':
      return { status: 'connected', address: event.address, chainId: event.chainId }
    case 'connector.accounts': {
      if (state.status !== 'connected') return state
      const [first] = event.accounts
      // EIP-1193: an empty accountsChanged means the user disconnected the site.
      if (typeof first !== 'string') return { status: 'disconnected', address: null, chainId: null }
      return first === state.address ? state : { ...state, address: first }
    }
    case 'connector.chain':
      return state.status === 'connected' && state.chainId !== event.chainId
        ? { ...state, chainId: event.chainId }
        : state
    case 'connector.disconnected':
      return state.status === 'uninitialized' ? state : { status: 'disconnected', address: null, chainId: null }
  }
}

/** W-3.04 A wallet connector: how a wallet is reached, its branding, and its lifecycle (W-3.05). */
export type WalletConnector = Readable<ConnectorState> & {
  readonly id: string
  readonly connectorType: ConnectorType
  /** W-3.01 walletClientType: a W-9.39 key, or the announcing wallet's rdns. */
  readonly walletClientType: string
  readonly walletBranding: WalletBranding
  /** W-3.04 connectionOptions: what the connector was made with. */
  readonly connectionOptions: Readonly<Record<string, unknown>>
  /** The provider, loading it first when the connector loads lazily (WalletConnect). */
  getProvider(): Promise<EventfulProvider>
  /** Gives the connector its provider once the wallet announced itself (uninitialized → initialized). */
  attach(provider: EventfulProvider): void
  send(event: ConnectorEvent): void
  /**
   * Ends the wallet's own session with this site (see `CreateWalletConnectorOptions.endSession`),
   * then marks the connector disconnected, also when the wallet fails, which the promise then reports.
   */
  disconnect(): Promise<void>
}

/** Options of `createWalletConnector`. */
export type CreateWalletConnectorOptions = {
  id?: string
  connectorType: ConnectorType
  walletClientType: string
  walletBranding: WalletBranding
  /** A provider now, a loader called on first use, or nothing until `attach`. */
  provider?: EventfulProvider | (() => Promise<EventfulProvider>)
  connectionOptions?: Record<string, unknown>
  /** Ends the wallet's session with this site. @default revokeAccountsPermission (EIP-2255) */
  endSession?: (provider: EventfulProvider) => Promise<void>
}

// JSON-RPC's "method not found" and EIP-1193's "unsupported method": a wallet without EIP-2255,
// which has no grant to end beyond what forgetting the connection does.
const UNSUPPORTED_METHOD = new Set([-32601, 4200])

/**
 * EIP-2255 Asks an injected wallet to revoke this site's access to its accounts, so the wallet
 * no longer lists the site as connected; a wallet that lacks the method is left as it is.
 */
export async function revokeAccountsPermission(provider: Eip1193Provider): Promise<void> {
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
  } catch (error) {
    const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
    if (typeof code === 'number' && UNSUPPORTED_METHOD.has(code)) return
    throw toProviderError(error)
  }
}

/** W-3.04, W-3.05 Creates a connector; it follows the provider's accountsChanged, chainChanged and disconnect. */
export function createWalletConnector(options: CreateWalletConnectorOptions): WalletConnector {
  const machine = createMachine({ initial: INITIAL_CONNECTOR, reduce: reduceConnector })
  let provider: EventfulProvider | null = null
  let loading: Promise<EventfulProvider> | null = null
  const loader = typeof options.provider === 'function' ? options.provider : null

  const onAccounts = (accounts: unknown) =>
    machine.send({ type: 'connector.accounts', accounts: Array.isArray(accounts) ? accounts : [] })
  const onChain = (chainId: unknown) => machine.send({ type: 'connector.chain', chainId: parseChainId(chainId) })
  const onDisconnect = () => machine.send({ type: 'connector.disconnected' })

  function attach(next: EventfulProvider) {
    if (provider === next) return
    if (provider) {
      provider.removeListener?.('accountsChanged', onAccounts)
      provider.removeListener?.('chainChanged', onChain)
      provider.removeListener?.('disconnect', onDisconnect)
    }
    provider = next
    next.on?.('accountsChanged', onAccounts)
    next.on?.('chainChanged', onChain)
    next.on?.('disconnect', onDisconnect)
    machine.send({ type: 'connector.initialized' })
  }

  if (options.provider && typeof options.provider !== 'function') attach(options.provider)
  // A lazy connector can be picked at once: it loads when used, so it counts as initialized.
  if (loader) machine.send({ type: 'connector.initialized' })

  return {
    id: options.id ?? `${options.connectorType}:${options.walletClientType}`,
    connectorType: options.connectorType,
    walletClientType: options.walletClientType,
    walletBranding: options.walletBranding,
    connectionOptions: options.connectionOptions ?? {},
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    send: machine.send,
    attach,
    async disconnect() {
      try {
        // A lazy connector never loaded has no session to end.
        if (provider) await (options.endSession ?? revokeAccountsPermission)(provider)
      } finally {
        machine.send({ type: 'connector.disconnected' })
      }
    },
    async getProvider() {
      if (provider) return provider
      if (!loader) throw new Error(`${options.walletBranding.name} is not available in this browser.`)
      loading ??= loader().then(
        (loaded) => {
          attach(loaded)
          return loaded
        },
        (error: unknown) => {
          loading = null
          throw error
        },
      )
      return loading
    },
  }
}

/**
 * How long the wallet list waits for connectors to initialise before it shows the
 * ones still uninitialized as not installed.
 */
export const CONNECTOR_INITIALIZATION_MS = 1500

/** Resolves once every connector is initialized, or after 1500 ms, whichever is first. */
export function waitForConnectors(
  connectors: readonly Readable<ConnectorState>[],
  timeoutMs: number = CONNECTOR_INITIALIZATION_MS,
): Promise<void> {
  const pending = () => connectors.some((c) => c.getSnapshot().status === 'uninitialized')
  if (!pending()) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribes: Array<() => void> = []
    const done = () => {
      clearTimeout(timer)
      for (const unsubscribe of unsubscribes) unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    for (const connector of connectors) {
      unsubscribes.push(connector.subscribe(() => (pending() ? undefined : done())))
    }
  })
}
