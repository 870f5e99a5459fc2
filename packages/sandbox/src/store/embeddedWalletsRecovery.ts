import { createHash } from 'node:crypto'
import type { Database } from './Database.ts'
import { sweepExpired } from './sweepExpired.ts'

/** The cloud drives a recovery share can be kept in (W-1 recovery methods). */
export type CloudProvider = 'google-drive' | 'icloud'

/** A recovery access token's grant: which user may read which drive account. */
export type RecoveryGrant = {
  appId: string
  userId: string
  provider: CloudProvider
  subject: string
  expiresAt: number
}

type GrantRow = {
  app_id: string
  user_id: string
  provider: CloudProvider
  subject: string
  expires_at: number | string
}

/** The stored form of a recovery access token: its SHA-256, so a database dump grants nothing. */
export function hashRecoveryToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Recovery flows share the login flows' table (oauth_flows) under this provider name, bound to one user. */
export function recoveryFlowProvider(provider: CloudProvider, userId: string): string {
  return `recovery:${provider}:${userId}`
}

/** Recovery OAuth tokens and the emulated drive's files (migration 400). Tokens are stored as hashes only. */
export function createRecoveryStore(db: Database) {
  return {
    async putToken(tokenHash: string, grant: RecoveryGrant, now: number): Promise<void> {
      await sweepExpired(db, 'recovery_access_tokens', now)
      await db.query(
        `insert into recovery_access_tokens (token_hash, app_id, user_id, provider, subject, expires_at)
         values ($1, $2, $3, $4, $5, $6)`,
        [tokenHash, grant.appId, grant.userId, grant.provider, grant.subject, grant.expiresAt],
      )
    },

    /** The grant of a live token (by its plain value), or null when unknown or expired at `now`. */
    async readToken(token: string, now: number): Promise<RecoveryGrant | null> {
      const [row] = await db.query<GrantRow>(
        'select * from recovery_access_tokens where token_hash = $1 and expires_at > $2',
        [hashRecoveryToken(token), now],
      )
      return row
        ? {
            appId: row.app_id,
            userId: row.user_id,
            provider: row.provider,
            subject: row.subject,
            expiresAt: Number(row.expires_at),
          }
        : null
    },

    async readFile(provider: CloudProvider, subject: string, name: string): Promise<string | null> {
      const [row] = await db.query<{ content: string }>(
        'select content from cloud_drive_files where provider = $1 and subject = $2 and name = $3',
        [provider, subject, name],
      )
      return row?.content ?? null
    },

    async writeFile(provider: CloudProvider, subject: string, name: string, content: string, at: number) {
      await db.query(
        `insert into cloud_drive_files (provider, subject, name, content, updated_at) values ($1, $2, $3, $4, $5)
         on conflict (provider, subject, name) do update set content = excluded.content, updated_at = excluded.updated_at`,
        [provider, subject, name, content, at],
      )
    },
  }
}

/** The recovery store's queries. */
export type RecoveryStore = ReturnType<typeof createRecoveryStore>
