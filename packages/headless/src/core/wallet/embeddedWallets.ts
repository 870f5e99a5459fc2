import type { LinkedAccount, User } from '../api/user'
import { PROVIDER_MANAGED_RECOVERY } from '../rules/embeddedWallet'
import { EMBEDDED_WALLET_CLIENT_TYPE } from '../rules/linking'

/** An embedded wallet of the user, as the wallet hooks show it (W-3.01, W-3.02). */
export type EmbeddedWallet = {
  address: string
  chainType: 'ethereum' | 'solana'
  /** W-3.01 The chain as the account records it, CAIP-2 (`eip155:1`); null when it records none (Solana). */
  chainId: string | null
  /** W-3.01, W-3.02 The wallet client: the provider's own name, which marks the wallet embedded. */
  walletClient: typeof EMBEDDED_WALLET_CLIENT_TYPE
  /** W-3.01, W-3.02 The wallet client type: the provider's own name, which marks the wallet embedded. */
  walletClientType: typeof EMBEDDED_WALLET_CLIENT_TYPE
  /** W-3.01 How the wallet is reached: the account's connector type, else 'embedded'. */
  connectorType: string
  /** W-3.03: provider-managed, user-passcode, google-drive or icloud (anything else is kept as sent, W-4.23). */
  recoveryMethod: string
  imported: boolean
  walletIndex: number
}

/** W-3.01 The connector type of an embedded wallet whose account names none. */
export const EMBEDDED_CONNECTOR_TYPE = 'embedded'

/** The provider's wire name for provider-managed recovery (the contract's `recovery_method: 'privy'`). */
export const WIRE_PROVIDER_RECOVERY = 'privy'

/** W-3.03: a wire recovery method in the SDK's words: the provider's name reads as provider-managed; none means provider-managed. */
export function toRecoveryMethod(wire: unknown): string {
  if (typeof wire !== 'string' || wire === '' || wire === WIRE_PROVIDER_RECOVERY) return PROVIDER_MANAGED_RECOVERY
  return wire
}

/** W-3.02: a linked account is an embedded wallet when its wallet client is the provider's own. */
export function isEmbeddedWalletAccount(account: LinkedAccount): boolean {
  return account.type === 'wallet' && account.walletClientType === EMBEDDED_WALLET_CLIENT_TYPE
}

/** W-3.01 to W-3.03: the user's embedded wallets of `chainType` (all chains when omitted), oldest index first. */
export function getEmbeddedWallets(user: User | null, chainType?: 'ethereum' | 'solana'): EmbeddedWallet[] {
  if (!user) return []
  return user.linkedAccounts
    .filter(isEmbeddedWalletAccount)
    .map(
      (account): EmbeddedWallet => ({
        address: account.address ?? '',
        chainType: account.chainType ?? 'ethereum',
        chainId: account.chainId ?? null,
        walletClient: EMBEDDED_WALLET_CLIENT_TYPE,
        walletClientType: EMBEDDED_WALLET_CLIENT_TYPE,
        connectorType: account.connectorType || EMBEDDED_CONNECTOR_TYPE,
        recoveryMethod: toRecoveryMethod(account.recoveryMethod),
        imported: account.imported === true,
        walletIndex: typeof account.walletIndex === 'number' ? account.walletIndex : 0,
      }),
    )
    .filter((wallet) => wallet.address !== '' && (!chainType || wallet.chainType === chainType))
    .sort((a, b) => a.walletIndex - b.walletIndex)
}

/** The user's linked accounts with recovery methods in the SDK's words, for the W-5.29 and W-5.30 rules. */
export function normalizedWalletAccounts(user: User): LinkedAccount[] {
  return user.linkedAccounts.map((account) =>
    isEmbeddedWalletAccount(account)
      ? { ...account, recoveryMethod: toRecoveryMethod(account.recoveryMethod) }
      : account,
  )
}
