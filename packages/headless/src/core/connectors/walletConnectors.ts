import { createLobbyError } from '../errors/errorCatalogue'
import type { WalletListKey } from '../rules/loginLayout'
import { createStore, type Readable } from '../store'
import { discoverEip6963Providers, type Eip6963Discovery, type Eip6963ProviderDetail } from './eip6963'
import { detectInjectedProvider, INJECTED_PROVIDER_DETECTION_MS } from './injectedProvider'
import { WALLET_LIST, walletKeyOfRdns } from './walletBranding'
import { DISCONNECTED, type WalletConnection } from './walletConnection'
import {
  CONNECTOR_INITIALIZATION_MS,
  createWalletConnector,
  type EventfulProvider,
  type WalletConnector,
  waitForConnectors,
} from './walletConnector'

/** The wallets a page can reach, and the one external wallet connection (W-3.06). */
export type WalletConnectorsState = {
  /** True once the connectors had their time to initialise: the list can be shown as final. */
  ready: boolean
  /** Connectors of wallets found in the page: announced (EIP-6963) or injected (`window.ethereum`). */
  connectors: readonly WalletConnector[]
  connection: WalletConnection
}

/** Every wallet of a page, found once and shared by the hooks and screens of one client. */
export type WalletConnectors = Readable<WalletConnectorsState> & {
  /** Starts discovery (EIP-6963 now, the injected provider for up to 3000 ms); later calls do nothing. */
  start(): void
  /** The connector of this id, or of a wallet list key / walletClientType, when that wallet is in the page. */
  find(walletClientType: string): WalletConnector | null
  /** Adds a connector (WalletConnect, or a host's own), replacing one of the same id. */
  add(connector: WalletConnector): WalletConnector
  /** W-3.06: records the connection's new state. */
  setConnection(connection: WalletConnection): void
  /**
   * Ends the connected wallet's own session (a WalletConnect session at the relay, an injected
   * wallet's EIP-2255 grant), then forgets the connection. The connection is forgotten in every
   * case, never left half-connected: when the wallet fails to end its session, or takes longer
   * than WALLET_DISCONNECT_TIMEOUT_MS, the promise rejects with why after the state is disconnected.
   */
  disconnect(): Promise<void>
  stop(): void
}

/** How long `disconnect` waits for the wallet to end its session before it gives up. Ours: the spec gives none. */
export const WALLET_DISCONNECT_TIMEOUT_MS = 5000

/** Options of `createWalletConnectors`. */
export type WalletConnectorsOptions = {
  /** Where wallets announce themselves and inject `ethereum`; null during SSR. @default window */
  target?: (EventTarget & { ethereum?: unknown }) | null
  /** @default INJECTED_PROVIDER_DETECTION_MS */
  detectionMs?: number
  /** @default CONNECTOR_INITIALIZATION_MS */
  initializationMs?: number
}

// Legacy injected providers name themselves with flags; the most specific first, as several set isMetaMask.
const INJECTED_FLAGS: ReadonlyArray<readonly [string, WalletListKey]> = [
  ['isRabby', 'rabby_wallet'],
  ['isBraveWallet', 'brave_wallet'],
  ['isPhantom', 'phantom'],
  ['isCoinbaseWallet', 'coinbase_wallet'],
  ['isZerion', 'zerion'],
  ['isOkxWallet', 'okx_wallet'],
  ['isRainbow', 'rainbow'],
  ['isMetaMask', 'metamask'],
]

/** The W-9.39 key a legacy injected provider names itself with, or null. */
export function injectedWalletKey(provider: object): WalletListKey | null {
  const flags = provider as Record<string, unknown>
  return INJECTED_FLAGS.find(([flag]) => flags[flag] === true)?.[1] ?? null
}

function announcedConnector(detail: Eip6963ProviderDetail): WalletConnector {
  const key = walletKeyOfRdns(detail.info.rdns)
  return createWalletConnector({
    id: `injected:${detail.info.uuid}`,
    connectorType: 'injected',
    walletClientType: key ?? detail.info.rdns,
    walletBranding: key ? { name: WALLET_LIST[key].name, icon: detail.info.icon } : detail.info,
    provider: detail.provider,
    connectionOptions: { rdns: detail.info.rdns },
  })
}

function defaultTarget(): (EventTarget & { ethereum?: unknown }) | null {
  return typeof window === 'undefined' ? null : (window as unknown as EventTarget & { ethereum?: unknown })
}

/**
 * W-1.01, W-3.04 to W-3.06, A-9.07, A-9.08 Finds the page's wallets: EIP-6963 announcements at
 * once, the legacy injected provider within 3000 ms (when no announced wallet is the same
 * object), and marks the list ready once connectors are initialised or 1500 ms have passed.
 */
