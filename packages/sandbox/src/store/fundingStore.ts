import { randomBytes } from 'node:crypto'
import type { Database } from './Database.ts'

/** Card on-ramp A transaction statuses the emulator moves through (W-3.23). */
export type OnRampAStatus = 'pending' | 'waitingAuthorization' | 'completed' | 'failed'

/** A card on-ramp A transaction: created by the signing call, moved by the pay page. */
export type OnRampATransaction = {
  externalTransactionId: string
  appId: string
  userId: string
  walletAddress: string
  currencyCode: string
  /** Crypto amount asked for by the signing call (W-3.19 quoteCurrencyAmount), decimal. */
  quoteCurrencyAmount: string | null
  /** Created with the live key (useSandbox off) rather than the test key. */
  live: boolean
  status: OnRampAStatus
  paymentMethod: string | null
  cardPaymentType: string | null
  /** Hash of the transaction that delivered the funds. */
  cryptoTransactionId: string | null
  chainId: number | null
  failureReason: string | null
  createdAt: number
  updatedAt: number
}

/** Card on-ramp B session states: `failed` carries why (the user left, or the network was refused). */
export type OnRampBStatus = 'in_progress' | 'success' | 'failed'

/** A card on-ramp B session (W-3.24): opened by init, spent by the pay page's purchase. */
export type OnRampBSession = {
  partnerUserId: string
  appId: string
  userId: string
  sessionToken: string
  addresses: Array<{ address: string; blockchains: string[] }>
  status: OnRampBStatus
  failureReason: 'user_exited' | 'unsupported_chain' | 'send_failed' | null
  transactionHash: string | null
  /** The app page's origin that opened the session (init's `Origin`); null when init named none. */
  openerOrigin: string | null
  expiresAt: number
  createdAt: number
}

/** Relay request states, named as the relay's status endpoint names them. */
export type RelayStatus = 'waiting' | 'pending' | 'success' | 'failure'

/** One bridge request: a quote waiting for its deposit on the origin chain, then the relay's fill. */
export type RelayRequest = {
  requestId: string
  originChainId: number
  destinationChainId: number
  depositor: string
  recipient: string
  /** Wei credited on the destination chain. */
  amount: bigint
  /** Wei the deposit must carry on the origin chain (amount + fee). */
  depositValue: bigint
  status: RelayStatus
  depositHash: string | null
  fillHash: string | null
  failureReason: string | null
  expiresAt: number
  createdAt: number
}

type Num = number | string
type OnRampARow = {
  external_transaction_id: string
  app_id: string
  user_id: string
  wallet_address: string
  currency_code: string
  quote_currency_amount: string | null
  live: boolean
  status: OnRampAStatus
  payment_method: string | null
  card_payment_type: string | null
  crypto_transaction_id: string | null
  chain_id: Num | null
  failure_reason: string | null
  created_at: Num
  updated_at: Num
}
type OnRampBRow = {
  partner_user_id: string
  app_id: string
  user_id: string
  session_token: string
  addresses: OnRampBSession['addresses']
  status: OnRampBStatus
  failure_reason: OnRampBSession['failureReason']
  transaction_hash: string | null
  opener_origin: string | null
  expires_at: Num
  created_at: Num
}
type RelayRow = {
  request_id: string
  origin_chain_id: Num
  destination_chain_id: Num
  depositor: string
  recipient: string
  amount: string
  deposit_value: string
  status: RelayStatus
  deposit_hash: string | null
  fill_hash: string | null
  failure_reason: string | null
  expires_at: Num
  created_at: Num
}

const toOnRampA = (row: OnRampARow): OnRampATransaction => ({
  externalTransactionId: row.external_transaction_id,
  appId: row.app_id,
  userId: row.user_id,
  walletAddress: row.wallet_address,
  currencyCode: row.currency_code,
  quoteCurrencyAmount: row.quote_currency_amount,
  live: row.live,
  status: row.status,
  paymentMethod: row.payment_method,
  cardPaymentType: row.card_payment_type,
  cryptoTransactionId: row.crypto_transaction_id,
  chainId: row.chain_id === null ? null : Number(row.chain_id),
  failureReason: row.failure_reason,
  createdAt: Number(row.created_at),
  updatedAt: Number(row.updated_at),
})

