import { fail, pass, type RuleResult } from './ruleResult'

/** W-5.27 The spec's message for an empty or missing message to sign. */
export const EMPTY_SIGN_MESSAGE_MESSAGE = 'Message must be a non-empty string'

/** W-5.28 Our text for a Solana message that is not a string (the spec gives none). */
export const SOLANA_MESSAGE_NOT_STRING_MESSAGE = 'Message must be a string'

/** W-5.27 Checks a message for personal_sign: a non-empty string. */
export function validateSignMessage(message: unknown): RuleResult<string, 'sign.empty_message'> {
  if (typeof message !== 'string' || message.length === 0) return fail('sign.empty_message', EMPTY_SIGN_MESSAGE_MESSAGE)
  return pass(message)
}

/** W-5.28 Checks a message for Solana signMessage: any string. */
export function validateSolanaSignMessage(message: unknown): RuleResult<string, 'sign.message_not_string'> {
  if (typeof message !== 'string') return fail('sign.message_not_string', SOLANA_MESSAGE_NOT_STRING_MESSAGE)
  return pass(message)
}
