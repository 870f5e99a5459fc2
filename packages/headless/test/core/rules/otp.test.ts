import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CODE_NOT_NUMERIC_MESSAGE,
  OTP_LENGTH,
  OTP_NOT_NUMERIC_MESSAGE,
  OTP_WRONG_LENGTH_MESSAGE,
  otpIssueMessage,
  parseOtp,
  sanitizeOtpInput,
  validateOtpCode,
} from '../../../src/core/rules/otp'

describe('otp rules', () => {
  it('A-2.21 a passcode has six digits', () => {
    expect(OTP_LENGTH).toBe(6)
    expect(parseOtp('123456')).toEqual({ digits: '123456' })
    expect(parseOtp('12345')).toEqual({ issue: 'otp.wrong_length' })
  })

  it('A-5.07 rejects non-digits with "Passcode can only be numbers"', () => {
    expect(parseOtp('12a456')).toEqual({ issue: 'otp.not_numeric' })
    expect(otpIssueMessage('otp.not_numeric')).toBe('Passcode can only be numbers')
    expect(OTP_NOT_NUMERIC_MESSAGE).toBe('Passcode can only be numbers')
  })

  it('A-5.07 the programmatic code check says "Code should be numeric"', () => {
    expect(validateOtpCode('12345x')).toBe('Code should be numeric')
    expect(validateOtpCode(123456)).toBe(CODE_NOT_NUMERIC_MESSAGE)
    expect(validateOtpCode(' 123456 ')).toBeNull()
  })

  it('A-5.08 too many digits gives "Passcode must be exactly 6 numbers"', () => {
    expect(parseOtp('1234567')).toEqual({ issue: 'otp.wrong_length' })
    expect(otpIssueMessage('otp.wrong_length')).toBe('Passcode must be exactly 6 numbers')
    expect(validateOtpCode('1234567')).toBe(OTP_WRONG_LENGTH_MESSAGE)
    expect(otpIssueMessage('otp.wrong_length', 4)).toBe('Passcode must be exactly 4 numbers')
  })

  it('A-5.12 trims a code and removes spaces and dashes inside it', () => {
    expect(sanitizeOtpInput('  123 456\n')).toBe('123456')
    expect(sanitizeOtpInput('123-456')).toBe('123456')
    expect(sanitizeOtpInput('１２３４５６')).toBe('123456')
    expect(parseOtp('\t123 - 456 ')).toEqual({ digits: '123456' })
  })

  it('A-5.07 A-5.08 A-5.12 property: any six digits, padded with spaces, parse to themselves', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{6}$/), fc.stringMatching(/^ {0,3}$/), (digits, pad) => {
        expect(parseOtp(`${pad}${digits}${pad}`)).toEqual({ digits })
      }),
      { numRuns: 1000 },
    )
  }, 30_000)

  it('A-5.07 A-5.08 property: any string parses or names an issue, never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const parsed = parseOtp(text)
        if ('digits' in parsed) expect(parsed.digits).toMatch(/^[0-9]{6}$/)
        else expect(['otp.not_numeric', 'otp.wrong_length']).toContain(parsed.issue)
      }),
      { numRuns: 1000 },
    )
  }, 30_000)
})
