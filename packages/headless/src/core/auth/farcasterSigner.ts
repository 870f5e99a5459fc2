import { type FarcasterSigner, getFarcasterSignerStatus } from '../api/farcaster'
import type { LobbyClient } from '../client'
import { createLobbyError } from '../errors/errorCatalogue'
import { FARCASTER_POLL_INTERVAL_MS } from './loginWithFarcaster'

/** Signer polling gives up after this long. */
export const FARCASTER_SIGNER_TIMEOUT_MS = 300_000

/** Options of `waitForFarcasterSigner`. */
export type WaitForFarcasterSignerOptions = {
  /** The ed25519 public key (hex) the embedded wallet made for the signer. */
  publicKey: string
  /** Called with each answer while it is pending_approval (its signer_approval_url is the QR code's, A-2.22). */
  onPending?: (signer: FarcasterSigner) => void
  signal?: AbortSignal
  now?: () => number
}

/**
 * polls the signer every 2 s for up to 300 s until it leaves
 * pending_approval; approved refreshes the user, revoked fails with 'Request rejected' and a
 * failed or refused call with 'Connect failed'.
 */
export async function waitForFarcasterSigner(
  client: LobbyClient,
  options: WaitForFarcasterSignerOptions,
): Promise<FarcasterSigner> {
  const now = options.now ?? Date.now
  const deadline = now() + FARCASTER_SIGNER_TIMEOUT_MS
  for (;;) {
    if (options.signal?.aborted) throw createLobbyError('farcaster.signer_failed')
    // a signer that cannot be asked for (the server refuses it, the call fails) is 'Connect failed'.
    const signer = await getFarcasterSignerStatus(
      client.http,
      { ed25519_public_key: options.publicKey },
      await client.getAccessToken(),
    ).catch((cause: unknown) => {
      throw createLobbyError('farcaster.signer_failed', { cause })
    })
    if (signer.status === 'approved') {
      await client.refreshUser()
      return signer
    }
    if (signer.status === 'revoked') throw createLobbyError('farcaster.signer_rejected')
    options.onPending?.(signer)
    if (now() >= deadline) throw createLobbyError('farcaster.timeout')
    await new Promise((resolve) => setTimeout(resolve, FARCASTER_POLL_INTERVAL_MS))
  }
}
