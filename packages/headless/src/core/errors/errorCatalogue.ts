import { ERROR_TEXTS, type ErrorTextKey } from './errorTexts'
import { LobbyError, type LobbyErrorKind, type LobbyErrorOptions } from './lobbyError'

type Entry = {
  readonly kind: LobbyErrorKind
  readonly text: ErrorTextKey
  /** The code the error carries when the spec fixes one other than the catalogue key. */
  readonly code?: string
}

/**
 * The errors this SDK raises itself (A-8, W-8), by code: each with its kind and the spec's
 * text. Dotted codes are ours (`area.reason`); snake_case codes are the spec's own. Each is
 * raised by a flow that a test runs (test/core/errorCodesProvoked.test.ts checks it).
 */
export const ERROR_CATALOGUE = {
  // Captcha and auth flow
  captcha_failure: { kind: 'client_error', text: 'captchaFailure' },
  captcha_timeout: { kind: 'client_error', text: 'captchaTimeout' },
  'captcha.failed': { kind: 'client_error', text: 'captchaFailed' },
  expired_and_failed_reset: { kind: 'client_error', text: 'captchaFailed' },
  'auth.no_flow': { kind: 'client_error', text: 'noAuthFlow' },
  'session.no_api': { kind: 'client_error', text: 'sessionNoApi' },
  // Host callbacks
  exited_auth_flow: { kind: 'client_error', text: 'exitedAuthFlow' },
  exited_link_flow: { kind: 'client_error', text: 'exitedLinkFlow' },
  // Telegram
  'telegram.not_allowed': { kind: 'client_error', text: 'telegramNotAllowed' },
  'telegram.canceled': { kind: 'client_error', text: 'telegramCanceled' },
  'telegram.not_initialized': { kind: 'client_error', text: 'telegramNotInitialized' },
  'telegram.config_not_loaded': { kind: 'client_error', text: 'telegramConfigNotLoaded' },
  // Farcaster
  'farcaster.timeout': { kind: 'client_error', text: 'farcasterTimeout' },
  'farcaster.signer_failed': { kind: 'client_error', text: 'connectFailed' },
  'farcaster.signer_rejected': { kind: 'client_error', text: 'requestRejected' },
  // OAuth popup
  'popup.timeout': { kind: 'client_error', text: 'popupTimeout' },
  'popup.closed': { kind: 'client_error', text: 'userRejectedRequest' },
  'popup.origin_mismatch': { kind: 'client_error', text: 'originMismatch' },
  'oauth.in_app_browser': { kind: 'client_error', text: 'inAppBrowser' },
  // Passkey
  'passkey.cannot_link_more': { kind: 'client_error', text: 'passkeyCannotLinkMore' },
  'passkey.timed_out_or_rejected': { kind: 'client_error', text: 'passkeyTimedOutOrRejected' },
  'passkey.enrolled_in_mfa': { kind: 'client_error', text: 'passkeyEnrolledInMfa' },
  'passkey.unknown': { kind: 'client_error', text: 'unknownErrorOccurred' },
  'passkey.invalid_domain': { kind: 'client_error', text: 'passkeyInvalidDomain' },
  // MFA
  mfa_timeout: { kind: 'client_error', text: 'mfaTimedOut' },
  mfa_verification_max_attempts_reached: { kind: 'client_error', text: 'mfaMaxAttemptsReached' },
  'mfa.verification_failed': { kind: 'client_error', text: 'mfaVerificationFailed' },
  'mfa.canceled': { kind: 'client_error', text: 'mfaCanceled' },
  'mfa.unsupported_method': { kind: 'client_error', text: 'mfaUnsupportedMethod' },
  // Wallet connection
  'wallet.timeout': { kind: 'connector_error', text: 'walletTimedOut' },
  'wallet.rejected': { kind: 'connector_error', text: 'walletRejected' },
  'wallet.connect_retries_exhausted': { kind: 'connector_error', text: 'walletConnectRetriesExhausted' },
  'wallet.connect_failed': { kind: 'connector_error', text: 'walletConnectFailed' },
  'wallet.not_connectable': { kind: 'connector_error', text: 'walletNotConnectable' },
  'wallet.service_unavailable': { kind: 'connector_error', text: 'serviceUnavailable' },
  // Embedded wallet
  'embedded_wallet.login_again': { kind: 'wallet_error', text: 'walletCreateLoginAgain' },
  'embedded_wallet.create_timeout': { kind: 'wallet_error', text: 'walletCreateTimedOut' },
  'embedded_wallet.refresh_failed': { kind: 'wallet_error', text: 'walletRefreshUserFailed' },
  'embedded_wallet.create_failed': { kind: 'wallet_error', text: 'somethingWentWrong' },
  'embedded_wallet.not_authenticated': { kind: 'wallet_error', text: 'walletCreateNotAuthenticated' },
  'embedded_wallet.invalid_recovery_password': { kind: 'wallet_error', text: 'invalidRecoveryPassword' },
  'embedded_wallet.recovery_failed': { kind: 'wallet_error', text: 'recoveryFailed' },
  'embedded_wallet.oauth_recovery_denied': {
    kind: 'wallet_error',
    text: 'oauthRecoveryDenied',
    code: 'oauth_user_denied',
  },
  'embedded_wallet.oauth_recovery_failed': { kind: 'wallet_error', text: 'recoveryFailed', code: 'unknown_auth_error' },
  // Transactions
  'transaction.preparation_failed': { kind: 'wallet_error', text: 'transactionPreparationFailed' },
  'transaction.insufficient_funds': {
    kind: 'wallet_error',
    text: 'transactionInsufficientFunds',
    code: 'insufficient_funds',
  },
  // Cross-app auth flow
  'cross_app.codes_missing': { kind: 'client_error', text: 'crossAppCodesMissing' },
  'cross_app.denied': { kind: 'client_error', text: 'crossAppDenied', code: 'oauth_user_denied' },
  'cross_app.invalid_code': { kind: 'client_error', text: 'crossAppInvalidCode', code: 'unknown_auth_error' },
} as const satisfies Record<string, Entry>

/** A code of the SDK's own error catalogue. */
export type CatalogueErrorCode = keyof typeof ERROR_CATALOGUE

/** What `createLobbyError` accepts beside the code. */
export type CreateLobbyErrorOptions = LobbyErrorOptions & {
  /** Replaces the code the catalogue fixes, e.g. the provider's code for W-8.62. */
  code?: string
}

/** Raises one of the catalogue's errors with its kind and spec text (A-8, W-8). */
export function createLobbyError(code: CatalogueErrorCode, options: CreateLobbyErrorOptions = {}): LobbyError {
  const entry: Entry = ERROR_CATALOGUE[code]
  const { code: override, ...rest } = options
  return new LobbyError(entry.kind, override ?? entry.code ?? code, ERROR_TEXTS[entry.text], rest)
}

/**
 * W-8.27, W-8.28: an OAuth recovery failure becomes oauth_user_denied when the user said no,
 * unknown_auth_error otherwise.
 */
export function oauthRecoveryErrorCode(message: string): 'oauth_user_denied' | 'unknown_auth_error' {
  return message.includes(ERROR_TEXTS.oauthRecoveryDenied) ? 'oauth_user_denied' : 'unknown_auth_error'
}
