import { EMBEDDED_WALLET_CLIENT_TYPE } from './linking'
import { fail, pass, type RuleResult } from './ruleResult'

/** W-5.24 The spec's message when the user already has an embedded wallet. */
export const ONE_EMBEDDED_WALLET_MESSAGE = 'Only one Privy wallet per user is currently allowed'

/**
 * W-5.29 Our text when a Solana wallet is refused (the spec gives none). The sandbox answers with
 * this same text, so the user reads one sentence whichever side refuses.
 */
export const SOLANA_WALLET_WITH_USER_RECOVERY_MESSAGE =
  'A Solana wallet cannot be created while the Ethereum wallet has user-owned recovery: set automatic recovery first.'

/** W-5.30 The rule's own sentence when user-controlled recovery is refused; the sandbox answers with it too. */
export const USER_RECOVERY_WITH_SOLANA_MESSAGE =
  'User-controlled recovery cannot be set for a user with a Solana wallet.'

/** A wallet account as these rules read it (W-3.01, W-3.03). */
export type EmbeddedWalletRuleAccount = {
  readonly type: string
  readonly walletClientType?: string | null | undefined
  readonly chainType?: 'ethereum' | 'solana' | null | undefined
  readonly recoveryMethod?: string | null | undefined
}

/** W-3.03 The recovery method that is not user-owned: the provider keeps the recovery share. */
export const PROVIDER_MANAGED_RECOVERY = 'provider-managed'

const embedded = (accounts: readonly EmbeddedWalletRuleAccount[], chainType: 'ethereum' | 'solana') =>
  accounts.find(
    (a) => a.type === 'wallet' && a.walletClientType === EMBEDDED_WALLET_CLIENT_TYPE && a.chainType === chainType,
  )

/**
 * W-5.24, W-5.29 Whether an embedded wallet of `chainType` may be created: not when the user
 * already has one of that chain, and no Solana wallet while the Ethereum one uses user-owned
 * recovery (anything but provider-managed; a missing method counts as provider-managed).
 */
export function canCreateEmbeddedWallet(
  user: { readonly linkedAccounts: readonly EmbeddedWalletRuleAccount[] },
  chainType: 'ethereum' | 'solana',
): RuleResult<true, 'wallet.already_exists' | 'wallet.solana_with_user_recovery'> {
  if (embedded(user.linkedAccounts, chainType)) return fail('wallet.already_exists', ONE_EMBEDDED_WALLET_MESSAGE)
  const ethereum = embedded(user.linkedAccounts, 'ethereum')
  if (chainType === 'solana' && ethereum?.recoveryMethod && ethereum.recoveryMethod !== PROVIDER_MANAGED_RECOVERY)
    return fail('wallet.solana_with_user_recovery', SOLANA_WALLET_WITH_USER_RECOVERY_MESSAGE)
  return pass(true)
}

/** W-5.30 Whether user-owned recovery (password or cloud) may be set: not for a user with an embedded Solana wallet. */
export function canSetUserOwnedRecovery(user: {
  readonly linkedAccounts: readonly EmbeddedWalletRuleAccount[]
}): RuleResult<true, 'wallet.user_recovery_with_solana'> {
  if (embedded(user.linkedAccounts, 'solana'))
    return fail('wallet.user_recovery_with_solana', USER_RECOVERY_WITH_SOLANA_MESSAGE)
  return pass(true)
}

/**
 * W-6.07 Our text when a wallet would be made with automatic recovery in an app that requires
 * user-owned recovery at creation (the spec gives none); the sandbox refuses with it too.
 */
export const USER_OWNED_RECOVERY_REQUIRED_MESSAGE =
  'This app requires a recovery password or a cloud backup when a wallet is created.'

/**
 * W-6.07 Whether a wallet may be created with the recovery it is given: an app that requires
 * user-owned recovery at creation refuses automatic (provider-managed) recovery, on every chain
 * (a Solana wallet has no other, W-5.30).
 */
export function canCreateWithRecovery(options: {
  readonly userOwnedRequired: boolean
  readonly userOwned: boolean
}): RuleResult<true, 'wallet.user_owned_recovery_required'> {
  if (options.userOwnedRequired && !options.userOwned)
    return fail('wallet.user_owned_recovery_required', USER_OWNED_RECOVERY_REQUIRED_MESSAGE)
  return pass(true)
}
