import type { WireLinkedAccount, WireLinkedAccountType, WireUser } from './wire'

/** A linked account in the SDK's camelCase. */
export type LinkedAccount = {
  type: WireLinkedAccountType
  verifiedAt: Date
  firstVerifiedAt: Date | null
  latestVerifiedAt: Date | null
  address?: string | null
  phoneNumber?: string | null
  subject?: string | null
  email?: string | null
  name?: string | null
  username?: string | null
  chainType?: 'ethereum' | 'solana'
  chainId?: string | null
  walletClientType?: string | null
  connectorType?: string | null
  credentialId?: string | null
  authenticatorName?: string | null
  enrolledInMfa?: boolean
  fid?: number | null
  signerPublicKey?: string | null
  telegramUserId?: string | null
  providerAppId?: string | null
  customUserId?: string | null
  /** Any further field the server sent, in camelCase. */
  [field: string]: unknown
}

/** The signed-in user. */
export type User = {
  id: string
  createdAt: Date
  linkedAccounts: LinkedAccount[]
  mfaMethods: Array<'sms' | 'totp' | 'passkey'>
  hasAcceptedTerms: boolean
  isGuest: boolean
  /** convenience slots: the latest account of each type. */
  email?: { address: string }
  phone?: { number: string }
  wallet?: LinkedAccount
  farcaster?: { fid: number | null; signerPublicKey: string | null }
  google?: LinkedAccount
  twitter?: LinkedAccount
  discord?: LinkedAccount
  github?: LinkedAccount
  spotify?: LinkedAccount
  instagram?: LinkedAccount
  tiktok?: LinkedAccount
  linkedin?: LinkedAccount
  apple?: LinkedAccount
  telegram?: LinkedAccount
  customAuth?: LinkedAccount
  guest?: LinkedAccount
  passkey?: LinkedAccount
  crossApp?: LinkedAccount
}

const fromSeconds = (value: number) => new Date(value * 1000)
const camel = (key: string) => key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

/** Maps a wire linked account to camelCase with `Date` timestamps; 'sms' reads as a phone. */
export function toLinkedAccount(wire: WireLinkedAccount): LinkedAccount {
  const account: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(wire)) account[camel(key)] = value
  account.type = wire.type === 'sms' ? 'phone' : wire.type
  account.verifiedAt = fromSeconds(wire.verified_at)
  account.firstVerifiedAt = wire.first_verified_at == null ? null : fromSeconds(wire.first_verified_at)
  account.latestVerifiedAt = wire.latest_verified_at == null ? null : fromSeconds(wire.latest_verified_at)
  return account as LinkedAccount
}

const SLOT_OF_TYPE: Partial<Record<WireLinkedAccountType, keyof User>> = {
  google_oauth: 'google',
  twitter_oauth: 'twitter',
  discord_oauth: 'discord',
  github_oauth: 'github',
  spotify_oauth: 'spotify',
  instagram_oauth: 'instagram',
  tiktok_oauth: 'tiktok',
  linkedin_oauth: 'linkedin',
  apple_oauth: 'apple',
  telegram: 'telegram',
  custom_auth: 'customAuth',
  guest: 'guest',
  passkey: 'passkey',
  cross_app: 'crossApp',
}

const latestFirst = (a: LinkedAccount, b: LinkedAccount) =>
  (b.latestVerifiedAt ?? b.verifiedAt).getTime() - (a.latestVerifiedAt ?? a.verifiedAt).getTime()

/** Maps the wire user to the SDK's `User`, filling the latest-account slots. */
export function toUser(wire: WireUser): User {
  const linkedAccounts = wire.linked_accounts.map(toLinkedAccount)
  const user: User = {
    id: wire.id,
    createdAt: fromSeconds(wire.created_at),
    linkedAccounts,
    mfaMethods: wire.mfa_methods.map((m) => m.type),
    hasAcceptedTerms: wire.has_accepted_terms,
    isGuest: wire.is_guest,
  }
  const slots = user as Record<string, unknown>
  for (const account of [...linkedAccounts].sort(latestFirst).reverse()) {
    if (account.type === 'email' && account.address) user.email = { address: account.address }
    else if (account.type === 'phone' && account.phoneNumber) user.phone = { number: account.phoneNumber }
    else if (account.type === 'wallet' || account.type === 'siwe') user.wallet = account
    else if (account.type === 'farcaster') {
      user.farcaster = { fid: account.fid ?? null, signerPublicKey: account.signerPublicKey ?? null }
    } else {
      const slot = SLOT_OF_TYPE[account.type]
      if (slot) slots[slot] = account
    }
  }
  return user
}
