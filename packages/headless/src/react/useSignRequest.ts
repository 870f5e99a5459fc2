'use client'
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { LobbyState } from '../core/client'
import type { SignMessageUiOptions } from '../core/config/uiOptions'
import { walletActionSettings } from '../core/config/walletActionSettings'
import type { EmbeddedWalletCallbackCode } from '../core/errors/errorCodes'
import { LobbyError } from '../core/errors/lobbyError'
import { createStore, type Readable } from '../core/store'
import { embeddedSolanaSigner, embeddedWalletSigner } from '../core/transactions/embeddedWalletSigners'
import {
  createSignRequest,
  type SignRequest,
  type SignRequestState,
  type SolanaMessageSigner,
} from '../core/transactions/signRequest'
import { showTransactionPrompt } from '../core/transactions/transactionPrompt'
import type { MessageSigner } from '../core/transactions/transactionSigner'
import { failWithoutSigner } from '../core/wallet/failWithoutSigner'
import { withWalletCallbacks } from '../core/wallet/walletCallbackCode'
import { getWalletSession, type WalletSessionState } from '../core/wallet/walletSession'
import { LobbyContext } from './LobbyProvider'
import { useSignRequestView } from './useSignRequestView'
import { useStore } from './useStore'

/** Options of the sign hooks; each may change between renders. */
export type UseSignRequestOptions = {
  /** Who signs personal_sign and typed data. @default the user's embedded Ethereum wallet */
  signer?: MessageSigner | null
  /** Who signs solana_signMessage. @default the user's embedded Solana wallet */
  solanaSigner?: SolanaMessageSigner | null
  /** Which embedded wallet signs. @default the user's first */
  address?: string
  /** W-3.13 @default the app's embedded-wallet setting, else false */
  noPromptOnSignature?: boolean
  /** W-8.29 Called with the signature once signed. */
  onSuccess?: (signature: string) => void
  /** W-8.29 Called with the callback code (`unable_to_sign`, `invalid_message`, ...) when a signature fails. */
  onError?: (code: EmbeddedWalletCallbackCode, error: unknown) => void
  /**
   * W-2.30 Show the sign screen in the lobby modal (through `getTransactionPrompt`); false when the
   * host renders it itself. With no lobby modal mounted nothing shows it: the request then waits in
   * 'awaiting_approval' for the host's `approve()` or `close()` (or pass `noPromptOnSignature`).
   * @default true inside a LobbyProvider
   */
  showInModal?: boolean
}

/** What the sign hooks return: the sign screen's values and commands (stable functions). */
export type UseSignRequestReturn = Omit<SignRequestState, 'step'> & {
  /** Usable now: a signer is there and, for the embedded wallet, unlocked on this page. */
  ready: boolean
  /** Where the request is (W-2.30). */
  state: SignRequestState['step']
  isPending: boolean
  /** W-4.33 'Success', shown once signed. */
  successText: string
  /** W-4.33 The success screen closes itself after this many ms (1400). */
  successCloseMs: number
  /** Asks for a signature (W-3.09); resolves with it. */
  sign(request: SignRequest, options?: { uiOptions?: SignMessageUiOptions }): Promise<string>
  /** W-2.30 approve (or try again after an error). */
  approve(): void
  /** Close; an unsigned request rejects with the user's refusal (4001). */
  close(): void
}

const NO_LOBBY: Readable<LobbyState | null> = createStore<LobbyState | null>(null)
const NO_SESSION: Readable<WalletSessionState | null> = createStore<WalletSessionState | null>(null)

function noWallet(): LobbyError {
  // W-8.29 embedded_wallet_not_found: there is no embedded wallet to sign with.
  return new LobbyError('wallet_error', 'embedded_wallet_not_found', 'No embedded wallet to sign with.', {
    nextStep: 'Log in and create an embedded wallet first, or pass a signer.',
  })
}

/**
 * The shared body of `useSignMessage`, `useSignTypedData` and `useSolanaSignMessage`: one sign
 * request flow (W-2.30, W-4.33) over the given signers or the user's embedded wallets.
 */
export function useSignRequest(options: UseSignRequestOptions, chainType: 'ethereum' | 'solana'): UseSignRequestReturn {
  const client = useContext(LobbyContext)
  const lobby = useStore(client?.store ?? NO_LOBBY)
  const given = chainType === 'ethereum' ? options.signer : options.solanaSigner
  const session = useMemo(() => (client && given === undefined ? getWalletSession(client) : null), [client, given])
  const walletState = useStore(session?.store ?? NO_SESSION)
  const user = lobby?.user ?? null
  const address = options.address
  const embedded = useMemo(() => {
    // The user is a dependency so that a wallet created later gets its signer.
    if (!session || !user) return null
    const which = address ? { address } : {}
    return chainType === 'ethereum' ? embeddedWalletSigner(session, which) : embeddedSolanaSigner(session, which)
  }, [session, user, chainType, address])
  const signer = given === undefined ? embedded : given
  const latest = useRef({ options, signer, lobby, session })
  latest.current = { options, signer, lobby, session }

  const [flow] = useState(() => {
    const now = () => latest.current
    const eth = (): MessageSigner => {
      const current = now().signer as MessageSigner | null
      if (!current) throw noWallet()
      return current
    }
    const sol = (): SolanaMessageSigner => {
      const current = now().signer as SolanaMessageSigner | null
      if (!current) throw noWallet()
      return current
    }
    return createSignRequest({
      signer: {
        get address() {
          return eth().address
        },
        signMessage: async (args) => eth().signMessage(args),
        signTypedData: async (typedData) => eth().signTypedData(typedData),
      },
      solanaSigner: {
        get publicKey() {
          return sol().publicKey
        },
        signMessage: async (message) => sol().signMessage(message),
      },
      get noPromptOnSignature() {
        return walletActionSettings(now().options, now().lobby?.config ?? null).noPromptOnSignature
      },
    })
  })
  useEffect(() => () => flow.close(), [flow])
  const sign = useCallback<UseSignRequestReturn['sign']>(
    (request, signOptions) => {
      const { signer: current, options: now, lobby: state } = latest.current
      const callbacks = { onSuccess: now.onSuccess, onError: now.onError }
      if (!current) return failWithoutSigner('sign', latest.current.session, noWallet, callbacks)
      const before = flow.getSnapshot()
      const promise = withWalletCallbacks('sign', () => flow.sign(request, signOptions), callbacks)
      const prompts = walletActionSettings(now, state?.config ?? null).noPromptOnSignature
      // W-2.30: inside a LobbyProvider the modal shows the sign screen, unless the host renders its own.
      if (client && now.showInModal !== false && !prompts && flow.getSnapshot() !== before)
        showTransactionPrompt(client, { kind: 'sign', flow })
      return promise
    },
    [flow, client],
  )
  const id =
    signer === null || signer === undefined
      ? undefined
      : 'address' in signer
        ? signer.address.toLowerCase()
        : signer.publicKey
  const ready =
    signer !== null &&
    (given !== undefined ||
      (id !== undefined && (walletState?.connected.some((c) => c === id || c === id.toLowerCase()) ?? false)))
  const view = useSignRequestView(flow)
  return useMemo(() => ({ ...view, ready, sign }), [view, ready, sign])
}
