import type { Database } from './Database.ts'
import { sweepExpired } from './sweepExpired.ts'

/**
 * Outstanding nonces one address keeps in one app; a new one drops that address's oldest beyond
 * it. A login page asks one nonce per attempt, so a handful is plenty.
 */
export const MAX_NONCES_PER_ADDRESS = 16

/** Store access for sign-in with Ethereum nonces (table `siwe_nonces`, migration 300). */
export type SiweNonceStore = ReturnType<typeof createSiweNonceStore>

/** The nonce queries of siwe/init and siwe/authenticate over the sandbox's database. */
export function createSiweNonceStore(db: Database) {
  return {
    /** Records a nonce handed to `address` (lowercase) until `expiresAt`. */
    async put(entry: { nonce: string; appId: string; address: string; expiresAt: number; now: number }): Promise<void> {
      await sweepExpired(db, 'siwe_nonces', entry.now)
      await db.query(
        `delete from siwe_nonces where nonce in (
           select nonce from siwe_nonces where app_id = $1 and address = $2
           order by expires_at desc offset $3)`,
        [entry.appId, entry.address, MAX_NONCES_PER_ADDRESS - 1],
      )
      await db.query('insert into siwe_nonces (nonce, app_id, address, expires_at) values ($1, $2, $3, $4)', [
        entry.nonce,
        entry.appId,
        entry.address,
        entry.expiresAt,
      ])
    },
    /** Spends a nonce: true only once, for its app and address, before it expires (replay protection). */
    async consume(entry: { nonce: string; appId: string; address: string; now: number }): Promise<boolean> {
      const rows = await db.query<{ nonce: string }>(
        'delete from siwe_nonces where nonce = $1 and app_id = $2 and address = $3 and expires_at > $4 returning nonce',
        [entry.nonce, entry.appId, entry.address, entry.now],
      )
      return rows.length === 1
    },
  }
}
