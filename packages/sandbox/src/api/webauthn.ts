import type { WirePasskeyAuthentication, WirePasskeyRegistration } from '@lobby/headless/core'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import type { Context } from 'hono'
import { z } from 'zod'
import { ApiError } from '../lib/ApiError.ts'
import { isLoopbackOrigin } from '../lib/isLoopback.ts'

/** How long a WebAuthn challenge may be answered: the browser's own ceremony time-out is shorter. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000

const optionalString = z.string().nullish()
const extensionResults = z.object({
  app_id: z.boolean().optional(),
  cred_props: z.object({ rk: z.boolean().optional() }).optional(),
  hmac_create_secret: z.boolean().optional(),
})

/** The snake_case assertion payload, as the client's `WirePasskeyAuthentication`. */
export const PasskeyAuthenticationBody: z.ZodType<WirePasskeyAuthentication> = z.object({
  id: z.string().min(1),
  raw_id: z.string().min(1),
  response: z.object({
    client_data_json: z.string(),
    authenticator_data: z.string(),
    signature: z.string(),
    user_handle: optionalString,
  }),
  authenticator_attachment: optionalString,
  client_extension_results: extensionResults,
  type: z.literal('public-key'),
})

/** The snake_case attestation payload of passkeys/link, as the client's `WirePasskeyRegistration`. */
export const PasskeyRegistrationBody: z.ZodType<WirePasskeyRegistration> = z.object({
  id: z.string().min(1),
  raw_id: z.string().min(1),
  response: z.object({
    client_data_json: z.string(),
    attestation_object: z.string(),
    transports: z.array(z.string()).optional(),
  }),
  authenticator_attachment: optionalString,
  client_extension_results: extensionResults,
  type: z.literal('public-key'),
})

/** A relying party: a page origin on this machine, whose hostname is the RP id. */
export const RelyingParty = z.string().refine(isLoopbackOrigin, 'the relying party must be a loopback origin')

function extensions(wire: WirePasskeyAuthentication['client_extension_results']) {
  return {
    ...(wire.app_id !== undefined ? { appid: wire.app_id } : {}),
    ...(wire.cred_props ? { credProps: wire.cred_props } : {}),
    ...(wire.hmac_create_secret !== undefined ? { hmacCreateSecret: wire.hmac_create_secret } : {}),
  }
}

const attachment = (value: string | null | undefined): { authenticatorAttachment?: 'platform' | 'cross-platform' } =>
  value === 'platform' || value === 'cross-platform' ? { authenticatorAttachment: value } : {}

/** The spec's snake_case assertion back in the shape @simplewebauthn/server verifies. */
export function fromWireAuthentication(wire: WirePasskeyAuthentication): AuthenticationResponseJSON {
  return {
    id: wire.id,
    rawId: wire.raw_id,
    type: 'public-key',
    ...attachment(wire.authenticator_attachment),
    clientExtensionResults: extensions(wire.client_extension_results),
    response: {
      clientDataJSON: wire.response.client_data_json,
      authenticatorData: wire.response.authenticator_data,
      signature: wire.response.signature,
      ...(wire.response.user_handle ? { userHandle: wire.response.user_handle } : {}),
    },
  }
}

/** The snake_case attestation back in the shape @simplewebauthn/server verifies. */
export function fromWireRegistration(wire: WirePasskeyRegistration): RegistrationResponseJSON {
  return {
    id: wire.id,
    rawId: wire.raw_id,
    type: 'public-key',
    ...attachment(wire.authenticator_attachment),
    clientExtensionResults: extensions(wire.client_extension_results),
    response: {
      clientDataJSON: wire.response.client_data_json,
      attestationObject: wire.response.attestation_object,
      ...(wire.response.transports
        ? { transports: wire.response.transports as NonNullable<RegistrationResponseJSON['response']['transports']> }
        : {}),
    },
  }
}

/**
 * The RP id for new options: the calling page's hostname (its Origin header) when it is on this
 * machine, else `localhost`. WebAuthn needs a secure context, which loopback hosts are.
 */
export function rpIdFor(c: Context): string {
  const origin = c.req.header('origin')
  return origin && isLoopbackOrigin(origin) ? new URL(origin).hostname : 'localhost'
}

/** The RP id a relying party (an origin) stands for. */
export function rpIdOf(relyingParty: string): string {
  return new URL(relyingParty).hostname
}

/** A-8.50's server side: a WebAuthn response that does not verify. */
export function passkeyVerificationFailed(reason: string): ApiError {
  return new ApiError(401, 'invalid_credentials', `Passkey verification failed: ${reason}`)
}

/** The browser and OS a passkey was created with, read from the User-Agent. */
export function browserAndOs(userAgent: string | undefined): { browser: string | null; os: string | null } {
  const ua = userAgent ?? ''
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iOS'
      : /Mac OS X/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Linux/.test(ua)
            ? 'Linux'
            : null
  return { browser, os }
}
