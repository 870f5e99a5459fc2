'use client'
import { useContext, useEffect, useMemo, useState } from 'react'
import { createCrossAppTransport } from '../core/cross-app/createCrossAppTransport'
import {
  type CrossAppTransaction,
  type CrossAppTypedData,
  type CrossAppWalletTarget,
  crossAppSendTransactionRequest,
  crossAppSignMessageRequest,
  crossAppSignTypedDataRequest,
} from '../core/cross-app/crossAppRequests'
import {
  type CrossAppSigner,
  type CrossAppSignOptions,
  type CrossAppSignRequest,
  type CrossAppSignStatus,
  createCrossAppSigner,
} from '../core/cross-app/crossAppSign'
import type { CrossAppTransport } from '../core/cross-app/crossAppTransport'
import type { LobbyError } from '../core/errors/lobbyError'
import { LobbyContext } from './LobbyProvider'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useCrossAppSign`: read once when the component mounts. */
export type UseCrossAppSignOptions = Omit<CrossAppSignOptions, 'transport'> & {
  /** @default `createCrossAppTransport` over the nearest `LobbyProvider`'s client (the real API, storage and window) */
  transport?: CrossAppTransport | undefined
}

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
  /** W-1.07 personal_sign of a text message with the provider app's wallet; resolves with the signature. */
  signMessage(input: CrossAppWalletTarget & { message: string }): Promise<string>
  /** W-1.07 eth_signTypedData_v4 with the provider app's wallet; resolves with the signature. */
  signTypedData(input: CrossAppWalletTarget & { typedData: CrossAppTypedData }): Promise<string>
  /** W-1.07, W-5.41 eth_sendTransaction from the provider app's wallet; resolves with the transaction hash. */
  sendTransaction(input: CrossAppWalletTarget & { transaction: CrossAppTransaction }): Promise<string>
  /** Forgets the last result or error. */
  reset(): void
}

/** A transport given by the caller, else the one over the nearest provider's client (outside one: its coded error). */
function useTransport(given: CrossAppTransport | undefined): CrossAppTransport {
  const client = useContext(LobbyContext)
  const [transport] = useState<CrossAppTransport | null>(() =>
    given ? null : client ? createCrossAppTransport(client) : null,
  )
  // Outside a provider and without a transport: the same coded error as every other hook.
  // biome-ignore lint/correctness/useHookAtTopLevel: it only reads the context to throw; no hook state follows.
  if (!given && !transport) useLobbyClient()
  return (given ?? transport) as CrossAppTransport
}

/** Cross-app signing (W-1.07, W-4.45 to W-4.49) for one component; a popup still open on unmount is closed. */
export function useCrossAppSign(options: UseCrossAppSignOptions = {}): UseCrossAppSignReturn {
  const transport = useTransport(options.transport)
  const [signer] = useState<CrossAppSigner>(() => createCrossAppSigner({ ...options, transport }))
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
      signMessage: async (input) => String(await signer.request(crossAppSignMessageRequest(input))),
      signTypedData: async (input) => String(await signer.request(crossAppSignTypedDataRequest(input))),
      sendTransaction: async (input) => String(await signer.request(crossAppSendTransactionRequest(input))),
      reset: signer.reset,
    }),
    [snapshot, signer],
  )
}
