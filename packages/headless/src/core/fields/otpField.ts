import { LobbyError } from '../errors/lobbyError'
import { isDigits, OTP_LENGTH, type OtpIssue, otpIssueMessage, sanitizeOtpInput } from '../rules/otp'
import { createMachine, type Machine } from '../store'

/** The passcode boxes as data: one entry per box ('' when empty), the box with focus, the last refusal. */
export type OtpFieldState = Readonly<{
  /** Number of boxes (A-2.21: six). */
  length: number
  /** One single-digit string per box, '' for an empty box. */
  slots: readonly string[]
  /** Index of the active box, always inside 0..length-1. */
  cursor: number
  /** Why the last input was refused, or null once an edit is accepted. */
  issue: OtpIssue | null
}>

/** Domain events of the passcode boxes; the React hook maps DOM events onto these. */
export type OtpFieldEvent =
  /** Text typed into box `index`: one digit, or a whole code an SMS autofill dropped there. */
  | { type: 'otp.type'; index: number; text: string }
  /** Text pasted into box `index`. */
  | { type: 'otp.paste'; index: number; text: string }
  /** Backspace in box `index`. */
  | { type: 'otp.backspace'; index: number }
  /** Delete (or a cut) in box `index`: clears it and stays. */
  | { type: 'otp.delete'; index: number }
  /** Focus moves to box `to` (arrows, Home/End, click). */
  | { type: 'otp.move'; to: number }
  /** Empties every box. */
  | { type: 'otp.reset' }

/** Options of a passcode field. */
export type OtpFieldOptions = {
  /** Number of boxes. @default 6 */
  length?: number
  /** Digits to start with; anything else in it is ignored. */
  defaultValue?: string
}

/** Longest code the field accepts as a box count; anything above is a configuration mistake. */
const MAX_LENGTH = 12

/** The field's starting state; throws a coded LobbyError for a length that is not a whole number in 1..12. */
export function initialOtpFieldState(options: OtpFieldOptions = {}): OtpFieldState {
  const length = options.length ?? OTP_LENGTH
  if (!Number.isInteger(length) || length < 1 || length > MAX_LENGTH) {
    throw new LobbyError('client_error', 'otp.invalid_length', `Invalid passcode length: ${String(length)}.`, {
      nextStep: `Pass a whole number from 1 to ${MAX_LENGTH} as \`length\` (the spec's passcode has ${OTP_LENGTH}).`,
    })
  }
  // Stryker disable next-line StringLiteral: any text in place of a missing default has its non-digits stripped below
  const given = options.defaultValue ?? ''
  const digits = sanitizeOtpInput(given).replace(/[^0-9]/g, '')
  const slots = Array.from({ length }, (_, i) => digits[i] ?? '')
  return { length, slots, cursor: Math.min(digits.length, length - 1), issue: null }
}

/** The digits entered so far, in box order. */
export function otpValue(state: OtpFieldState): string {
  return state.slots.join('')
}

/** True when every box holds a digit (A-4.19: the code is then submitted). */
export function isOtpComplete(state: OtpFieldState): boolean {
  return state.slots.every((slot) => slot !== '')
}

/**
 * true when `next` is a completed code that `previous` was not, so `onComplete` runs
 * exactly once per completed code (a no-op event on a full field does not repeat it).
 */
export function isNewlyComplete(previous: OtpFieldState, next: OtpFieldState): boolean {
  return isOtpComplete(next) && (!isOtpComplete(previous) || otpValue(previous) !== otpValue(next))
}

/**
 * What the user added to a box: an input that already held `previous` reports `next` with both
 * characters when the caret was not over the old digit, and only the new one counts.
 */
export function otpTypedText(previous: string, next: string): string {
  if (next.length !== previous.length + 1) return next
  if (next.startsWith(previous)) return next.slice(previous.length)
  if (next.endsWith(previous)) return next.slice(0, next.length - previous.length)
  return next
}

const clampIndex = (state: OtpFieldState, index: number): number =>
  Number.isFinite(index) ? Math.min(Math.max(Math.trunc(index), 0), state.length - 1) : state.cursor

const refuse = (state: OtpFieldState, issue: OtpIssue): OtpFieldState =>
  state.issue === issue ? state : { ...state, issue }

function withSlots(state: OtpFieldState, slots: string[], cursor: number): OtpFieldState {
  const unchanged = cursor === state.cursor && state.issue === null && slots.every((slot, i) => slot === state.slots[i])
  return unchanged ? state : { ...state, slots, cursor, issue: null }
}

function insert(state: OtpFieldState, index: number, text: string): OtpFieldState {
  const digits = sanitizeOtpInput(text)
  if (digits === '') return state
  if (!isDigits(digits)) return refuse(state, 'otp.not_numeric')
  if (digits.length > state.length) return refuse(state, 'otp.wrong_length')
  // A-5.09 + SMS autofill: a whole code fills every box, whichever box received it.
  const start = digits.length === state.length ? 0 : clampIndex(state, index)
  const slots = [...state.slots]
  for (let i = 0; i < digits.length && start + i < state.length; i++) slots[start + i] = digits[i]!
  return withSlots(state, slots, Math.min(start + digits.length, state.length - 1))
}

/** The passcode field's pure reducer (A-5.07..A-5.12): returns `state` itself when nothing changed. */
export function otpReducer(state: OtpFieldState, event: OtpFieldEvent): OtpFieldState {
  switch (event.type) {
    case 'otp.type':
    case 'otp.paste':
      return insert(state, event.index, event.text)
    case 'otp.backspace': {
      // clear this box and move back; on an empty box, clear the one before.
      const index = clampIndex(state, event.index)
      // On the first box, empty, "the one before" is that box itself: nothing changes.
      const target = state.slots[index] !== '' ? index : Math.max(index - 1, 0)
      const slots = [...state.slots]
      slots[target] = ''
      return withSlots(state, slots, Math.max(index - 1, 0))
    }
    case 'otp.delete': {
      const index = clampIndex(state, event.index)
      const slots = [...state.slots]
      slots[index] = ''
      return withSlots(state, slots, index)
    }
    case 'otp.move': {
      const cursor = clampIndex(state, event.to)
      return cursor === state.cursor ? state : { ...state, cursor }
    }
    case 'otp.reset':
      return withSlots(
        state,
        state.slots.map(() => ''),
        0,
      )
    default:
      return state
  }
}

/** A passcode field as a machine (`getSnapshot` / `subscribe` / `send`) over `otpReducer`. */
export function createOtpField(options: OtpFieldOptions = {}): Machine<OtpFieldState, OtpFieldEvent> {
  return createMachine({ initial: initialOtpFieldState(options), reduce: otpReducer })
}

/** The spec's text for the field's current refusal, or null. */
export function otpFieldError(state: OtpFieldState): string | null {
  return state.issue === null ? null : otpIssueMessage(state.issue, state.length)
}
