import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LobbyError } from '../../../src/core/errors/lobbyError'
import {
  type FundingFlowEvent,
  type FundingFlowState,
  initialFundingState,
  reduceFundingFlow,
} from '../../../src/core/funding/fundingFlow'

const option = fc.constantFrom('moonpay', 'coinbase-onramp', 'external', 'manual' as const)
const event: fc.Arbitrary<FundingFlowEvent> = fc.oneof(
  fc.string().map((text) => ({ type: 'amount.change', text }) as const),
  option.map((method) => ({ type: 'method.select', method }) as const),
  fc.constantFrom<FundingFlowEvent>(
    { type: 'onramp.continue' },
    { type: 'transfer.confirm' },
    { type: 'back' },
    { type: 'onramp.pollFailed' },
    { type: 'transfer.sent' },
    { type: 'transfer.directFailed' },
    { type: 'onramp.started', id: 'id' },
    { type: 'failed', error: new LobbyError('client_error', 'x', 'x') },
  ),
  fc
    .constantFrom('pending', 'waitingAuthorization', 'completed', 'failed', 'serviceFailure' as const)
    .map((status) => ({ type: 'onramp.status', status }) as const),
  fc.bigInt({ min: 0n, max: 10n ** 20n }).map((balance) => ({ type: 'balance.read', balance, ok: true }) as const),
  fc.integer({ min: 1, max: 100_000 }).map((chainId) => ({ type: 'transfer.selectFrom', chainId }) as const),
)

const methods = fc.subarray(['moonpay', 'coinbase-onramp', 'external'])

describe('reduceFundingFlow properties', () => {
  it('W-5.34 W-5.35 W-4.42 any event sequence keeps the flow consistent', () => {
    fc.assert(
      fc.property(methods, fc.string(), fc.array(event, { maxLength: 40 }), (configured, amount, events) => {
        let state: FundingFlowState = initialFundingState({
          address: '0xabc',
          chain: { id: 1 },
          methods: configured,
          amount,
        })
        for (const next of events) {
          const before = state
          state = reduceFundingFlow(state, next)
          if (before.step === 'closed') expect(state).toBe(before)
          // W-5.34: the amount only ever holds digits and at most one point.
          expect(state.amount).toMatch(/^\d*\.?\d*$/)
          // W-5.35: options are usable exactly when the amount is above 0.
          expect(state.canFund).toBe(/[1-9]/.test(state.amount))
          // W-4.42: polling never survives the third failure.
          expect(state.failedPolls <= 3).toBe(true)
          if (state.failedPolls === 3) expect(state.step).not.toBe('polling')
          expect(state.options.at(-1)).toBe('manual')
        }
      }),
      { numRuns: 1000 },
    )
  })
})
