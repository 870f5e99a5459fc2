import { LobbyError } from '../errors/lobbyError'
import { connectEmbeddedWallet } from '../wallet/connectEmbeddedWallet'
import { getEmbeddedWallets } from '../wallet/embeddedWallets'
import type { WalletSession } from '../wallet/walletSession'
import { WALLET_FRAME_READY_MS, WALLET_RPC_TIMEOUT_MS } from '../wallet/walletTimeouts'
import { walletFrameRpc } from './embeddedWalletProvider'
import type { SolanaMessageSigner } from './signRequest'
import { frameSigner, type MessageSigner, type TransactionSigner } from './transactionSigner'

/** Which embedded wallet signs, and how long one signature may wait (W-9.01). */
export type EmbeddedSignerOptions = {
  /** @default the user's first embedded wallet of the chain type */
  address?: string
  /** W-9.01 @default 120000 */
  timeoutMs?: number
}

/** The user's embedded Ethereum wallet as a signer (the frame signs), or null when the user has none. */
export function embeddedWalletSigner(
  session: WalletSession,
  options: EmbeddedSignerOptions = {},
): (TransactionSigner & MessageSigner) | null {
  const wallets = getEmbeddedWallets(session.client.store.getSnapshot().user, 'ethereum')
  const wallet = options.address
    ? wallets.find((w) => w.address.toLowerCase() === options.address?.toLowerCase())
    : wallets[0]
  if (!wallet) return null
  return frameSigner(
    walletFrameRpc(session, wallet.address, options.timeoutMs ?? WALLET_RPC_TIMEOUT_MS),
    wallet.address as `0x${string}`,
  )
}

/** The user's embedded Solana wallet as a message signer (`lobby:solana:rpc` signMessage), or null when the user has none. */
export function embeddedSolanaSigner(
  session: WalletSession,
  options: EmbeddedSignerOptions = {},
): SolanaMessageSigner | null {
  const wallets = getEmbeddedWallets(session.client.store.getSnapshot().user, 'solana')
  const wallet = options.address ? wallets.find((w) => w.address === options.address) : wallets[0]
  if (!wallet) return null
  const publicKey = wallet.address
  return {
    publicKey,
    async signMessage(message) {
      if (!session.isConnected(publicKey)) {
        const outcome = await connectEmbeddedWallet(session, { address: publicKey, chainType: 'solana' })
        if (outcome.status !== 'connected')
          throw new LobbyError(
            'wallet_error',
            'embedded_wallet_not_found',
            'The wallet must be recovered on this device first.',
          )
      }
      const accessToken = await session.accessToken()
      const frame = await session.readyFrame(WALLET_FRAME_READY_MS)
      const reply = await frame.request(
        'lobby:solana:rpc',
        { accessToken, publicKey, request: { method: 'signMessage', params: { message } } },
        options.timeoutMs ?? WALLET_RPC_TIMEOUT_MS,
      )
      const signature = (reply as { signature?: unknown } | null)?.signature
      if (typeof signature !== 'string') throw new TypeError("The wallet's signMessage answer has no signature")
      return signature
    },
  }
}
