import type { Queryable } from './Database.ts'

/**
 * How long a row outlives its expiry before a sweep drops it. Until then a late request still
 * gets the "expired" answer of its own route rather than "unknown"; after it the row is gone.
 */
export const SWEEP_GRACE_MS = 10 * 60_000

/** The tables of one-time, short-lived rows that nothing reads once they have expired. */
export type ExpiringTable =
  | 'siwe_nonces'
  | 'oauth_flows'
  | 'recovery_access_tokens'
  | 'farcaster_channels'
  | 'verification_codes'
  | 'webauthn_challenges'

/**
 * Drops `table`'s rows that expired more than `SWEEP_GRACE_MS` before `now`. Called on each
 * write to the table, so a sandbox left running (a user's CI kit) holds only what its traffic of
 * the last few minutes made, however many flows were started and abandoned before.
 */
export async function sweepExpired(db: Queryable, table: ExpiringTable, now: number): Promise<void> {
  await db.query(`delete from ${table} where expires_at < $1`, [now - SWEEP_GRACE_MS])
}
