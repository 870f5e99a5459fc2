import { LobbyError } from '../errors/lobbyError'
import { connectEmbeddedWallet } from '../wallet/connectEmbeddedWallet'
import { getEmbeddedWallets } from '../wallet/embeddedWallets'
import type { WalletSession } from '../wallet/walletSession'
import { WALLET_FRAME_READY_MS, WALLET_RPC_TIMEOUT_MS } from '../wallet/walletTimeouts'
import { walletFrameRpc } from './embeddedWalletProvider'
import { type SolanaWalletSigner, solanaFrameSigner } from './solanaTransactions'
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

/**
 * The user's embedded Solana wallet as a signer of messages and web3.js transactions (`lobby:solana:rpc`:
 * the frame signs the bytes, the key never reaches the page), or null when the user has none.
 */
export function embeddedSolanaSigner(
  session: WalletSession,
  options: EmbeddedSignerOptions = {},
): SolanaWalletSigner | null {
  const wallets = getEmbeddedWallets(session.client.store.getSnapshot().user, 'solana')
  const wallet = options.address ? wallets.find((w) => w.address === options.address) : wallets[0]
  if (!wallet) return null
  const publicKey = wallet.address
  return solanaFrameSigner(async (method, params) => {
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
    return frame.request(
      'lobby:solana:rpc',
      { accessToken, publicKey, request: { method, params } },
      options.timeoutMs ?? WALLET_RPC_TIMEOUT_MS,
    )
  }, publicKey)
}
