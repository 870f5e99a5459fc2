import { describe, expect, it } from 'vitest'
import { type CodeFlowState, INITIAL_CODE_FLOW, reduceCodeFlow } from '../../../src/core/auth/codeFlow'
import { LobbyError } from '../../../src/core/errors/lobbyError'

const error = new LobbyError('api_error', 'invalid_credentials', 'Invalid or expired verification code')
const at = (status: CodeFlowState['status'], destination: string | null = 'a@b.co'): CodeFlowState => ({
  status,
  destination,
  error: status === 'error' ? error : null,
})

describe('reduceCodeFlow', () => {
  it('A-4.05 A-4.01 walks initial → sending-code → awaiting-code-input → submitting-code → done', () => {
    let state = reduceCodeFlow(INITIAL_CODE_FLOW, { type: 'code.send', destination: 'a@b.co' })
    expect(state).toEqual(at('sending-code'))
    state = reduceCodeFlow(state, { type: 'code.sent' })
    expect(state).toEqual(at('awaiting-code-input'))
    state = reduceCodeFlow(state, { type: 'code.submit' })
    expect(state).toEqual(at('submitting-code'))
    expect(reduceCodeFlow(state, { type: 'code.accepted' })).toEqual(at('done'))
  })

  it('A-4.05 a failure at any step goes to error with the error kept, and the step that failed (A-8.19 reads only a failed check)', () => {
    for (const [status, failedStep] of [
      ['sending-code', 'send'],
      ['submitting-code', 'submit'],
    ] as const) {
      expect(reduceCodeFlow(at(status), { type: 'code.failed', error })).toEqual({ ...at('error'), failedStep })
    }
    const failed = reduceCodeFlow(at('submitting-code'), { type: 'code.failed', error })
    expect(reduceCodeFlow(failed, { type: 'code.submit' })).not.toHaveProperty('failedStep')
  })

  it('A-4.05 no submit before a code was sent, and none while sending or submitting', () => {
    expect(reduceCodeFlow(INITIAL_CODE_FLOW, { type: 'code.submit' })).toBe(INITIAL_CODE_FLOW)
    const sending = at('sending-code')
    expect(reduceCodeFlow(sending, { type: 'code.submit' })).toBe(sending)
    expect(reduceCodeFlow(sending, { type: 'code.send', destination: 'x@y.co' })).toBe(sending)
    const submitting = at('submitting-code')
    expect(reduceCodeFlow(submitting, { type: 'code.send', destination: 'x@y.co' })).toBe(submitting)
  })

  it('A-4.05 after a wrong code the user may submit again, or send a new code', () => {
    expect(reduceCodeFlow(at('error'), { type: 'code.submit' })).toEqual(at('submitting-code'))
    expect(reduceCodeFlow(at('error'), { type: 'code.send', destination: 'c@d.co' })).toEqual(
      at('sending-code', 'c@d.co'),
    )
    expect(reduceCodeFlow(at('error', null), { type: 'code.submit' })).toEqual(at('error', null))
    expect(reduceCodeFlow(at('done'), { type: 'reset' })).toBe(INITIAL_CODE_FLOW)
  })
})
