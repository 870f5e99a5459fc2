import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { passwordlessEmail } from './passwordless.ts'
import { passwordlessSms } from './passwordlessSms.ts'

/** An account as the allowlist sees it: its type, its key and its wire details. */
type AccountLike = { type: string; identifier: string; details: Record<string, unknown> }

/** An allowlist entry in the form accounts are keyed by: an email, an E.164 number or a lower-case wallet address. */
const normaliseEntry = (entry: string) =>
  passwordlessEmail.normalise(entry) ?? passwordlessSms.normalise(entry) ?? entry.trim().toLowerCase()

/** What an account proves its holder owns: its email, phone number or wallet address, the email an OAuth provider vouched for. */
function addressesOf(account: AccountLike): string[] {
  const addresses = [account.identifier.toLowerCase()]
  if (typeof account.details.email === 'string') addresses.push(account.details.email.trim().toLowerCase())
  return addresses
}

/**
 * whether the app's allowlist admits a login, whatever its method: one of the accounts
 * (the proven one, and those already linked to its user) must be on the list. An app without a
 * list admits everyone. A passkey, guest or Telegram login thus passes only for a user who
 * already holds a listed email, phone number or wallet.
 */
export function isAllowlisted(app: SandboxAppDefinition, accounts: readonly AccountLike[]): boolean {
  const allowlist = app.sandbox.allowlist
  if (!allowlist) return true
  const listed = new Set(allowlist.map(normaliseEntry))
  return accounts.some((account) => addressesOf(account).some((address) => listed.has(address)))
}
