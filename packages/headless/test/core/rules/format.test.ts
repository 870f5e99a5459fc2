import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatTokenAmount, formatTokenAmountWithSymbol, formatUsd } from '../../../src/core/rules/format'

const USD = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/
const TOKEN = /^-?\d+(\.\d{0,5}[1-9])?$/

describe('formatUsd', () => {
  it('W-9.34 shows US dollars with 2 decimals', () => {
    expect(formatUsd(1234.5)).toBe('$1,234.50')
    expect(formatUsd(0.01)).toBe('$0.01')
    expect(formatUsd(2.345)).toMatch(/^\$2\.3[45]$/)
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd('19.999')).toBe('$20.00')
  })

  it("W-9.35 shows '<$0.01' below one cent", () => {
    expect(formatUsd(0.009)).toBe('<$0.01')
    expect(formatUsd(0.0000001)).toBe('<$0.01')
    expect(formatUsd('0.001')).toBe('<$0.01')
  })

  it('behavior: input that is not a finite number gives an empty string', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', '1,000']) expect(formatUsd(value)).toBe('')
  })

  it('W-9.34 W-9.35 property: every finite amount gives a 2-decimal dollar figure or <$0.01, never throwing', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const out = formatUsd(value)
        const magnitude = Math.abs(value)
        if (magnitude > 0 && magnitude < 0.01) expect(out).toBe(value < 0 ? '-<$0.01' : '<$0.01')
        else {
          expect(out).toMatch(USD)
          if (value === 0) expect(out).toBe('$0.00')
          // Half a cent of rounding, plus the spacing of doubles at this magnitude (a cent apart
          // above about 1e13), since both the input and the figure read back are doubles.
          if (magnitude < 1e15)
            expect(Math.abs(Number(out.replace(/[$,]/g, '')) - value)).toBeLessThanOrEqual(
              0.005 + magnitude * Number.EPSILON * 4,
            )
        }
      }),
      { numRuns: 1000 },
    )
  })
})

describe('formatTokenAmount', () => {
  it('W-9.36 shows up to 6 decimals with trailing zeros trimmed', () => {
    expect(formatTokenAmount(1.5)).toBe('1.5')
    expect(formatTokenAmount('2.000000')).toBe('2')
    expect(formatTokenAmount('0.1234564')).toBe('0.123456')
    expect(formatTokenAmount('0.1234565')).toBe('0.123457')
    expect(formatTokenAmount(0.000123)).toBe('0.000123')
    expect(formatTokenAmount(1e21)).toBe('1000000000000000000000')
    expect(formatTokenAmount(1234567n * 10n ** 12n)).toBe('1.234567')
    expect(formatTokenAmount(15n, { decimals: 1 })).toBe('1.5')
    expect(formatTokenAmount(15n, { decimals: Number.NaN })).toBe('<0.001')
    expect(formatTokenAmount(15n, { decimals: -3 })).toBe('15')
    expect(formatTokenAmount('-0.5')).toBe('-0.5')
  })

  it("W-9.37 shows '<0.001' for zero and for amounts that round to zero at 6 decimals", () => {
    expect(formatTokenAmount(0)).toBe('<0.001')
    expect(formatTokenAmount('0.0000004')).toBe('<0.001')
    expect(formatTokenAmount(1e-7)).toBe('<0.001')
    expect(formatTokenAmount(0n)).toBe('<0.001')
    expect(formatTokenAmount('0.0000005')).toBe('0.000001')
  })

  it('behavior: input that is not a finite amount gives an empty string', () => {
    for (const value of [Number.NaN, Number.NEGATIVE_INFINITY, 'abc', '', '.', '1e99999', '1,5']) {
      expect(formatTokenAmount(value)).toBe('')
    }
  })

  it('W-9.36 W-9.37 property: decimal strings round exactly to at most 6 decimals, or <0.001', () => {
    const decimal = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 24 }))
      .map(([negative, units, scale]) => ({ negative, units, scale }))
    fc.assert(
      fc.property(decimal, ({ negative, units, scale }) => {
        const digits = units.toString().padStart(scale + 1, '0')
        const text = `${negative ? '-' : ''}${digits.slice(0, digits.length - scale)}${scale ? `.${digits.slice(digits.length - scale)}` : ''}`
        const out = formatTokenAmount(text)
        // The exact value scaled to 6 decimals, rounded half away from zero.
        const expected =
          scale > 6
            ? (units + 10n ** BigInt(scale - 6) / 2n) / 10n ** BigInt(scale - 6)
            : units * 10n ** BigInt(6 - scale)
        if (expected === 0n) expect(out).toBe('<0.001')
        else {
          expect(out).toMatch(TOKEN)
          const [whole = '', fraction = ''] = out.replace('-', '').split('.')
          expect(BigInt(whole + fraction.padEnd(6, '0'))).toBe(expected)
          expect(out.startsWith('-')).toBe(negative)
        }
      }),
      { numRuns: 1000 },
    )
  })

  it('W-9.36 W-9.37 property: any number, string or bigint never throws and always satisfies the rule', () => {
    const input = fc.oneof(fc.double(), fc.string(), fc.bigInt(), fc.constantFrom('1e-9999999', '1e400', '-0', '.5'))
    fc.assert(
      fc.property(input, (value) => {
        const out = formatTokenAmount(value)
        expect(out === '' || out === '<0.001' || TOKEN.test(out)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('formatTokenAmountWithSymbol', () => {
  it("W-9.36 W-9.37 an amount with its symbol: wei read with 18 decimals, and zero as '<0.001'", () => {
    expect(formatTokenAmountWithSymbol(1_500_000_000_000_000_000n, 'ETH')).toBe('1.5 ETH')
    expect(formatTokenAmountWithSymbol('0.10000000', 'SOL')).toBe('0.1 SOL')
    expect(formatTokenAmountWithSymbol(0n, 'ETH')).toBe('<0.001 ETH')
    expect(formatTokenAmountWithSymbol(1_000_000n, 'USDC', { decimals: 6 })).toBe('1 USDC')
  })
})
