import type { Database, Queryable } from './Database.ts'

/** A security event the sandbox reports, e.g. a refresh token used twice. */
export type SecurityEvent = { kind: string; appId: string; userId: string | null; familyId: string | null; at: number }

/** The security events the sandbox reports (a refresh token used twice, ...). */
export function createSecurityEventStore(db: Database) {
  return {
    async recordEvent(q: Queryable, event: SecurityEvent) {
      await q.query('insert into security_events (app_id, kind, user_id, family_id, at) values ($1, $2, $3, $4, $5)', [
        event.appId,
        event.kind,
        event.userId,
        event.familyId,
        event.at,
      ])
    },

    async listEvents(kind?: string): Promise<SecurityEvent[]> {
      const rows = await db.query<{
        kind: string
        app_id: string
        user_id: string | null
        family_id: string | null
        at: number | string
      }>(
        kind === undefined
          ? 'select * from security_events order by id'
          : 'select * from security_events where kind = $1 order by id',
        kind === undefined ? [] : [kind],
      )
      return rows.map((row) => ({
        kind: row.kind,
        appId: row.app_id,
        userId: row.user_id,
        familyId: row.family_id,
        at: Number(row.at),
      }))
    },
  }
}
