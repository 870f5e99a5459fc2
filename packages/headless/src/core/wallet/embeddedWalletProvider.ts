import { LobbyError } from '../errors'
import { PROVIDER_ERRORS } from '../providerErrors'
import { validateSignMessage } from '../rules/signMessage'
import { connectEmbeddedWallet } from './connectEmbeddedWallet'
import { getEmbeddedWallets } from './embeddedWallets'
import { getWalletSession, type WalletSession } from './walletSession'
import { WALLET_FRAME_READY_MS, WALLET_RPC_TIMEOUT_MS } from './walletTimeouts'

/** An EIP-1193 request. */
export type EmbeddedWalletRequest = { method: string; params?: readonly unknown[] }

/** The minimal EIP-1193 provider of the embedded wallet: `request` answered by the frame. */
export type EmbeddedWalletProvider = {
  request(args: EmbeddedWalletRequest): Promise<unknown>
}

/** Options of `createEmbeddedWalletProvider`. */
export type EmbeddedWalletProviderOptions = {
  /** @default the user's first embedded Ethereum wallet */
  address?: string
  /** W-9.01: how long a signature may wait for the frame. @default 120000 */
  rpcTimeoutMs?: number
  /** Answers the methods this provider does not (chain reads, sending): where the transactions layer plugs in. */
  fallback?: (args: EmbeddedWalletRequest, provider: EmbeddedWalletProvider) => Promise<unknown>
}

/** The methods the frame signs with the wallet's key (the contract's `lobby:wallet:rpc`). */
export const FRAME_SIGNING_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
] as const

const providerError = (rpcCode: keyof typeof PROVIDER_ERRORS, details?: string) => {
  const { code, message } = PROVIDER_ERRORS[rpcCode]
  return new LobbyError('provider_error', code, message, { rpcCode, details })
}

/**
 * W-3.09, W-5.27, W-6.04, W-9.01: an EIP-1193 provider over the wallet frame. eth_accounts and
 * eth_requestAccounts answer the wallet's address, eth_chainId the app's default chain; the
 * signing methods (personal_sign, eth_signTypedData_v4, ...) unlock the wallet if needed and
 * are signed in the frame (120 s); anything else goes to `fallback`, else fails with 4200.
 */
export function createEmbeddedWalletProvider(
  session: WalletSession,
  options: EmbeddedWalletProviderOptions = {},
): EmbeddedWalletProvider {
  const { client } = session
  const timeoutMs = options.rpcTimeoutMs ?? WALLET_RPC_TIMEOUT_MS
  const address = (): string => {
    const wallets = getEmbeddedWallets(client.store.getSnapshot().user, 'ethereum')
    const wallet = options.address
      ? wallets.find((w) => w.address.toLowerCase() === options.address?.toLowerCase())
      : wallets[0]
    if (!wallet) throw providerError(4100, 'No embedded wallet: log in and create one first (W-6.04).')
    return wallet.address
  }
  const provider: EmbeddedWalletProvider = {
    async request(args) {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string') {
        throw new LobbyError('client_error', 'invalid_request', 'request() takes { method, params }.')
      }
      const params = Array.isArray(args.params) ? [...args.params] : []
      switch (args.method) {
        case 'eth_accounts':
          return client.store.getSnapshot().user ? [address()] : []
        case 'eth_requestAccounts':
          return [address()]
        case 'eth_chainId':
          return `0x${(client.store.getSnapshot().config?.defaultChainId ?? 1).toString(16)}`
      }
      if ((FRAME_SIGNING_METHODS as readonly string[]).includes(args.method)) {
        if (args.method === 'personal_sign') {
          const verdict = validateSignMessage(params[0])
          if (!verdict.ok) throw new LobbyError('client_error', verdict.issue, verdict.message)
        }
        const from = address()
        if (!session.isConnected(from)) {
          const outcome = await connectEmbeddedWallet(session, { address: from })
          if (outcome.status !== 'connected')
            throw providerError(4100, 'The wallet must be recovered on this device first.')
        }
        const accessToken = await session.accessToken()
        const frame = await session.readyFrame(WALLET_FRAME_READY_MS)
        const reply = await frame.request(
          'lobby:wallet:rpc',
          { accessToken, address: from, requesterAppId: client.appId, request: { method: args.method, params } },
          timeoutMs,
        )
        return (reply as { result?: unknown } | null)?.result
      }
      if (options.fallback) return options.fallback(args, provider)
      throw providerError(4200, args.method)
    },
  }
  return provider
}

/** The embedded wallet's EIP-1193 provider for a client (the contract's `getEmbeddedWalletProvider`). */
export function getEmbeddedWalletProvider(
  client: WalletSession['client'],
  options: EmbeddedWalletProviderOptions = {},
): EmbeddedWalletProvider {
  return createEmbeddedWalletProvider(getWalletSession(client), options)
}
