import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canFund, sanitizeFundingAmount } from '../../../src/core/rules/amount'

const CLEAN = /^\d*\.?\d*$/

describe('funding amount', () => {
  it('W-5.34 keeps only digits and the first decimal point', () => {
    expect(sanitizeFundingAmount('12.50')).toBe('12.50')
    expect(sanitizeFundingAmount('$1,234.5.6')).toBe('1234.56')
    expect(sanitizeFundingAmount('-3e5')).toBe('35')
    expect(sanitizeFundingAmount('..1')).toBe('.1')
    expect(sanitizeFundingAmount('abc')).toBe('')
    expect(sanitizeFundingAmount(undefined)).toBe('')
  })

  it('W-5.34 property: any input gives digits with at most one point, in order, and is stable', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom('1', '.', '0', ',', '-', 'e', ' ') })),
        (input) => {
          const out = sanitizeFundingAmount(input)
          expect(out).toMatch(CLEAN)
          expect(sanitizeFundingAmount(out)).toBe(out)
          // Nothing is added: the output is the input's digits and first point, in order.
          const firstPoint = input.indexOf('.')
          const kept = [...input].filter((c, i) => /\d/.test(c) || (c === '.' && i === firstPoint)).join('')
          expect(out).toBe(kept)
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('W-5.35 funding is allowed only for an amount greater than 0', () => {
    expect(canFund('0.01')).toBe(true)
    expect(canFund('5')).toBe(true)
    expect(canFund('0.0000000000000000000001')).toBe(true)
    for (const amount of ['', '.', '0', '0.00', '00', '-1', '1e3', ' 1', undefined]) expect(canFund(amount)).toBe(false)
  })

  it('W-5.35 property: canFund holds exactly for clean amounts with a non-zero digit, never throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('0', '1', '9', '.', 'a', '-') }), (input) => {
        const clean = sanitizeFundingAmount(input) === input
        expect(canFund(input)).toBe(clean && Number(`0${input}0`) > 0)
      }),
      { numRuns: 1000 },
    )
  })
})
