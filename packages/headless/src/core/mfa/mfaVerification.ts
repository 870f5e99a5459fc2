import { initMfaPasskey, initMfaSms, type MfaMethod, verifyMfa } from '../api/mfa'
import { toWirePasskeyAuthentication } from '../api/passkeys'
import {
  browserPasskeyAuthenticator,
  currentRelyingParty,
  type PasskeyAuthenticator,
  toPasskeyError,
} from '../auth/passkeyAuthenticator'
import type { LobbyClient } from '../client'
import { createLobbyError } from '../errors/errorCatalogue'
import { errorScreenFor } from '../errors/errorScreens'
import { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import { validateMfaSubmission } from '../rules/mfaCode'
import { createMachine, type Readable } from '../store'
import { systemTimers, type Timers } from '../timers'

/** wrong or missing answers allowed before verification is blocked. */
export const MFA_MAX_ATTEMPTS = 4

/** waiting for an MFA code times out after 300000 ms. */
export const MFA_CODE_TIMEOUT_MS = 300_000

/** The MFA methods, in the order offered when the app names none. */
export const MFA_METHODS: readonly MfaMethod[] = ['sms', 'totp', 'passkey']

/**
 * The methods a verification may use (A-3.02): the user's enrolled ones, in the app's order
 * (A-3.26 mfa_methods) when it gives one, else A-1.14's.
 */
export function availableMfaMethods(
  enrolled: readonly MfaMethod[],
  appMethods: readonly MfaMethod[] = [],
): MfaMethod[] {
  const order = appMethods.length > 0 ? appMethods : MFA_METHODS
  return order.filter((method) => enrolled.includes(method))
}

/**
 * Where a verification is: `starting` sends the code or asks for the passkey; `awaiting-code`
 * waits for the user (a passkey retry, too); `verified`, `failed` (max attempts, time-out) and
 * `canceled` are final.
 */
export type MfaVerificationStatus =
  | 'idle'
  | 'starting'
  | 'awaiting-code'
  | 'submitting'
  | 'verified'
  | 'failed'
  | 'canceled'

/** An MFA verification's state. */
export type MfaVerificationState = {
  status: MfaVerificationStatus
  /** The method in use. */
  method: MfaMethod | null
  /** The methods the user may switch between. */
  methods: readonly MfaMethod[]
  /** Wrong or missing answers so far. */
  attempts: number
  error: LobbyError | null
}

/** Events of an MFA verification: domain verbs only. */
export type MfaVerificationEvent =
  | { type: 'mfa.open'; methods: readonly MfaMethod[] }
  | { type: 'mfa.start'; method: MfaMethod }
  | { type: 'mfa.ready' }
  | { type: 'mfa.submit' }
  | { type: 'mfa.verified' }
  | { type: 'mfa.rejected'; error: LobbyError }
  | { type: 'mfa.errored'; error: LobbyError }
  | { type: 'mfa.failed'; error: LobbyError }
  | { type: 'mfa.cancel' }

/** Before `open`. */
export const INITIAL_MFA_VERIFICATION: MfaVerificationState = {
  status: 'idle',
  method: null,
  methods: [],
  attempts: 0,
  error: null,
}

const FINAL: ReadonlySet<MfaVerificationStatus> = new Set(['verified', 'failed', 'canceled'])

/** the verification's transitions. */
export function reduceMfaVerification(state: MfaVerificationState, event: MfaVerificationEvent): MfaVerificationState {
  if (event.type === 'mfa.open') return { ...INITIAL_MFA_VERIFICATION, methods: event.methods }
  if (FINAL.has(state.status)) return state
  switch (event.type) {
    case 'mfa.start':
      return { ...state, status: 'starting', method: event.method, error: null }
    case 'mfa.ready':
      return state.status === 'starting' ? { ...state, status: 'awaiting-code' } : state
    case 'mfa.submit':
      return state.status === 'awaiting-code' || state.status === 'starting'
        ? { ...state, status: 'submitting', error: null }
        : state
    case 'mfa.verified':
      return { ...state, status: 'verified', error: null }
    case 'mfa.rejected': {
      // prompt again, up to 4 attempts; then blocks further input.
      const attempts = state.attempts + 1
      if (attempts >= MFA_MAX_ATTEMPTS) {
        return {
          ...state,
          attempts,
          status: 'failed',
          error: createLobbyError('mfa_verification_max_attempts_reached', { cause: event.error }),
        }
      }
      return { ...state, attempts, status: 'awaiting-code', error: event.error }
    }
    case 'mfa.errored':
      return { ...state, status: 'awaiting-code', error: event.error }
    case 'mfa.failed': {
      // The server's own count ends it too: that refusal was one more wrong answer.
      const counted = event.error.code === 'mfa_verification_max_attempts_reached'
      return { ...state, status: 'failed', error: event.error, attempts: state.attempts + (counted ? 1 : 0) }
    }
    case 'mfa.cancel':
      // A-8.57 'Verification canceled'.
      return { ...state, status: 'canceled', error: createLobbyError('mfa.canceled') }
  }
}

const SHOWN_AS_IS: ReadonlySet<string> = new Set(['mfa.invalid_code', 'mfa.missing_passkey_response'])

/**
 * The text to show for an MFA error: the MFA code-entry mapping, or the
 * passkey's own text when the passkey ceremony failed.
 */
export function mfaErrorMessage(error: LobbyError | null): string | null {
  if (!error) return null
  // A-5.13, A-5.14 and A-8.50's passkey texts are shown as they are.
  if (error.code.startsWith('passkey.') || SHOWN_AS_IS.has(error.code)) return error.shortMessage
  return errorScreenFor(error, null, { flow: 'mfa' }).title
}

/** Options of an MFA verification. */
export type MfaVerificationOptions = {
  /** Runs the passkey ceremony. @default the browser's */
  authenticator?: PasskeyAuthenticator
  /** The page origin passkeys are bound to. @default location.origin */
  relyingParty?: string
  /** The clock for the 300 s wait. @default the global timers */
  timers?: Timers
}

/** A running MFA verification: readable state plus its commands. */
export type MfaVerification = Readable<MfaVerificationState> & {
  /**
   * Opens a verification and starts the first available method. Resolves once
   * verified; rejects with the LobbyError on max attempts, time-out or cancel.
   */
  open(): Promise<void>
  /** Switches to another of the user's methods and starts it. */
  chooseMethod(method: MfaMethod): Promise<void>
  /** Submits an sms or totp code. */
  submitCode(code: unknown): Promise<void>
  /** Runs the passkey ceremony again after a failure (A-4.40 runs it at once the first time). */
  retryPasskey(): Promise<void>
  /** Also sends a new code for sms. */
  resendCode(): Promise<void>
  /** cancel: ends the verification with 'Verification canceled'. */
  cancel(): void
}

/** Creates the MFA verification flow. */
export function createMfaVerification(client: LobbyClient, options: MfaVerificationOptions = {}): MfaVerification {
  const machine = createMachine({ initial: INITIAL_MFA_VERIFICATION, reduce: reduceMfaVerification })
  const timers = options.timers ?? systemTimers
  const authenticator = options.authenticator ?? browserPasskeyAuthenticator
  let timeout: unknown
  let settle: { resolve(): void; reject(error: LobbyError): void } | null = null

  const isFinal = () => FINAL.has(machine.getSnapshot().status)
  // logging out clears MFA state, so an open verification ends with the user.
  let unwatch: (() => void) | null = null
  const watchLogout = () => {
    unwatch?.()
    unwatch = client.store.subscribe(() => {
      if (!client.store.getSnapshot().user && !isFinal()) machine.send({ type: 'mfa.cancel' })
    })
  }
  machine.subscribe(() => {
    const { status, error } = machine.getSnapshot()
    if (!FINAL.has(status)) return
    unwatch?.()
    unwatch = null
    if (!settle) return
    timers.clearTimeout(timeout)
    const pending = settle
    settle = null
    if (status === 'verified') pending.resolve()
    else pending.reject(error ?? createLobbyError('mfa.canceled'))
  })

  const fail = (error: unknown) => {
    const e = toLobbyError(error)
    if (e.code === 'mfa_verification_max_attempts_reached') machine.send({ type: 'mfa.failed', error: e })
    else if (e.code === 'missing_or_invalid_mfa' || e.code === 'invalid_credentials') {
      // W-8.34: a refused code reads 'MFA verification failed, retry.'; the server's refusal is its cause.
      machine.send({ type: 'mfa.rejected', error: createLobbyError('mfa.verification_failed', { cause: e }) })
    } else machine.send({ type: 'mfa.errored', error: e })
  }

  async function passkey() {
    machine.send({ type: 'mfa.submit' })
    try {
      const token = await client.getAccessToken()
      const request = await initMfaPasskey(client.http, token)
      const assertion = await authenticator.authenticate(request)
      const submission = validateMfaSubmission({ method: 'passkey', response: assertion })
      if (!submission.ok) throw new LobbyError('client_error', submission.issue, submission.message)
      await verifyMfa(
        client.http,
        {
          method: 'passkey',
          relying_party: options.relyingParty ?? currentRelyingParty(),
          authenticator_response: toWirePasskeyAuthentication(assertion),
        },
        token,
      )
      if (!isFinal()) machine.send({ type: 'mfa.verified' })
    } catch (error) {
      if (isFinal()) return
      const e = toPasskeyError(error)
      // A cancelled or timed-out passkey prompt is a missing answer.
      if (e.code === 'passkey.timed_out_or_rejected') machine.send({ type: 'mfa.rejected', error: e })
      else fail(e)
    }
  }

  async function start(method: MfaMethod) {
    machine.send({ type: 'mfa.start', method })
    // passkey MFA is submitted at once, with no code to wait for.
    if (method === 'passkey') return passkey()
    try {
      if (method === 'sms') await initMfaSms(client.http, await client.getAccessToken())
      machine.send({ type: 'mfa.ready' })
    } catch (error) {
      if (!isFinal()) fail(error)
    }
  }

  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    open() {
      const user = client.store.getSnapshot().user
      const appMethods = client.store.getSnapshot().config?.mfaMethods ?? []
      const methods = availableMfaMethods(user?.mfaMethods ?? [], appMethods)
      settle?.reject(createLobbyError('mfa.canceled'))
      const done = new Promise<void>((resolve, reject) => {
        settle = { resolve, reject }
      })
      timers.clearTimeout(timeout)
      machine.send({ type: 'mfa.open', methods })
      watchLogout()
      const first = methods[0]
      if (!first) {
        machine.send({ type: 'mfa.failed', error: createLobbyError('mfa.unsupported_method') })
        return done
      }
      // the whole wait for an answer is bounded.
      timeout = timers.setTimeout(() => {
        if (!isFinal()) machine.send({ type: 'mfa.failed', error: createLobbyError('mfa_timeout') })
      }, MFA_CODE_TIMEOUT_MS)
      // the first available method starts by itself.
      void start(first)
      return done
    },
    async chooseMethod(method) {
      const { methods } = machine.getSnapshot()
      if (isFinal() || !methods.includes(method)) return
      await start(method)
    },
    async submitCode(code) {
      const { method, status } = machine.getSnapshot()
      if (!method || method === 'passkey' || status !== 'awaiting-code') return
      // a code that is not a string is 'Invalid MFA code' and sends nothing.
      const submission = validateMfaSubmission({ method, code })
      if (!submission.ok) {
        machine.send({
          type: 'mfa.rejected',
          error: new LobbyError('client_error', submission.issue, submission.message),
        })
        return
      }
      if (submission.value.method === 'passkey') return
      machine.send({ type: 'mfa.submit' })
      try {
        await verifyMfa(client.http, submission.value, await client.getAccessToken())
        if (!isFinal()) machine.send({ type: 'mfa.verified' })
      } catch (error) {
        if (!isFinal()) fail(error)
      }
    },
    async retryPasskey() {
      const { method, status } = machine.getSnapshot()
      if (method !== 'passkey' || status !== 'awaiting-code') return
      await passkey()
    },
    async resendCode() {
      const { method, status } = machine.getSnapshot()
      if (method !== 'sms' || status !== 'awaiting-code') return
      try {
        await initMfaSms(client.http, await client.getAccessToken())
      } catch (error) {
        if (!isFinal()) fail(error)
      }
    },
    cancel() {
      if (machine.getSnapshot().status === 'idle') return
      machine.send({ type: 'mfa.cancel' })
    },
  }
}
