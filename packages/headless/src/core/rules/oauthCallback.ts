import { fail, pass, type RuleResult } from './ruleResult'

/** W-5.19 The spec's message when the returned state is not the one stored. */
export const UNEXPECTED_AUTH_FLOW_MESSAGE = 'Unexpected auth flow. This may be a phishing attempt.'

/** W-5.18 Our text when the provider returns the code 'undefined': the user said no. */
export const OAUTH_USER_DENIED_MESSAGE = 'The login was cancelled at the provider.'

/** W-5.17 Our text when the code, the state or the stored code verifier is missing. */
export const OAUTH_CALLBACK_INCOMPLETE_MESSAGE = 'The login could not be completed: the provider did not return a code.'

declare const checked: unique symbol

/**
 * An OAuth (or cross-app, or recovery) return that passed `validateOAuthCallback`: only this
 * branded value may be exchanged for tokens, so an unchecked callback cannot reach the server.
 */
export type OAuthCallback = {
  readonly authorizationCode: string
  readonly stateCode: string
  readonly codeVerifier: string
  readonly [checked]: true
}

/** An issue `validateOAuthCallback` may report. */
export type OAuthCallbackIssue = 'oauth.user_denied' | 'oauth.incomplete' | 'oauth.state_mismatch'

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * W-5.17, W-5.18, W-5.19 Checks what came back from an OAuth provider
 * (privy_oauth_code / privy_oauth_state) against what this tab stored before leaving: the code
 * 'undefined' means the user denied; code, state and the stored code verifier must all be there;
 * the state must equal the stored one (RFC 6749 section 10.12, CSRF), else 'Unexpected auth
 * flow. This may be a phishing attempt.'
 */
export function validateOAuthCallback(
  returned: { authorizationCode?: unknown; stateCode?: unknown },
  stored: { stateCode?: string | null | undefined; codeVerifier?: string | null | undefined },
): RuleResult<OAuthCallback, OAuthCallbackIssue> {
  const authorizationCode = text(returned.authorizationCode)
  const stateCode = text(returned.stateCode)
  const codeVerifier = text(stored.codeVerifier)
  if (authorizationCode === 'undefined') return fail('oauth.user_denied', OAUTH_USER_DENIED_MESSAGE)
  if (!authorizationCode || !stateCode || !codeVerifier)
    return fail('oauth.incomplete', OAUTH_CALLBACK_INCOMPLETE_MESSAGE)
  if (!stored.stateCode || stateCode !== stored.stateCode)
    return fail('oauth.state_mismatch', UNEXPECTED_AUTH_FLOW_MESSAGE)
  return pass({ authorizationCode, stateCode, codeVerifier } as OAuthCallback)
}
