import * as z from 'zod/mini'
import type { HttpClient } from '../http/createHttpClient'

/** The cloud drives a wallet can recover from (W-2.15, W-3.03). */
export type CloudRecoveryProvider = 'google-drive' | 'icloud'

/** W-7.11, W-7.12: the answer of the recovery init calls: the drive's consent page. */
export const WireRecoveryOAuthInit = z.looseObject({ url: z.string().check(z.url()) })

/** W-7.13: the answer of recovery authenticate: a token that reads the user's drive. */
export const WireRecoveryOAuthToken = z.looseObject({ access_token: z.string().check(z.minLength(1)) })

/** What the init calls carry: where the drive returns to, the PKCE challenge and the state. */
export type RecoveryOAuthInitBody = { redirect_to: string; code_challenge: string; state_code: string }

/**
 * W-7.11, W-7.12: POST recovery/oauth/init (Google Drive) or recovery/oauth/init_icloud
 * (`client_type: 'web'`, with the same PKCE fields the sandbox also checks); answers the url.
 */
export async function initRecoveryOAuth(
  http: HttpClient,
  provider: CloudRecoveryProvider,
  body: RecoveryOAuthInitBody,
  token: string,
): Promise<string> {
  const path = provider === 'icloud' ? 'recovery/oauth/init_icloud' : 'recovery/oauth/init'
  const payload = provider === 'icloud' ? { client_type: 'web', ...body } : body
  return (await http.request({ path, body: payload, token, schema: WireRecoveryOAuthInit })).url
}

/** W-7.13: POST recovery/oauth/authenticate {authorization_code, state_code, code_verifier, provider} → access_token. */
export async function authenticateRecoveryOAuth(
  http: HttpClient,
  body: { authorization_code: string; state_code: string; code_verifier: string; provider: CloudRecoveryProvider },
  token: string,
): Promise<string> {
  return (await http.request({ path: 'recovery/oauth/authenticate', body, token, schema: WireRecoveryOAuthToken }))
    .access_token
}
