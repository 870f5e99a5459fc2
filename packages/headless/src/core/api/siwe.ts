import * as z from 'zod/mini'
import type { HttpClient } from '../http/createHttpClient'
import { type AuthResult, toAuthResult } from './authResult'
import { WireAck, WireAuthResult } from './wire'

/** The nonce answer of siwe/init. */
export const WireSiweNonce = z.looseObject({ nonce: z.string().check(z.minLength(8)) })

/** The body of siwe/authenticate and siwe/link, with the spec's camelCase field names. */
export type SiweSignedBody = {
  message: string
  signature: string
  /** CAIP-2 (`eip155:1`), as the wallet account's chainId is written (W-3.01). */
  chainId: string
  walletClientType: string
  connectorType: string
}

/** POST siwe/init: a nonce for the address to sign (captcha token optional). */
export async function initSiwe(http: HttpClient, body: { address: string; token?: string }): Promise<string> {
  return (await http.request({ path: 'siwe/init', body, schema: WireSiweNonce, idempotent: true })).nonce
}

/** POST siwe/authenticate: logs in with the signed sign-in message. */
export async function authenticateSiwe(http: HttpClient, body: SiweSignedBody): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'siwe/authenticate', body, schema: WireAuthResult }))
}

/** POST siwe/link: links the wallet to the signed-in user. */
export async function linkSiwe(http: HttpClient, body: SiweSignedBody, token: string | null): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'siwe/link', body, token, schema: WireAuthResult }))
}

/** POST siwe/unlink. */
export async function unlinkSiwe(http: HttpClient, body: { address: string }, token: string | null): Promise<void> {
  await http.request({ path: 'siwe/unlink', body, token, schema: WireAck })
}
