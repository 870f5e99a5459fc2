'use client'
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { LobbyState } from '../core/client'
import type { TransactionUiOptions } from '../core/config/uiOptions'
import { walletActionSettings } from '../core/config/walletActionSettings'
import type { EmbeddedWalletCallbackCode } from '../core/errors/errorCodes'
import type { ErrorScreen } from '../core/errors/errorScreens'
import { LobbyError } from '../core/errors/lobbyError'
import type { TransactionRequest } from '../core/rules/transactionRequest'
import { createStore, type Readable } from '../core/store'
import { embeddedWalletSigner } from '../core/transactions/embeddedWalletSigners'
import {
  createSendTransaction,
  type SendTransactionFlowOptions,
  type SendTransactionResult,
  type SendTransactionState,
} from '../core/transactions/sendTransaction'
import { showTransactionPrompt } from '../core/transactions/transactionPrompt'
import type { TransactionSigner } from '../core/transactions/transactionSigner'
import { failWithoutSigner } from '../core/wallet/failWithoutSigner'
import { withWalletCallbacks } from '../core/wallet/walletCallbackCode'
import { getWalletSession, type WalletSessionState } from '../core/wallet/walletSession'
import { LobbyContext } from './LobbyProvider'
import { useSendTransactionView } from './useSendTransactionView'
import { useStore } from './useStore'

/** Options of `useSendTransaction`; each may change between renders. */
export type UseSendTransactionOptions = Pick<SendTransactionFlowOptions, 'onAddFunds'> & {
  /**
   * W-5.23 The chains a send may go to, each with its JSON-RPC URL.
   * @default the app config's `supportedChains` that carry one (viem's chains do)
   */
  chains?: SendTransactionFlowOptions['chains']
  /** Who signs. @default the user's embedded wallet (the frame signs) */
  signer?: TransactionSigner | null
  /** Which embedded wallet sends. @default the user's first */
  address?: string
  /** W-5.22 @default the app config's default chain, else 1 */
  defaultChainId?: number
  /** W-3.13 W-4.32 @default the app's embedded-wallet setting, else false */
  noPromptOnSignature?: boolean
  /** W-3.13 @default the app's embedded-wallet setting, else true */
  waitForTransactionConfirmation?: boolean
  /** W-4.31 @default true when the app configures a funding method */
  fundingEnabled?: boolean
  /** W-8.29 Called with the hash and receipt once sent. */
  onSuccess?: (result: SendTransactionResult) => void
  /** W-8.29 Called with the callback code (`transaction_failure`, ...) when the send fails. */
  onError?: (code: EmbeddedWalletCallbackCode, error: unknown) => void
  /**
   * W-2.27 Show the approval in the lobby modal (through `getTransactionPrompt`); false when the host
   * renders the screen itself. With no lobby modal mounted nothing shows it: the send then waits in
   * 'awaiting_approval' for the host's `approve()` or `close()` (or pass `noPromptOnSignature`).
   * @default true inside a LobbyProvider
   */
  showInModal?: boolean
}

/** What `useSendTransaction` returns: the send screen's values and its commands (stable functions). */
export type UseSendTransactionReturn = Omit<SendTransactionState, 'step'> & {
  /** Usable now: a signer is there and, for the embedded wallet, unlocked on this page. */
  ready: boolean
  /** Where the send is (W-4.28). */
  state: SendTransactionState['step']
  /** True while preparing, signing, sending or waiting for the receipt. */
  isPending: boolean
  /** W-4.31 W-3.11 The approve button's text: 'Add funds' when funds are short and funding is configured. */
  buttonText: string
  /** The error screen's title, detail and button for `error` (W-2.29, W-8.42, A-8.03, A-8.04), else null. */
  errorScreen: ErrorScreen | null
  /**
   * Checks, prepares and waits for approval; resolves with the hash and receipt (W-4.28). The
   * request is typed for the caller; core still checks it at run time (W-5.20 to W-5.23).
   */
  sendTransaction: (
    request: TransactionRequest,
    options?: { uiOptions?: TransactionUiOptions },
  ) => Promise<SendTransactionResult>
  /**
   * W-4.28 approve: acts only in 'awaiting_approval' with funds enough (`canPressApprove(send)`); when
   * funds are short and funding is on, the button reads 'Add funds' and calls `addFunds` instead.
   */
  approve(): void
  /** W-2.28 try again (W-4.30 with a fresh nonce after a nonce error). */
  retry(): void
  /** W-4.31 open funding for the shortfall. */
  addFunds(): void
  /** Read gas and balance again (after funding). */
  recheck(): void
  /** Close; a send not done rejects with the user's refusal (4001). */
  close(): void
}

