import { describe, expect, it } from 'vitest'
import { consentFooter } from '../../../src/core/rules/consent'

const terms = 'https://example.com/terms'
const privacy = 'https://example.com/privacy'

describe('consentFooter', () => {
  it("A-2.60 reads 'By logging in I agree to the Terms & Privacy Policy' with both links", () => {
    const footer = consentFooter({ termsAndConditionsUrl: terms, privacyPolicyUrl: privacy })
    expect(footer?.text).toBe('By logging in I agree to the Terms & Privacy Policy')
    expect(footer?.parts.map((p) => p.text).join('')).toBe(footer?.text)
    expect(footer?.parts.filter((p) => p.href).map((p) => p.href)).toEqual([terms, privacy])
  })

  it("A-2.61 uses 'Terms of Service' when only terms exist", () => {
    const footer = consentFooter({ termsAndConditionsUrl: terms })
    expect(footer?.text).toBe('By logging in I agree to the Terms of Service')
    expect(footer?.parts.map((p) => p.text).join('')).toBe(footer?.text)
    expect(footer?.parts.at(-1)).toEqual({ text: 'Terms of Service', href: terms })
  })

  it('A-2.62 is hidden when explicit acceptance is required, unless implicit consent is forced', () => {
    const legal = { termsAndConditionsUrl: terms, privacyPolicyUrl: privacy, requireUsersAcceptTerms: true }
    expect(consentFooter(legal)).toBeNull()
    expect(consentFooter({ ...legal, forceImplicitConsent: true })?.text).toBe(
      'By logging in I agree to the Terms & Privacy Policy',
    )
  })

  it('A-2.63 is hidden when no terms or privacy links exist', () => {
    expect(consentFooter({})).toBeNull()
    expect(consentFooter({ termsAndConditionsUrl: '', privacyPolicyUrl: null, forceImplicitConsent: true })).toBeNull()
  })
})