const toOnRampB = (row: OnRampBRow): OnRampBSession => ({
  partnerUserId: row.partner_user_id,
  appId: row.app_id,
  userId: row.user_id,
  sessionToken: row.session_token,
  addresses: row.addresses,
  status: row.status,
  failureReason: row.failure_reason,
  transactionHash: row.transaction_hash,
  openerOrigin: row.opener_origin,
  expiresAt: Number(row.expires_at),
  createdAt: Number(row.created_at),
})

const toRelay = (row: RelayRow): RelayRequest => ({
  requestId: row.request_id,
  originChainId: Number(row.origin_chain_id),
  destinationChainId: Number(row.destination_chain_id),
  depositor: row.depositor,
  recipient: row.recipient,
  amount: BigInt(row.amount),
  depositValue: BigInt(row.deposit_value),
  status: row.status,
  depositHash: row.deposit_hash,
  fillHash: row.fill_hash,
  failureReason: row.failure_reason,
  expiresAt: Number(row.expires_at),
  createdAt: Number(row.created_at),
})

/** Store access for the funding emulators (tables of migration 500). */
export type FundingStore = ReturnType<typeof createFundingStore>

/** The on-ramp and relay emulators' queries over the sandbox's database. */
export function createFundingStore(db: Database) {
  return {
    /** A named secret, created on first use and kept, so signed URLs outlive a restart. */
    async secret(name: string): Promise<string> {
      const fresh = randomBytes(32).toString('base64url')
      await db.query('insert into funding_keys (name, secret) values ($1, $2) on conflict (name) do nothing', [
        name,
        fresh,
      ])
      const [row] = await db.query<{ secret: string }>('select secret from funding_keys where name = $1', [name])
      if (!row) throw new Error(`The funding key "${name}" could not be stored.`)
      return row.secret
    },

    async createOnRampA(
      transaction: Pick<
        OnRampATransaction,
        'externalTransactionId' | 'appId' | 'userId' | 'walletAddress' | 'currencyCode' | 'quoteCurrencyAmount' | 'live'
      > & { at: number },
    ): Promise<void> {
      await db.query(
        `insert into onramp_a_transactions (external_transaction_id, app_id, user_id, wallet_address, currency_code,
           quote_currency_amount, live, status, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $8)`,
        [
          transaction.externalTransactionId,
          transaction.appId,
          transaction.userId,
          transaction.walletAddress,
          transaction.currencyCode,
          transaction.quoteCurrencyAmount,
          transaction.live,
          transaction.at,
        ],
      )
    },
    async getOnRampA(externalTransactionId: string): Promise<OnRampATransaction | null> {
      const [row] = await db.query<OnRampARow>(
        'select * from onramp_a_transactions where external_transaction_id = $1',
        [externalTransactionId],
      )
      return row ? toOnRampA(row) : null
    },
    /**
     * Moves a transaction from one of `from` to `status`, setting the given fields; false when it
     * was no longer in one of `from` (a second click, or a race with the other button).
     */
    async moveOnRampA(
      externalTransactionId: string,
      from: readonly OnRampAStatus[],
      change: {
        status: OnRampAStatus
        at: number
        paymentMethod?: string
        cardPaymentType?: string
        cryptoTransactionId?: string
        chainId?: number
        quoteCurrencyAmount?: string
        failureReason?: string
      },
    ): Promise<boolean> {
      const rows = await db.query(
        `update onramp_a_transactions set status = $3, updated_at = $4,
           payment_method = coalesce($5, payment_method), card_payment_type = coalesce($6, card_payment_type),
           crypto_transaction_id = coalesce($7, crypto_transaction_id), chain_id = coalesce($8, chain_id),
           quote_currency_amount = coalesce($9, quote_currency_amount), failure_reason = coalesce($10, failure_reason)
         where external_transaction_id = $1 and status = any($2::text[]) returning external_transaction_id`,
        [
          externalTransactionId,
          [...from],
          change.status,
          change.at,
          change.paymentMethod ?? null,
          change.cardPaymentType ?? null,
          change.cryptoTransactionId ?? null,
          change.chainId ?? null,
          change.quoteCurrencyAmount ?? null,
          change.failureReason ?? null,
        ],
      )
      return rows.length === 1
    },

    async createOnRampB(session: Omit<OnRampBSession, 'status' | 'failureReason' | 'transactionHash'>): Promise<void> {
      await db.query(
        `insert into onramp_b_sessions (partner_user_id, app_id, user_id, session_token, addresses, status,
           opener_origin, expires_at, created_at)
         values ($1, $2, $3, $4, $5, 'in_progress', $6, $7, $8)`,
        [
          session.partnerUserId,
          session.appId,
          session.userId,
          session.sessionToken,
          JSON.stringify(session.addresses),
          session.openerOrigin,
          session.expiresAt,
          session.createdAt,
        ],
      )
    },
    async getOnRampB(partnerUserId: string): Promise<OnRampBSession | null> {
      const [row] = await db.query<OnRampBRow>('select * from onramp_b_sessions where partner_user_id = $1', [
        partnerUserId,
      ])
      return row ? toOnRampB(row) : null
    },
    /** Ends an in-progress session once: success with the funding hash, or failed with its reason. */
    async finishOnRampB(
      partnerUserId: string,
      outcome:
        | { status: 'success'; transactionHash: string }
        | { status: 'failed'; failureReason: NonNullable<OnRampBSession['failureReason']> },
    ): Promise<boolean> {
      const rows = await db.query(
        `update onramp_b_sessions set status = $2, transaction_hash = $3, failure_reason = $4
         where partner_user_id = $1 and status = 'in_progress' returning partner_user_id`,
        [
          partnerUserId,
          outcome.status,
          outcome.status === 'success' ? outcome.transactionHash : null,
          outcome.status === 'failed' ? outcome.failureReason : null,
        ],
      )
      return rows.length === 1
    },

    async createRelayRequest(
      request: Omit<RelayRequest, 'status' | 'depositHash' | 'fillHash' | 'failureReason'>,
    ): Promise<void> {
      await db.query(
        `insert into relay_requests (request_id, origin_chain_id, destination_chain_id, depositor, recipient, amount,
           deposit_value, status, expires_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, 'waiting', $8, $9)`,
        [
          request.requestId,
          request.originChainId,
          request.destinationChainId,
          request.depositor,
          request.recipient,
          request.amount.toString(),
          request.depositValue.toString(),
          request.expiresAt,
          request.createdAt,
        ],
      )
    },
    async getRelayRequest(requestId: string): Promise<RelayRequest | null> {
      const [row] = await db.query<RelayRow>('select * from relay_requests where request_id = $1', [requestId])
      return row ? toRelay(row) : null
    },
    /** Requests still waiting for their deposit, to resume watching after a restart. */
    async listWaitingRelayRequests(): Promise<RelayRequest[]> {
      const rows = await db.query<RelayRow>(`select * from relay_requests where status = 'waiting'`)
      return rows.map(toRelay)
    },
    /** Moves a request on from `from`; false when another watcher got there first. */
    async moveRelayRequest(
      requestId: string,
      from: RelayStatus,
      change: { status: RelayStatus; depositHash?: string; fillHash?: string; failureReason?: string },
    ): Promise<boolean> {
      const rows = await db.query(
        `update relay_requests set status = $3, deposit_hash = coalesce($4, deposit_hash),
           fill_hash = coalesce($5, fill_hash), failure_reason = coalesce($6, failure_reason)
         where request_id = $1 and status = $2 returning request_id`,
        [
          requestId,
          from,
          change.status,
          change.depositHash ?? null,
          change.fillHash ?? null,
          change.failureReason ?? null,
        ],
      )
      return rows.length === 1
    },
  }
}
