/** The consent footer when the app has a privacy policy. */
export const CONSENT_FOOTER_TEXT = 'By logging in I agree to the Terms & Privacy Policy'

/** The consent footer when the app has terms only. */
export const CONSENT_FOOTER_TERMS_ONLY_TEXT = 'By logging in I agree to the Terms of Service'

/** One run of the footer's text; `href` is set on the parts that are links. */
export type ConsentFooterPart = { readonly text: string; readonly href?: string }

/** The consent footer of the login screen: its full text, and the same text split into link parts. */
export type ConsentFooter = { readonly text: string; readonly parts: readonly ConsentFooterPart[] }

/** The legal settings the consent footer reads. */
export type ConsentFooterInput = {
  termsAndConditionsUrl?: string | null | undefined
  privacyPolicyUrl?: string | null | undefined
  /** The app asks for explicit acceptance on its own screen. */
  requireUsersAcceptTerms?: boolean | undefined
  /** Shows the implicit footer even when explicit acceptance is required. */
  forceImplicitConsent?: boolean | undefined
}

/**
 * The login screen's consent footer, or null when it is hidden:
 * no terms and no privacy link, or explicit acceptance required and implicit consent not forced.
 * With a privacy policy (and terms or not) it reads 'By logging in I agree to the Terms & Privacy
 * Policy'; with terms only, 'By logging in I agree to the Terms of Service'. Parts without a
 * URL carry no `href`.
 */
export function consentFooter(input: ConsentFooterInput): ConsentFooter | null {
  const terms = input.termsAndConditionsUrl || undefined
  const privacy = input.privacyPolicyUrl || undefined
  if (!terms && !privacy) return null
  if (input.requireUsersAcceptTerms && !input.forceImplicitConsent) return null
  const link = (text: string, href: string | undefined): ConsentFooterPart => (href ? { text, href } : { text })
  const lead = { text: 'By logging in I agree to the ' }
  if (!privacy) return { text: CONSENT_FOOTER_TERMS_ONLY_TEXT, parts: [lead, link('Terms of Service', terms)] }
  return {
    text: CONSENT_FOOTER_TEXT,
    parts: [lead, link('Terms', terms), { text: ' & ' }, link('Privacy Policy', privacy)],
  }
}
