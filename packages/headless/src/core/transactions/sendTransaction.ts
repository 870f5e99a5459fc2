import type { Hex, PublicClient, TransactionSerializable } from 'viem'
import type { TransactionUiOptions } from '../config/uiOptions'
import { parseTransactionUiOptions } from '../config/uiOptions'
import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'
import { toProviderError } from '../errors/providerErrors'
import { DEFAULT_CHAIN_ID } from '../rules/chains'
import { createStore, type Readable } from '../store'
import { type ParsedTransactionRequest, parseTransactionRequest } from './parseTransactionRequest'
import { toSerializableTransaction } from './toSerializableTransaction'
import { chainNotSupportedError, createChainClient, findChain, type TransactionChain } from './transactionChain'
import { isInsufficientFundsError, isNonceError, toTransactionError } from './transactionErrors'
import { type TransactionReceipt, toTransactionReceipt } from './transactionReceipt'
import type { TransactionSigner } from './transactionSigner'

/**
 * Where a send is (W-4.28): checking gas and balance, waiting for the user's approval,
 * signing and sending, waiting for the receipt, done, failed (with retry), or closed.
 */
export type SendTransactionStep =
  | 'idle'
  | 'preparing'
  | 'awaiting_approval'
  | 'submitting'
  | 'confirming'
  | 'success'
  | 'error'
  | 'closed'

/** W-4.31 The approve button's text when funds are short and funding is configured. */
export const ADD_FUNDS_TEXT = 'Add funds'

/** The approve button's text when the host sets none (W-3.11 buttonText overrides it; the spec gives no default). */
export const DEFAULT_APPROVE_TEXT = 'Approve'

/** W-4.31 W-3.11 The approve button's text: 'Add funds' when funds are short and funding is configured, else the host's buttonText. */
export function approveButtonText(state: Pick<SendTransactionState, 'canAddFunds' | 'uiOptions'>): string {
  if (state.canAddFunds) return ADD_FUNDS_TEXT
  return state.uiOptions.buttonText ?? DEFAULT_APPROVE_TEXT
}

/**
 * W-4.31, W-4.32 Whether the approve button may be pressed: not while funds are short, unless it
 * is the 'Add funds' button in their place.
 */
export function canPressApprove(state: Pick<SendTransactionState, 'prepared' | 'canAddFunds'>): boolean {
  return state.canAddFunds || !state.prepared?.insufficientFunds
}

/** A transaction ready to sign, with what the approval screen shows about its cost (W-4.28). */
export type PreparedTransaction = {
  /** Every field filled: nonce, gas, fees, type and chain. */
  transaction: TransactionSerializable
  /** The chain it goes to. */
  chain: TransactionChain
  /** The sender's balance, in wei, when prepared. */
  balance: bigint
  /** gas × the highest fee per gas, in wei; null when the gas could not be estimated. */
  maxFee: bigint | null
  /** value + maxFee, in wei. */
  total: bigint
  /** W-4.31, W-4.32 True when the balance does not cover the total. */
  insufficientFunds: boolean
}

/** Everything the send-transaction screen renders, as one immutable value. */
export type SendTransactionState = {
  step: SendTransactionStep
  /** The checked request (W-5.20 to W-5.23), or null before a send. */
  request: ParsedTransactionRequest | null
  /** The host's texts for the screens (W-3.11). */
  uiOptions: TransactionUiOptions
  /** The prepared transaction, once gas and balance are known. */
  prepared: PreparedTransaction | null
  /** W-4.31 The approve button reads 'Add funds' instead: funds are short and funding is configured. */
  canAddFunds: boolean
  /** The transaction hash, once sent (the receipt and error screens show it, W-2.29). */
  hash: Hex | null
  /** W-3.08 The receipt, once confirmed (null when not waiting for confirmation). */
  receipt: TransactionReceipt | null
  /** The failure the error screen shows: its code and message (W-2.29). */
  error: LobbyError | null
  /** W-4.30 The next retry fetches a fresh nonce, because this failure was a nonce error. */
  resetsNonceOnRetry: boolean
}

/** What a successful send resolves with. */
export type SendTransactionResult = {
  hash: Hex
  /** W-3.08 Null when `waitForTransactionConfirmation` is off. */
  receipt: TransactionReceipt | null
}

