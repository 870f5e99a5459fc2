import type { TypedDataDefinition } from 'viem'
import { parseSignMessageUiOptions, type SignMessageUiOptions } from '../config/uiOptions'
import { ERROR_TEXTS } from '../errors/errorTexts'
import { LobbyError } from '../errors/lobbyError'
import { providerErrorNumber, toProviderError } from '../errors/providerErrors'
import { SCREEN_TEXT } from '../rules/screenText'
import { validateSignMessage, validateSolanaSignMessage } from '../rules/signMessage'
import { createStore, type Readable } from '../store'
import { systemTimers, type Timers } from '../timers'
import type { MessageSigner } from './transactionSigner'
import { parseTypedData, type TypedDataInput, type TypedDataNode, typedDataTree } from './typedDataTree'

/** W-4.33 The sign screen shows 'Success', then closes after 1400 ms. */
export const SIGN_SUCCESS_CLOSE_MS = 1400

/** W-2.30 W-4.33 The text the sign screen shows once signed. */
export const SIGN_SUCCESS_TEXT: string = SCREEN_TEXT.embeddedWallet.success

/** The sign button's text when the host sets none (W-3.10 buttonText overrides it; the spec gives no default). */
export const DEFAULT_SIGN_TEXT = 'Sign and continue'

/** W-3.10 The sign button's text: the host's buttonText, else 'Try again' after a failure, else 'Sign and continue'. */
export function signButtonText(step: SignRequestStep, uiOptions: Pick<SignMessageUiOptions, 'buttonText'>): string {
  return uiOptions.buttonText ?? (step === 'error' ? ERROR_TEXTS.tryAgain : DEFAULT_SIGN_TEXT)
}

/**
 * W-3.10 The sign screen's heading: the host's title and description, else ours (the spec gives
 * none): one place for both, so every screen that draws the request says the same.
 */
export function signScreenHeading(uiOptions: Pick<SignMessageUiOptions, 'title' | 'description'>): {
  title: string
  description: string
} {
  return {
    title: uiOptions.title ?? 'Sign message',
    description: uiOptions.description ?? 'Signing is free and does not send a transaction.',
  }
}

/** W-3.09 The sign request methods. */
export const SIGN_REQUEST_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'solana_signMessage'] as const

/** W-3.09 One of the sign request methods. */
export type SignRequestMethod = (typeof SIGN_REQUEST_METHODS)[number]

/** W-3.09 A sign request: its method and data (a message, or typed data as an object or JSON text). */
export type SignRequest =
  | { method: 'personal_sign'; data: string }
  | { method: 'eth_signTypedData_v4'; data: TypedDataInput | string }
  | { method: 'solana_signMessage'; data: string }

/** Signs a UTF-8 message with the embedded Solana wallet; returns the signature as the wallet encodes it. */
export type SolanaMessageSigner = {
  /** The wallet's public key (base58). */
  readonly publicKey: string
  signMessage(message: string): Promise<string>
}

/** Where a sign request is: waiting for approval, signing, showing 'Success', failed, or closed. */
export type SignRequestStep = 'idle' | 'awaiting_approval' | 'signing' | 'success' | 'error' | 'closed'

/** Everything the sign screen renders. */
export type SignRequestState = {
  step: SignRequestStep
  method: SignRequestMethod | null
  /** The message to sign, for the two message methods. */
  message: string | null
  /** The typed data as a tree, for eth_signTypedData_v4 (issue 10, readable previews). */
  typedData: { primaryType: string; domain: TypedDataNode[]; message: TypedDataNode[] } | null
  /** The host's texts for the screen (W-3.10). */
  uiOptions: SignMessageUiOptions
  signature: string | null
  error: LobbyError | null
}

/** What `createSignRequest` needs. */
export type SignRequestFlowOptions = {
  /** Signs personal_sign and eth_signTypedData_v4 (the embedded wallet's `frameSigner`, or a viem local account). */
  signer?: MessageSigner | null
  /** Signs solana_signMessage. */
  solanaSigner?: SolanaMessageSigner | null
  /** W-3.13 Sign without the approval screen. @default false */
  noPromptOnSignature?: boolean
  /** The clock for the 1400 ms close (W-4.33). @default the global timers */
  timers?: Timers
}

/** A sign-request flow: the state to render and the user's commands. */
export type SignRequestFlow = Readable<SignRequestState> & {
  /** Checks the request (W-5.27, W-5.28), waits for approval (unless prompts are off) and resolves with the signature. */
  sign(request: SignRequest, options?: { uiOptions?: SignMessageUiOptions }): Promise<string>
  /** W-2.30 The user approves the signature. */
  approve(): void
  /** Closes the screen; an unsigned request rejects with the user's refusal (4001). */
  close(): void
}

