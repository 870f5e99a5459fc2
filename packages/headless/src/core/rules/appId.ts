import { fail, pass, type RuleResult } from './ruleResult'

/** An app id is exactly this many characters long. */
export const APP_ID_LENGTH = 25

/** The error text for a bad app id; part of the contract exactly as written. */
export const INVALID_APP_ID_MESSAGE = 'Cannot initialize the Privy provider with an invalid Privy app ID'

/** Checks the app id handed to the provider: a string of exactly 25 characters. */
export function validateAppId(appId: unknown): RuleResult<string, 'app_id.invalid'> {
  if (typeof appId !== 'string' || appId.length !== APP_ID_LENGTH) return fail('app_id.invalid', INVALID_APP_ID_MESSAGE)
  return pass(appId)
}
