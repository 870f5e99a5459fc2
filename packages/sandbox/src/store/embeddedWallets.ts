import type { Database, Queryable } from './Database.ts'

/** The chains an embedded wallet lives on. */
export type WalletChainType = 'ethereum' | 'solana'

/** How a wallet's recovery share is sealed (W-3 recoveryMethod). */
export type RecoveryMethod = 'privy' | 'user-passcode' | 'google-drive' | 'icloud'

/** The recovery share as stored: an envelope only its method can open (see the README, "Sealing"). */
export type SealedShare = Record<string, unknown> & { scheme: string }

/** One embedded wallet: its owner, the auth share (base64) and the sealed recovery share. */
export type EmbeddedWalletRecord = {
  appId: string
  address: string
  userId: string
  chainType: WalletChainType
  recoveryMethod: RecoveryMethod
  authShare: string
  recoveryShare: SealedShare
  createdAt: number
  updatedAt: number
}

type WalletRow = {
  app_id: string
  address: string
  user_id: string
  chain_type: WalletChainType
  recovery_method: RecoveryMethod
  auth_share: string
  recovery_share: SealedShare
  created_at: number | string
  updated_at: number | string
}

const toWallet = (row: WalletRow): EmbeddedWalletRecord => ({
  appId: row.app_id,
  address: row.address,
  userId: row.user_id,
  chainType: row.chain_type,
  recoveryMethod: row.recovery_method,
  authShare: row.auth_share,
  recoveryShare: row.recovery_share,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
})

/** The embedded wallets' queries (migration 400); writes that touch two tables take the caller's transaction. */
export function createEmbeddedWalletStore(db: Database) {
  return {
    transaction: db.transaction.bind(db),

    /** A user's wallets, oldest first; locked when read inside a transaction that is about to add one. */
    async listForUser(userId: string, q: Queryable = db, lock = false): Promise<EmbeddedWalletRecord[]> {
      const rows = await q.query<WalletRow>(
        `select * from embedded_wallets where user_id = $1 order by created_at${lock ? ' for update' : ''}`,
        [userId],
      )
      return rows.map(toWallet)
    },

    async get(appId: string, address: string, q: Queryable = db): Promise<EmbeddedWalletRecord | null> {
      const [row] = await q.query<WalletRow>('select * from embedded_wallets where app_id = $1 and address = $2', [
        appId,
        address,
      ])
      return row ? toWallet(row) : null
    },

    async insert(q: Queryable, wallet: Omit<EmbeddedWalletRecord, 'updatedAt'>): Promise<void> {
      await q.query(
        `insert into embedded_wallets (app_id, address, user_id, chain_type, recovery_method, auth_share,
           recovery_share, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        [
          wallet.appId,
          wallet.address,
          wallet.userId,
          wallet.chainType,
          wallet.recoveryMethod,
          wallet.authShare,
          JSON.stringify(wallet.recoveryShare),
          wallet.createdAt,
        ],
      )
    },

    /** Replaces the auth share and the sealed recovery share together (a reshare), and the method. */
    async replaceShares(
      q: Queryable,
      wallet: {
        appId: string
        address: string
        recoveryMethod: RecoveryMethod
        authShare: string
        recoveryShare: SealedShare
        at: number
      },
    ): Promise<void> {
      await q.query(
        `update embedded_wallets set recovery_method = $3, auth_share = $4, recovery_share = $5, updated_at = $6
         where app_id = $1 and address = $2`,
        [
          wallet.appId,
          wallet.address,
          wallet.recoveryMethod,
          wallet.authShare,
          JSON.stringify(wallet.recoveryShare),
          wallet.at,
        ],
      )
    },

    /** Rewrites the `recovery_method` of the wallet's linked account, so the user's wire shape follows. */
    async setAccountRecoveryMethod(q: Queryable, appId: string, identifier: string, method: RecoveryMethod) {
      await q.query(
        `update linked_accounts set details = jsonb_set(details, '{recovery_method}', to_jsonb($3::text))
         where app_id = $1 and type = 'wallet' and identifier = $2`,
        [appId, identifier, method],
      )
    },

    /** Registers a device key of the wallet (idempotent): shares are released to its signatures only. */
    async addDeviceKey(q: Queryable, appId: string, address: string, publicKey: string, at: number): Promise<void> {
      await q.query(
        `insert into embedded_wallet_device_keys (app_id, address, public_key, created_at) values ($1, $2, $3, $4)
         on conflict do nothing`,
        [appId, address, publicKey, at],
      )
    },

    /**
     * Records the hash of the wallet's current auth share as replaced, unless `next` is that same
     * share (a retried upload). Locks the wallet's row for the rest of the reshare's transaction
     * first, so a concurrent reshare waits and then retires this one's share in turn: check
     * `isRetiredShare` after this call. Shares are random, a new split never repeats one.
     */
    async retireCurrentShare(q: Queryable, appId: string, address: string, next: string, at: number): Promise<void> {
      await q.query(
        `with current as (select auth_share from embedded_wallets where app_id = $1 and address = $2 for update)
         insert into embedded_wallet_retired_shares (app_id, address, share_hash, retired_at)
         select $1, $2, encode(sha256(convert_to(auth_share, 'UTF8')), 'hex'), $4 from current
         where auth_share <> $3
         on conflict do nothing`,
        [appId, address, next, at],
      )
    },

    /** True when `authShare` was once this wallet's and has been replaced. */
    async isRetiredShare(q: Queryable, appId: string, address: string, authShare: string): Promise<boolean> {
      const rows = await q.query(
        `select 1 from embedded_wallet_retired_shares
         where app_id = $1 and address = $2 and share_hash = encode(sha256(convert_to($3, 'UTF8')), 'hex')`,
        [appId, address, authShare],
      )
      return rows.length > 0
    },

    async hasDeviceKey(appId: string, address: string, publicKey: string): Promise<boolean> {
      const rows = await db.query(
        'select 1 from embedded_wallet_device_keys where app_id = $1 and address = $2 and public_key = $3',
        [appId, address, publicKey],
      )
      return rows.length > 0
    },
  }
}

/** The embedded wallets' store. */
export type EmbeddedWalletStore = ReturnType<typeof createEmbeddedWalletStore>
