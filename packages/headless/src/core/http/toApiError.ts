import { WireError } from '../api/wire'
import { LobbyError } from '../errors'

/** a message that carries a 429 is rate limiting, whatever code came with it. */
const MENTIONS_429 = /\b429\b/

/**
 * Turns an error answer into a `LobbyError` carrying the server's code; a body that is
 * not `{ code, error }` still gives a coded error from its status (429 → too_many_requests).
 */
export function toApiError(status: number, body: unknown): LobbyError {
  const parsed = WireError.safeParse(body)
  if (parsed.success) {
    const { code, error } = parsed.data
    const rateLimited = code !== 'too_many_requests' && MENTIONS_429.test(error)
    return new LobbyError('api_error', rateLimited ? 'too_many_requests' : code, error, { status, cause: body })
  }
  if (status === 429) {
    return new LobbyError('api_error', 'too_many_requests', 'Too many attempts.', { status, cause: body })
  }
  return new LobbyError('api_error', 'unknown_error', `The server answered with HTTP ${status}.`, {
    status,
    cause: body,
  })
}
