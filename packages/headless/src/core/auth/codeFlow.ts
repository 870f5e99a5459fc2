import { createLobbyError } from '../errors/errorCatalogue'
import { errorLineFor } from '../errors/errorScreens'
import { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import { sanitizeOtpInput, validateOtpCode } from '../rules/otp'
import { createMachine, type Readable } from '../store'

/** the states of an email or SMS code flow. */
export type CodeFlowStatus = 'initial' | 'sending-code' | 'awaiting-code-input' | 'submitting-code' | 'done' | 'error'

/** A code flow's state: where it is, where the code went, and the last error. */
export type CodeFlowState = {
  status: CodeFlowStatus
  /** The email address or phone number the code was sent to. */
  destination: string | null
  error: LobbyError | null
  /** Whether `error` came of sending the code or of checking it (their messages differ, A-8.19 to ). */
  failedStep?: 'send' | 'submit'
}

/** Events of a code flow: domain verbs only. */
export type CodeFlowEvent =
  | { type: 'code.send'; destination: string }
  | { type: 'code.sent' }
  | { type: 'code.submit' }
  | { type: 'code.accepted' }
  | { type: 'code.failed'; error: LobbyError }
  | { type: 'reset' }

/** The start state. */
export const INITIAL_CODE_FLOW: CodeFlowState = { status: 'initial', destination: null, error: null }

/** init (send the code), then authenticate or link with it. */
export function reduceCodeFlow(state: CodeFlowState, event: CodeFlowEvent): CodeFlowState {
  switch (event.type) {
    case 'code.send':
      if (state.status === 'sending-code' || state.status === 'submitting-code') return state
      return { status: 'sending-code', destination: event.destination, error: null }
    case 'code.sent':
      return state.status === 'sending-code' ? { ...state, status: 'awaiting-code-input' } : state
    case 'code.submit':
      // A code can be tried again after a wrong one, but never before one was sent.
      if (state.status !== 'awaiting-code-input' && !(state.status === 'error' && state.destination)) return state
      return { status: 'submitting-code', destination: state.destination, error: null }
    case 'code.accepted':
      return state.status === 'submitting-code' ? { ...state, status: 'done' } : state
    case 'code.failed': {
      const sending = state.status === 'initial' || state.status === 'sending-code'
      return { ...state, status: 'error', error: event.error, failedStep: sending ? 'send' : 'submit' }
    }
    case 'reset':
      return INITIAL_CODE_FLOW
  }
}

/** What a code flow does at each step; the flow decides when. */
export type CodeFlowEffects = {
  /** Checks the destination before anything is sent; an error here ends the flow without a request. */
  validate?(destination: string): LobbyError | null
  sendCode(destination: string): Promise<void>
  submitCode(destination: string, code: string): Promise<void>
}

/** A running code flow: readable state plus its commands. */
export type CodeFlow = Readable<CodeFlowState> & {
  /** Sends (or re-sends) a code; ignored while a send or submit is running. */
  sendCode(destination: string): Promise<void>
  /** Submits the code for the current destination; fails with before any code was sent, ignored while a send or submit runs. */
  submitCode(code: string): Promise<void>
  reset(): void
}

/** Creates an email or SMS code machine around its effects. */
export function createCodeFlow(effects: CodeFlowEffects): CodeFlow {
  const machine = createMachine({ initial: INITIAL_CODE_FLOW, reduce: reduceCodeFlow })
  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    reset: () => machine.send({ type: 'reset' }),
    async sendCode(destination) {
      const invalid = effects.validate?.(destination)
      if (invalid) {
        machine.send({ type: 'code.failed', error: invalid })
        return
      }
      const before = machine.getSnapshot()
      machine.send({ type: 'code.send', destination })
      if (machine.getSnapshot() === before) return
      try {
        await effects.sendCode(destination)
        machine.send({ type: 'code.sent' })
      } catch (error) {
        machine.send({ type: 'code.failed', error: toLobbyError(error) })
      }
    },
    async submitCode(code) {
      const { status, destination } = machine.getSnapshot()
      // a code submitted before any was sent answers no request.
      if (!destination && (status === 'initial' || status === 'error')) {
        machine.send({ type: 'code.failed', error: createLobbyError('auth.no_flow') })
        return
      }
      // A-5.07 (programmatic check), A-5.08, A-5.12: a code that cannot be right costs no attempt.
      const invalid = validateOtpCode(code)
      if (invalid) {
        if (machine.getSnapshot().destination) {
          machine.send({ type: 'code.failed', error: new LobbyError('client_error', 'otp.invalid', invalid) })
        }
        return
      }
      const before = machine.getSnapshot()
      machine.send({ type: 'code.submit' })
      const after = machine.getSnapshot()
      if (after === before || !after.destination) return
      try {
        await effects.submitCode(after.destination, sanitizeOtpInput(code))
        machine.send({ type: 'code.accepted' })
      } catch (error) {
        machine.send({ type: 'code.failed', error: toLobbyError(error) })
      }
    },
  }
}

/**
 * The line to show for a code flow's error: a code that cannot be right says why (A-5.07,
 * ); a failed check reads as the code screen does; a failed send as the
 * error screen does. Null without an error.
 */
export function codeFlowErrorLine(state: CodeFlowState): string | null {
  const { error, failedStep } = state
  if (!error) return null
  if (error.code.startsWith('otp.')) return error.shortMessage
  return errorLineFor(error, { flow: failedStep === 'submit' ? 'passwordless' : 'auth' })
}