/** What `createSendTransaction` needs. */
export type SendTransactionFlowOptions = {
  /** Signs for the sending address: the embedded wallet's frame (`frameSigner`) or any `TransactionSigner`. */
  signer: TransactionSigner
  /** The app's chains, each with a JSON-RPC URL (W-5.23). */
  chains: readonly TransactionChain[]
  /** W-5.22 The chain used when a request gives none. @default 1 */
  defaultChainId?: number
  /** W-3.13 W-4.32 Send without the approval screen; short funds then fail at once. @default false */
  noPromptOnSignature?: boolean
  /** W-3.13 Wait for the receipt before the send resolves. @default true */
  waitForTransactionConfirmation?: boolean
  /** W-4.31 Funding is configured for the app, so short funds offer 'Add funds'. @default false */
  fundingEnabled?: boolean
  /** W-4.31 Opens funding for the shortfall; call `recheck()` when the user is back. */
  onAddFunds?: (details: { address: `0x${string}`; chainId: number; amount: bigint }) => void
}

/** A send-transaction flow: the state to render, and the user's commands. */
export type SendTransactionFlow = Readable<SendTransactionState> & {
  /** Checks, prepares, then waits for approval (or sends at once with prompts off); resolves when sent, rejects when closed or refused. */
  send(request: unknown, options?: { uiOptions?: TransactionUiOptions }): Promise<SendTransactionResult>
  /** W-4.28 The user approves: sign, send and wait. */
  approve(): void
  /** W-2.28 Tries again from the error screen; W-4.30 after a nonce error with a fresh nonce. */
  retry(): void
  /** W-4.31 Opens funding for the missing amount. */
  addFunds(): void
  /** Reads gas and balance again, e.g. after funding. */
  recheck(): void
  /** Closes the flow; a send not yet done rejects with the user's refusal (4001). */
  close(): void
}

const INITIAL: SendTransactionState = {
  step: 'idle',
  request: null,
  uiOptions: {},
  prepared: null,
  canAddFunds: false,
  hash: null,
  receipt: null,
  error: null,
  resetsNonceOnRetry: false,
}

/** The fields a signer needs, from whatever viem's prepareTransactionRequest returned. */
function serializable(filled: Record<string, unknown>, chainId: number): TransactionSerializable {
  const pick = ['to', 'data', 'value', 'gas', 'nonce', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'accessList']
  const out: Record<string, unknown> = { chainId, type: filled.type === 'legacy' ? 'legacy' : 'eip1559' }
  for (const key of pick) if (filled[key] !== undefined) out[key] = filled[key]
  return out as TransactionSerializable
}

function feePerGas(transaction: TransactionSerializable): bigint | undefined {
  const t = transaction as { gasPrice?: bigint; maxFeePerGas?: bigint }
  return t.maxFeePerGas ?? t.gasPrice
}

/**
 * W-4.28 to W-4.32 Sends a transaction from the embedded wallet: prepare (gas estimate and balance
 * check through viem on the chain's RPC), approve, sign through the signer, eth_sendRawTransaction,
 * wait for the receipt; an error screen with retry, a fresh nonce after a nonce error, 'Add funds'
 * when funds are short and funding is configured, and an outright refusal with prompts off.
 */
