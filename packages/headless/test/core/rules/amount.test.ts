import fc from 'fast-check'
import { parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { amountInBaseUnits, canFund, sanitizeFundingAmount } from '../../../src/core/rules/amount'

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

  it('W-2.40 W-4.35 an amount in wei: 18 decimals, digits past them dropped, anything unclean refused', () => {
    expect(amountInBaseUnits('1')).toBe(1_000_000_000_000_000_000n)
    expect(amountInBaseUnits('0.5')).toBe(500_000_000_000_000_000n)
    expect(amountInBaseUnits('.05')).toBe(50_000_000_000_000_000n)
    expect(amountInBaseUnits('12.')).toBe(12_000_000_000_000_000_000n)
    expect(amountInBaseUnits('0.000000000000000001')).toBe(1n)
    expect(amountInBaseUnits('0.0000000000000000019')).toBe(1n)
    expect(amountInBaseUnits('2.5', 6)).toBe(2_500_000n)
    for (const amount of ['', '.', 'abc', '1e3', '-1', ' 1', '1.2.3', '0x10'])
      expect(amountInBaseUnits(amount)).toBeNull()
  })

  it("W-2.40 property: within the token's decimals, the same wei as viem's parseUnits", () => {
    const digits = (max: number) =>
      fc.string({ unit: fc.constantFrom('0', '1', '5', '9'), minLength: 1, maxLength: max })
    fc.assert(
      fc.property(
        digits(30),
        fc.option(digits(18), { nil: undefined }),
        fc.integer({ min: 0, max: 18 }),
        (whole, fraction, decimals) => {
          const kept = fraction?.slice(0, decimals)
          const amount = kept ? `${whole}.${kept}` : whole
          expect(amountInBaseUnits(amount, decimals)).toBe(parseUnits(amount, decimals))
        },
      ),
      { numRuns: 500 },
    )
  })
})
