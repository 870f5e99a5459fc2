import { randomUUID } from 'node:crypto'
import { type CryptoKey, exportJWK, exportSPKI, generateKeyPair, importJWK, type JWK, jwtVerify, SignJWT } from 'jose'
import type { Store } from '../store/createStore.ts'

/** Issuer claim of every token the sandbox signs. */
export const TOKEN_ISSUER = 'privy.io'
/** Access token lifetime: one hour, as the provider's. */
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60
/** Identity token lifetime: ten hours. */
export const IDENTITY_TOKEN_TTL_SECONDS = 10 * 60 * 60

/** Claims of a verified access token: `sid` names the session family (one login). */
export type AccessClaims = { userId: string; appId: string; familyId: string; expiresAt: number }

/**
 * Claims of a verified cross-app transact token: the provider app and its user whose wallet
 * signs, and the requester app (and its session family) the token was issued to.
 */
export type CrossAppTransactClaims = {
  providerUserId: string
  providerAppId: string
  requesterAppId: string
  requesterFamilyId: string
}

/**
 * The audience of a transact token: never an app id, so no `/api/v1` route (which checks the
 * audience against its app) ever takes one as an access token.
 */
const TRANSACT_AUDIENCE_PREFIX = 'cross-app-transact:'

/** Signs and verifies the sandbox's ES256 JWTs with one key kept in the store. */
export type Tokens = Awaited<ReturnType<typeof createTokens>>

/** Loads (or creates once) the signing key and returns the signer, verifier and JWKS. */
export async function createTokens(options: { store: Store; now: () => number; accessTokenTtlSeconds?: number }) {
  const { store, now } = options
  const accessTtl = options.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS
  const stored = await store.getOrCreateSigningKey(async () => {
    const pair = await generateKeyPair('ES256', { extractable: true })
    return {
      id: randomUUID(),
      privateJwk: await exportJWK(pair.privateKey),
      publicJwk: await exportJWK(pair.publicKey),
    }
  }, now())
  const privateKey = (await importJWK(stored.privateJwk as JWK, 'ES256')) as CryptoKey
  const publicKey = (await importJWK(stored.publicJwk as JWK, 'ES256')) as CryptoKey
  const publicJwk = { ...(stored.publicJwk as JWK), kid: stored.id, alg: 'ES256', use: 'sig' }
  const verificationKey = await exportSPKI(publicKey)
  const seconds = () => Math.floor(now() / 1000)

  const sign = (claims: Record<string, unknown>, subject: string, audience: string, ttl: number) => {
    const iat = seconds()
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: stored.id })
      .setIssuer(TOKEN_ISSUER)
      .setSubject(subject)
      .setAudience(audience)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttl)
      .sign(privateKey)
  }

  return {
    /** The public key as PEM, sent as the app's verification_key. */
    verificationKey,
    /** JWKS answer for `GET /api/v1/apps/{appId}/jwks.json`. */
    jwks: { keys: [publicJwk] },
    accessTokenTtlSeconds: accessTtl,

    /** An access token: subject user, audience app, sid the session family. */
    signAccess: (input: { userId: string; appId: string; familyId: string }) =>
      sign({ sid: input.familyId }, input.userId, input.appId, accessTtl),

    /** An identity token carrying the user's linked accounts, as the provider's does. */
    signIdentity: (input: { userId: string; appId: string; linkedAccounts: unknown[] }) =>
      sign(
        { linked_accounts: JSON.stringify(input.linkedAccounts) },
        input.userId,
        input.appId,
        IDENTITY_TOKEN_TTL_SECONDS,
      ),

    /**
     * A cross-app transact token (W-7.32): what the requester app gets as the provider's
     * `oauth_tokens.access_token`. It opens the provider's /oauth/transact page for that
     * requester only, while the requester's session lasts; it is no access token of the provider app.
     */
    signCrossAppTransact: (input: CrossAppTransactClaims) =>
      sign(
        { azp: input.requesterAppId, sid: input.requesterFamilyId },
        input.providerUserId,
        `${TRANSACT_AUDIENCE_PREFIX}${input.providerAppId}`,
        accessTtl,
      ),

    /** The claims of a valid, unexpired transact token; null when anything fails. */
    async verifyCrossAppTransact(token: string): Promise<CrossAppTransactClaims | null> {
      try {
        const { payload } = await jwtVerify(token, publicKey, { issuer: TOKEN_ISSUER, currentDate: new Date(now()) })
        const { aud, sub, azp, sid } = payload
        if (typeof aud !== 'string' || !aud.startsWith(TRANSACT_AUDIENCE_PREFIX)) return null
        // Stryker disable next-line all: equivalent behind verifyTransactToken's lookups (no user, app or session without them); it narrows the types
        if (typeof sub !== 'string' || typeof azp !== 'string' || typeof sid !== 'string') return null
        // Stryker disable BlockStatement: equivalent catch below, callers refuse undefined as they refuse null
        return {
          providerUserId: sub,
          providerAppId: aud.slice(TRANSACT_AUDIENCE_PREFIX.length),
          requesterAppId: azp,
          requesterFamilyId: sid,
        }
      } catch {
        return null
      }
    },

    // Stryker restore BlockStatement
    /** Verifies signature, issuer, audience and (unless `ignoreExpiry`) expiry; null when anything fails. */
    // Stryker disable next-line BooleanLiteral: equivalent, the one caller on the default checks a token it has just signed
    async verifyAccess(token: string, appId: string, ignoreExpiry = false): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          issuer: TOKEN_ISSUER,
          audience: appId,
          currentDate: new Date(now()),
          // A refresh is usually sent with an expired access token: it still proves the caller.
          ...(ignoreExpiry ? { clockTolerance: Number.MAX_SAFE_INTEGER } : {}),
        })
        const { sub, sid, exp } = payload
        // Only an access token names its session (sid); the identity token, of the same key and
        // audience, names none, so it opens no session here nor in readBearer's check that follows.
        // Stryker disable next-line all: equivalent behind readBearer's session check; it narrows the types
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof exp !== 'number') return null
        // Stryker disable BlockStatement: equivalent catch below, callers refuse undefined as they refuse null
        return { userId: sub, appId, familyId: sid, expiresAt: exp }
      } catch {
        return null
      }
    },
  }
}
