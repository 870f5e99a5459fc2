import type { Database } from './Database.ts'
import { sweepExpired } from './sweepExpired.ts'

/** What the relay hands back once the user approved a channel: the signed SIWF message and the profile. */
export type FarcasterChannelResult = {
  message: string
  signature: string
  fid: number
  username: string
  display_name: string
  bio: string
  pfp_url: string
  custody: string
}

/** A Farcaster connect channel: opened by farcaster/init, completed on the relay's approve page, spent once. */
export type FarcasterChannel = {
  channelToken: string
  appId: string
  nonce: string
  domain: string
  state: 'pending' | 'completed' | 'used'
  result: FarcasterChannelResult | null
  expiresAt: number
}

/** W-3.30: a signer key's approval state. */
export type FarcasterSignerStatus = 'pending_approval' | 'approved' | 'revoked'

type ChannelRow = {
  channel_token: string
  app_id: string
  nonce: string
  domain: string
  state: FarcasterChannel['state']
  result: FarcasterChannelResult | null
  expires_at: number | string
}

const toChannel = (row: ChannelRow): FarcasterChannel => ({
  channelToken: row.channel_token,
  appId: row.app_id,
  nonce: row.nonce,
  domain: row.domain,
  state: row.state,
  result: row.result,
  expiresAt: Number(row.expires_at),
})

/** Store access for Farcaster channels and signers (tables `farcaster_channels`, `farcaster_signers`, migration 300). */
export type FarcasterStore = ReturnType<typeof createFarcasterStore>

/** The Farcaster relay's and API's queries over the sandbox's database. */
export function createFarcasterStore(db: Database) {
  return {
    async openChannel(channel: Omit<FarcasterChannel, 'state' | 'result'>, now: number): Promise<void> {
      await sweepExpired(db, 'farcaster_channels', now)
      await db.query(
        `insert into farcaster_channels (channel_token, app_id, nonce, domain, state, expires_at)
         values ($1, $2, $3, $4, 'pending', $5)`,
        [channel.channelToken, channel.appId, channel.nonce, channel.domain, channel.expiresAt],
      )
    },
    async getChannel(channelToken: string): Promise<FarcasterChannel | null> {
      const [row] = await db.query<ChannelRow>('select * from farcaster_channels where channel_token = $1', [
        channelToken,
      ])
      return row ? toChannel(row) : null
    },
    /** The relay's approval: a pending channel becomes completed with the signed message; false otherwise. */
    async completeChannel(channelToken: string, result: FarcasterChannelResult): Promise<boolean> {
      const rows = await db.query(
        `update farcaster_channels set state = 'completed', result = $2
         where channel_token = $1 and state = 'pending' returning channel_token`,
        [channelToken, JSON.stringify(result)],
      )
      return rows.length === 1
    },
    /** Spends a completed channel: true once only, so a signed message cannot log in twice. */
    async useChannel(channelToken: string, now: number): Promise<boolean> {
      const rows = await db.query(
        `update farcaster_channels set state = 'used'
         where channel_token = $1 and state = 'completed' and expires_at > $2 returning channel_token`,
        [channelToken, now],
      )
      return rows.length === 1
    },
    async getSigner(
      publicKey: string,
    ): Promise<{ userId: string; appId: string; fid: number; status: FarcasterSignerStatus } | null> {
      const [row] = await db.query<{
        user_id: string
        app_id: string
        fid: number | string
        status: FarcasterSignerStatus
      }>('select user_id, app_id, fid, status from farcaster_signers where public_key = $1', [publicKey])
      return row ? { userId: row.user_id, appId: row.app_id, fid: Number(row.fid), status: row.status } : null
    },
    async putSigner(signer: {
      publicKey: string
      appId: string
      userId: string
      fid: number
      at: number
    }): Promise<void> {
      await db.query(
        `insert into farcaster_signers (public_key, app_id, user_id, fid, status, created_at)
         values ($1, $2, $3, $4, 'pending_approval', $5) on conflict (public_key) do nothing`,
        [signer.publicKey, signer.appId, signer.userId, signer.fid, signer.at],
      )
    },
    /** The relay's decision on a pending signer; also records an approved key on the user's Farcaster account. */
    async decideSigner(publicKey: string, status: 'approved' | 'revoked'): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.query<{ user_id: string; fid: number | string }>(
          `update farcaster_signers set status = $2 where public_key = $1 and status <> $2 returning user_id, fid`,
          [publicKey, status],
        )
        const [row] = rows
        if (!row) return false
        await tx.query(
          `update linked_accounts set details = details || $3::jsonb
           where user_id = $1 and type = 'farcaster' and identifier = $2`,
          [
            row.user_id,
            String(row.fid),
            JSON.stringify({ signer_public_key: status === 'approved' ? publicKey : null }),
          ],
        )
        return true
      })
    },
  }
}
