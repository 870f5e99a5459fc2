import type { Database, Queryable } from './Database.ts'

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
function toAccount(row: AccountRow): AccountRecord {
  return {
    type: row.type,
    identifier: row.identifier,
    details: row.details,
    firstVerifiedAt: Number(row.first_verified_at),
    latestVerifiedAt: Number(row.latest_verified_at),
  }
}

/** User and linked-account queries: a user with its accounts in one round trip. */
export function createUserStore(db: Database) {
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
  }
}
