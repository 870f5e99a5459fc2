import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseBridgeQuote } from '../../../src/core/funding/bridgeQuote'
import { shortAddress } from '../../../src/core/funding/fundingErrors'
import { OnRampTransaction, onRampStatusView } from '../../../src/core/funding/onRampTransaction'

const step = (data: unknown) => ({ steps: [{ items: [{ data }] }] })
const tx = { from: '0xaaa', to: '0xrelay', value: '1500', chainId: 8453, data: '0xdeadbeef' }

describe('parseBridgeQuote', () => {
  it('W-3.27 takes the transaction from steps[0].items[0].data, value in base units', () => {
    expect(parseBridgeQuote(step(tx))).toEqual({
      transaction: { from: '0xaaa', to: '0xrelay', value: 1500n, chainId: 8453, data: '0xdeadbeef' },
    })
  })

  it('W-3.28 W-8.51 an error answer gives the relay message', () => {
    const result = parseBridgeQuote({ message: 'Amount too low' })
    expect('error' in result && result.error.shortMessage).toBe('Amount too low')
  })

  it("W-8.51 without a message the error is 'Error fetching quote from relay'", () => {
    for (const answer of [{}, { message: '' }, null, 'nope', step({ ...tx, value: '1.5' }), { steps: [] }]) {
      const result = parseBridgeQuote(answer)
      expect('error' in result && result.error.shortMessage).toBe('Error fetching quote from relay')
    }
  })

  it('behavior: any answer gives a transaction or an error, never a throw', () => {
    fc.assert(
      fc.property(fc.anything(), (answer) => {
        const result = parseBridgeQuote(answer)
        expect('transaction' in result || 'error' in result).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('OnRampTransaction', () => {
  it('W-3.22 reads the status fields of a card on-ramp A transaction', () => {
    const parsed = OnRampTransaction.parse({
      status: 'completed',
      paymentMethod: 'credit_debit_card',
      cardPaymentType: 'apple_pay',
      currency: { code: 'eth' },
      baseCurrencyAmount: 50,
      quoteCurrencyAmount: 0.02,
      feeAmount: 1.5,
      extraFeeAmount: 0.5,
      networkFeeAmount: 0.1,
    })
    expect(parsed.currency?.code).toBe('eth')
    expect(parsed.networkFeeAmount).toBe(0.1)
  })

  it('W-3.23 accepts both waitingAuthorization and awaitingAuthorization as one status, and refuses others', () => {
    expect(OnRampTransaction.parse({ status: 'awaitingAuthorization' }).status).toBe('waitingAuthorization')
    expect(OnRampTransaction.parse({ status: 'waitingAuthorization' }).status).toBe('waitingAuthorization')
    for (const status of ['pending', 'failed', 'completed', 'serviceFailure'])
      expect(OnRampTransaction.parse({ status }).status).toBe(status)
    expect(OnRampTransaction.safeParse({ status: 'done' }).success).toBe(false)
  })

  it("W-4.38 W-4.39 W-4.40 status views: spinner for none and pending, 'Processing payment', success", () => {
    expect(onRampStatusView('none')).toEqual({ kind: 'spinner' })
    expect(onRampStatusView('pending')).toEqual({ kind: 'spinner' })
    expect(onRampStatusView('waitingAuthorization')).toEqual({ kind: 'processing', text: 'Processing payment' })
    expect(onRampStatusView('completed')).toEqual({ kind: 'success' })
    expect(onRampStatusView('serviceFailure')).toEqual({ kind: 'failure' })
  })
})

describe('shortAddress', () => {
  it('W-8.48 shortens an address to its first 6 and last 4 characters', () => {
    expect(shortAddress('0x1234567890abcdef1234567890abcdef12345678')).toBe('0x1234…5678')
    expect(shortAddress('0xabc')).toBe('0xabc')
  })
})
