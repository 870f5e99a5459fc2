import { LobbyError } from '../errors/lobbyError'
import { WireError } from './wireError'

/**
 * Turns an error answer into a `LobbyError` carrying the server's code; a body that is
 * not `{ code, error }` still gives a coded error from its status (429 → too_many_requests).
 */
export function toApiError(status: number, body: unknown): LobbyError {
  const parsed = WireError.safeParse(body)
  if (parsed.success) {
    // A 429 hidden in the message (A-8.64) is read by errorScreens' isRateLimited, not here.
    return new LobbyError('api_error', parsed.data.code, parsed.data.error, { status, cause: body })
  }
  if (status === 429) {
    return new LobbyError('api_error', 'too_many_requests', 'Too many attempts.', { status, cause: body })
  }
  return new LobbyError('api_error', 'unknown_error', `The server answered with HTTP ${status}.`, {
    status,
    cause: body,
  })
}
