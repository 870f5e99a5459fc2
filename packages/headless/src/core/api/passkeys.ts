import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser'
import * as z from 'zod/mini'
import type { HttpClient } from '../http/createHttpClient'
import { type AuthResult, toAuthResult } from './authResult'
import { WireAck, WireAuthResult } from './wire'

const optionalString = z.optional(z.nullable(z.string()))

/** client_extension_results of a passkey payload: app_id, cred_props, hmac_create_secret. */
export const WirePasskeyExtensionResults = z.object({
  app_id: z.optional(z.boolean()),
  cred_props: z.optional(z.object({ rk: z.optional(z.boolean()) })),
  hmac_create_secret: z.optional(z.boolean()),
})

/** The passkey authentication payload, snake_case as the spec fixes it. */
export const WirePasskeyAuthentication = z.object({
  id: z.string(),
  raw_id: z.string(),
  response: z.object({
    client_data_json: z.string(),
    authenticator_data: z.string(),
    signature: z.string(),
    user_handle: optionalString,
  }),
  authenticator_attachment: optionalString,
  client_extension_results: WirePasskeyExtensionResults,
  type: z.literal('public-key'),
})
/** The passkey authentication payload. */
export type WirePasskeyAuthentication = z.infer<typeof WirePasskeyAuthentication>

/**
 * The passkey registration payload (A-7.34 link). The spec shows only the authentication
 * shape; this one follows it, with the attestation in place of the signature.
 */
export const WirePasskeyRegistration = z.object({
  id: z.string(),
  raw_id: z.string(),
  response: z.object({
    client_data_json: z.string(),
    attestation_object: z.string(),
    transports: z.optional(z.array(z.string())),
  }),
  authenticator_attachment: optionalString,
  client_extension_results: WirePasskeyExtensionResults,
  type: z.literal('public-key'),
})
/** The passkey registration payload. */
export type WirePasskeyRegistration = z.infer<typeof WirePasskeyRegistration>

/** WebAuthn options as the sandbox answers them (`{ options }`): only the challenge is read here. */
const WirePasskeyOptions = z.looseObject({ options: z.looseObject({ challenge: z.string() }) })

/** Passkey request options for navigator.credentials.get. */
export type PasskeyRequestOptions = PublicKeyCredentialRequestOptionsJSON
/** Passkey creation options for navigator.credentials.create. */
export type PasskeyCreationOptions = PublicKeyCredentialCreationOptionsJSON

function extensionResults(results: AuthenticationResponseJSON['clientExtensionResults']) {
  return {
    ...(results.appid !== undefined ? { app_id: results.appid } : {}),
    ...(results.credProps
      ? { cred_props: { ...(results.credProps.rk !== undefined ? { rk: results.credProps.rk } : {}) } }
      : {}),
    ...(results.hmacCreateSecret !== undefined ? { hmac_create_secret: results.hmacCreateSecret } : {}),
  }
}

/** The browser's assertion in the spec's snake_case payload. */
export function toWirePasskeyAuthentication(json: AuthenticationResponseJSON): WirePasskeyAuthentication {
  return {
    id: json.id,
    raw_id: json.rawId,
    response: {
      client_data_json: json.response.clientDataJSON,
      authenticator_data: json.response.authenticatorData,
      signature: json.response.signature,
      user_handle: json.response.userHandle ?? null,
    },
    authenticator_attachment: json.authenticatorAttachment ?? null,
    client_extension_results: extensionResults(json.clientExtensionResults),
    type: 'public-key',
  }
}

/** The browser's attestation in the snake_case payload of passkeys/link. */
export function toWirePasskeyRegistration(json: RegistrationResponseJSON): WirePasskeyRegistration {
  return {
    id: json.id,
    raw_id: json.rawId,
    response: {
      client_data_json: json.response.clientDataJSON,
      attestation_object: json.response.attestationObject,
      ...(json.response.transports ? { transports: [...json.response.transports] } : {}),
    },
    authenticator_attachment: json.authenticatorAttachment ?? null,
    client_extension_results: extensionResults(json.clientExtensionResults),
    type: 'public-key',
  }
}

/** POST passkeys/authenticate/init: the challenge to sign (captcha token optional). */
export async function initPasskeyAuthentication(
  http: HttpClient,
  body: { token?: string } = {},
): Promise<PasskeyRequestOptions> {
  const answer = await http.request({
    path: 'passkeys/authenticate/init',
    body,
    schema: WirePasskeyOptions,
    idempotent: true,
  })
  return answer.options as unknown as PasskeyRequestOptions
}

/** POST passkeys/authenticate: relying_party, challenge, authenticator_response; answers the auth result. */
export async function authenticatePasskey(
  http: HttpClient,
  body: { relying_party: string; challenge: string; authenticator_response: WirePasskeyAuthentication },
): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'passkeys/authenticate', body, schema: WireAuthResult }))
}

/** POST passkeys/link/init (no payload): creation options for a new passkey. */
export async function initPasskeyLink(http: HttpClient, token: string | null): Promise<PasskeyCreationOptions> {
  const answer = await http.request({
    path: 'passkeys/link/init',
    body: {},
    token,
    schema: WirePasskeyOptions,
    idempotent: true,
  })
  return answer.options as unknown as PasskeyCreationOptions
}

/** POST passkeys/link: relying_party, authenticator_response. The sandbox answers an auth result. */
export async function linkPasskey(
  http: HttpClient,
  body: { relying_party: string; authenticator_response: WirePasskeyRegistration },
  token: string | null,
): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'passkeys/link', body, token, schema: WireAuthResult }))
}

/** POST passkeys/unlink: credential_id. */
export async function unlinkPasskey(
  http: HttpClient,
  body: { credential_id: string },
  token: string | null,
): Promise<void> {
  await http.request({ path: 'passkeys/unlink', body, token, schema: WireAck })
}
