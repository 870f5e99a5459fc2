import type { WireLinkedAccountType } from '../api/wire'

/** The linked account types; responses may also carry 'sms' and 'siwe'. */
export type LinkedAccountType = WireLinkedAccountType

/** The login-method name of an account: one of these, or a cross-app name 'privy:{providerAppId}'. */
export type LoginMethodName =
  | 'apple'
  | 'custom'
  | 'discord'
  | 'email'
  | 'farcaster'
  | 'github'
  | 'google'
  | 'instagram'
  | 'linkedin'
  | 'passkey'
  | 'sms'
  | 'spotify'
  | 'telegram'
  | 'tiktok'
  | 'twitter'
  | 'siwe'
  | 'guest'
  | `privy:${string}`

/** The prefix of a cross-app login-method name, followed by the provider app's id. */
export const CROSS_APP_METHOD_PREFIX = 'privy:'

const RENAMED: Partial<Record<LinkedAccountType, LoginMethodName>> = {
  wallet: 'siwe',
  phone: 'sms',
  custom_auth: 'custom',
}

/**
 * The login-method name for a linked account: wallet→siwe, phone (or sms)→sms,
 * custom_auth→custom, {x}_oauth→{x}, cross_app→'privy:{providerAppId}', others unchanged. A
 * cross-app account without a provider app id, or an unknown type, gives null.
 */
export function loginMethodForAccount(account: {
  type: LinkedAccountType | (string & {})
  providerAppId?: string | null
}): LoginMethodName | null {
  const { type } = account
  if (type === 'cross_app') return account.providerAppId ? `${CROSS_APP_METHOD_PREFIX}${account.providerAppId}` : null
  const renamed = RENAMED[type as LinkedAccountType]
  if (renamed) return renamed
  const name = type.endsWith('_oauth') ? type.slice(0, -6) : type
  return KNOWN_METHODS.includes(name as LoginMethodName) ? (name as LoginMethodName) : null
}

/**
 * The landing row a recorded login-method name marks as recent: a wallet
 * login (siwe, the name of a wallet account) marks the wallet client it used when the list shows
 * that wallet, else the 'wallet' row; any other name is its own row.
 */
export function recentLoginOption(
  method: string | null,
  wallets: { recentWalletClient: string | null; walletList: readonly string[] | null },
): string | null {
  if (method === null || method !== loginMethodForAccount({ type: 'wallet' })) return method
  const { recentWalletClient, walletList } = wallets
  return recentWalletClient && walletList?.includes(recentWalletClient) ? recentWalletClient : 'wallet'
}

const KNOWN_METHODS: readonly string[] = [
  'apple',
  'discord',
  'email',
  'farcaster',
  'github',
  'google',
  'instagram',
  'linkedin',
  'passkey',
  'sms',
  'spotify',
  'telegram',
  'tiktok',
  'twitter',
  'siwe',
  'guest',
]
