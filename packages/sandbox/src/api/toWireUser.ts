import type { WireLinkedAccount, WireUser } from '@lobby/headless/core'
import type { AccountRecord, UserRecord } from '../store/users.ts'

const seconds = (ms: number) => Math.floor(ms / 1000)

/** A stored account in the wire's snake_case shape. */
export function toWireAccount(account: AccountRecord): WireLinkedAccount {
  return {
    ...(account.details as Partial<WireLinkedAccount>),
    type: account.type as WireLinkedAccount['type'],
    verified_at: seconds(account.firstVerifiedAt),
    first_verified_at: seconds(account.firstVerifiedAt),
    latest_verified_at: seconds(account.latestVerifiedAt),
  }
}

/** A stored user in the wire's shape: seconds, snake_case. */
export function toWireUser(user: UserRecord): WireUser {
  return {
    id: user.id,
    created_at: seconds(user.createdAt),
    linked_accounts: user.accounts.map(toWireAccount),
    mfa_methods: (user.mfaMethods ?? []).map((m) => ({ type: m.type, verified_at: seconds(m.verifiedAt) })),
    has_accepted_terms: user.hasAcceptedTerms,
    is_guest: user.isGuest,
  }
}
