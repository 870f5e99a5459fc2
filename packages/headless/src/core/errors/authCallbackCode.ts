import { AUTH_CALLBACK_ERROR_CODES, type AuthCallbackErrorCode } from './errorCodes'
import { toLobbyError } from './toLobbyError'

/** The host flow an auth callback reports on: a login, or the link of one more account. */
export type AuthCallbackFlow = 'login' | 'link'

const isCallbackCode = (code: string): code is AuthCallbackErrorCode =>
  (AUTH_CALLBACK_ERROR_CODES as readonly string[]).includes(code)

/**
 * the code a host's auth or link `onError` receives for an error that ended its flow.
 * A code of the list passes as it is; a link refused for want of a session (the server's
 * missing_or_invalid_token) is must_be_authenticated, and one passkey too many is
 * cannot_link_more_of_type; anything else is failed_to_link_account for a link and
 * unknown_auth_error for a login.
 */
export function authCallbackCode(error: unknown, flow: AuthCallbackFlow): AuthCallbackErrorCode {
  const { code } = toLobbyError(error)
  if (isCallbackCode(code)) return code
  if (flow === 'link' && code === 'missing_or_invalid_token') return 'must_be_authenticated'
  if (code === 'passkey.cannot_link_more') return 'cannot_link_more_of_type'
  return flow === 'link' ? 'failed_to_link_account' : 'unknown_auth_error'
}
