import { createLoginWithSiwe } from '../auth/loginWithSiwe'
import type { LobbyClient } from '../client'
import type { Eip1193Provider } from '../eip1193Provider'
import { createLobbyError } from '../errors/errorCatalogue'
import type { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import { createMachine, type Readable } from '../store'
import { setRecentWalletClient } from './recentWalletClient'
import type { AddableChain } from './switchChain'
import { connectWallet, DISCONNECTED, type WalletConnection, type WalletConnectionStatus } from './walletConnection'
import type { WalletConnectors } from './walletConnectors'

/** W-4.05 Failed connections may be retried this many times; then 'Unable to connect wallet' (W-8.09). */
export const WALLET_CONNECT_MAX_RETRIES = 2

/** What the flow does once the wallet is connected (W-4.04): log in, link, or nothing (connect-only). */
export type ConnectWalletMode = 'login' | 'link' | 'connect-only'

/** W-3.06 plus the signature that follows a connection (W-4.04). */
export type ConnectWalletStep = 'idle' | WalletConnectionStatus | 'signing' | 'done' | 'error'

/** A connect-wallet flow's state. */
export type ConnectWalletFlowState = {
  step: ConnectWalletStep
  /** The wallet being connected: a W-9.39 key or an announced wallet's walletClientType. */
  walletClientType: string | null
  address: string | null
  chainId: number | null
  /** Retries used so far (W-4.05). */
  retries: number
  error: LobbyError | null
}

/** Events of the connect-wallet flow. */
export type ConnectWalletEvent =
  | { type: 'wallet.start'; walletClientType: string }
  | { type: 'wallet.status'; connection: WalletConnection }
  | { type: 'wallet.signing' }
  | { type: 'wallet.done' }
  | { type: 'wallet.failed'; error: LobbyError }
  | { type: 'wallet.retry' }
  | { type: 'reset' }

/** The flow before any click. */
export const INITIAL_CONNECT_WALLET: ConnectWalletFlowState = {
  step: 'idle',
  walletClientType: null,
  address: null,
  chainId: null,
  retries: 0,
  error: null,
}

const BUSY: readonly ConnectWalletStep[] = ['connecting', 'switching_to_supported_chain', 'connected', 'signing']

/** W-4.05: true while a failed connection may still be retried. */
export function canRetryConnection(state: ConnectWalletFlowState): boolean {
  return state.step === 'error' && state.retries < WALLET_CONNECT_MAX_RETRIES
}

/**
 * W-3.06, W-4.04, W-4.05, W-8.09 connecting → (switching_to_supported_chain) → connected → signing
 * → done; a failure after the 2nd retry becomes 'Unable to connect wallet'.
 */
export function reduceConnectWallet(state: ConnectWalletFlowState, event: ConnectWalletEvent): ConnectWalletFlowState {
  switch (event.type) {
    case 'wallet.start':
      if (BUSY.includes(state.step)) return state
      return { ...INITIAL_CONNECT_WALLET, step: 'connecting', walletClientType: event.walletClientType }
    case 'wallet.retry':
      if (!canRetryConnection(state)) return state
      return { ...state, step: 'connecting', error: null, retries: state.retries + 1 }
    case 'wallet.status':
      if (!BUSY.includes(state.step)) return state
      if (event.connection.status === 'disconnected') return state
      {
        const address = event.connection.address ?? state.address
        const chainId = event.connection.chainId ?? state.chainId
        const step = event.connection.status
        if (step === state.step && address === state.address && chainId === state.chainId) return state
        return { ...state, step, address, chainId }
      }
    case 'wallet.signing':
      return state.step === 'connected' ? { ...state, step: 'signing' } : state
    case 'wallet.done':
      return BUSY.includes(state.step) ? { ...state, step: 'done' } : state
    case 'wallet.failed': {
      if (!BUSY.includes(state.step)) return state
      const exhausted = state.retries >= WALLET_CONNECT_MAX_RETRIES
      const error = exhausted
        ? createLobbyError('wallet.connect_retries_exhausted', { cause: event.error })
        : event.error
      return { ...state, step: 'error', error }
    }
    case 'reset':
      return INITIAL_CONNECT_WALLET
  }
}

/** Options of `createConnectWalletFlow`. */
export type ConnectWalletFlowOptions = {
  /** @default 'login' */
  mode?: ConnectWalletMode
  /** The app's chains with what a wallet needs to add them; a wallet elsewhere is switched (W-4.06). */
  chains?: readonly AddableChain[]
  /** @default the app's default chain */
  defaultChainId?: number
  /** A captcha token for siwe/init. */
  getCaptchaToken?: () => string | undefined
}

/** A running connect-wallet flow. */
export type ConnectWalletFlow = Readable<ConnectWalletFlowState> & {
  /** Connects the wallet, then logs in or links with it (W-4.04). */
  connect(walletClientType: string): Promise<void>
  /** W-4.05: tries the same wallet again, at most 2 times. */
  retry(): Promise<void>
  reset(): void
}

/**
 * W-4.04 to W-4.06, W-3.06, A-3.35 Connects an external wallet from the page's connectors,
 * switches it to a supported chain, then signs in with Ethereum (login or link) unless
 * connect-only; remembers the wallet client per app.
 */
export function createConnectWalletFlow(
  client: LobbyClient,
  connectors: WalletConnectors,
  options: ConnectWalletFlowOptions = {},
): ConnectWalletFlow {
  const mode = options.mode ?? 'login'
  const machine = createMachine({ initial: INITIAL_CONNECT_WALLET, reduce: reduceConnectWallet })

  async function run(walletClientType: string) {
    try {
      const connector = connectors.find(walletClientType)
      if (!connector)
        throw createLobbyError('wallet.connect_failed', { details: `${walletClientType} is not in the page.` })
      const config = client.store.getSnapshot().config
      const defaultChainId = options.defaultChainId ?? config?.defaultChainId ?? 1
      const status = (connection: WalletConnection) => {
        connectors.setConnection(connection)
        machine.send({ type: 'wallet.status', connection })
      }
      const connected = await connectWallet(connector, { chains: options.chains, defaultChainId, onStatus: status })
      setRecentWalletClient(client.storage ?? null, client.appId, connector.walletClientType)
      if (mode !== 'connect-only') await sign(connected.provider, connector.walletClientType, connector.connectorType)
      machine.send({ type: 'wallet.done' })
    } catch (error) {
      connectors.setConnection(
        connectors.getSnapshot().connection.status === 'connected' ? connectors.getSnapshot().connection : DISCONNECTED,
      )
      machine.send({ type: 'wallet.failed', error: toLobbyError(error) })
    }
  }

  async function sign(provider: Eip1193Provider, walletClientType: string, connectorType: string) {
    machine.send({ type: 'wallet.signing' })
    const siwe = createLoginWithSiwe(client, {
      mode: mode === 'link' ? 'link' : 'login',
      walletClientType,
      connectorType,
      getCaptchaToken: options.getCaptchaToken,
      ...(options.chains ? { supportedChains: options.chains } : {}),
    })
    await siwe.signIn(provider)
    const result = siwe.getSnapshot()
    if (result.status === 'error' && result.error) throw result.error
  }

  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    reset: () => machine.send({ type: 'reset' }),
    async connect(walletClientType) {
      const before = machine.getSnapshot()
      machine.send({ type: 'wallet.start', walletClientType })
      if (machine.getSnapshot() === before) return
      await run(walletClientType)
    },
    async retry() {
      const { walletClientType } = machine.getSnapshot()
      const before = machine.getSnapshot()
      machine.send({ type: 'wallet.retry' })
      if (machine.getSnapshot() === before || !walletClientType) return
      await run(walletClientType)
    },
  }
}