const NO_LOBBY: Readable<LobbyState | null> = createStore<LobbyState | null>(null)
const NO_SESSION: Readable<WalletSessionState | null> = createStore<WalletSessionState | null>(null)
/** W-4.28 to W-4.32 Sends a transaction from the embedded wallet, with the approval, receipt and error screens' data. */
export function useSendTransaction(options: UseSendTransactionOptions = {}): UseSendTransactionReturn {
  const client = useContext(LobbyContext)
  const lobby = useStore(client?.store ?? NO_LOBBY)
  const session = useMemo(
    () => (client && options.signer === undefined ? getWalletSession(client) : null),
    [client, options.signer],
  )
  const walletState = useStore(session?.store ?? NO_SESSION)
  const user = lobby?.user ?? null
  const embedded = useMemo(
    // The user is read so a wallet created or linked later gets its signer.
    () =>
      session && user ? embeddedWalletSigner(session, { ...(options.address && { address: options.address }) }) : null,
    [session, user, options.address],
  )
  const signer = options.signer === undefined ? embedded : options.signer
  const config = lobby?.config ?? null
  const latest = useRef({ options, signer, config, session })
  latest.current = { options, signer, config, session }

  const [flow] = useState(() => {
    const now = () => latest.current
    const settings = () => walletActionSettings(now().options, now().config)
    const live: SendTransactionFlowOptions = {
      signer: {
        get address() {
          const current = now().signer
          if (!current) throw noWallet()
          return current.address
        },
        signTransaction: (transaction) => {
          const current = now().signer
          return current ? current.signTransaction(transaction) : Promise.reject(noWallet())
        },
      },
      get chains() {
        return settings().chains
      },
      get defaultChainId() {
        return settings().defaultChainId
      },
      get noPromptOnSignature() {
        return settings().noPromptOnSignature
      },
      get waitForTransactionConfirmation() {
        return settings().waitForTransactionConfirmation
      },
      get fundingEnabled() {
        return settings().fundingEnabled
      },
      onAddFunds: (details) => now().options.onAddFunds?.(details),
    }
    return createSendTransaction(live)
  })
  useEffect(() => () => flow.close(), [flow])
  const sendTransaction = useCallback<UseSendTransactionReturn['sendTransaction']>(
    (request, sendOptions) => {
      const { signer: current, options: now, config: appConfig } = latest.current
      const callbacks = { onSuccess: now.onSuccess, onError: now.onError }
      if (!current) return failWithoutSigner('send-transaction', latest.current.session, noWallet, callbacks)
      const before = flow.getSnapshot()
      const promise = withWalletCallbacks('send-transaction', () => flow.send(request, sendOptions), callbacks)
      const prompts = walletActionSettings(now, appConfig).noPromptOnSignature
      // W-2.27: inside a LobbyProvider the modal shows the approval screen, unless the host renders its own.
      // A request refused by its checks leaves the state as it was: nothing to show then.
      if (client && now.showInModal !== false && !prompts && flow.getSnapshot() !== before)
        showTransactionPrompt(client, { kind: 'send', flow })
      return promise
    },
    [flow, client],
  )
  const address = signer?.address.toLowerCase()
  const ready =
    signer !== null &&
    (options.signer !== undefined || (address !== undefined && (walletState?.connected.includes(address) ?? false)))
  const view = useSendTransactionView(flow, config)
  return useMemo(() => ({ ...view, ready, sendTransaction }), [view, ready, sendTransaction])
}

function noWallet(): LobbyError {
  // W-8.29 embedded_wallet_not_found: there is no embedded wallet to act with.
  return new LobbyError('wallet_error', 'embedded_wallet_not_found', 'No embedded wallet to send from.', {
    nextStep: 'Log in and create an embedded wallet first, or pass a signer.',
  })
}
