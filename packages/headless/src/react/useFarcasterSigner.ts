'use client'
import { useCallback, useMemo, useState } from 'react'
import type { FarcasterSigner } from '../core/api/farcaster'
import { isLobbyError, type LobbyError } from '../core/errors/lobbyError'
import { requestFarcasterSigner, signFarcasterMessage } from '../core/wallet/farcasterFrameSigner'
import { useStore } from './useStore'
import { useWalletSession } from './useWalletSession'

/** What `useFarcasterSigner` returns. */
export type UseFarcasterSignerReturn = {
  state: 'idle' | 'pending' | 'approved' | 'failed'
  /** The approval URL to show as a QR code while pending. */
  approvalUrl: string | null
  /** The user's signer key, once approved. */
  signerPublicKey: string | null
  error: LobbyError | null
  /** W-6.11, A-4.26 to: makes the key in the frame and waits for approval. */
  requestSigner(): Promise<FarcasterSigner | null>
  /** W-6.12: signs a payload with the signer key in the frame. */
  signMessage(payload: string): Promise<{ signature: string }>
}

/** The Farcaster signer kept in the wallet frame (W-6.11, W-6.12, A-4.26 to ). */
export function useFarcasterSigner(): UseFarcasterSignerReturn {
  const session = useWalletSession()
  const signerPublicKey = useStore(session.client.store, (s) => s.user?.farcaster?.signerPublicKey ?? null)
  const [state, setState] = useState<UseFarcasterSignerReturn['state']>('idle')
  const [approvalUrl, setApprovalUrl] = useState<string | null>(null)
  const [error, setError] = useState<LobbyError | null>(null)
  const requestSigner = useCallback(async () => {
    setState('pending')
    setError(null)
    try {
      const signer = await requestFarcasterSigner(session, {
        onPending: (s) => setApprovalUrl(s.signer_approval_url ?? null),
      })
      setState('approved')
      return signer
    } catch (e) {
      if (!isLobbyError(e)) throw e
      setError(e)
      setState('failed')
      return null
    }
  }, [session])
  const signMessage = useCallback((payload: string) => signFarcasterMessage(session, payload), [session])
  return useMemo(
    () => ({ state, approvalUrl, signerPublicKey, error, requestSigner, signMessage }),
    [state, approvalUrl, signerPublicKey, error, requestSigner, signMessage],
  )
}
