import { createLobbyError } from '../errors/errorCatalogue'
import type { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import type { OAuthCallbackIssue } from '../rules/oauthCallback'

/** W-7.31 True for a cross-app provider, `privy:{appId}`: its login fails with the cross-app texts (W-8.60 to W-8.62). */
export function isCrossAppProvider(provider: string | null | undefined): boolean {
  return provider?.startsWith('privy:') ?? false
}

/**
 * W-8.60, W-8.61 Why a cross-app provider's return cannot be exchanged, or null when the OAuth
 * reading applies: a return without a code or state, and the user's denial (the code
 * 'undefined'), read as the spec's cross-app texts. A lost code verifier (this tab did not
 * start the flow) and a foreign state are no cross-app matter and keep OAuth's texts.
 */
export function crossAppReturnError(
  issue: OAuthCallbackIssue,
  returned: { authorizationCode?: unknown; stateCode?: unknown },
): LobbyError | null {
  if (issue === 'oauth.user_denied') return createLobbyError('cross_app.denied')
  if (issue === 'oauth.incomplete' && (!returned.authorizationCode || !returned.stateCode)) {
    return createLobbyError('cross_app.codes_missing')
  }
  return null
}

/**
 * W-4.49, W-8.61 A cross-app login's popup closed before the provider app answered: the user
 * refused, 'User denied confirmation during cross-app auth flow' (oauth_user_denied). Any other
 * failure is returned as it is.
 */
export function crossAppPopupError(error: unknown): unknown {
  return toLobbyError(error).code === 'popup.closed' ? createLobbyError('cross_app.denied', { cause: error }) : error
}

/**
 * W-8.62 A failed code exchange of a cross-app login: 'Invalid code during cross-app auth flow.'
 * with the code the server answered (allowlist_rejected, oauth_account_suspended, ...), so the
 * screen for that code still shows, or unknown_auth_error when no answer carried one (the
 * network failed, the answer could not be read). The original error stays the cause.
 */
export function crossAppExchangeError(error: unknown): LobbyError {
  const failure = toLobbyError(error)
  const answered = failure.kind === 'api_error' && failure.status !== undefined && failure.code !== 'unknown_error'
  return createLobbyError('cross_app.invalid_code', {
    cause: error,
    details: failure.shortMessage,
    ...(answered ? { code: failure.code, status: failure.status } : {}),
  })
}
