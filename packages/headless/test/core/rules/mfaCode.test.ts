import { describe, expect, it } from 'vitest'
import { validateMfaSubmission } from '../../../src/core/rules/mfaCode'

describe('validateMfaSubmission', () => {
  it("A-5.13 an sms or totp code must be a string, else 'Invalid MFA code'", () => {
    for (const method of ['sms', 'totp'] as const) {
      for (const code of [123456, undefined, null, { code: '1' }]) {
        expect(validateMfaSubmission({ method, code })).toEqual({
          ok: false,
          issue: 'mfa.invalid_code',
          message: 'Invalid MFA code',
        })
      }
    }
  })

  it('A-5.13 A-5.12 a string code passes, trimmed', () => {
    expect(validateMfaSubmission({ method: 'totp', code: ' 123456\n' })).toEqual({
      ok: true,
      value: { method: 'totp', code: '123456' },
    })
  })

  it('A-5.14 passkey MFA needs an authenticator response object', () => {
    const response = { id: 'cred', raw_id: 'cred', response: {}, type: 'public-key' }
    expect(validateMfaSubmission({ method: 'passkey', response })).toEqual({
      ok: true,
      value: { method: 'passkey', response },
    })
    for (const bad of [undefined, null, 'response', []]) {
      expect(validateMfaSubmission({ method: 'passkey', response: bad })).toMatchObject({
        ok: false,
        issue: 'mfa.missing_passkey_response',
      })
    }
  })
})
