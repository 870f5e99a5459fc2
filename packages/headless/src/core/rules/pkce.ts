/** The OAuth code verifier and the state are each 36 random bytes. */
export const OAUTH_RANDOM_BYTES = 36

/** RFC 4648 section 5 base64url, no padding: what PKCE verifiers and challenges are written in. */
export function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** A-9.10 A fresh random value of 36 bytes, base64url (48 characters, within RFC 7636's 43 to 128). */
export function randomOAuthValue(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(OAUTH_RANDOM_BYTES)))
}

/** The S256 code challenge of a verifier: BASE64URL(SHA-256(verifier)) (RFC 7636 section 4.2). */
export async function pkceChallenge(codeVerifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier))
  return base64Url(new Uint8Array(digest))
}

/** What one OAuth authorization needs: the verifier kept here, its challenge sent, and the state. */
export type PkcePair = { codeVerifier: string; codeChallenge: string; stateCode: string }

/** A new verifier, its S256 challenge, and a state code, for one authorization. */
export async function createPkce(): Promise<PkcePair> {
  const codeVerifier = randomOAuthValue()
  return { codeVerifier, codeChallenge: await pkceChallenge(codeVerifier), stateCode: randomOAuthValue() }
}
