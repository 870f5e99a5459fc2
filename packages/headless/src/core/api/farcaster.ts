import * as z from 'zod/mini'
import type { HttpClient } from '../http/createHttpClient'
import { type AuthResult, toAuthResult } from './authResult'
import { WireAck, WireAuthResult } from './wire'

/** the header GET farcaster/status reads the channel token from. */
export const FARCASTER_CHANNEL_TOKEN_HEADER = 'farcaster-channel-token'

/** The channel data of farcaster/init: its token and the relay link the QR code encodes. */
export const WireFarcasterChannel = z.looseObject({ channel_token: z.string().check(z.minLength(1)), url: z.string() })
/** Channel data, parsed. */
export type FarcasterChannel = { channelToken: string; url: string }

/** The status of a channel: pending, or completed with the signed message and the fid. */
export const WireFarcasterStatus = z.union([
  z.looseObject({
    state: z.literal('completed'),
    message: z.string(),
    signature: z.string(),
    fid: z.number(),
    username: z.optional(z.nullable(z.string())),
    display_name: z.optional(z.nullable(z.string())),
    pfp_url: z.optional(z.nullable(z.string())),
  }),
  z.looseObject({ state: z.literal('pending') }),
])
/** Channel status, parsed. */
export type FarcasterStatus = z.infer<typeof WireFarcasterStatus>

/** The body of farcaster/authenticate and farcaster/link. */
export type FarcasterSignedBody = { channel_token: string; message: string; signature: string; fid: number }

/** W-3.30 A signer's status answer: public_key, status, signer_approval_url. */
export const WireFarcasterSigner = z.looseObject({
  public_key: z.string(),
  status: z.enum(['pending_approval', 'approved', 'revoked']),
  signer_approval_url: z.optional(z.nullable(z.string())),
})
/** W-3.30 A signer, parsed. */
export type FarcasterSigner = z.infer<typeof WireFarcasterSigner>

/** POST farcaster/init: opens a relay channel (captcha token optional). */
export async function initFarcaster(http: HttpClient, body: { token?: string }): Promise<FarcasterChannel> {
  const answer = await http.request({ path: 'farcaster/init', body, schema: WireFarcasterChannel })
  return { channelToken: answer.channel_token, url: answer.url }
}

/** GET farcaster/status with the channel token header. */
export async function getFarcasterStatus(http: HttpClient, channelToken: string): Promise<FarcasterStatus> {
  return http.request({
    path: 'farcaster/status',
    method: 'GET',
    headers: { [FARCASTER_CHANNEL_TOKEN_HEADER]: channelToken },
    schema: WireFarcasterStatus,
  })
}

/** POST farcaster/authenticate. */
export async function authenticateFarcaster(http: HttpClient, body: FarcasterSignedBody): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'farcaster/authenticate', body, schema: WireAuthResult }))
}

/** POST farcaster/link. */
export async function linkFarcaster(
  http: HttpClient,
  body: FarcasterSignedBody,
  token: string | null,
): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'farcaster/link', body, token, schema: WireAuthResult }))
}

/** POST farcaster/unlink. */
export async function unlinkFarcaster(http: HttpClient, body: { fid: number }, token: string | null): Promise<void> {
  await http.request({ path: 'farcaster/unlink', body, token, schema: WireAck })
}

/** POST farcaster/signer/status: the signer of an ed25519 public key. */
export async function getFarcasterSignerStatus(
  http: HttpClient,
  body: { ed25519_public_key: string },
  token: string | null,
): Promise<FarcasterSigner> {
  return http.request({ path: 'farcaster/signer/status', body, token, schema: WireFarcasterSigner, idempotent: true })
}
