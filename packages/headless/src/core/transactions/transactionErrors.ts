import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'
import { providerErrorNumber, toProviderError } from '../errors/providerErrors'

/**
 * W-4.30 The node answers that mean the nonce was stale or taken; the spec does not list the
 * codes, so we read viem's error names and the messages geth, anvil and reth send.
 */
const NONCE_PATTERN =
  /nonce too low|nonce too high|nonce has already been used|already known|replacement transaction underpriced|invalid nonce/i

function messagesOf(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth += 1) {
    const e = current as { name?: unknown; message?: unknown; details?: unknown; cause?: unknown }
    for (const part of [e.name, e.message, e.details]) if (typeof part === 'string') parts.push(part)
    current = e.cause
  }
  return parts.join('\n')
}

/** W-4.30 True for an error a fresh nonce may cure. */
export function isNonceError(error: unknown): boolean {
  if (error instanceof LobbyError && error.code === 'transaction.nonce') return true
  return (
    /NonceTooLowError|NonceTooHighError|NonceMaxValueError/.test(messagesOf(error)) ||
    NONCE_PATTERN.test(messagesOf(error))
  )
}

/** True when a node refused for lack of funds (viem's InsufficientFundsError, or the node's text). */
export function isInsufficientFundsError(error: unknown): boolean {
  if (error instanceof LobbyError)
    return error.code === 'insufficient_funds' || error.code === 'transaction.insufficient_funds'
  return /InsufficientFundsError|insufficient funds/i.test(messagesOf(error))
}

function shortest(error: unknown): string {
  const e = error as { shortMessage?: unknown; message?: unknown } | null
  if (e && typeof e.shortMessage === 'string' && e.shortMessage) return e.shortMessage
  if (e && typeof e.message === 'string' && e.message) return e.message.split('\n')[0] ?? e.message
  return String(error)
}

/**
 * A failure while signing, sending or confirming, as a `LobbyError` whose code the error
 * screen shows (W-2.29): the wallet's own errors pass through; a user rejection is 4001
 * (W-8.13); a stale nonce is `transaction.nonce` (W-4.30); missing funds is the embedded
 * wallet's insufficient_funds (W-8.19, W-8.42); anything else is transaction_failure (W-8.29).
 */
export function toTransactionError(error: unknown): LobbyError {
  if (error instanceof LobbyError) return error
  if (providerErrorNumber(error) !== undefined) return toProviderError(error)
  if (isNonceError(error)) return new LobbyError('wallet_error', 'transaction.nonce', shortest(error), { cause: error })
  if (isInsufficientFundsError(error))
    return createLobbyError('transaction.insufficient_funds', { code: 'insufficient_funds', cause: error })
  return new LobbyError('wallet_error', 'transaction_failure', shortest(error), { cause: error })
}
