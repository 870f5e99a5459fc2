'use client'
import { useEffect, useMemo, useState } from 'react'
import {
  type CrossAppSigner,
  type CrossAppSignOptions,
  type CrossAppSignRequest,
  type CrossAppSignStatus,
  createCrossAppSigner,
} from '../core/cross-app/crossAppSign'
import type { LobbyError } from '../core/errors'
import { useStore } from './useStore'

/** Options of `useCrossAppSign`: read once when the component mounts. */
export type UseCrossAppSignOptions = CrossAppSignOptions

/** What `useCrossAppSign` returns. */
export type UseCrossAppSignReturn = {
  /** Where the request is (W-4.45 to W-4.49). */
  state: CrossAppSignStatus
  /** Why the last request failed, with the spec's text (W-8.53 to W-8.59, A-8.47). */
  error: LobbyError | null
  /** True from the request until the popup answers, closes or times out. */
  isPending: boolean
  /** The popup's result after a success (a signature or a transaction hash). */
  result: unknown
  /** Requests a signature from the wallet in the provider app; resolves with the result, rejects with a `LobbyError`. */
  sign(request: CrossAppSignRequest): Promise<unknown>
  /** Forgets the last result or error. */
  reset(): void
}

/** Cross-app signing (W-1.07, W-4.45 to W-4.49) for one component; a popup still open on unmount is closed. */
export function useCrossAppSign(options: UseCrossAppSignOptions): UseCrossAppSignReturn {
  const [signer] = useState<CrossAppSigner>(() => createCrossAppSigner(options))
  useEffect(() => signer.dispose, [signer])
  const snapshot = useStore(signer)
  return useMemo(
    () => ({
      state: snapshot.status,
      error: snapshot.error,
      isPending:
        snapshot.status === 'checking' || snapshot.status === 'reconnecting' || snapshot.status === 'awaiting-popup',
      result: snapshot.result,
      sign: signer.request,
      reset: signer.reset,
    }),
    [snapshot, signer],
  )
}
