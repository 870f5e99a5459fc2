import * as z from 'zod/mini'

const JwtClaims = z.looseObject({
  sub: z.optional(z.string()),
  exp: z.optional(z.number()),
  iss: z.optional(z.string()),
  aud: z.optional(z.union([z.string(), z.array(z.string())])),
})

/** The claims the client reads from an access or identity token. */
export type JwtClaims = z.infer<typeof JwtClaims>

// atob decodes unpadded base64 (the HTML spec's forgiving decode), so JWT parts need no '='.
function base64UrlToText(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
}

/**
 * Reads a JWT's claims without checking its signature: the client only needs expiry and
 * audience to decide when to refresh; the server checks the signature. Null
 * for anything that is not a JWT.
 */
export function decodeJwt(token: string): JwtClaims | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const parsed = JwtClaims.safeParse(JSON.parse(base64UrlToText(payload)))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The audiences a token names (`aud` is one string or a list). */
export function audienceOf(claims: JwtClaims): string[] {
  return Array.isArray(claims.aud) ? claims.aud : claims.aud ? [claims.aud] : []
}
