import type { Database } from './Database.ts'
import { sweepExpired } from './sweepExpired.ts'

/** What the emulated provider decided on its consent page. */
export type OAuthOutcome = 'granted' | 'suspended' | 'rate_limited'

/** The identity a consent page vouched for: the provider's subject and profile fields. */
export type OAuthIdentity = {
  subject: string
  email?: string | null
  name?: string | null
  username?: string | null
  /** Cross-app only: the user's embedded wallets in the provider app. */
  embeddedWallets?: Array<{ address: string }>
}

/** One OAuth authorization in progress: started by oauth/init, decided on the consent page, redeemed once. */
export type OAuthFlowRecord = {
  appId: string
  stateCode: string
  provider: string
  codeChallenge: string
  redirectTo: string
  codeHash: string | null
  outcome: OAuthOutcome | null
  identity: OAuthIdentity | null
  expiresAt: number
  usedAt: number | null
}

type FlowRow = {
  app_id: string
  state_code: string
  provider: string
  code_challenge: string
  redirect_to: string
  code_hash: string | null
  outcome: OAuthOutcome | null
  identity: OAuthIdentity | null
  expires_at: number | string
  used_at: number | string | null
}

const toFlow = (row: FlowRow): OAuthFlowRecord => ({
  appId: row.app_id,
  stateCode: row.state_code,
  provider: row.provider,
  codeChallenge: row.code_challenge,
  redirectTo: row.redirect_to,
  codeHash: row.code_hash,
  outcome: row.outcome,
  identity: row.identity,
  expiresAt: Number(row.expires_at),
  usedAt: row.used_at === null ? null : Number(row.used_at),
})

/** Store access for OAuth flows (table `oauth_flows`, migration 100). */
export type OAuthFlowStore = ReturnType<typeof createOAuthFlowStore>

/** The queries of the OAuth emulator over the sandbox's database (PGlite or PostgreSQL). */
export function createOAuthFlowStore(db: Database) {
  return {
    /**
     * Starts a flow; false when its state is already taken (pending or used). A state is never
     * restarted: overwriting it would let a second init take over the first one's redirect and code.
     */
    async start(flow: {
      appId: string
      stateCode: string
      provider: string
      codeChallenge: string
      redirectTo: string
      at: number
      expiresAt: number
    }): Promise<boolean> {
      await sweepExpired(db, 'oauth_flows', flow.at)
      const rows = await db.query<{ state_code: string }>(
        `insert into oauth_flows (app_id, state_code, provider, code_challenge, redirect_to, created_at, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (app_id, state_code) do nothing
         returning state_code`,
        [flow.appId, flow.stateCode, flow.provider, flow.codeChallenge, flow.redirectTo, flow.at, flow.expiresAt],
      )
      return rows.length > 0
    },

    /**
     * Drops the oldest of `provider`'s flows in the app that are still waiting to be redeemed,
     * so that at most `keep` remain: bounds what one signed-in user can start.
     */
    async keepNewestPending(appId: string, provider: string, keep: number): Promise<void> {
      await db.query(
        `delete from oauth_flows where app_id = $1 and state_code in (
           select state_code from oauth_flows where app_id = $1 and provider = $2 and used_at is null
           order by created_at desc offset $3)`,
        [appId, provider, keep],
      )
    },

    async get(appId: string, stateCode: string): Promise<OAuthFlowRecord | null> {
      const [row] = await db.query<FlowRow>('select * from oauth_flows where app_id = $1 and state_code = $2', [
        appId,
        stateCode,
      ])
      return row ? toFlow(row) : null
    },

    /** Records the consent page's decision and the hash of the authorization code it handed out. */
    async decide(
      appId: string,
      stateCode: string,
      decision: { codeHash: string; outcome: OAuthOutcome; identity: OAuthIdentity | null },
    ): Promise<void> {
      await db.query(
        'update oauth_flows set code_hash = $3, outcome = $4, identity = $5 where app_id = $1 and state_code = $2',
        [appId, stateCode, decision.codeHash, decision.outcome, JSON.stringify(decision.identity)],
      )
    },

    /**
     * Marks the flow redeemed; false when it already was. The update is conditional, so two
     * concurrent redemptions of one code cannot both succeed (RFC 6749 section 4.1.2: single use).
     */
    async redeem(appId: string, stateCode: string, at: number): Promise<boolean> {
      const rows = await db.query<{ state_code: string }>(
        `update oauth_flows set used_at = $3 where app_id = $1 and state_code = $2 and used_at is null
         returning state_code`,
        [appId, stateCode, at],
      )
      return rows.length > 0
    },
  }
}
