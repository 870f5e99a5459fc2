import { createPublicKey, randomBytes, verify } from 'node:crypto'
import { type ReleasePurpose, releaseMessage } from '../frame/deviceKeys.ts'

/** How long a challenge may wait for its signature: one round trip of the frame, with room. */
export const CHALLENGE_TTL_MS = 60_000

/** Outstanding challenges kept at most; the oldest go first (each lives a minute anyway). */
export const MAX_OUTSTANDING = 10_000

/**
 * Outstanding challenges of one user kept at most; beyond it the user's own oldest go. A frame
 * waits on one release at a time per wallet, so a handful is plenty; without this bound one user
 * asking 10 000 challenges in a minute would push every other user's out before it is signed.
 */
export const MAX_OUTSTANDING_PER_USER = 16

type Challenge = { appId: string; userId: string; address: string; purpose: ReleasePurpose; expiresAt: number }

/**
 * The one-time challenges a device key signs to have a share released. They live in memory: a
 * restart only makes the frame ask again. Each names app, user, wallet and purpose, expires after
 * `CHALLENGE_TTL_MS` and is spent by its first use, right or wrong.
 */
export function createShareReleaseChallenges(now: () => number) {
  const open = new Map<string, Challenge>()
  return {
    issue(challenge: Omit<Challenge, 'expiresAt'>): { challenge: string; expiresAt: number } {
      const at = now()
      const theirs: string[] = []
      for (const [id, entry] of open) {
        // Stryker disable next-line all: a memory bound, take() refuses an expired challenge anyway
        if (entry.expiresAt <= at) open.delete(id)
        else if (entry.appId === challenge.appId && entry.userId === challenge.userId) theirs.push(id)
      }
      // A Map iterates in insertion order: the user's oldest come first.
      for (const id of theirs.slice(0, Math.max(0, theirs.length - MAX_OUTSTANDING_PER_USER + 1))) open.delete(id)
      // Stryker disable next-line all: a memory bound that shows only past 10 000 outstanding, of 625 users or more
      for (const id of open.keys()) if (open.size >= MAX_OUTSTANDING) open.delete(id)
      const id = randomBytes(24).toString('base64url')
      const expiresAt = at + CHALLENGE_TTL_MS
      open.set(id, { ...challenge, expiresAt })
      return { challenge: id, expiresAt }
    },

    /** True when `id` was issued for exactly this release and is live; spends it either way. */
    take(id: string, expected: Omit<Challenge, 'expiresAt'>): boolean {
      const entry = open.get(id)
      open.delete(id)
      return (
        !!entry &&
        entry.expiresAt > now() &&
        // Stryker disable next-line ConditionalExpression: equivalent behind the user check, a user belongs to one app
        entry.appId === expected.appId &&
        // Stryker disable next-line ConditionalExpression: equivalent behind the address check, in an app a wallet has one owner and the route serves the owner only
        entry.userId === expected.userId &&
        entry.address === expected.address &&
        entry.purpose === expected.purpose
      )
    },
  }
}

/** True when `signature` (base64, IEEE P1363) is the device key's ECDSA P-256 signature of the release message. */
export function verifyRelease(
  publicKey: string,
  signature: string,
  release: { appId: string; address: string; purpose: ReleasePurpose; challenge: string },
): boolean {
  try {
    const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' })
    // Only an EC key names a curve; Node gives every asymmetric key its details, the `?.` only narrows the type.
    // Stryker disable next-line OptionalChaining: equivalent, see above
    if (key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') return false
    // Stryker disable BlockStatement: equivalent catch below, an empty catch answers undefined, which callers refuse as they refuse false
    return verify(
      'sha256',
      Buffer.from(releaseMessage(release)),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64'),
    )
  } catch {
    return false
  }
  // Stryker restore BlockStatement
}
