import type { AuthResult } from '../api/authResult'
import { type ForkResult, forkSession, logoutSession, recoverForkedSession, refreshSession } from '../api/sessions'
import { createLobbyError } from '../errors/errorCatalogue'
import { isLobbyError, LobbyError } from '../errors/lobbyError'
import type { HttpClient } from '../http/createHttpClient'
import { poll } from '../poll'
import { audienceOf, decodeJwt } from './decodeJwt'
import { createTabLock, type TabLock } from './tabLock'
import { createTokenStore, type TokenStore } from './tokenStore'

/**
 * After waiting for the lock, how long a tab watches its storage for the tokens the previous
 * holder wrote: another tab's localStorage writes arrive asynchronously, and posting the
 * refresh token it already spent would be reuse, which revokes the whole session family.
 */
const HANDOFF_WAIT_MS = 1_000
const HANDOFF_POLL_MS = 25

/** a token is treated as expired 30 s before its `exp`. */
export const TOKEN_EXPIRY_MARGIN_MS = 30_000

/** What a refresh did. `adopted`: another tab refreshed while this one waited, and its tokens are used. */
export type RefreshOutcome =
  | { status: 'refreshed'; result: AuthResult }
  | { status: 'adopted' }
  | { status: 'cleared' }
  | { status: 'none' }

/** Options of `createSession`. */
export type SessionOptions = {
  http: HttpClient
  appId: string
  tokens?: TokenStore
  lock?: TabLock
  /** the API host sets its own cookies. @default false */
  serverCookies?: boolean
  /** The page's origin, for; defaults to `location.origin` in a browser. */
  pageOrigin?: string | null
  /** Called whenever the session wipes local state. */
  onClear?: () => void
  now?: () => number
}

/** The session: tokens, refresh, access-token retrieval, logout and fork. */
export type Session = {
  readonly tokens: TokenStore
  /** Stores an auth result's tokens by its session_update_action. */
  applyAuthResult(result: AuthResult): void
  /** Refreshes once per tab and across tabs at a time. */
  refresh(): Promise<RefreshOutcome>
  /** a token valid for 30 s more, refreshing unless `autoRefresh` is false. */
  getAccessToken(options?: { autoRefresh?: boolean }): Promise<string | null>
  /**
   * destroys the session on the server, ignoring a failure, and clears local
   * state, this app's guest credential included (the guest account is left for good).
   */
  logout(): Promise<void>
  /** forks the session; this session keeps going and the answer's new-session token is for another context. */
  fork(): Promise<ForkResult>
  /** Wipes local state. */
  clear(): void
}

