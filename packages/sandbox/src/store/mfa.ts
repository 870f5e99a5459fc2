import type { Database, Queryable } from './Database.ts'

/** An MFA method. */
export type MfaMethod = 'sms' | 'totp' | 'passkey'

/** An enrolled MFA factor: the phone for sms, the secret for totp, nothing more for passkey. */
export type MfaFactorRecord = {
  method: MfaMethod
  phoneNumber: string | null
  totpSecret: string | null
  verifiedAt: number
}

/** The MFA state of one session family: when it last verified, its failed attempts since then, its lock. */
export type MfaVerificationRecord = { verifiedAt: number | null; failedAttempts: number; lockedUntil: number | null }

type FactorRow = {
  method: MfaMethod
  phone_number: string | null
  totp_secret: string | null
  verified_at: string | number
}
type VerificationRow = {
  verified_at: string | number | null
  failed_attempts: number
  locked_until: string | number | null
}

const msOrNull = (value: string | number | null): number | null => (value === null ? null : Number(value))

/** MFA queries (migration 201). `users.mfa_methods` is rewritten with every factor change, in the same transaction. */
export function createMfaStore(db: Database) {
  const syncUserMethods = (q: Queryable, userId: string) =>
    q.query(
      `update users set mfa_methods = coalesce(
         (select jsonb_agg(jsonb_build_object('type', method, 'verifiedAt', verified_at) order by method)
          from mfa_factors where user_id = $1), '[]'::jsonb)
       where id = $1`,
      [userId],
    )

  return {
    transaction: db.transaction.bind(db),

    async listFactors(userId: string, q: Queryable = db): Promise<MfaFactorRecord[]> {
      const rows = await q.query<FactorRow>('select * from mfa_factors where user_id = $1 order by method', [userId])
      return rows.map((row) => ({
        method: row.method,
        phoneNumber: row.phone_number,
        totpSecret: row.totp_secret,
        verifiedAt: Number(row.verified_at),
      }))
    },

    /** Adds or replaces a factor and updates the user's mfa_methods. */
    async putFactor(q: Queryable, userId: string, factor: MfaFactorRecord) {
      await q.query(
        `insert into mfa_factors (user_id, method, phone_number, totp_secret, verified_at) values ($1, $2, $3, $4, $5)
         on conflict (user_id, method) do update set phone_number = excluded.phone_number,
           totp_secret = excluded.totp_secret, verified_at = excluded.verified_at, last_totp_step = null`,
        [userId, factor.method, factor.phoneNumber, factor.totpSecret, factor.verifiedAt],
      )
      await syncUserMethods(q, userId)
    },

    async deleteFactor(q: Queryable, userId: string, method: MfaMethod) {
      await q.query('delete from mfa_factors where user_id = $1 and method = $2', [userId, method])
      await syncUserMethods(q, userId)
    },

    /**
     * Records that the user's TOTP factor accepted the code of time step `step`; false when it
     * already accepted that step or a later one (a replayed code, RFC 6238 §5.2). One statement,
     * so two requests racing with the same code cannot both win.
     */
    async claimTotpStep(q: Queryable, userId: string, step: number): Promise<boolean> {
      const rows = await q.query(
        `update mfa_factors set last_totp_step = $2
         where user_id = $1 and method = 'totp' and (last_totp_step is null or last_totp_step < $2)
         returning user_id`,
        [userId, step],
      )
      return rows.length === 1
    },

    async putPendingTotp(userId: string, secret: string, at: number) {
      await db.query(
        `insert into mfa_pending_totp (user_id, secret, created_at) values ($1, $2, $3)
         on conflict (user_id) do update set secret = excluded.secret, created_at = excluded.created_at`,
        [userId, secret, at],
      )
    },

    async getPendingTotp(userId: string): Promise<{ secret: string; createdAt: number } | null> {
      const [row] = await db.query<{ secret: string; created_at: string | number }>(
        'select * from mfa_pending_totp where user_id = $1',
        [userId],
      )
      return row ? { secret: row.secret, createdAt: Number(row.created_at) } : null
    },

    async deletePendingTotp(q: Queryable, userId: string) {
      await q.query('delete from mfa_pending_totp where user_id = $1', [userId])
    },

    /** Creates a session family's empty MFA state unless it exists, so that its row can be locked. */
    async openVerification(q: Queryable, familyId: string, userId: string) {
      await q.query(
        `insert into mfa_verifications (family_id, user_id, verified_at, failed_attempts, locked_until)
         values ($1, $2, null, 0, null) on conflict (family_id) do nothing`,
        [familyId, userId],
      )
    },

    /** A session family's MFA state; inside a transaction, its row stays locked until the commit. */
    async getVerification(familyId: string, q: Queryable = db): Promise<MfaVerificationRecord> {
      const [row] = await q.query<VerificationRow>('select * from mfa_verifications where family_id = $1 for update', [
        familyId,
      ])
      if (!row) return { verifiedAt: null, failedAttempts: 0, lockedUntil: null }
      return {
        verifiedAt: msOrNull(row.verified_at),
        failedAttempts: row.failed_attempts,
        lockedUntil: msOrNull(row.locked_until),
      }
    },

    /** Writes a session family's MFA state. */
    async putVerification(familyId: string, userId: string, state: MfaVerificationRecord, q: Queryable = db) {
      await q.query(
        `insert into mfa_verifications (family_id, user_id, verified_at, failed_attempts, locked_until)
         values ($1, $2, $3, $4, $5)
         on conflict (family_id) do update set verified_at = excluded.verified_at,
           failed_attempts = excluded.failed_attempts, locked_until = excluded.locked_until`,
        [familyId, userId, state.verifiedAt, state.failedAttempts, state.lockedUntil],
      )
    },
  }
}

/** The MFA store's queries. */
export type MfaStore = ReturnType<typeof createMfaStore>
