import type { EmbeddedWalletCallbackCode } from '../errorCodes'
import { isLobbyError } from '../errors'

const BY_CODE: Readonly<Record<string, EmbeddedWalletCallbackCode>> = {
  'embedded_wallet.not_authenticated': 'must_be_authenticated',
  must_be_authenticated: 'must_be_authenticated',
  missing_or_invalid_token: 'must_be_authenticated',
  'wallet.not_connectable': 'embedded_wallet_not_found',
  embedded_wallet_not_found: 'embedded_wallet_not_found',
  embedded_wallet_already_exists: 'embedded_wallet_already_exists',
  'wallet.connect_failed': 'unknown_connect_wallet_error',
  wallet_not_on_device: 'generic_connect_wallet_error',
  'sign.empty_message': 'invalid_message',
}

/**
 * W-8.29: the callback code a host's embedded-wallet `onError` receives for an error of the
 * wallet flows: not signed in, no wallet, a second wallet, a connect failure, a bad message;
 * anything else is unknown_embedded_wallet_error.
 */
export function embeddedWalletCallbackCode(error: unknown): EmbeddedWalletCallbackCode {
  if (!isLobbyError(error)) return 'unknown_embedded_wallet_error'
  return BY_CODE[error.code] ?? 'unknown_embedded_wallet_error'
}