const INITIAL: SignRequestState = {
  step: 'idle',
  method: null,
  message: null,
  typedData: null,
  uiOptions: {},
  signature: null,
  error: null,
}

const clientError = (code: string, message: string) => new LobbyError('client_error', code, message)

function toSignError(error: unknown): LobbyError {
  if (error instanceof LobbyError) return error
  if (providerErrorNumber(error) !== undefined) return toProviderError(error)
  const message = error instanceof Error && error.message ? error.message : 'Unable to sign'
  // W-8.29 unable_to_sign: the callback code for a signature that failed.
  return new LobbyError('wallet_error', 'unable_to_sign', message, { cause: error })
}

/** Reads a request into what the screen shows, or the spec's refusal (W-5.27, W-5.28). */
function check(request: SignRequest): Pick<SignRequestState, 'method' | 'message' | 'typedData'> {
  if (!request || !(SIGN_REQUEST_METHODS as readonly string[]).includes(request.method))
    throw clientError('sign.invalid_method', `Sign request method must be one of ${SIGN_REQUEST_METHODS.join(', ')}`)
  if (request.method === 'eth_signTypedData_v4')
    return { method: request.method, message: null, typedData: typedDataTree(request.data) }
  const result =
    request.method === 'personal_sign' ? validateSignMessage(request.data) : validateSolanaSignMessage(request.data)
  if (!result.ok) throw clientError(result.issue, result.message)
  return { method: request.method, message: result.value, typedData: null }
}

/**
 * W-2.30, W-4.33, W-5.27, W-5.28 A sign request for the embedded wallet: personal_sign,
 * eth_signTypedData_v4 and solana_signMessage; approve, sign, show 'Success', close after
 * 1400 ms; with noPromptOnSignature it signs at once.
 */
export function createSignRequest(options: SignRequestFlowOptions): SignRequestFlow {
  const timers = options.timers ?? systemTimers
  const store = createStore<SignRequestState>(INITIAL)
  let current: { request: SignRequest; resolve(s: string): void; reject(e: unknown): void } | null = null
  let closeTimer: unknown = null
  const update = (patch: Partial<SignRequestState>) => store.setState((s) => ({ ...s, ...patch }))
  const stopTimer = () => {
    if (closeTimer !== null) timers.clearTimeout(closeTimer)
    closeTimer = null
  }

  async function signNow(request: SignRequest): Promise<string> {
    if (request.method === 'solana_signMessage') {
      if (!options.solanaSigner) throw clientError('sign.no_wallet', 'No embedded Solana wallet to sign with')
      return options.solanaSigner.signMessage(request.data)
    }
    if (!options.signer) throw clientError('sign.no_wallet', 'No embedded wallet to sign with')
    if (request.method === 'personal_sign') return options.signer.signMessage({ message: request.data })
    return options.signer.signTypedData(parseTypedData(request.data) as unknown as TypedDataDefinition)
  }

  async function approve(prompted: boolean): Promise<void> {
    const pending = current
    if (!pending) return
    update({ step: 'signing', error: null })
    try {
      const signature = await signNow(pending.request)
      if (current !== pending) return
      current = null
      pending.resolve(signature)
      if (!prompted) return update({ step: 'closed', signature })
      update({ step: 'success', signature })
      closeTimer = timers.setTimeout(() => {
        closeTimer = null
        update({ step: 'closed' })
      }, SIGN_SUCCESS_CLOSE_MS)
    } catch (cause) {
      if (current !== pending) return
      const error = toSignError(cause)
      if (!prompted) {
        current = null
        pending.reject(error)
        return update({ step: 'closed', error })
      }
      update({ step: 'error', error })
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    sign(request, signOptions = {}) {
      let view: Pick<SignRequestState, 'method' | 'message' | 'typedData'>
      try {
        view = check(request)
      } catch (error) {
        return Promise.reject(error)
      }
      const ui = parseSignMessageUiOptions(signOptions.uiOptions)
      if (!ui.ok) return Promise.reject(clientError(ui.issue, ui.message))
      stopTimer()
      current?.reject(toProviderError({ code: 4001 }))
      const promise = new Promise<string>((resolve, reject) => {
        current = { request, resolve, reject }
      })
      store.setState({ ...INITIAL, ...view, uiOptions: ui.value, step: 'awaiting_approval' })
      if (options.noPromptOnSignature) void approve(false)
      return promise
    },
    approve() {
      const step = store.getSnapshot().step
      if (step === 'awaiting_approval' || step === 'error') void approve(true)
    },
    close() {
      stopTimer()
      const pending = current
      current = null
      const { step, error } = store.getSnapshot()
      if (step === 'idle' || step === 'closed') return
      pending?.reject(step === 'error' && error ? error : toProviderError({ code: 4001 }))
      update({ step: 'closed' })
    },
  }
}