export function createWalletConnectors(options: WalletConnectorsOptions = {}): WalletConnectors {
  const store = createStore<WalletConnectorsState>({ ready: false, connectors: [], connection: DISCONNECTED })
  const target = options.target === undefined ? defaultTarget() : options.target
  let discovery: Eip6963Discovery | null = null
  let unsubscribe: (() => void) | null = null
  const abort = new AbortController()
  let started = false

  const add = (connector: WalletConnector) => {
    store.setState((s) => ({ ...s, connectors: [...s.connectors.filter((c) => c.id !== connector.id), connector] }))
    return connector
  }

  function onAnnounced(list: readonly Eip6963ProviderDetail[]) {
    for (const detail of list) {
      const known = store.getSnapshot().connectors.find((c) => c.id === `injected:${detail.info.uuid}`)
      if (!known) add(announcedConnector(detail))
    }
  }

  async function findInjected() {
    if (!target) return
    const provider = await detectInjectedProvider(target, {
      timeoutMs: options.detectionMs ?? INJECTED_PROVIDER_DETECTION_MS,
      signal: abort.signal,
    })
    if (!provider || abort.signal.aborted) return
    const announced = discovery?.getSnapshot().some((detail) => detail.provider === provider)
    if (announced) return
    const key = injectedWalletKey(provider)
    add(
      createWalletConnector({
        id: 'injected:window.ethereum',
        connectorType: 'injected',
        walletClientType: key ?? 'unknown',
        walletBranding: key ? WALLET_LIST[key] : { name: 'Browser wallet', icon: WALLET_LIST.metamask.icon },
        provider: provider as EventfulProvider,
      }),
    )
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    add,
    start() {
      if (started) return
      started = true
      if (!target) {
        store.setState((s) => ({ ...s, ready: true }))
        return
      }
      discovery = discoverEip6963Providers(target)
      unsubscribe = discovery.subscribe(() => onAnnounced(discovery?.getSnapshot() ?? []))
      onAnnounced(discovery.getSnapshot())
      void findInjected()
      const timer = setTimeout(async () => {
        await waitForConnectors(store.getSnapshot().connectors, 0)
        if (!abort.signal.aborted) store.setState((s) => ({ ...s, ready: true }))
      }, options.initializationMs ?? CONNECTOR_INITIALIZATION_MS)
      abort.signal.addEventListener('abort', () => clearTimeout(timer))
    },
    find(walletClientType) {
      const { connectors } = store.getSnapshot()
      return (
        connectors.find((c) => c.id === walletClientType) ??
        connectors.find((c) => c.walletClientType === walletClientType) ??
        null
      )
    },
    setConnection(connection) {
      store.setState((s) => (s.connection === connection ? s : { ...s, connection }))
    },
    async disconnect() {
      const { connection, connectors } = store.getSnapshot()
      const connected = connectors.find(
        (c) =>
          c.getSnapshot().status === 'connected' &&
          c.walletClientType === connection.walletClientType &&
          c.connectorType === connection.connectorType,
      )
      let timer: ReturnType<typeof setTimeout> | undefined
      try {
        if (connected) {
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(createLobbyError('wallet.timeout')), WALLET_DISCONNECT_TIMEOUT_MS)
          })
          await Promise.race([connected.disconnect(), timeout])
        }
      } finally {
        clearTimeout(timer)
        store.setState((s) => (s.connection === DISCONNECTED ? s : { ...s, connection: DISCONNECTED }))
      }
    },
    stop() {
      abort.abort()
      unsubscribe?.()
      discovery?.stop()
    },
  }
}

/** One wallet of the wallet list, with its branding (W-3.04) and whether it is in the page. */
export type WalletOption = {
  /** A W-9.39 key, or an announced wallet's walletClientType. */
  walletClientType: string
  name: string
  icon: string
  /** True when the wallet is in the page now, or loads on demand (WalletConnect, the smart wallet). */
  installed: boolean
  /** the wallet client used last in this app. */
  recent: boolean
}

/**
 * W-9.39, A-2.45, A-3.35 The wallet list: wallets found in the page that the app's keys do not
 * name, then the app's keys in its order (branding from W-9.39, marked installed when found).
 */
export function walletOptions(input: {
  keys: readonly WalletListKey[]
  connectors: readonly WalletConnector[]
  recent?: string | null
}): WalletOption[] {
  const found = new Set(input.connectors.map((c) => c.walletClientType))
  const listed: WalletOption[] = input.keys.map((key) => ({
    walletClientType: key,
    name: WALLET_LIST[key].name,
    icon: WALLET_LIST[key].icon,
    installed: found.has(key) || WALLET_LIST[key].loadsOnDemand,
    recent: input.recent === key,
  }))
  const keys = new Set<string>(input.keys)
  const extra = input.connectors
    .filter((c) => !keys.has(c.walletClientType) && c.connectorType === 'injected')
    .map((c) => ({
      walletClientType: c.walletClientType,
      name: c.walletBranding.name,
      icon: c.walletBranding.icon,
      installed: true,
      recent: input.recent === c.walletClientType,
    }))
  return [...extra, ...listed]
}

const shared = new WeakMap<object, WalletConnectors>()

/** The one set of connectors of a client (a page), shared by every hook and screen that uses it. */
export function walletConnectorsFor(client: object): WalletConnectors {
  let connectors = shared.get(client)
  if (!connectors) {
    connectors = createWalletConnectors()
    shared.set(client, connectors)
  }
  return connectors
}
