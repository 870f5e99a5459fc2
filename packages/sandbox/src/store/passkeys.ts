import type { Database, Queryable } from './Database.ts'
import { sweepExpired } from './sweepExpired.ts'

/** A stored WebAuthn credential: its COSE public key (base64url), signature counter and transports. */
export type PasskeyCredentialRecord = {
  credentialId: string
  appId: string
  userId: string
  publicKey: string
  counter: number
  transports: string[]
}

/** What a challenge was issued for; a challenge answers only the purpose it was made for. */
export type ChallengePurpose = 'authenticate' | 'link' | 'mfa'

type CredentialRow = {
  credential_id: string
  app_id: string
  user_id: string
  public_key: string
  counter: number | string
  transports: string[]
}

const toCredential = (row: CredentialRow): PasskeyCredentialRecord => ({
  credentialId: row.credential_id,
  appId: row.app_id,
  userId: row.user_id,
  publicKey: row.public_key,
  counter: Number(row.counter),
  transports: row.transports,
})

/** Passkey queries (migration 200): credentials beside their linked accounts, single-use challenges. */
export function createPasskeyStore(db: Database) {
  return {
    async insertCredential(q: Queryable, credential: PasskeyCredentialRecord & { at: number }) {
      await q.query(
        `insert into passkey_credentials (credential_id, app_id, user_id, public_key, counter, transports, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [
          credential.credentialId,
          credential.appId,
          credential.userId,
          credential.publicKey,
          credential.counter,
          JSON.stringify(credential.transports),
          credential.at,
        ],
      )
    },

    async getCredential(appId: string, credentialId: string): Promise<PasskeyCredentialRecord | null> {
      const [row] = await db.query<CredentialRow>(
        'select * from passkey_credentials where app_id = $1 and credential_id = $2',
        [appId, credentialId],
      )
      return row ? toCredential(row) : null
    },

    async listCredentials(userId: string): Promise<PasskeyCredentialRecord[]> {
      const rows = await db.query<CredentialRow>(
        'select * from passkey_credentials where user_id = $1 order by created_at',
        [userId],
      )
      return rows.map(toCredential)
    },

    async setCounter(credentialId: string, counter: number) {
      await db.query('update passkey_credentials set counter = $2 where credential_id = $1', [credentialId, counter])
    },

    async deleteCredential(q: Queryable, credentialId: string) {
      await q.query('delete from passkey_credentials where credential_id = $1', [credentialId])
    },

    /** Sets `enrolled_in_mfa` on the user's passkey accounts: the listed ones, or all when `ids` is null. */
    async setEnrolledInMfa(q: Queryable, userId: string, ids: readonly string[] | null, enrolled: boolean) {
      await q.query(
        `update linked_accounts set details = details || jsonb_build_object('enrolled_in_mfa', $3::boolean)
         where user_id = $1 and type = 'passkey' and ($2::jsonb is null or $2::jsonb ? identifier)`,
        [userId, ids === null ? null : JSON.stringify(ids), enrolled],
      )
    },

    async putChallenge(entry: {
      challenge: string
      appId: string
      purpose: ChallengePurpose
      userId: string | null
      expiresAt: number
      now: number
    }) {
      // Unanswered challenges are dropped once expired, so the table stays as small as the traffic.
      await sweepExpired(db, 'webauthn_challenges', entry.now)
      await db.query(
        'insert into webauthn_challenges (challenge, app_id, purpose, user_id, expires_at) values ($1, $2, $3, $4, $5)',
        [entry.challenge, entry.appId, entry.purpose, entry.userId, entry.expiresAt],
      )
    },

    /** Consumes a challenge: true once for an unexpired one of this app, purpose and user, false ever after. */
    async takeChallenge(entry: {
      challenge: string
      appId: string
      purpose: ChallengePurpose
      userId: string | null
      now: number
    }): Promise<boolean> {
      const rows = await db.query<{ challenge: string }>(
        `delete from webauthn_challenges
         where challenge = $1 and app_id = $2 and purpose = $3 and user_id is not distinct from $4 and expires_at > $5
         returning challenge`,
        [entry.challenge, entry.appId, entry.purpose, entry.userId, entry.now],
      )
      return rows.length === 1
    },
  }
}

/** The passkey store's queries. */
export type PasskeyStore = ReturnType<typeof createPasskeyStore>
