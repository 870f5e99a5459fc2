import * as z from 'zod/mini'
import { isLobbyError, type LobbyError } from '../errors/lobbyError'
import { createMachine, type Readable } from '../store'
import { systemTimers, type Timers } from '../timers'
import { crossAppErrors } from './crossAppErrors'
import {
  CROSS_APP_ACTION_ERROR,
  CROSS_APP_ACTION_RESPONSE,
  isTrustedReplyOrigin,
  parseCrossAppMessage,
} from './crossAppMessages'
import {
  type CrossAppPopup,
  type CrossAppTransport,
  type WireCrossAppConnection,
  WireCrossAppConnections,
} from './crossAppTransport'
import { transactUrl } from './transactUrl'

/** The cross-app signature popup is 400 by 680. */
export const CROSS_APP_POPUP_SIZE = { width: 400, height: 680 } as const
/** W-8.58 A signature request times out after 120000 ms (2 minutes). */
export const CROSS_APP_TIMEOUT_MS = 120_000
/** A closed popup is noticed by polling every 300 ms. */
export const POPUP_CLOSED_POLL_MS = 300

/** The RPC methods a cross-app request may carry (W-3.09, plus the transaction methods). */
export const CROSS_APP_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'solana_signMessage',
] as const

/** The methods that transact (W-5.41: refused by read-only providers). */
const TRANSACTION_METHODS: ReadonlySet<string> = new Set(['eth_signTransaction', 'eth_sendTransaction'])

/** A cross-app signature request: which provider's wallet, which address, and the RPC call. */
export const CrossAppSignRequest = z.object({
  providerAppId: z.string().check(z.minLength(1)),
  address: z.string().check(z.minLength(1)),
  method: z.enum(CROSS_APP_METHODS),
  params: z.array(z.unknown()),
})
/** A cross-app signature request. */
export type CrossAppSignRequest = z.infer<typeof CrossAppSignRequest>

/**
 * Where a request is: not started, checking the connection and token (W-4.45, W-5.38, W-5.40),
 * reconnecting (W-4.47), waiting for the popup's reply (W-4.48), or finished (W-4.49).
 */
export type CrossAppSignStatus = 'idle' | 'checking' | 'reconnecting' | 'awaiting-popup' | 'success' | 'error'

/** The state of a cross-app signer. */
export type CrossAppSignState = {
  /** Where the request is. */
  status: CrossAppSignStatus
  /** The request being (or last) handled. */
  request: CrossAppSignRequest | null
  /** The popup's result once `status` is 'success' (a signature or a transaction hash). */
  result: unknown
  /** Why the last request failed. */
  error: LobbyError | null
}

/** Events of the cross-app signer. */
export type CrossAppSignEvent =
  | { type: 'request.start'; request: CrossAppSignRequest }
  | { type: 'token.reconnect' }
  | { type: 'popup.opened' }
  | { type: 'request.succeeded'; result: unknown }
  | { type: 'request.failed'; error: LobbyError }
  | { type: 'reset' }

/** The idle signer. */
export const initialCrossAppSignState: CrossAppSignState = {
  status: 'idle',
  request: null,
  result: undefined,
  error: null,
}

const isBusy = (status: CrossAppSignStatus) =>
  status === 'checking' || status === 'reconnecting' || status === 'awaiting-popup'

/** The signer's transitions as a pure function (W-4.45 to W-4.49). */
export function reduceCrossAppSign(state: CrossAppSignState, event: CrossAppSignEvent): CrossAppSignState {
  switch (event.type) {
    case 'request.start':
      if (isBusy(state.status)) return state
      return { status: 'checking', request: event.request, result: undefined, error: null }
    case 'token.reconnect':
      return state.status === 'checking' ? { ...state, status: 'reconnecting' } : state
    case 'popup.opened':
      return state.status === 'checking' || state.status === 'reconnecting'
        ? { ...state, status: 'awaiting-popup' }
        : state
    case 'request.succeeded':
      return isBusy(state.status) ? { ...state, status: 'success', result: event.result } : state
    case 'request.failed':
      return isBusy(state.status) ? { ...state, status: 'error', error: event.error } : state
    case 'reset':
      return state.status === 'idle' ? state : initialCrossAppSignState
  }
}

