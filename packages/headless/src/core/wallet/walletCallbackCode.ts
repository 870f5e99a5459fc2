import type { EmbeddedWalletCallbackCode } from '../errors/errorCodes'
import { isLobbyError, LobbyError } from '../errors/lobbyError'

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
  // W-5.28: a Solana message that is not a string is as invalid as an empty one is for personal_sign.
  'sign.message_not_string': 'invalid_message',
  user_exited_set_password_flow: 'user_exited_set_password_flow',
}

/** The wallet operation an error came from: a failed send or signature has its own code (W-8.29). */
export type WalletOperation = 'create' | 'connect' | 'recover' | 'set-password' | 'send-transaction' | 'sign'

const BY_OPERATION: Partial<Record<WalletOperation, EmbeddedWalletCallbackCode>> = {
  connect: 'unknown_connect_wallet_error',
  'send-transaction': 'transaction_failure',
  sign: 'unable_to_sign',
}

/**
 * W-8.29: the callback code a host's embedded-wallet `onError` receives for an error of the
 * wallet flows: not signed in, no wallet, a second wallet, a connect failure, a wallet no longer
 * on this device (generic_connect_wallet_error, whatever the operation), a bad message, the user
 * leaving the password wizard; else a connect that failed is unknown_connect_wallet_error, a send
 * transaction_failure, a signature unable_to_sign, and anything else unknown_embedded_wallet_error.
 */
export function embeddedWalletCallbackCode(error: unknown, operation?: WalletOperation): EmbeddedWalletCallbackCode {
  const known = isLobbyError(error) ? BY_CODE[error.code] : undefined
  return known ?? (operation && BY_OPERATION[operation]) ?? 'unknown_embedded_wallet_error'
}

/** What a wallet hook calls back with (W-8.29): the result, or the callback code and the error. */
export type WalletCallbacks<T> = {
  onSuccess?: (result: T) => void
  onError?: (code: EmbeddedWalletCallbackCode, error: unknown) => void
}

/**
 * Runs a wallet operation and tells its callbacks how it ended; the promise keeps its outcome.
 * A callback that throws does not change it.
 */
export async function withWalletCallbacks<T>(
  operation: WalletOperation,
  run: () => Promise<T>,
  callbacks: WalletCallbacks<T> | undefined,
): Promise<T> {
  let result: T
  try {
    result = await run()
  } catch (error) {
    safely(() => callbacks?.onError?.(embeddedWalletCallbackCode(error, operation), error))
    throw error
  }
  safely(() => callbacks?.onSuccess?.(result))
  return result
}

function safely(call: () => void): void {
  try {
    call()
  } catch {
    // A host callback's own failure is the host's: the operation's outcome stands.
  }
}

/** W-8.29: the user closed the password wizard before their password was set. */
export function userExitedPasswordFlow(): LobbyError {
  return new LobbyError('client_error', 'user_exited_set_password_flow', 'The password was not set: the user left.')
}
