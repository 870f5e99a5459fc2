/**
 * The error codes the spec names (A-8, W-8), as constant lists and union types, so a caller
 * can switch on `error.code` with the compiler's help.
 */

/** The server's error codes, in the spec's order. */
export const API_ERROR_CODES = [
  'client_request_timeout',
  'must_be_authenticated',
  'max_accounts_reached',
  'oauth_user_denied',
  'unknown_auth_error',
  'passkey_not_allowed',
  'linked_to_another_user',
  'disallowed_login_method',
  'invalid_data',
  'cannot_link_more_of_type',
  'invalid_credentials',
  'too_many_requests',
  'user_does_not_exist',
  'allowlist_rejected',
  'oauth_account_suspended',
  'oauth_unexpected',
  'missing_or_invalid_token',
  'missing_or_invalid_mfa',
  'mfa_timeout',
  'mfa_verification_max_attempts_reached',
  'exited_auth_flow',
  'exited_link_flow',
  'failed_to_link_account',
] as const
/** A server error code. */
export type ApiErrorCode = (typeof API_ERROR_CODES)[number]

/**
 * Codes the error-screen mapping names beyond A-8.02 (A-8.04, A-8.05, A-8.10, A-8.12,
 * ) and the captcha reset failure.
 */
export const SCREEN_ERROR_CODES = [
  'insufficient_balance',
  'invalid_captcha',
  'captcha_failure',
  'captcha_timeout',
  'not_supported',
  'expired_and_failed_reset',
] as const
/** A code of the error-screen mapping that does not list. */
export type ScreenErrorCode = (typeof SCREEN_ERROR_CODES)[number]

/** Error codes handed to the host app's auth and link callbacks. */
export const AUTH_CALLBACK_ERROR_CODES = [
  'must_be_authenticated',
  'cannot_link_more_of_type',
  'exited_auth_flow',
  'exited_link_flow',
  'failed_to_link_account',
  'unknown_auth_error',
] as const
/** A code the host's auth callbacks may receive. */
export type AuthCallbackErrorCode = (typeof AUTH_CALLBACK_ERROR_CODES)[number]

/** Error types the embedded wallet answers with (W-8.19). */
export const EMBEDDED_WALLET_ERROR_TYPES = [
  'error',
  'invalid_request_arguments',
  'wallet_not_on_device',
  'invalid_recovery_pin',
  'insufficient_funds',
  'missing_or_invalid_mfa',
  'mfa_verification_max_attempts_reached',
  'mfa_timeout',
  'twilio_verification_failed',
] as const
/** An embedded-wallet error type (W-8.19). */
export type EmbeddedWalletErrorType = (typeof EMBEDDED_WALLET_ERROR_TYPES)[number]

/** Error codes handed to the host app's embedded-wallet callbacks (W-8.29). */
export const EMBEDDED_WALLET_CALLBACK_CODES = [
  'must_be_authenticated',
  'embedded_wallet_not_found',
  'embedded_wallet_already_exists',
  'unknown_embedded_wallet_error',
  'unknown_connect_wallet_error',
  'generic_connect_wallet_error',
  'transaction_failure',
  'unable_to_sign',
  'invalid_message',
  'user_exited_set_password_flow',
] as const
/** A code the host's embedded-wallet callbacks may receive (W-8.29). */
export type EmbeddedWalletCallbackCode = (typeof EMBEDDED_WALLET_CALLBACK_CODES)[number]

/** True when `code` is one of the server's codes. */
export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && (API_ERROR_CODES as readonly string[]).includes(code)
}

/** Error types the wallet frame answers beyond W-8.19 (the frame protocol's own, W-7.09). */
export const FRAME_ERROR_TYPES = [
  'embedded_wallet_already_exists',
  'embedded_wallet_not_found',
  'unsupported_message',
  'missing_or_invalid_token',
] as const
/** A frame error type beyond W-8.19. */
export type FrameErrorType = (typeof FRAME_ERROR_TYPES)[number]
