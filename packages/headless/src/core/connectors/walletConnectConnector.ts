import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'
import { loadOptionalPeer, notInstalledMessage, type OptionalPeer } from './optionalPeer'
import { WALLET_LIST } from './walletBranding'
import { createWalletConnector, type EventfulProvider, type WalletConnector } from './walletConnector'

/**
 * How long WalletConnect may take to reach its relay and produce a pairing URI. Ours (the spec
 * gives none): without a relay the provider waits forever, and the user must not.
 */
export const WALLET_CONNECT_RELAY_TIMEOUT_MS = 10_000

/** How long the user has to approve in their mobile wallet once the pairing URI is shown. Ours. */
export const WALLET_CONNECT_APPROVAL_TIMEOUT_MS = 300_000

/** The part of `@walletconnect/ethereum-provider`'s `EthereumProvider` this SDK uses. */
export type WalletConnectProvider = EventfulProvider & {
  enable(): Promise<unknown>
  disconnect(): Promise<void>
  on(event: string, listener: (value: unknown) => void): unknown
  removeListener(event: string, listener: (value: unknown) => void): unknown
}

/** The options `EthereumProvider.init` receives. */
export type WalletConnectInitOptions = {
  projectId: string
  optionalChains: [number, ...number[]]
  showQrModal: false
  rpcMap?: Record<number, string>
  metadata?: { name: string; description: string; url: string; icons: string[] }
  relayUrl?: string
}

/**
 * Loads the WalletConnect provider class: the host's `() => import('@walletconnect/ethereum-provider')`.
 * The SDK never imports the package itself: a bundler resolves every literal import it sees, so a
 * host without this optional peer could not build at all.
 */
export type WalletConnectLoader = () => Promise<{
  EthereumProvider: { init(options: WalletConnectInitOptions): Promise<WalletConnectProvider> }
}>

/** Options of `createWalletConnectConnector`. */
export type WalletConnectConnectorOptions = {
  /** wallet_connect_cloud_project_id. */
  projectId: string
  /** Chain ids offered to the wallet; at least one. */
  chainIds: readonly number[]
  rpcMap?: Record<number, string>
  metadata?: WalletConnectInitOptions['metadata']
  /** The relay's WebSocket URL (a self-hosted one, or the sandbox's emulator). @default WalletConnect's own */
  relayUrl?: string
  /** Called with the pairing URI, for the screen's QR code. */
  onDisplayUri?: (uri: string) => void
  /** @default WALLET_CONNECT_RELAY_TIMEOUT_MS */
  relayTimeoutMs?: number
  /** @default WALLET_CONNECT_APPROVAL_TIMEOUT_MS */
  approvalTimeoutMs?: number
  /**
   * The host's loader (`() => import('@walletconnect/ethereum-provider')`), called when the user
   * picks WalletConnect, so the ~600 kB library stays out of the first load. Without one, choosing
   * WalletConnect fails with `WALLET_CONNECT_NOT_INSTALLED_MESSAGE`.
   */
  load?: WalletConnectLoader
}

/** The optional peer the host's loader imports: hosts that offer WalletConnect install it. */
export const WALLET_CONNECT_PACKAGE = '@walletconnect/ethereum-provider'

const WALLET_CONNECT_PEER: OptionalPeer = {
  packageName: WALLET_CONNECT_PACKAGE,
  product: 'WalletConnect',
  loaderProp: 'loadWalletConnect',
}

/** What choosing WalletConnect shows when the host has not installed it or passed no loader. */
export const WALLET_CONNECT_NOT_INSTALLED_MESSAGE = notInstalledMessage(WALLET_CONNECT_PEER)

function bounded<T>(promise: Promise<T>, ms: number, onTimeout: () => LobbyError): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * W-1.01 A WalletConnect connector: the library loads only when the user picks it, and
 * connecting fails with a coded `LobbyError` within a bounded time when the relay cannot be
 * reached ('Unable to connect to wallet.', W-8.10) or the user never approves ('Wallet request
 * timed out', W-8.02), never a hang.
 */
export function createWalletConnectConnector(options: WalletConnectConnectorOptions): WalletConnector {
  if (typeof options.projectId !== 'string' || options.projectId.trim() === '') {
    throw new LobbyError('client_error', 'wallet_connect.no_project_id', 'WalletConnect needs a project id.', {
      nextStep: 'Set wallet_connect_cloud_project_id in the app configuration, or pass walletConnect.projectId.',
    })
  }
  const [first, ...rest] = options.chainIds
  if (first === undefined) {
    throw new LobbyError('client_error', 'wallet_connect.no_chains', 'WalletConnect needs at least one chain.')
  }
  const chainIds: [number, ...number[]] = [first, ...rest]
  const relayTimeoutMs = options.relayTimeoutMs ?? WALLET_CONNECT_RELAY_TIMEOUT_MS
  const approvalTimeoutMs = options.approvalTimeoutMs ?? WALLET_CONNECT_APPROVAL_TIMEOUT_MS

  async function load(): Promise<EventfulProvider> {
    const module = await loadOptionalPeer(WALLET_CONNECT_PEER, options.load)
    const unreachable = () =>
      createLobbyError('wallet.connect_failed', {
        details: `The WalletConnect relay did not answer within ${relayTimeoutMs} ms.`,
        nextStep: 'Check the network connection and try again.',
      })
    const provider = await bounded(
      module.EthereumProvider.init({
        projectId: options.projectId,
        optionalChains: chainIds,
        showQrModal: false,
        ...(options.rpcMap ? { rpcMap: options.rpcMap } : {}),
        ...(options.metadata ? { metadata: options.metadata } : {}),
        ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
      }),
      relayTimeoutMs,
      unreachable,
    )
    let shown: (uri: string) => void = () => {}
    const uriShown = new Promise<string>((resolve) => {
      shown = resolve
    })
    const onUri = (uri: unknown) => {
      if (typeof uri !== 'string') return
      options.onDisplayUri?.(uri)
      shown(uri)
    }
    provider.on('display_uri', onUri)
    const enabled = provider.enable()
    try {
      // The relay is reached when the pairing URI exists; until then nothing the user does helps.
      await bounded(Promise.race([uriShown, enabled]), relayTimeoutMs, unreachable)
      await bounded(enabled, approvalTimeoutMs, () => createLobbyError('wallet.timeout'))
    } catch (error) {
      enabled.catch(() => {})
      void provider.disconnect().catch(() => {})
      throw error instanceof LobbyError ? error : createLobbyError('wallet.connect_failed', { cause: error })
    } finally {
      provider.removeListener('display_uri', onUri)
    }
    session = provider
    return provider
  }

  let session: WalletConnectProvider | null = null

  const branding = WALLET_LIST.wallet_connect
  return createWalletConnector({
    connectorType: 'wallet_connect',
    walletClientType: 'wallet_connect',
    walletBranding: { name: branding.name, icon: branding.icon },
    provider: load,
    // Deletes the session at the relay: the wallet hears session_delete and drops it too.
    endSession: async () => {
      await session?.disconnect()
    },
    connectionOptions: { projectId: options.projectId, chainIds: [...options.chainIds] },
  })
}
