import { normalizeEmail } from './email'
import { phoneDigits } from './phone'
import { fail, pass, type RuleResult } from './ruleResult'

/** What an update replaces: the user's email address or phone number. */
export type ContactKind = 'email' | 'phone'

/** The user as the update rule reads it: null when nobody is logged in. */
export type ContactUser =
  | { readonly email?: { address: string }; readonly phone?: { number: string } }
  | null
  | undefined

/** Why an update may not start. */
export type ContactUpdateIssue = 'update.not_authenticated' | 'update.missing_old_value' | 'update.not_linked'

const LABEL: Record<ContactKind, string> = { email: 'email address', phone: 'phone number' }

/** Our text for an update without a logged-in user (the spec gives none). */
export const UPDATE_NEEDS_AUTHENTICATION_MESSAGE = 'User must be authenticated before updating an email or phone.'

/** Our text for an update that does not name the value it replaces (the spec gives none). */
export function missingOldValueMessage(kind: ContactKind): string {
  return `An update needs the current ${LABEL[kind]}.`
}

/** Our text for an update of a value the user has not linked (the spec gives none). */
export function notLinkedMessage(kind: ContactKind, oldValue: string): string {
  return `The ${LABEL[kind]} ${oldValue} is not linked to this user.`
}

// The server keeps emails lowercased and numbers without formatting: the same value, written differently, is linked.
const comparable = (kind: ContactKind, value: string): string =>
  kind === 'email' ? normalizeEmail(value).toLowerCase() : phoneDigits(value)

/**
 * Whether the user may replace `oldValue` by a new email or phone: someone is
 * logged in, the old value is given, and it is the one linked to the user. Checked before a code
 * goes to the new address, so an update that cannot succeed sends nothing.
 */
export function canUpdateContact(
  user: ContactUser,
  kind: ContactKind,
  oldValue: unknown,
): RuleResult<string, ContactUpdateIssue> {
  if (!user) return fail('update.not_authenticated', UPDATE_NEEDS_AUTHENTICATION_MESSAGE)
  const old = typeof oldValue === 'string' ? oldValue.trim() : ''
  if (!comparable(kind, old)) return fail('update.missing_old_value', missingOldValueMessage(kind))
  const linked = kind === 'email' ? user.email?.address : user.phone?.number
  if (!linked || comparable(kind, linked) !== comparable(kind, old))
    return fail('update.not_linked', notLinkedMessage(kind, old))
  return pass(old)
}
