import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import type { Database, Queryable } from './Database.ts'
import { migrate } from './migrations.ts'

/** A user row with its linked accounts, as the store keeps them (milliseconds). */
export type UserRecord = {
  id: string
  appId: string
  createdAt: number
  hasAcceptedTerms: boolean
  isGuest: boolean
  accounts: AccountRecord[]
  /** MFA methods enrolled, kept by the MFA store (store/mfa.ts); milliseconds. */
  mfaMethods?: Array<{ type: 'sms' | 'totp' | 'passkey'; verifiedAt: number }>
}

/** One linked account; `identifier` is the normalised email, phone, subject or credential hash. */
export type AccountRecord = {
  type: string
  identifier: string
  details: Record<string, unknown>
  firstVerifiedAt: number
  latestVerifiedAt: number
}

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

/** A code as delivered to the inbox (email or SMS). */
export type InboxMessage = { to: string; code: string; sentAt: number; channel: 'email' | 'sms'; appId: string }

/** A stored verification code: only its hash. */
export type CodeRecord = { codeHash: string; expiresAt: number; attempts: number }

/** A security event the sandbox reports, e.g. a refresh token used twice. */
export type SecurityEvent = { kind: string; appId: string; userId: string | null; familyId: string | null; at: number }

/** Every query the sandbox runs. Methods taking `tx` join the caller's transaction. */
export type Store = ReturnType<typeof createStoreQueries>

type UserRow = {
  id: string
  app_id: string
  created_at: number | string
  has_accepted_terms: boolean
  is_guest: boolean
}
type AccountRow = {
  user_id: string
  type: string
  identifier: string
  details: Record<string, unknown>
  first_verified_at: number | string
  latest_verified_at: number | string
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

function toAccount(row: AccountRow): AccountRecord {
  return {
    type: row.type,
    identifier: row.identifier,
    details: row.details,
    firstVerifiedAt: Number(row.first_verified_at),
    latestVerifiedAt: Number(row.latest_verified_at),
  }
}

/** Migrates the database, then returns the store's queries over it (PGlite or PostgreSQL, same SQL). */
export async function createStore(db: Database): Promise<Store> {
  await migrate(db)
  return createStoreQueries(db)
}

function createStoreQueries(db: Database) {
  // One round trip: the user row with its accounts aggregated, as this runs on every login and refresh.
  const getUser = async (q: Queryable, id: string): Promise<UserRecord | null> => {
    const [row] = await q.query<UserRow & { accounts: AccountRow[]; mfa_methods?: UserRecord['mfaMethods'] }>(
      `select u.*, coalesce(
         (select json_agg(a order by a.id) from linked_accounts a where a.user_id = u.id), '[]'::json
       ) as accounts
       from users u where u.id = $1`,
      [id],
    )
    if (!row) return null
    const accounts = row.accounts
    return {
      id: row.id,
      appId: row.app_id,
      createdAt: Number(row.created_at),
      hasAcceptedTerms: row.has_accepted_terms,
      isGuest: row.is_guest,
      accounts: accounts.map(toAccount),
      mfaMethods: row.mfa_methods ?? [],
    }
  }

  return {
    db,
    transaction: db.transaction.bind(db),

    /** Writes the config file's apps; config changes apply on the next start. */
    async seedApps(apps: readonly SandboxAppDefinition[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const app of apps) {
          await tx.query(
            `insert into apps (id, name, config, settings) values ($1, $2, $3, $4)
             on conflict (id) do update set name = excluded.name, config = excluded.config, settings = excluded.settings`,
            [app.id, app.name, JSON.stringify(app.config), JSON.stringify(app.sandbox)],
          )
        }
      })
    },

    getUser: (id: string, q: Queryable = db) => getUser(q, id),

    async countUsers(q: Queryable, appId: string): Promise<number> {
      const [row] = await q.query<{ n: number | string }>('select count(*) as n from users where app_id = $1', [appId])
      return Number(row?.n ?? 0)
    },

    async insertUser(q: Queryable, user: { id: string; appId: string; createdAt: number; isGuest: boolean }) {
      await q.query('insert into users (id, app_id, created_at, is_guest) values ($1, $2, $3, $4)', [
        user.id,
        user.appId,
        user.createdAt,
        user.isGuest,
      ])
    },

    async setGuest(q: Queryable, userId: string, isGuest: boolean) {
      await q.query('update users set is_guest = $2 where id = $1', [userId, isGuest])
    },

    async acceptTerms(userId: string, at: number) {
      await db.query('update users set has_accepted_terms = true, accepted_terms_at = $2 where id = $1', [userId, at])
    },

    /** The owner of an account, locked for the rest of the transaction. */
    async findAccountOwner(q: Queryable, appId: string, type: string, identifier: string): Promise<string | null> {
      const [row] = await q.query<{ user_id: string }>(
        'select user_id from linked_accounts where app_id = $1 and type = $2 and identifier = $3 for update',
        [appId, type, identifier],
      )
      return row?.user_id ?? null
    },

    async insertAccount(
      q: Queryable,
      account: { userId: string; appId: string; type: string; identifier: string; details: object; at: number },
    ) {
      await q.query(
        `insert into linked_accounts (user_id, app_id, type, identifier, details, first_verified_at, latest_verified_at)
         values ($1, $2, $3, $4, $5, $6, $6)`,
        [account.userId, account.appId, account.type, account.identifier, JSON.stringify(account.details), account.at],
      )
    },

    async touchAccount(q: Queryable, appId: string, type: string, identifier: string, at: number) {
      await q.query(
        'update linked_accounts set latest_verified_at = $4 where app_id = $1 and type = $2 and identifier = $3',
        [appId, type, identifier, at],
      )
    },

    async deleteAccount(q: Queryable, userId: string, type: string, identifier: string): Promise<boolean> {
      const rows = await q.query<{ id: number }>(
        'delete from linked_accounts where user_id = $1 and type = $2 and identifier = $3 returning id',
        [userId, type, identifier],
      )
      return rows.length > 0
    },

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

    async insertAnalyticsEvent(event: {
      appId: string
      eventName: string
      clientId: string | null
      payload: unknown
      at: number
    }) {
      await db.query(
        'insert into analytics_events (app_id, event_name, client_id, payload, received_at) values ($1, $2, $3, $4, $5)',
        [event.appId, event.eventName, event.clientId, JSON.stringify(event.payload ?? {}), event.at],
      )
    },

    async listAnalyticsEvents(appId?: string) {
      const rows = await db.query<{
        app_id: string
        event_name: string
        client_id: string | null
        payload: unknown
        received_at: number | string
      }>(
        appId === undefined
          ? 'select * from analytics_events order by id'
          : 'select * from analytics_events where app_id = $1 order by id',
        appId === undefined ? [] : [appId],
      )
      return rows.map((row) => ({
        appId: row.app_id,
        eventName: row.event_name,
        clientId: row.client_id,
        payload: row.payload,
        receivedAt: Number(row.received_at),
      }))
    },

    close: () => db.close(),
  }
}