/** Options of a cross-app signer. */
export type CrossAppSignOptions = {
  /** Talks to the server, the session's provider tokens and the page's popups. */
  transport: CrossAppTransport
  /** The clock for the 120 s time-out and the 300 ms closed-popup poll. @default the global timers */
  timers?: Timers | undefined
  /** The request's timestamp (W-7.34). @default Date.now */
  now?: (() => number) | undefined
}

/** A cross-app signer: read and watch its state, and send requests. */
export type CrossAppSigner = Readable<CrossAppSignState> & {
  /** Runs a request to its end; resolves with the popup's result, rejects with a `LobbyError` (W-4.45 to W-4.49). */
  request(request: CrossAppSignRequest): Promise<unknown>
  /** Forgets the last result or error (a running request is not interrupted). */
  reset(): void
  /** Ends a running request's popup, listener and timers (when its host goes away); the request rejects. */
  dispose(): void
}

const sameAddress = (a: string, b: string) => (a.startsWith('0x') ? a.toLowerCase() === b.toLowerCase() : a === b)

/**
 * W-4.48, W-4.49 Waits for the popup's reply: a response or an error from this page's origin
 * (W-7.37), token actions on the way (W-7.35), the popup closed (A-4.34, W-8.59) or the time-out
 * (A-4.35, W-8.58). Always cleans up its listener and timers.
 */
function waitForReply(options: {
  transport: CrossAppTransport
  popup: CrossAppPopup
  providerAppId: string
  /** The origin of the provider page the popup opened at. */
  providerOrigin: string | null
  timers: Timers
  onDispose: (dispose: (error: LobbyError) => void) => void
}): Promise<unknown> {
  const { transport, popup, timers } = options
  return new Promise((resolve, reject) => {
    let done = false
    let closedPoll: unknown
    let timeout: unknown
    let unsubscribe = () => {}
    const finish = (outcome: { result: unknown } | { error: LobbyError }) => {
      if (done) return
      done = true
      unsubscribe()
      timers.clearTimeout(timeout)
      timers.clearTimeout(closedPoll)
      if ('error' in outcome) {
        if (!popup.closed) popup.close()
        reject(outcome.error)
      } else resolve(outcome.result)
    }
    unsubscribe = transport.window.onMessage((message) => {
      const reply = parseCrossAppMessage(message.data)
      if (!reply) return
      // Only the popup answers: another window of the provider's or the page's origin forges nothing.
      if (popup.isSource && !popup.isSource(message.source)) return
      const expected = { pageOrigin: transport.window.origin, providerOrigin: options.providerOrigin }
      if (!isTrustedReplyOrigin(message.origin, expected)) return finish({ error: crossAppErrors.originMismatch() })
      if (reply.type === CROSS_APP_ACTION_RESPONSE) return finish({ result: reply.result })
      if (reply.type === CROSS_APP_ACTION_ERROR)
        return finish({
          error: crossAppErrors.provider(typeof reply.error === 'string' ? reply.error : reply.error.message),
        })
      // W-7.35 a token action updates the stored token; the wait goes on, and a failing store is not the request's failure.
      const token = reply.action === 'set' ? reply.token : null
      void Promise.resolve()
        .then(() => transport.setProviderAccessToken(options.providerAppId, token))
        .catch(() => {})
    })
    // A window that delivered a reply while subscribing has already finished the wait.
    if (done) return unsubscribe()
    timeout = timers.setTimeout(() => finish({ error: crossAppErrors.timeout() }), CROSS_APP_TIMEOUT_MS)
    const pollClosed = () => {
      if (done) return
      if (popup.closed) return finish({ error: crossAppErrors.userRejected() })
      closedPoll = timers.setTimeout(pollClosed, POPUP_CLOSED_POLL_MS)
    }
    closedPoll = timers.setTimeout(pollClosed, POPUP_CLOSED_POLL_MS)
    options.onDispose((error) => finish({ error }))
  })
}

