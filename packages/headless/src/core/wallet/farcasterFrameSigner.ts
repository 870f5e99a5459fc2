import type { FarcasterSigner } from '../api/farcaster'
import type { User } from '../api/user'
import { waitForFarcasterSigner } from '../auth/farcasterSigner'
import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'
import { getEmbeddedWallets } from './embeddedWallets'
import type { WalletSession } from './walletSession'
import { WALLET_FRAME_READY_MS, WALLET_OPERATION_TIMEOUT_MS, WALLET_RPC_TIMEOUT_MS } from './walletTimeouts'

/** W-6.11: our text when a signer is asked for without an embedded wallet and a Farcaster account. */
export const FARCASTER_SIGNER_NEEDS_ACCOUNTS_MESSAGE =
  'A Farcaster signer needs an embedded wallet and a linked Farcaster account.'

/** W-6.12: our text when signing without a signer public key. */
export const FARCASTER_SIGNER_MISSING_MESSAGE = 'Add a Farcaster signer before signing with it.'

/**
 * W-6.11 The fid a user's Farcaster signer is for: the user must hold an embedded Ethereum wallet
 * and a linked Farcaster account; null otherwise. The SDK checks it on its copy of the user, and
 * the wallet frame on the user the server answers, as a page can post to the frame directly.
 */
export function farcasterSignerFid(user: User | null | undefined): number | null {
  if (!user || getEmbeddedWallets(user, 'ethereum').length === 0) return null
  return user.farcaster?.fid ?? null
}

function requireAccounts(session: WalletSession) {
  const user = session.client.store.getSnapshot().user
  if (!user || farcasterSignerFid(user) === null) {
    throw new LobbyError('client_error', 'farcaster.signer_needs_accounts', FARCASTER_SIGNER_NEEDS_ACCOUNTS_MESSAGE)
  }
  return user
}

/** Options of `requestFarcasterSigner`. */
export type RequestFarcasterSignerOptions = {
  /** Called while the signer waits for approval, with its signer_approval_url. */
  onPending?: (signer: FarcasterSigner) => void
  signal?: AbortSignal
}

/**
 * W-6.11, A-4.26 to: makes the signer's ed25519 key in the frame
 * (`lobby:farcaster:init-signer`), then polls farcaster/signer/status until it is approved
 * (the user is refreshed) or revoked ('Request rejected').
 */
export async function requestFarcasterSigner(
  session: WalletSession,
  options: RequestFarcasterSignerOptions = {},
): Promise<FarcasterSigner> {
  requireAccounts(session)
  const accessToken = await session.accessToken()
  const frame = await session.readyFrame(WALLET_FRAME_READY_MS)
  const reply = (await frame.request('lobby:farcaster:init-signer', { accessToken }, WALLET_OPERATION_TIMEOUT_MS)) as {
    publicKey?: unknown
  } | null
  const publicKey = reply?.publicKey
  if (typeof publicKey !== 'string' || publicKey === '') {
    throw createLobbyError('farcaster.signer_failed')
  }
  return waitForFarcasterSigner(session.client, { publicKey, onPending: options.onPending, signal: options.signal })
}

/** W-6.11, W-6.12: signs a Farcaster message payload with the signer key in the frame. */
export async function signFarcasterMessage(session: WalletSession, payload: string): Promise<{ signature: string }> {
  const user = requireAccounts(session)
  if (!user.farcaster?.signerPublicKey) {
    throw new LobbyError('client_error', 'farcaster.no_signer', FARCASTER_SIGNER_MISSING_MESSAGE)
  }
  const accessToken = await session.accessToken()
  const frame = await session.readyFrame(WALLET_FRAME_READY_MS)
  const reply = (await frame.request(
    'lobby:farcaster:sign',
    { accessToken, payload, fid: user.farcaster.fid ?? undefined },
    WALLET_RPC_TIMEOUT_MS,
  )) as { signature?: unknown } | null
  if (typeof reply?.signature !== 'string') throw createLobbyError('farcaster.signer_failed')
  return { signature: reply.signature }
}
