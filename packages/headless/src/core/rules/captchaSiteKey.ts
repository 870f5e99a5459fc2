import { fail, pass, type RuleResult } from './ruleResult'

/** Every supported captcha site key starts with this prefix. */
export const CAPTCHA_SITE_KEY_PREFIX = 't:'

/** The error text for a site key of an unsupported captcha provider. */
export const UNSUPPORTED_CAPTCHA_SITE_KEY_MESSAGE = 'Unsupported captcha site key'

/** Checks a captcha site key and returns the provider's own key (the part after 't:'). */
export function validateCaptchaSiteKey(siteKey: unknown): RuleResult<string, 'captcha.unsupported_site_key'> {
  if (typeof siteKey !== 'string' || !siteKey.startsWith(CAPTCHA_SITE_KEY_PREFIX) || siteKey.length === 2)
    return fail('captcha.unsupported_site_key', UNSUPPORTED_CAPTCHA_SITE_KEY_MESSAGE)
  return pass(siteKey.slice(CAPTCHA_SITE_KEY_PREFIX.length))
}
