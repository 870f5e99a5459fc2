import { fail, pass, type RuleResult } from './ruleResult'

/** The spec's message for an sms or totp MFA code that is not a string. */
export const INVALID_MFA_CODE_MESSAGE = 'Invalid MFA code'

/** Our text for a passkey MFA attempt without an authenticator response (the spec gives none). */
export const MISSING_PASSKEY_RESPONSE_MESSAGE = 'Passkey verification needs the authenticator response'

/** What an MFA verification submits (A-3.02 methods). */
export type MfaSubmission =
  | { readonly method: 'sms' | 'totp'; readonly code: string }
  | { readonly method: 'passkey'; readonly response: object }

/**
 * Checks an MFA submission before it is sent: an sms or totp code must be
 * a string (trimmed), else 'Invalid MFA code'; a passkey attempt needs the authenticator response
 * object.
 */
export function validateMfaSubmission(input: {
  method: 'sms' | 'totp' | 'passkey'
  code?: unknown
  response?: unknown
}): RuleResult<MfaSubmission, 'mfa.invalid_code' | 'mfa.missing_passkey_response'> {
  if (input.method === 'passkey') {
    const { response } = input
    if (typeof response !== 'object' || response === null || Array.isArray(response))
      return fail('mfa.missing_passkey_response', MISSING_PASSKEY_RESPONSE_MESSAGE)
    return pass({ method: 'passkey', response })
  }
  if (typeof input.code !== 'string') return fail('mfa.invalid_code', INVALID_MFA_CODE_MESSAGE)
  return pass({ method: input.method, code: input.code.trim() })
}
