import { describe, expect, it } from 'vitest'
import { validateOAuthCallback } from '../../../src/core/rules/oauthCallback'

const stored = { stateCode: 'state-123', codeVerifier: 'verifier-abc' }

describe('validateOAuthCallback', () => {
  it('A-5.18 W-5.17 passes a code, a state and a stored verifier through', () => {
    const result = validateOAuthCallback({ authorizationCode: 'code-1', stateCode: 'state-123' }, stored)
    expect(result).toEqual({
      ok: true,
      value: { authorizationCode: 'code-1', stateCode: 'state-123', codeVerifier: 'verifier-abc' },
    })
  })

  it('A-5.18 W-5.17 refuses a return without a code, a state or a stored verifier', () => {
    expect(validateOAuthCallback({ stateCode: 'state-123' }, stored)).toMatchObject({
      ok: false,
      issue: 'oauth.incomplete',
    })
    expect(validateOAuthCallback({ authorizationCode: 'c' }, stored)).toMatchObject({
      ok: false,
      issue: 'oauth.incomplete',
    })
    expect(
      validateOAuthCallback({ authorizationCode: 'c', stateCode: 'state-123' }, { stateCode: 'state-123' }),
    ).toMatchObject({
      ok: false,
      issue: 'oauth.incomplete',
    })
    expect(validateOAuthCallback({ authorizationCode: 42, stateCode: ['x'] }, stored)).toMatchObject({ ok: false })
  })

  it("A-5.19 W-5.18 the code value 'undefined' means the user denied", () => {
    expect(validateOAuthCallback({ authorizationCode: 'undefined', stateCode: 'state-123' }, stored)).toMatchObject({
      ok: false,
      issue: 'oauth.user_denied',
    })
  })

  it("A-5.20 W-5.19 a state other than the stored one gives 'Unexpected auth flow. This may be a phishing attempt.'", () => {
    const expected = {
      ok: false,
      issue: 'oauth.state_mismatch',
      message: 'Unexpected auth flow. This may be a phishing attempt.',
    }
    expect(validateOAuthCallback({ authorizationCode: 'c', stateCode: 'forged' }, stored)).toEqual(expected)
    expect(validateOAuthCallback({ authorizationCode: 'c', stateCode: 'state-123' }, { codeVerifier: 'v' })).toEqual(
      expected,
    )
  })
})
