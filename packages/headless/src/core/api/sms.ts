import type { HttpClient } from '../http/createHttpClient'
import { type AuthResult, toAuthResult } from './authResult'
import { WireAck, WireAuthResult } from './wire'

/** POST passwordless_sms/init: texts a code to the phone number (captcha token optional). */
export async function initSms(http: HttpClient, body: { phoneNumber: string; token?: string }): Promise<void> {
  await http.request({ path: 'passwordless_sms/init', body, schema: WireAck })
}

/** POST passwordless_sms/authenticate. */
export async function authenticateSms(
  http: HttpClient,
  body: { phoneNumber: string; code: string },
): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'passwordless_sms/authenticate', body, schema: WireAuthResult }))
}

/** POST passwordless_sms/link. */
export async function linkSms(
  http: HttpClient,
  body: { phoneNumber: string; code: string },
  token: string | null,
): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'passwordless_sms/link', body, token, schema: WireAuthResult }))
}

/** POST passwordless_sms/update (snake_case fields, as the spec writes them). */
export async function updateSms(
  http: HttpClient,
  body: { old_phone_number: string; new_phone_number: string; code: string },
  token: string | null,
): Promise<void> {
  await http.request({ path: 'passwordless_sms/update', body, token, schema: WireAck })
}

/** POST passwordless_sms/unlink. */
export async function unlinkSms(http: HttpClient, body: { phoneNumber: string }, token: string | null): Promise<void> {
  await http.request({ path: 'passwordless_sms/unlink', body, token, schema: WireAck })
}
