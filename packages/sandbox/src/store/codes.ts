import type { Database, Queryable } from './Database.ts'
import { sweepExpired } from './sweepExpired.ts'

/** A code as delivered to the inbox (email or SMS). */
export type InboxMessage = { to: string; code: string; sentAt: number; channel: 'email' | 'sms'; appId: string }

/** A stored verification code: only its hash. */
export type CodeRecord = { codeHash: string; expiresAt: number; attempts: number }

/** One-time codes (only their hashes) and the inbox that delivers them. */
export function createCodeStore(db: Database) {
  return {
    /** Replaces the target's pending code and delivers it to the inbox, in one transaction. */
    async putCode(entry: {
      appId: string
      channel: 'email' | 'sms'
      target: string
      code: string
      codeHash: string
      at: number
      expiresAt: number
    }) {
      await db.transaction(async (tx) => {
        // An expired code answers as a missing one (invalid_credentials), so dropping it changes no answer.
        await sweepExpired(tx, 'verification_codes', entry.at)
        await tx.query(
          `insert into verification_codes (app_id, channel, target, code_hash, created_at, expires_at, attempts)
           values ($1, $2, $3, $4, $5, $6, 0)
           on conflict (app_id, channel, target) do update
             set code_hash = excluded.code_hash, created_at = excluded.created_at, expires_at = excluded.expires_at, attempts = 0`,
          [entry.appId, entry.channel, entry.target, entry.codeHash, entry.at, entry.expiresAt],
        )
        await tx.query('insert into inbox (app_id, channel, recipient, code, sent_at) values ($1, $2, $3, $4, $5)', [
          entry.appId,
          entry.channel,
          entry.target,
          entry.code,
          entry.at,
        ])
      })
    },

    async getCode(q: Queryable, appId: string, channel: string, target: string): Promise<CodeRecord | null> {
      const [row] = await q.query<{ code_hash: string; expires_at: number | string; attempts: number }>(
        'select code_hash, expires_at, attempts from verification_codes where app_id = $1 and channel = $2 and target = $3 for update',
        [appId, channel, target],
      )
      return row ? { codeHash: row.code_hash, expiresAt: Number(row.expires_at), attempts: Number(row.attempts) } : null
    },

    async setCodeAttempts(q: Queryable, appId: string, channel: string, target: string, attempts: number) {
      await q.query('update verification_codes set attempts = $4 where app_id = $1 and channel = $2 and target = $3', [
        appId,
        channel,
        target,
        attempts,
      ])
    },

    async deleteCode(q: Queryable, appId: string, channel: string, target: string) {
      await q.query('delete from verification_codes where app_id = $1 and channel = $2 and target = $3', [
        appId,
        channel,
        target,
      ])
    },

    /** Codes sent to one recipient (or to everyone), newest first. */
    async listInbox(to?: string, limit = 100): Promise<InboxMessage[]> {
      const rows = await db.query<{
        recipient: string
        code: string
        sent_at: number | string
        channel: 'email' | 'sms'
        app_id: string
      }>(
        to === undefined
          ? 'select * from inbox order by id desc limit $1'
          : 'select * from inbox where recipient = $2 order by id desc limit $1',
        to === undefined ? [limit] : [limit, to],
      )
      return rows.map((row) => ({
        to: row.recipient,
        code: row.code,
        sentAt: Number(row.sent_at),
        channel: row.channel,
        appId: row.app_id,
      }))
    },
  }
}
