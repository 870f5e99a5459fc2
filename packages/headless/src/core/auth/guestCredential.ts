import { base64Url } from '../rules/pkce'

/** a guest credential is 32 random bytes. */
export const GUEST_CREDENTIAL_BYTES = 32

/** Where the guest credential is kept for re-login (per app). */
export const guestCredentialKey = (appId: string): string => `privy:${appId}:guest_credential`

/** 32 bytes from the platform's CSPRNG, base64url-encoded. */
export function createGuestCredential(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(GUEST_CREDENTIAL_BYTES)))
}
