import type { WireAuthResult } from '@lobby/headless/core'
import type { SandboxContext } from '../lib/SandboxContext.ts'

/**
 * How long a just-rotated refresh token, presented again, answers the rotation it already made
 * instead of revoking its family. A client retries a refresh whose answer it lost (A-7.06: 0.5 s,
 * 1.5 s, 4.5 s); 10 s covers the whole schedule, and is far shorter than a thief's usual delay.
 */
export const REFRESH_GRACE_MS = 10_000

/** What one rotation answered, kept for REFRESH_GRACE_MS. */
export type Rotation = {
  /** The refresh token the rotation issued, and the forked one when the call was a fork. */
  refreshToken: string
  forkedRefreshToken: string | null
  /** The answer itself once built, so a retry gets the very same pair. */
  result: WireAuthResult | null
  until: number
}

// The new refresh token exists in clear only here: the store keeps hashes. In memory on purpose:
// a restart inside the window costs one forced logout at worst.
const rotationsByContext = new WeakMap<SandboxContext, Map<string, Rotation>>()

const rotationsOf = (ctx: SandboxContext) => {
  let rotations = rotationsByContext.get(ctx)
  if (!rotations) {
    rotations = new Map()
    rotationsByContext.set(ctx, rotations)
  }
  return rotations
}

/** Keeps what rotating the token with `spentHash` issued, for REFRESH_GRACE_MS from now. */
export function rememberRotation(ctx: SandboxContext, spentHash: string, rotation: Omit<Rotation, 'until'>): Rotation {
  const rotations = rotationsOf(ctx)
  const now = ctx.now()
  // Stryker disable next-line all: a memory bound: recallRotation refuses an expired rotation anyway
  for (const [hash, kept] of rotations) if (kept.until <= now) rotations.delete(hash)
  const kept = { ...rotation, until: now + REFRESH_GRACE_MS }
  rotations.set(spentHash, kept)
  return kept
}

/** The rotation the token with `spentHash` made, while its grace window lasts. */
export function recallRotation(ctx: SandboxContext, spentHash: string): Rotation | null {
  const kept = rotationsOf(ctx).get(spentHash)
  return kept && kept.until > ctx.now() ? kept : null
}
