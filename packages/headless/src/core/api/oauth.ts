import * as z from 'zod/mini'
import type { HttpClient } from '../http/createHttpClient'
import { type AuthResult, toAuthResult } from './authResult'
import { WireAck, WireAuthResult } from './wire'

/** The answer of oauth/init: the provider's authorization URL. */
export const WireOAuthInit = z.looseObject({ url: z.string().check(z.url()) })

/** The body of oauth/init; `provider` is one of or `privy:{appId}` (W-7.31). */
export type OAuthInitBody = {
  provider: string
  redirect_to: string
  code_challenge: string
  state_code: string
  /** The captcha token, when the app asks for one. */
  token?: string
}

/** The body of oauth/authenticate and oauth/link. */
export type OAuthCodeBody = { authorization_code: string; state_code: string; code_verifier: string }

/** POST oauth/init: starts an authorization and answers the URL to send the user to. */
export async function initOAuth(http: HttpClient, body: OAuthInitBody): Promise<string> {
  return (await http.request({ path: 'oauth/init', body, schema: WireOAuthInit, idempotent: true })).url
}

/** POST oauth/authenticate: logs in with the returned code and the stored verifier. */
export async function authenticateOAuth(http: HttpClient, body: OAuthCodeBody): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'oauth/authenticate', body, schema: WireAuthResult }))
}

/** POST oauth/link: links the provider account to the signed-in user. */
export async function linkOAuth(http: HttpClient, body: OAuthCodeBody, token: string | null): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'oauth/link', body, token, schema: WireAuthResult }))
}

/** POST oauth/unlink: removes the provider account `subject` (answer not shown: any JSON). */
export async function unlinkOAuth(
  http: HttpClient,
  body: { provider: string; subject: string },
  token: string | null,
): Promise<void> {
  await http.request({ path: 'oauth/unlink', body, token, schema: WireAck })
}
