import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'
import { toProviderError } from '../errors/providerErrors'
import { isSupportedChain, parseChainId } from '../rules/chains'
import type { AddableChain } from './switchChain'
import { switchChain } from './switchChain'
import type { ConnectorType, EventfulProvider, WalletConnector } from './walletConnector'

/** W-3.06 The wallet connection state. */
export type WalletConnectionStatus = 'disconnected' | 'connecting' | 'switching_to_supported_chain' | 'connected'

/** The external wallet connection: its state (W-3.06), and once connected the account, chain and wallet. */
export type WalletConnection = {
  status: WalletConnectionStatus
  address: string | null
  chainId: number | null
  walletClientType: string | null
  connectorType: ConnectorType | null
}

/** W-3.06 No wallet connected. */
export const DISCONNECTED: WalletConnection = {
  status: 'disconnected',
  address: null,
  chainId: null,
  walletClientType: null,
  connectorType: null,
}

/** Options of `connectWallet`. */
export type ConnectWalletOptions = {
  /** The app's chains; a wallet on another chain is switched to `defaultChainId` (W-4.06). */
  chains?: readonly AddableChain[]
  defaultChainId?: number
  /** Told each W-3.06 step as it is reached. */
  onStatus?: (connection: WalletConnection) => void
}

/** The connected account, chain and provider. */
export type ConnectedWallet = { address: string; chainId: number | null; provider: EventfulProvider }

/**
 * W-3.06, W-4.06 Connects a wallet: connecting (accounts asked), then switching_to_supported_chain
 * when its chain is not among the app's (added on 4902, W-8.16), then connected.
 */
export async function connectWallet(
  connector: WalletConnector,
  options: ConnectWalletOptions = {},
): Promise<ConnectedWallet> {
  const base = { walletClientType: connector.walletClientType, connectorType: connector.connectorType }
  options.onStatus?.({ ...DISCONNECTED, ...base, status: 'connecting' })
  let provider: EventfulProvider
  try {
    provider = await connector.getProvider()
  } catch (error) {
    // W-8.10: the wallet could not be reached at all (not installed, or its loader failed).
    throw error instanceof LobbyError ? error : createLobbyError('wallet.connect_failed', { cause: error })
  }
  let accounts: unknown
  try {
    accounts = await provider.request({ method: 'eth_requestAccounts' })
  } catch (error) {
    throw toProviderError(error)
  }
  const address = Array.isArray(accounts) ? accounts[0] : undefined
  if (typeof address !== 'string') throw createLobbyError('wallet.connect_failed')
  let chainId = parseChainId(await provider.request({ method: 'eth_chainId' }).catch(() => null))
  const chains = options.chains ?? []
  if (chains.length > 0 && (chainId === null || !isSupportedChain(chains, chainId))) {
    const target = chains.find((chain) => chain.id === options.defaultChainId) ?? chains[0]
    if (target) {
      options.onStatus?.({ ...base, status: 'switching_to_supported_chain', address, chainId })
      await switchChain(provider, target)
      chainId = target.id
    }
  }
  connector.send({ type: 'connector.connected', address, chainId })
  options.onStatus?.({ ...base, status: 'connected', address, chainId })
  return { address, chainId, provider }
}
