import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  DEFAULT_PHONE_COUNTRY,
  loadPhoneRules,
  type PhoneRules,
  phoneDigits,
  phoneDigitsAfterEdit,
} from '../../../src/core/rules/phone'

let rules: PhoneRules
beforeAll(async () => {
  rules = await loadPhoneRules()
})

describe('phone', () => {
  it('A-3.33 the default country is US', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('US')
  })

  it('A-5.06 formats the number as typed for the country', () => {
    expect(rules.format('21', 'US')).toBe('21')
    expect(rules.format('213', 'US')).toBe('(213)')
    expect(rules.format('2133734', 'US')).toBe('(213) 373-4')
    expect(rules.format('2133734253', 'US')).toBe('(213) 373-4253')
    expect(rules.format('0612345678', 'FR')).toBe('06 12 34 56 78')
  })

  it('A-3.21 A-5.04 the value has rawPhoneNumber, qualifiedPhoneNumber, countryCode and isValid per country', () => {
    expect(rules.parse('(213) 373-4253', 'US')).toEqual({
      rawPhoneNumber: '2133734253',
      qualifiedPhoneNumber: '+1 2133734253',
      countryCode: 'US',
      isValid: true,
    })
    expect(rules.parse('0612345678', 'FR')).toMatchObject({ qualifiedPhoneNumber: '+33 612345678', isValid: true })
    expect(rules.parse('213373', 'US').isValid).toBe(false)
    // A valid US number is not a valid number of Great Britain.
    expect(rules.parse('2133734253', 'GB').isValid).toBe(false)
    expect(rules.parse('', 'US').isValid).toBe(false)
  })

  it('A-2.38 the country list carries calling codes', () => {
    const us = rules.countries.find((c) => c.code === 'US')
    expect(us).toMatchObject({ callingCode: '1', name: 'United States' })
    expect(rules.countries.find((c) => c.code === 'GB')?.callingCode).toBe('44')
    expect(rules.countries.length).toBeGreaterThan(200)
    expect(rules.isSupportedCountry('XX')).toBe(false)
  })

  it('A-3.21 A-5.04 A-5.06 property: any text in any country formats and parses without throwing', () => {
    const codes = rules.countries.map((c) => c.code)
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 25 }), fc.constantFrom(...codes), (text, country) => {
        const value = rules.parse(text, country)
        expect(value.rawPhoneNumber).toBe(phoneDigits(text))
        expect(value.rawPhoneNumber).toMatch(/^[0-9]{0,17}$/)
        expect(value.countryCode).toBe(country)
        expect(
          value.qualifiedPhoneNumber.startsWith(`+${rules.countries.find((c) => c.code === country)!.callingCode} `),
        ).toBe(true)
        if (value.isValid) expect(value.rawPhoneNumber).not.toBe('')
        expect(phoneDigits(rules.format(value.rawPhoneNumber, country))).toBe(value.rawPhoneNumber)
      }),
      { numRuns: 1000 },
    )
  }, 30_000)

  it('A-5.06 deleting only a formatting character deletes the digit before it', () => {
    expect(phoneDigitsAfterEdit('(213) 373-4', '(213) 3734')).toBe('213373')
    expect(phoneDigitsAfterEdit('(213) 373-4', '(213) 373-45')).toBe('21337345')
    expect(phoneDigits('+1 (213) ３７３')).toBe('1213373')
  })
})