/** Creates the session. */
export function createSession(options: SessionOptions): Session {
  const { http, appId } = options
  const tokens = options.tokens ?? createTokenStore({ serverCookies: options.serverCookies })
  const lock = options.lock ?? createTabLock(`privy:session:${appId}`)
  const now = options.now ?? Date.now
  let inflight: Promise<RefreshOutcome> | null = null

  function clear() {
    tokens.clear()
    options.onClear?.()
  }

  function applyAuthResult(result: AuthResult) {
    switch (result.sessionUpdateAction) {
      case 'clear':
        clear()
        return
      case 'ignore':
        tokens.write({
          token: result.token,
          ...(result.identityToken ? { identityToken: result.identityToken } : {}),
        })
        return
      default: // set, A-4.58 no action: every token
        tokens.write({
          token: result.token,
          refreshToken: result.refreshToken,
          identityToken: result.identityToken,
          forkedToken: null,
        })
    }
  }

  function pageOrigin(): string | null {
    if (options.pageOrigin !== undefined) return options.pageOrigin
    return typeof location === 'undefined' ? null : location.origin
  }

  async function awaitHandoff(seenRefreshToken: string | null): Promise<void> {
    await poll(() => (tokens.read().refreshToken === seenRefreshToken ? undefined : true), {
      intervalMs: HANDOFF_POLL_MS,
      attempts: HANDOFF_WAIT_MS / HANDOFF_POLL_MS + 1,
    })
  }

  async function refreshHoldingLock(seenRefreshToken: string | null, waited: boolean): Promise<RefreshOutcome> {
    if (waited && seenRefreshToken) await awaitHandoff(seenRefreshToken)
    const current = tokens.read()
    // Another tab rotated the refresh token while this one waited for the lock: its answer
    // is already stored, and posting the old token would be reuse (which revokes the family).
    if (seenRefreshToken && current.refreshToken && current.refreshToken !== seenRefreshToken) {
      return { status: 'adopted' }
    }
    // Another tab logged out meanwhile.
    if (seenRefreshToken && !current.refreshToken && !options.serverCookies) {
      clear()
      return { status: 'cleared' }
    }
    const serverCookies = Boolean(options.serverCookies)
    // server cookies are in use but gone, while a token lingers on the API's own origin.
    if (serverCookies && !tokens.hasSessionCookie() && current.token && pageOrigin() === new URL(http.apiUrl).origin) {
      clear()
      return { status: 'cleared' }
    }
    try {
      if ((current.token && current.refreshToken) || serverCookies) {
        //
        const body = current.refreshToken ? { refresh_token: current.refreshToken } : {}
        const result = await refreshSession(http, body, current.token)
        applyAuthResult(result)
        return result.sessionUpdateAction === 'clear' ? { status: 'cleared' } : { status: 'refreshed', result }
      }
      if (current.forkedToken) {
        //
        const result = await recoverForkedSession(http, { refresh_token: current.forkedToken })
        applyAuthResult(result)
        return { status: 'refreshed', result }
      }
      return { status: 'none' }
    } catch (error) {
      if (isLobbyError(error, 'missing_or_invalid_token')) {
        clear()
        return { status: 'cleared' }
      }
      throw error
    }
  }

  function refresh(): Promise<RefreshOutcome> {
    // TypeScript requires `http`, plain JavaScript may leave it out; say so rather than
    // fail inside the refresh on an undefined client.
    if (!http) return Promise.reject(createLobbyError('session.no_api'))
    if (inflight) return inflight
    const stored = tokens.read()
    // with nothing to refresh or recover there is nothing to wait for the lock about.
    if (!(stored.token && stored.refreshToken) && !stored.forkedToken && !options.serverCookies) {
      return Promise.resolve({ status: 'none' })
    }
    const seen = stored.refreshToken
    inflight = lock
      .run(({ waited }) => refreshHoldingLock(seen, waited))
      .finally(() => {
        inflight = null
      })
    return inflight
  }

  function freshToken(): string | null | 'wrong-audience' {
    const { token } = tokens.read()
    if (!token) return null
    const claims = decodeJwt(token)
    if (!claims) return null
    if (!audienceOf(claims).includes(appId)) return 'wrong-audience'
    // A token without an expiry counts as expired.
    return (claims.exp ?? 0) * 1000 - TOKEN_EXPIRY_MARGIN_MS > now() ? token : null
  }

  async function endSession() {
    const { token, refreshToken } = tokens.read()
    try {
      // the refresh token names the session; without it, the bearer or the server's own
      // cookie still does, and posting nothing would leave the session alive on the server.
      if (refreshToken || token || options.serverCookies) {
        await logoutSession(http, refreshToken ? { refresh_token: refreshToken } : {}, token)
      }
    } catch {
      // a failed destroy still logs the user out locally.
    }
    clear()
  }

  async function logout() {
    // A guest who logs out is gone for good, as with the provider ("logged out and deleted"):
    // the credential left behind would sign whoever uses this browser next into that guest
    // and its wallet. Only a logout the user asked for drops it: a session that lapses or that
    // the server stops honouring, or a token of another app, is no one
    // leaving, and that guest must still come back. Dropped before the session's listeners
    // hear of the logout, so none of them can sign the guest straight back in.
    tokens.forgetGuestCredential(appId)
    await endSession()
  }

  return {
    tokens,
    applyAuthResult,
    refresh,
    clear,
    logout,
    async getAccessToken({ autoRefresh = true } = {}) {
      const first = freshToken()
      if (first === 'wrong-audience') {
        await endSession()
        return null
      }
      if (first || !autoRefresh) return first
      // A refresh that cleared the session left no token to read.
      await refresh()
      const after = freshToken()
      return after === 'wrong-audience' ? null : after
    },
    async fork() {
      const { token, refreshToken } = tokens.read()
      if (!refreshToken) {
        throw new LobbyError('client_error', 'must_be_authenticated', 'There is no session to fork.')
      }
      return lock.run(async () => {
        const result = await forkSession(http, { refresh_token: tokens.read().refreshToken ?? refreshToken }, token)
        tokens.write({ token: result.token, refreshToken: result.refreshToken })
        return result
      })
    },
  }
}
