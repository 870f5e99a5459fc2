import type { LobbyClient } from '../client'
import { LobbyError } from '../errors/lobbyError'
import { PROVIDER_ERRORS } from '../errors/providerErrors'
import { connectEmbeddedWallet } from '../wallet/connectEmbeddedWallet'
import { getEmbeddedWallets } from '../wallet/embeddedWallets'
import { getWalletSession, type WalletSession } from '../wallet/walletSession'
import { WALLET_FRAME_READY_MS, WALLET_RPC_TIMEOUT_MS } from '../wallet/walletTimeouts'
import { createEmbeddedProvider, type EmbeddedProvider, type EmbeddedProviderOptions } from './embeddedProvider'
import type { FrameRpc } from './transactionSigner'

const providerError = (rpcCode: keyof typeof PROVIDER_ERRORS, details: string) => {
  const { code, message } = PROVIDER_ERRORS[rpcCode]
  return new LobbyError('provider_error', code, message, { rpcCode, details })
}

/**
 * W-6.04, W-7.10, W-9.01: the frame's signing call for one wallet (`lobby:wallet:rpc` with the
 * access token and the app as requester), unlocking the wallet on this page first when needed;
 * a wallet that must be recovered by the user fails with 4100 until it is.
 */
export function walletFrameRpc(session: WalletSession, address: string, timeoutMs = WALLET_RPC_TIMEOUT_MS): FrameRpc {
  return async (method, params) => {
    if (!session.isConnected(address)) {
      const outcome = await connectEmbeddedWallet(session, { address })
      if (outcome.status !== 'connected') throw providerError(4100, 'Recover the wallet on this device first.')
    }
    const accessToken = await session.accessToken()
    const frame = await session.readyFrame(WALLET_FRAME_READY_MS)
    const reply = await frame.request(
      'lobby:wallet:rpc',
      {
        accessToken,
        address,
        requesterAppId: session.client.appId,
        request: { method, params: [...params] },
      },
      timeoutMs,
    )
    return (reply as { result?: unknown } | null)?.result
  }
}

/** Options of `getEmbeddedWalletProvider`: the transactions provider's, with the wallet and its frame filled in. */
export type GetEmbeddedWalletProviderOptions = Partial<Omit<EmbeddedProviderOptions, 'address' | 'frameRpc'>> & {
  /** @default the user's first embedded Ethereum wallet */
  address?: string
}

/**
 * W-3.09, W-4.07, W-9.01: the embedded wallet's EIP-1193 provider (the transactions layer's
 * `createEmbeddedProvider`) over this client's frame: signatures in the frame, the chain
 * followed from the app's default. Throws 4100 when the user has no embedded wallet yet.
 */
export function getEmbeddedWalletProvider(
  client: LobbyClient,
  options: GetEmbeddedWalletProviderOptions = {},
): EmbeddedProvider {
  const session = getWalletSession(client)
  const { user, config } = client.store.getSnapshot()
  const wallets = getEmbeddedWallets(user, 'ethereum')
  const wallet = options.address
    ? wallets.find((w) => w.address.toLowerCase() === options.address?.toLowerCase())
    : wallets[0]
  if (!wallet) throw providerError(4100, 'No embedded wallet: log in and create one first (W-6.04).')
  const { address: _address, ...rest } = options
  const timeoutMs = options.timeoutMs ?? WALLET_RPC_TIMEOUT_MS
  return createEmbeddedProvider({
    defaultChainId: config?.defaultChainId,
    storage: client.storage && 'setItem' in client.storage ? client.storage : null,
    ...rest,
    chains: options.chains ?? config?.transactionChains ?? [],
    timeoutMs,
    address: wallet.address as `0x${string}`,
    frameRpc: walletFrameRpc(session, wallet.address, timeoutMs),
  })
}
