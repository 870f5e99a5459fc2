/** Digits in a passwordless code: six boxes. */
export const OTP_LENGTH = 6

/** the code boxes refuse a non-digit with this text. */
export const OTP_NOT_NUMERIC_MESSAGE = 'Passcode can only be numbers'

/** more digits than boxes (or, for a whole code, any other count) gives this text. */
export const OTP_WRONG_LENGTH_MESSAGE = 'Passcode must be exactly 6 numbers'

/** the programmatic code check (a code handed to a login call, not typed in the boxes) uses this text. */
export const CODE_NOT_NUMERIC_MESSAGE = 'Code should be numeric'

/** Why a passcode was refused: not digits or not exactly `length` digits. */
export type OtpIssue = 'otp.not_numeric' | 'otp.wrong_length'

/** The spec's text for an OTP issue; a non-default length names its own count. */
export function otpIssueMessage(issue: OtpIssue, length: number = OTP_LENGTH): string {
  if (issue === 'otp.not_numeric') return OTP_NOT_NUMERIC_MESSAGE
  return length === OTP_LENGTH ? OTP_WRONG_LENGTH_MESSAGE : `Passcode must be exactly ${length} numbers`
}

// Dashes of every width and every kind of space: codes arrive from mail clients and SMS apps
// formatted as "123 456" or "123-456".
const SEPARATORS = /[\s\u2010-\u2015\u2212-]+/g

/**
 * trims a typed or pasted code and removes spaces and dashes inside it. NFKC first, so
 * full-width digits from East Asian keyboards count as digits.
 */
export function sanitizeOtpInput(text: string): string {
  if (typeof text !== 'string') return ''
  return text.normalize('NFKC').trim().replace(SEPARATORS, '')
}

/** True when `text` is one or more ASCII digits. */
export function isDigits(text: string): boolean {
  return /^[0-9]+$/.test(text)
}

/** Checks a whole code: trimmed, digits only, exactly `length` of them. */
export function parseOtp(input: string, length: number = OTP_LENGTH): { digits: string } | { issue: OtpIssue } {
  const digits = sanitizeOtpInput(input)
  if (!isDigits(digits)) return { issue: digits === '' ? 'otp.wrong_length' : 'otp.not_numeric' }
  if (digits.length !== length) return { issue: 'otp.wrong_length' }
  return { digits }
}

/**
 * the programmatic check of a code passed to a login call: null when usable, else the
 * spec's text ('Code should be numeric' for non-digits).
 */
export function validateOtpCode(input: unknown, length: number = OTP_LENGTH): string | null {
  if (typeof input !== 'string') return CODE_NOT_NUMERIC_MESSAGE
  const parsed = parseOtp(input, length)
  if ('digits' in parsed) return null
  return parsed.issue === 'otp.not_numeric' ? CODE_NOT_NUMERIC_MESSAGE : otpIssueMessage(parsed.issue, length)
}
