import { ERROR_TEXTS } from '../errors/errorTexts'
import { fail, pass, type RuleResult } from './ruleResult'

/** A linked account as the linking rules read it (A-3.05, A-3.10, W-3.01). */
export type LinkableAccount = {
  readonly type: string
  /** W-3.02 'privy' marks the embedded wallet. */
  readonly walletClientType?: string | null | undefined
  /** Set on passkeys that also serve as an MFA method. */
  readonly enrolledInMfa?: boolean | undefined
}

/** The user as the linking rules read it: null when nobody is logged in. */
export type LinkingUser = { readonly linkedAccounts: readonly LinkableAccount[] } | null | undefined

/** W-3.02 The wallet client type of the embedded wallet: the provider's own name. */
export const EMBEDDED_WALLET_CLIENT_TYPE = 'privy'

/** How many accounts of one type a user may link. */
export const MAX_LINKED_ACCOUNTS_PER_TYPE = 1

/** How many passkeys a user may link. */
export const MAX_PASSKEYS = 5

/** The spec's message when linking without a logged-in user. */
export const LINK_NEEDS_AUTHENTICATION_MESSAGE = 'User must be authenticated before linking an account.'

/** The spec's message when the user already has the most accounts of a type. */
export function alreadyLinkedMessage(type: string): string {
  return `User already has an account of type ${type} linked.`
}

/** Our text for linking, unlinking or logging in with the embedded wallet (the spec gives none). */
export const EMBEDDED_WALLET_NOT_LINKABLE_MESSAGE = 'The embedded wallet cannot be linked, unlinked or used to log in.'

/** The text for unlinking a passkey that is an MFA method: the spec's catalogue entry. */
export const MFA_PASSKEY_NOT_UNLINKABLE_MESSAGE = ERROR_TEXTS.passkeyEnrolledInMfa

/** W-3.02 True for the embedded wallet, whose wallet client type is the provider's name. */
export function isEmbeddedWallet(account: LinkableAccount): boolean {
  return account.type === 'wallet' && account.walletClientType === EMBEDDED_WALLET_CLIENT_TYPE
}

/** The most accounts of `type` a user may link: 5 passkeys, 1 of anything else. */
export function linkLimitFor(type: string): number {
  return type === 'passkey' ? MAX_PASSKEYS : MAX_LINKED_ACCOUNTS_PER_TYPE
}

/**
 * Whether `user` may link one more account like `account`: someone is
 * logged in, the account is not the embedded wallet, and the user is under the limit of its type.
 * The embedded wallet is not counted among linked wallets: it was never linked by the user.
 */
export function canLinkAccount(
  user: LinkingUser,
  account: LinkableAccount,
): RuleResult<true, 'link.not_authenticated' | 'link.embedded_wallet' | 'link.limit_reached'> {
  if (!user) return fail('link.not_authenticated', LINK_NEEDS_AUTHENTICATION_MESSAGE)
  if (isEmbeddedWallet(account)) return fail('link.embedded_wallet', EMBEDDED_WALLET_NOT_LINKABLE_MESSAGE)
  const linked = user.linkedAccounts.filter((a) => a.type === account.type && !isEmbeddedWallet(a)).length
  if (linked >= linkLimitFor(account.type)) return fail('link.limit_reached', alreadyLinkedMessage(account.type))
  return pass(true)
}

/** True while the user has fewer than 5 passkeys, so enrollment may add one. */
export function canAddPasskey(user: LinkingUser): boolean {
  return !!user && user.linkedAccounts.filter((a) => a.type === 'passkey').length < MAX_PASSKEYS
}

/** Whether an account may be unlinked: not the embedded wallet, not a passkey enrolled in MFA. */
export function canUnlinkAccount(
  account: LinkableAccount,
): RuleResult<true, 'unlink.embedded_wallet' | 'unlink.mfa_passkey'> {
  if (isEmbeddedWallet(account)) return fail('unlink.embedded_wallet', EMBEDDED_WALLET_NOT_LINKABLE_MESSAGE)
  if (account.type === 'passkey' && account.enrolledInMfa)
    return fail('unlink.mfa_passkey', MFA_PASSKEY_NOT_UNLINKABLE_MESSAGE)
  return pass(true)
}

/** Whether a wallet may be used to log in (sign-in with Ethereum): never the embedded wallet. */
export function canLoginWithWallet(wallet: {
  readonly walletClientType?: string | null | undefined
}): RuleResult<true, 'login.embedded_wallet'> {
  if (isEmbeddedWallet({ type: 'wallet', walletClientType: wallet.walletClientType }))
    return fail('login.embedded_wallet', EMBEDDED_WALLET_NOT_LINKABLE_MESSAGE)
  return pass(true)
}
