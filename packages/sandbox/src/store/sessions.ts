import type { Database, Queryable } from './Database.ts'

/** One session row: a refresh token (only its hash) in a family born at login. */
export type SessionRecord = {
  id: string
  familyId: string
  userId: string
  appId: string
  kind: 'standard' | 'forked'
  createdAt: number
  expiresAt: number
  rotatedAt: number | null
  revokedAt: number | null
}

type SessionRow = {
  id: string
  family_id: string
  user_id: string
  app_id: string
  kind: 'standard' | 'forked'
  created_at: number | string
  expires_at: number | string
  rotated_at: number | string | null
  revoked_at: number | string | null
}

const ms = (value: number | string | null): number | null => (value === null ? null : Number(value))

function toSession(row: SessionRow): SessionRecord {
  return {
    id: row.id,
    familyId: row.family_id,
    userId: row.user_id,
    appId: row.app_id,
    kind: row.kind,
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    rotatedAt: ms(row.rotated_at),
    revokedAt: ms(row.revoked_at),
  }
}

/** Session queries: refresh tokens (their hashes) in families, rotation and revocation. */
export function createSessionStore(db: Database) {
  return {
    async insertSession(
      q: Queryable,
      session: Omit<SessionRecord, 'rotatedAt' | 'revokedAt'> & { refreshHash: string },
    ): Promise<void> {
      await q.query(
        `insert into sessions (id, family_id, user_id, app_id, kind, refresh_hash, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          session.id,
          session.familyId,
          session.userId,
          session.appId,
          session.kind,
          session.refreshHash,
          session.createdAt,
          session.expiresAt,
        ],
      )
    },

    /** The session holding this refresh token, locked so that two rotations cannot both win. */
    async findSessionByRefreshHash(q: Queryable, refreshHash: string): Promise<SessionRecord | null> {
      const [row] = await q.query<SessionRow>('select * from sessions where refresh_hash = $1 for update', [
        refreshHash,
      ])
      return row ? toSession(row) : null
    },

    async markRotated(q: Queryable, sessionId: string, at: number) {
      await q.query('update sessions set rotated_at = $2 where id = $1', [sessionId, at])
    },

    async revokeFamily(q: Queryable, familyId: string, at: number, reason: string) {
      await q.query(
        'update sessions set revoked_at = $2, revoke_reason = $3 where family_id = $1 and revoked_at is null',
        [familyId, at, reason],
      )
    },

    /** True while the family (one login) still has a live, unrevoked session. */
    async isFamilyActive(familyId: string, now: number): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        'select id from sessions where family_id = $1 and revoked_at is null and expires_at > $2 limit 1',
        [familyId, now],
      )
      return rows.length > 0
    },
  }
}
