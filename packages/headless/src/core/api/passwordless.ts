import type { HttpClient } from '../http/createHttpClient'
import { type AuthResult, toAuthResult } from './authResult'
import { WireAck, WireAuthResult } from './wire'

/** POST passwordless/init: sends a code to the email (captcha token optional). */
export async function initPasswordless(http: HttpClient, body: { email: string; token?: string }): Promise<void> {
  await http.request({ path: 'passwordless/init', body, schema: WireAck })
}

/** POST passwordless/authenticate: logs in with the emailed code. */
export async function authenticatePasswordless(
  http: HttpClient,
  body: { email: string; code: string },
): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'passwordless/authenticate', body, schema: WireAuthResult }))
}

/** POST passwordless/link: links the email to the signed-in user. */
export async function linkPasswordless(
  http: HttpClient,
  body: { email: string; code: string },
  token: string | null,
): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'passwordless/link', body, token, schema: WireAuthResult }))
}

/** POST passwordless/update: replaces oldAddress by newAddress (field names as the spec writes them). */
export async function updatePasswordless(
  http: HttpClient,
  body: { oldAddress: string; newAddress: string; code: string },
  token: string | null,
): Promise<void> {
  await http.request({ path: 'passwordless/update', body, token, schema: WireAck })
}

/** POST passwordless/unlink. */
export async function unlinkPasswordless(
  http: HttpClient,
  body: { address: string },
  token: string | null,
): Promise<void> {
  await http.request({ path: 'passwordless/unlink', body, token, schema: WireAck })
}