/**
 * Creates a cross-app signer with its transport and clock injected: connection checks
 * (W-5.40, W-5.38), token lookup, read-only refusal and reconnect (W-4.45 to W-4.47, W-5.41),
 * the popup (W-2.49, W-5.39, A-9.21, W-7.34) and its reply (W-4.48, W-4.49, W-7.35 to W-7.37).
 */
export function createCrossAppSigner(options: CrossAppSignOptions): CrossAppSigner {
  const { transport } = options
  const timers = options.timers ?? systemTimers
  const now = options.now ?? Date.now
  const machine = createMachine({ initial: initialCrossAppSignState, reduce: reduceCrossAppSign })
  let disposeRunning: ((error: LobbyError) => void) | null = null
  let disposed = false

  async function run(request: CrossAppSignRequest): Promise<unknown> {
    // W-7.30 the requesting app's connections; W-5.40 the provider must be one of them.
    const answer = WireCrossAppConnections.safeParse(await transport.getConnections())
    const connection: WireCrossAppConnection | undefined = answer.success
      ? answer.data.connections.find((entry) => entry.provider_app_id === request.providerAppId)
      : undefined
    if (!connection) throw crossAppErrors.invalidConnectedApp()
    // W-5.38 the address must be a wallet of the user's cross-app account for this provider.
    const accounts = await transport.getCrossAppAccounts()
    const account = accounts.find((entry) => entry.providerAppId === request.providerAppId)
    if (!account?.embeddedWallets.some((wallet) => sameAddress(wallet.address, request.address)))
      throw crossAppErrors.invalidAddress()
    // W-5.41 a read-only provider forbids transacting, whatever token is stored.
    if (connection.read_only && TRANSACTION_METHODS.has(request.method)) throw crossAppErrors.readOnly()
    // W-4.45 look up the provider token; W-4.46 none and read-only fails; W-4.47 else reconnect and retry.
    let token = await transport.getProviderAccessToken(request.providerAppId)
    if (!token) {
      if (connection.read_only) throw crossAppErrors.readOnly()
      machine.send({ type: 'token.reconnect' })
      await transport.reconnect(connection)
      token = await transport.getProviderAccessToken(request.providerAppId)
      if (!token) throw crossAppErrors.missingToken()
    }
    if (disposed) throw crossAppErrors.userRejected()
    // W-2.49, A-9.21, W-7.34 open the provider's /oauth/transact page in a 400x680 popup.
    const url = transactUrl({
      providerAppUrl: transport.getProviderAppUrl(connection),
      token,
      request: { method: request.method, params: request.params },
      timestamp: now(),
      callbackUrl: transport.window.callbackUrl,
    })
    const popup = transport.window.open(url, CROSS_APP_POPUP_SIZE)
    if (!popup) throw crossAppErrors.popupBlocked() // W-5.39, W-8.57
    machine.send({ type: 'popup.opened' })
    return waitForReply({
      transport,
      popup,
      providerAppId: request.providerAppId,
      providerOrigin: new URL(url).origin,
      timers,
      onDispose: (dispose) => {
        disposeRunning = dispose
      },
    })
  }

  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    async request(input) {
      const parsed = CrossAppSignRequest.safeParse(input)
      if (!parsed.success) throw crossAppErrors.invalidRequest(parsed.error.message)
      if (isBusy(machine.getSnapshot().status)) throw crossAppErrors.busy()
      const request = parsed.data
      disposed = false
      machine.send({ type: 'request.start', request })
      const details = { providerAppId: request.providerAppId, method: request.method }
      transport.track?.('cross_app_request_started', details) // W-4.50
      try {
        const result = await run(request)
        machine.send({ type: 'request.succeeded', result })
        transport.track?.('cross_app_request_success', details)
        return result
      } catch (cause) {
        const error = isLobbyError(cause) ? cause : crossAppErrors.failed(cause)
        machine.send({ type: 'request.failed', error })
        transport.track?.('cross_app_request_error', details)
        throw error
      } finally {
        disposeRunning = null
      }
    },
    reset: () => machine.send({ type: 'reset' }),
    dispose() {
      disposed = true
      disposeRunning?.(crossAppErrors.userRejected())
    },
  }
}
