import * as z from 'zod/mini'
import type { HttpClient } from '../http/createHttpClient'
import type { PasskeyRequestOptions, WirePasskeyAuthentication } from './passkeys'
import { toUser, type User } from './user'
import { WireAck, WireUserAnswer } from './wire'

/** An MFA method. */
export type MfaMethod = 'sms' | 'totp' | 'passkey'

/**
 * The path segment of each method. fix `passwordless_sms` and `passkeys`;
 * the spec leaves the others open and the sandbox README documents ours.
 */
export const MFA_PATHS: Readonly<Record<MfaMethod, string>> = {
  sms: 'passwordless_sms',
  totp: 'totp',
  passkey: 'passkeys',
}

/** The TOTP enrollment result: the otpauth URL (for the QR code) and the secret. */
export const WireTotpEnrollment = z.object({ authUrl: z.string(), secret: z.string() })
/** The TOTP enrollment result. */
export type TotpEnrollment = z.infer<typeof WireTotpEnrollment>

const WireOptions = z.looseObject({ options: z.looseObject({ challenge: z.string() }) })

/** POST mfa/passwordless_sms/init { action: 'verify' }: texts a code to the enrolled phone. */
export async function initMfaSms(http: HttpClient, token: string | null): Promise<void> {
  await http.request({ path: 'mfa/passwordless_sms/init', body: { action: 'verify' }, token, schema: WireAck })
}

/** POST mfa/passkeys/init (empty payload): request options for the user's MFA passkeys. */
export async function initMfaPasskey(http: HttpClient, token: string | null): Promise<PasskeyRequestOptions> {
  const answer = await http.request({
    path: 'mfa/passkeys/init',
    body: {},
    token,
    schema: WireOptions,
    idempotent: true,
  })
  return answer.options as unknown as PasskeyRequestOptions
}

/** submit: the method plus a code (sms, totp) or a passkey response. */
export type MfaVerifyBody =
  | { method: 'sms' | 'totp'; code: string }
  | { method: 'passkey'; relying_party: string; authenticator_response: WirePasskeyAuthentication }

/** POST mfa/{method}/verify: marks this session as recently verified. */
export async function verifyMfa(http: HttpClient, body: MfaVerifyBody, token: string | null): Promise<void> {
  const { method, ...rest } = body
  await http.request({ path: `mfa/${MFA_PATHS[method]}/verify`, body: rest, token, schema: WireAck })
}

/** sms enrollment, step 1: texts a code to the new phone number. */
export async function initMfaSmsEnrollment(http: HttpClient, phoneNumber: string, token: string | null): Promise<void> {
  await http.request({
    path: 'mfa/passwordless_sms/init',
    body: { action: 'enroll', phoneNumber },
    token,
    schema: WireAck,
  })
}

/** totp enrollment, step 1: a new secret and its otpauth URL. */
export async function initMfaTotpEnrollment(http: HttpClient, token: string | null): Promise<TotpEnrollment> {
  return http.request({ path: 'mfa/totp/enroll/init', body: {}, token, schema: WireTotpEnrollment })
}

/** What each enrollment submits: sms (phoneNumber, code), totp (code), passkey (credentialIds). */
export type MfaEnrollBody =
  | { method: 'sms'; phoneNumber: string; code: string }
  | { method: 'totp'; code: string }
  | { method: 'passkey'; credentialIds: readonly string[] }

/** POST mfa/{method}/enroll: answers the updated user. */
export async function enrollMfa(http: HttpClient, body: MfaEnrollBody, token: string | null): Promise<User> {
  const payload =
    body.method === 'passkey'
      ? { credential_ids: [...body.credentialIds] }
      : body.method === 'sms'
        ? { phoneNumber: body.phoneNumber, code: body.code }
        : { code: body.code }
  const answer = await http.request({
    path: `mfa/${MFA_PATHS[body.method]}/enroll`,
    body: payload,
    token,
    schema: WireUserAnswer,
  })
  return toUser(answer.user)
}

/** POST mfa/{method}/unenroll: answers the updated user. */
export async function unenrollMfa(http: HttpClient, method: MfaMethod, token: string | null): Promise<User> {
  const answer = await http.request({
    path: `mfa/${MFA_PATHS[method]}/unenroll`,
    body: {},
    token,
    schema: WireUserAnswer,
  })
  return toUser(answer.user)
}
