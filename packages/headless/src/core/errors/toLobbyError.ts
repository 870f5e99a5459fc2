import { ERROR_TEXTS as T } from './errorTexts'
import { LobbyError } from './lobbyError'
import { providerErrorNumber, toProviderError } from './providerErrors'
import { ProviderRpcError } from './providerRpcError'

/** Code given to errors that are not ours: their message is not meant for users. */
export const FOREIGN_ERROR_CODE = 'unknown_error'

/**
 * Reads anything thrown as a `LobbyError`: ours as is (also from under the embedded provider's
 * ProviderRpcError), an EIP-1193 error as a provider error,
 * a server body `{ code, error }` as an API error, an embedded-wallet reply `{ type, message }`
 * as a wallet error (W-7.09), and anything else as an `unknown_error` whose message is kept
 * only in `details`, so a stack trace never reaches the user.
 */
export function toLobbyError(error: unknown): LobbyError {
  if (error instanceof LobbyError) return error
  if (error instanceof ProviderRpcError) return error.cause
  if (providerErrorNumber(error) !== undefined) return toProviderError(error)
  if (typeof error === 'object' && error !== null) {
    const { code, error: text, type, message } = error as Record<string, unknown>
    if (typeof code === 'string' && typeof text === 'string') {
      return new LobbyError('api_error', code, text, { cause: error })
    }
    if (typeof type === 'string' && typeof message === 'string') {
      return new LobbyError('wallet_error', type, message, { cause: error })
    }
    if (typeof code === 'number') return toProviderError(error)
  }
  const details = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined
  return new LobbyError('client_error', FOREIGN_ERROR_CODE, T.unknownError, { cause: error, details })
}
