import type { Database } from './Database.ts'

/** Store access for sign-in with Ethereum nonces (table `siwe_nonces`, migration 300). */
export type SiweNonceStore = ReturnType<typeof createSiweNonceStore>

/** The nonce queries of siwe/init and siwe/authenticate over the sandbox's database. */
export function createSiweNonceStore(db: Database) {
  return {
    /** Records a nonce handed to `address` (lowercase) until `expiresAt`. */
    async put(entry: { nonce: string; appId: string; address: string; expiresAt: number }): Promise<void> {
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
