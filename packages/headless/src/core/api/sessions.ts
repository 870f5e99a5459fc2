import type { HttpClient } from '../http/createHttpClient'
import { type AuthResult, toAuthResult } from './authResult'
import { WireAck, WireAuthResult, WireForkResult } from './wire'

/**
 * POST sessions: trades the refresh token for new tokens (bearer when a token exists, A-4.50).
 * Safe to send twice: the server answers a spent token's repeat within its grace window with the
 * same new pair, so a retry after a lost answer keeps the session.
 */
export async function refreshSession(
  http: HttpClient,
  body: { refresh_token?: string },
  token: string | null,
): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'sessions', body, token, schema: WireAuthResult, idempotent: true }))
}

/** POST sessions/logout: destroys the session of this refresh token, else of the bearer. */
export async function logoutSession(
  http: HttpClient,
  body: { refresh_token?: string },
  token: string | null,
): Promise<void> {
  await http.request({ path: 'sessions/logout', body, token, schema: WireAck, idempotent: true })
}

/** What sessions/fork answers. */
export type ForkResult = { refreshToken: string; token: string; newSessionRefreshToken: string }

/** POST sessions/fork: a second session for another context. */
export async function forkSession(
  http: HttpClient,
  body: { refresh_token: string },
  token: string | null,
): Promise<ForkResult> {
  const wire = await http.request({ path: 'sessions/fork', body, token, schema: WireForkResult })
  return { refreshToken: wire.refresh_token, token: wire.token, newSessionRefreshToken: wire.new_session_refresh_token }
}

/** POST sessions/fork/recover: starts a session from a forked-session token. */
export async function recoverForkedSession(http: HttpClient, body: { refresh_token: string }): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'sessions/fork/recover', body, schema: WireAuthResult }))
}
