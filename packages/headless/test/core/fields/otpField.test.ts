import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isLobbyError, type LobbyError } from '../../../src/core/errors/lobbyError'
import {
  createOtpField,
  initialOtpFieldState,
  isNewlyComplete,
  isOtpComplete,
  type OtpFieldEvent,
  type OtpFieldState,
  otpFieldError,
  otpReducer,
  otpTypedText,
  otpValue,
} from '../../../src/core/fields/otpField'
import { OTP_NOT_NUMERIC_MESSAGE, otpIssueMessage } from '../../../src/core/rules/otp'

const run = (events: OtpFieldEvent[], state: OtpFieldState = initialOtpFieldState()) => events.reduce(otpReducer, state)
const typed = (text: string) => [...text].map((char, index): OtpFieldEvent => ({ type: 'otp.type', index, text: char }))

describe('otpReducer', () => {
  it('A-2.21 starts with six empty boxes and the first one active', () => {
    const state = initialOtpFieldState()
    expect(state.slots).toEqual(['', '', '', '', '', ''])
    expect(state.cursor).toBe(0)
    expect(isOtpComplete(state)).toBe(false)
  })

  it('A-5.07 typing a digit fills the box and moves on; a non-digit is refused with the spec text', () => {
    const one = run([{ type: 'otp.type', index: 0, text: '4' }])
    expect(one.slots[0]).toBe('4')
    expect(one.cursor).toBe(1)
    const refused = otpReducer(one, { type: 'otp.type', index: 1, text: 'x' })
    expect(refused.slots).toEqual(one.slots)
    expect(refused.cursor).toBe(1)
    expect(otpFieldError(refused)).toBe('Passcode can only be numbers')
    const accepted = otpReducer(refused, { type: 'otp.type', index: 1, text: '2' })
    expect(otpFieldError(accepted)).toBeNull()
    expect(otpValue(accepted)).toBe('42')
  })

  it('A-5.09 A-5.12 paste fills across the boxes from the box pasted into, trimmed, spaces and dashes removed', () => {
    const state = run([{ type: 'otp.paste', index: 1, text: ' 12-3 ' }])
    expect(state.slots).toEqual(['', '1', '2', '3', '', ''])
    expect(state.cursor).toBe(4)
  })

  it('A-5.09 a pasted whole code fills all six boxes whichever box it lands in', () => {
    const state = run([{ type: 'otp.paste', index: 3, text: '123 456' }])
    expect(otpValue(state)).toBe('123456')
    expect(state.cursor).toBe(5)
  })

  it('A-5.09 SMS autofill dropping the whole code into the first box fills all six', () => {
    const state = run([{ type: 'otp.type', index: 0, text: '987654' }])
    expect(state.slots).toEqual(['9', '8', '7', '6', '5', '4'])
  })

  it('A-5.08 more than six digits gives "Passcode must be exactly 6 numbers" and changes no box', () => {
    const before = run(typed('12'))
    const state = otpReducer(before, { type: 'otp.paste', index: 0, text: '1234567' })
    expect(state.slots).toEqual(before.slots)
    expect(otpFieldError(state)).toBe('Passcode must be exactly 6 numbers')
  })

  it('A-5.07 a paste with a letter is refused whole', () => {
    const state = run([{ type: 'otp.paste', index: 0, text: '12a456' }])
    expect(otpValue(state)).toBe('')
    expect(otpFieldError(state)).toBe('Passcode can only be numbers')
  })

  it('A-5.11 Backspace clears the box and moves back', () => {
    const state = run([...typed('123'), { type: 'otp.move', to: 2 }, { type: 'otp.backspace', index: 2 }])
    expect(state.slots).toEqual(['1', '2', '', '', '', ''])
    expect(state.cursor).toBe(1)
  })

  it('A-5.11 Backspace on an empty box clears the one before', () => {
    const state = run([...typed('123'), { type: 'otp.backspace', index: 3 }])
    expect(state.slots).toEqual(['1', '2', '', '', '', ''])
    expect(state.cursor).toBe(2)
  })

  it('behavior: Backspace on the first empty box changes nothing', () => {
    const state = initialOtpFieldState()
    expect(otpReducer(state, { type: 'otp.backspace', index: 0 })).toBe(state)
  })

  it('behavior: moves are clamped to the boxes and a move to the same box returns the same state', () => {
    const state = initialOtpFieldState()
    expect(otpReducer(state, { type: 'otp.move', to: 99 }).cursor).toBe(5)
    expect(otpReducer(state, { type: 'otp.move', to: -3 })).toBe(state)
  })

  it('A-4.19 completion is reported once per completed code', () => {
    const five = run(typed('12345'))
    const six = otpReducer(five, { type: 'otp.type', index: 5, text: '6' })
    expect(isNewlyComplete(five, six)).toBe(true)
    const moved = otpReducer(six, { type: 'otp.move', to: 0 })
    expect(isNewlyComplete(six, moved)).toBe(false)
    const same = otpReducer(moved, { type: 'otp.type', index: 0, text: '1' })
    expect(isNewlyComplete(moved, same)).toBe(false)
    const changed = otpReducer(same, { type: 'otp.type', index: 0, text: '9' })
    expect(isNewlyComplete(same, changed)).toBe(true)
  })

  it('behavior: reset empties every box', () => {
    const state = run([...typed('123456'), { type: 'otp.reset' }])
    expect(otpValue(state)).toBe('')
    expect(state.cursor).toBe(0)
  })

  it('parameters: length and defaultValue; a bad length is a coded error', () => {
    const state = initialOtpFieldState({ length: 4, defaultValue: '12' })
    expect(state.slots).toEqual(['1', '2', '', ''])
    expect(state.cursor).toBe(2)
    for (const length of [0, -1, 1.5, Number.NaN, 13]) {
      let caught: unknown
      try {
        initialOtpFieldState({ length })
      } catch (error) {
        caught = error
      }
      expect(isLobbyError(caught, 'otp.invalid_length')).toBe(true)
    }
  })

  it('behavior: the typed text is the new digit when the box already held one', () => {
    expect(otpTypedText('3', '35')).toBe('5')
    expect(otpTypedText('3', '53')).toBe('5')
    expect(otpTypedText('', '123456')).toBe('123456')
    expect(otpTypedText('3', '123456')).toBe('123456')
  })

  it('behavior: createOtpField notifies only on a real change', () => {
    const field = createOtpField()
    let calls = 0
    field.subscribe(() => {
      calls += 1
    })
    field.send({ type: 'otp.move', to: 0 })
    expect(calls).toBe(0)
    field.send({ type: 'otp.type', index: 0, text: '1' })
    expect(calls).toBe(1)
  })

  it('A-5.11 Backspace clears the first box when it holds a digit, and from an empty second box clears the first', () => {
    const one = run(typed('1'))
    const fromFirst = otpReducer(otpReducer(one, { type: 'otp.move', to: 0 }), { type: 'otp.backspace', index: 0 })
    expect(fromFirst.slots).toEqual(['', '', '', '', '', ''])
    expect(fromFirst.cursor).toBe(0)
    const fromSecond = otpReducer(one, { type: 'otp.backspace', index: 1 })
    expect(fromSecond.slots).toEqual(['', '', '', '', '', ''])
    expect(fromSecond.cursor).toBe(0)
  })

  it('behavior: Delete clears the box it is pressed in and keeps focus there', () => {
    const state = run([...typed('123'), { type: 'otp.delete', index: 1 }])
    expect(state.slots).toEqual(['1', '', '3', '', '', ''])
    expect(state.cursor).toBe(1)
  })

  it('behavior: Delete on an empty box moves focus there and clears a refusal, else returns the same state', () => {
    const state = initialOtpFieldState()
    expect(otpReducer(state, { type: 'otp.delete', index: 0 })).toBe(state)
    const moved = otpReducer(state, { type: 'otp.delete', index: 2 })
    expect(moved.cursor).toBe(2)
    expect(moved.slots).toEqual(state.slots)
    const refused = otpReducer(state, { type: 'otp.type', index: 0, text: 'x' })
    const accepted = otpReducer(refused, { type: 'otp.delete', index: 0 })
    expect(otpFieldError(accepted)).toBeNull()
  })

  it('A-5.12 A-5.07 a typed space or a pasted blank is trimmed to nothing: no box changes and no error shows', () => {
    const state = run(typed('1'))
    expect(otpReducer(state, { type: 'otp.type', index: 1, text: ' ' })).toBe(state)
    expect(otpReducer(state, { type: 'otp.paste', index: 1, text: ' - ' })).toBe(state)
  })

  it('A-5.07 A-5.08 the same refusal twice returns the same state, so subscribers hear it once', () => {
    const field = createOtpField()
    let calls = 0
    field.subscribe(() => {
      calls += 1
    })
    field.send({ type: 'otp.type', index: 0, text: 'x' })
    const refused = field.getSnapshot()
    field.send({ type: 'otp.type', index: 0, text: 'y' })
    expect(field.getSnapshot()).toBe(refused)
    expect(calls).toBe(1)
    field.send({ type: 'otp.paste', index: 0, text: '1234567' })
    expect(field.getSnapshot().issue).toBe('otp.wrong_length')
    expect(calls).toBe(2)
  })

  it('behavior: an event of an unknown type changes nothing', () => {
    const state = run(typed('12'))
    expect(otpReducer(state, { type: 'otp.unknown' } as unknown as OtpFieldEvent)).toBe(state)
  })

  it('parameters: defaultValue keeps only its digits, and a full one puts focus on the last box', () => {
    expect(initialOtpFieldState({ defaultValue: '1a2b3' }).slots).toEqual(['1', '2', '3', '', '', ''])
    expect(initialOtpFieldState({ defaultValue: '123456' }).cursor).toBe(5)
    expect(initialOtpFieldState({ defaultValue: '12345678' }).cursor).toBe(5)
  })

  it('parameters: a length of 12 is accepted; 13 is refused with a message that says what to pass', () => {
    expect(initialOtpFieldState({ length: 12 }).slots).toHaveLength(12)
    let caught: unknown
    try {
      initialOtpFieldState({ length: 13 })
    } catch (error) {
      caught = error
    }
    expect(isLobbyError(caught, 'otp.invalid_length')).toBe(true)
    expect((caught as LobbyError).kind).toBe('client_error')
    expect((caught as Error).message).toBe(
      "Invalid passcode length: 13. Pass a whole number from 1 to 12 as `length` (the spec's passcode has 6).",
    )
  })

  it('behavior: a whole code dropped into a box that held a digit counts whole', () => {
    expect(otpTypedText('1', '123456')).toBe('123456')
    expect(otpTypedText('3', '45')).toBe('45')
  })

  it('A-5.07 A-5.08 A-5.09 A-5.11 A-5.12 property: any event sequence never throws and keeps every box a single digit or empty', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 10 }),
      fc.stringMatching(/^[0-9 -]{0,9}$/),
      fc.constantFrom('1', '0', 'a', ' ', '-', '１'),
    )
    const index = fc.oneof(fc.integer({ min: -2, max: 8 }), fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY))
    const event: fc.Arbitrary<OtpFieldEvent> = fc.oneof(
      fc.record({ type: fc.constant('otp.type' as const), index, text }),
      fc.record({ type: fc.constant('otp.paste' as const), index, text }),
      fc.record({ type: fc.constant('otp.backspace' as const), index }),
      fc.record({ type: fc.constant('otp.delete' as const), index }),
      fc.record({ type: fc.constant('otp.move' as const), to: index }),
      fc.constant({ type: 'otp.reset' as const }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(event, { maxLength: 30 }), (length, events) => {
        let state = initialOtpFieldState({ length })
        for (const e of events) {
          const next = otpReducer(state, e)
          expect(next.slots).toHaveLength(length)
          for (const slot of next.slots) expect(slot).toMatch(/^[0-9]?$/)
          expect(next.cursor).toBeGreaterThanOrEqual(0)
          expect(next.cursor).toBeLessThan(length)
          expect([null, OTP_NOT_NUMERIC_MESSAGE, otpIssueMessage('otp.wrong_length', length)]).toContain(
            otpFieldError(next),
          )
          // An accepted edit from a refused state clears the error; a refusal leaves the boxes alone.
          if (next.issue !== null && next !== state) expect(next.slots).toEqual(state.slots)
          state = next
        }
      }),
      { numRuns: 1000 },
    )
  }, 30_000)
})
