import type { Database } from './Database.ts'

/** The token signing key, kept so that tokens outlive a restart. */
export function createSigningKeyStore(db: Database) {
  return {
    /** The signing key pair, created on first use and kept so tokens outlive a restart. */
    async getOrCreateSigningKey(
      create: () => Promise<{ id: string; privateJwk: object; publicJwk: object }>,
      at: number,
    ): Promise<{ id: string; privateJwk: Record<string, unknown>; publicJwk: Record<string, unknown> }> {
      const read = async () => {
        const [row] = await db.query<{
          id: string
          private_jwk: Record<string, unknown>
          public_jwk: Record<string, unknown>
        }>('select * from signing_keys order by created_at limit 1')
        return row ? { id: row.id, privateJwk: row.private_jwk, publicJwk: row.public_jwk } : null
      }
      const existing = await read()
      if (existing) return existing
      const key = await create()
      await db.query(
        'insert into signing_keys (id, private_jwk, public_jwk, created_at) values ($1, $2, $3, $4) on conflict do nothing',
        [key.id, JSON.stringify(key.privateJwk), JSON.stringify(key.publicJwk), at],
      )
      // Another process sharing the database may have won the insert: use whichever key is first.
      return (await read()) ?? { id: key.id, privateJwk: { ...key.privateJwk }, publicJwk: { ...key.publicJwk } }
    },
  }
}