export function createSendTransaction(options: SendTransactionFlowOptions): SendTransactionFlow {
  const store = createStore<SendTransactionState>(INITIAL)
  const { signer } = options
  let run = 0
  let client: PublicClient | null = null
  let pending: { resolve(result: SendTransactionResult): void; reject(error: unknown): void } | null = null

  const update = (patch: Partial<SendTransactionState>) => store.setState((s) => ({ ...s, ...patch }))
  const settle = (outcome: { result: SendTransactionResult } | { error: unknown }) => {
    const p = pending
    pending = null
    if (!p) return
    if ('result' in outcome) p.resolve(outcome.result)
    else p.reject(outcome.error)
  }
  const fail = (id: number, error: LobbyError, patch: Partial<SendTransactionState> = {}) => {
    if (id !== run) return
    update({ step: 'error', error, resetsNonceOnRetry: isNonceError(error), ...patch })
    // W-4.32: with no prompt there is no error screen to retry from.
    if (options.noPromptOnSignature) {
      settle({ error })
      update({ step: 'closed' })
    }
  }

  async function prepare(id: number, request: ParsedTransactionRequest, freshNonce: boolean): Promise<void> {
    update({ step: 'preparing', error: null, hash: null, receipt: null })
    let prepared: PreparedTransaction
    try {
      const chain = findChain(options.chains, request.chainId)
      client = await createChainClient(chain)
      const base = toSerializableTransaction(freshNonce ? { ...request, nonce: undefined } : request)
      const balance = await client.getBalance({ address: signer.address })
      const value = request.value ?? 0n
      try {
        const filled = (await client.prepareTransactionRequest({
          ...(base as object),
          account: signer.address,
          chain: chain as never,
          parameters: ['fees', 'gas', 'nonce', 'type'],
        } as never)) as Record<string, unknown>
        const transaction = serializable(filled, chain.id)
        const gas = (transaction as { gas?: bigint }).gas
        const fee = feePerGas(transaction)
        const maxFee = gas !== undefined && fee !== undefined ? gas * fee : null
        const total = value + (maxFee ?? 0n)
        prepared = { transaction, chain, balance, maxFee, total, insufficientFunds: balance < total }
      } catch (cause) {
        // A node refuses to estimate gas for a value above the balance: that is short funds, not a bad request.
        if (!isInsufficientFundsError(cause) && balance >= value) throw cause
        prepared = { transaction: base, chain, balance, maxFee: null, total: value, insufficientFunds: true }
      }
    } catch (cause) {
      if (cause instanceof LobbyError && cause.code === 'chains.not_supported') return fail(id, cause)
      return fail(id, createLobbyError('transaction.preparation_failed', { cause }))
    }
    if (id !== run) return
    if (prepared.insufficientFunds && (options.noPromptOnSignature || !options.fundingEnabled)) {
      const error = createLobbyError('transaction.insufficient_funds', { code: 'insufficient_funds' })
      // W-4.32: with prompts off, refused outright; otherwise the approval screen shows why it cannot approve.
      if (options.noPromptOnSignature) return fail(id, error, { prepared })
      return update({ step: 'awaiting_approval', prepared, canAddFunds: false, error })
    }
    update({ step: 'awaiting_approval', prepared, canAddFunds: prepared.insufficientFunds })
    if (options.noPromptOnSignature) void submit(id)
  }

  async function submit(id: number): Promise<void> {
    const { prepared } = store.getSnapshot()
    if (!prepared || !client || prepared.insufficientFunds) return
    update({ step: 'submitting', error: null })
    let hash: Hex | null = null
    try {
      const signed = await signer.signTransaction(prepared.transaction)
      if (id !== run) return
      hash = await client.sendRawTransaction({ serializedTransaction: signed })
      if (id !== run) return
      if (options.waitForTransactionConfirmation === false) {
        update({ step: 'success', hash })
        return settle({ result: { hash, receipt: null } })
      }
      update({ step: 'confirming', hash })
      const raw = await client.waitForTransactionReceipt({ hash })
      // viem caches the block number for its polling interval: ask the node for the current one.
      const receipt = toTransactionReceipt(raw, await client.getBlockNumber({ cacheTime: 0 }))
      if (id !== run) return
      if (receipt.status === 0) {
        return fail(id, new LobbyError('wallet_error', 'transaction_failure', 'Transaction reverted'), {
          hash,
          receipt,
        })
      }
      update({ step: 'success', receipt })
      settle({ result: { hash, receipt } })
    } catch (cause) {
      fail(id, toTransactionError(cause), { hash })
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send(request, sendOptions = {}) {
      const parsed = parseTransactionRequest(request, {
        chains: options.chains,
        defaultChainId: options.defaultChainId ?? DEFAULT_CHAIN_ID,
      })
      if (!parsed.ok)
        return Promise.reject(
          parsed.issue === 'chains.not_supported'
            ? chainNotSupportedError(options.chains, parsed.issue, parsed.message)
            : new LobbyError('client_error', parsed.issue, parsed.message),
        )
      const ui = parseTransactionUiOptions(sendOptions.uiOptions)
      if (!ui.ok) return Promise.reject(new LobbyError('client_error', ui.issue, ui.message))
      settle({ error: toProviderError({ code: 4001 }) })
      run += 1
      const id = run
      store.setState({ ...INITIAL, request: parsed.value, uiOptions: ui.value })
      const promise = new Promise<SendTransactionResult>((resolve, reject) => {
        pending = { resolve, reject }
      })
      void prepare(id, parsed.value, false)
      return promise
    },
    approve() {
      const s = store.getSnapshot()
      if (s.step !== 'awaiting_approval' || !s.prepared || s.prepared.insufficientFunds) return
      void submit(run)
    },
    retry() {
      const s = store.getSnapshot()
      if (s.step !== 'error' || !s.request) return
      // W-4.30: after a nonce error the stale nonce (the request's too) is dropped and fetched again.
      if (s.resetsNonceOnRetry || !s.prepared) return void prepare(run, s.request, s.resetsNonceOnRetry)
      void submit(run)
    },
    addFunds() {
      const s = store.getSnapshot()
      if (!s.canAddFunds || !s.prepared) return
      options.onAddFunds?.({
        address: signer.address,
        chainId: s.prepared.chain.id,
        amount: s.prepared.total - s.prepared.balance,
      })
    },
    recheck() {
      const s = store.getSnapshot()
      if (s.step !== 'awaiting_approval' || !s.request) return
      void prepare(run, s.request, false)
    },
    close() {
      const s = store.getSnapshot()
      if (s.step === 'closed' || s.step === 'idle') return
      run += 1
      settle({ error: s.step === 'error' && s.error ? s.error : toProviderError({ code: 4001 }) })
      update({ step: 'closed' })
    },
  }
}
