/** A passkey linked to the user, with the fields the passkey lists read. */
export type PasskeyAccount = {
  readonly credentialId: string
  readonly authenticatorName?: string | null | undefined
  readonly createdWithBrowser?: string | null | undefined
  readonly createdWithOs?: string | null | undefined
  readonly enrolledInMfa?: boolean | undefined
  readonly verifiedAt: Date
  readonly firstVerifiedAt?: Date | null | undefined
  readonly latestVerifiedAt?: Date | null | undefined
}

/** The display name of a passkey with no name, browser or OS recorded. */
export const UNKNOWN_DEVICE = 'Unknown device'

/** The label before a passkey's last-used date. */
export const LAST_USED_LABEL = 'Last used'

/** The button under a cut enrollment passkey list. */
export const VIEW_ALL_LABEL = 'View All'

/**
 * The passkey marketing list: why to add a passkey, shown before the user has one.
 * The spec names the list but not its points; these are ours.
 */
export const PASSKEY_MARKETING_POINTS: ReadonlyArray<{ readonly title: string; readonly detail: string }> = [
  { title: 'Log in faster', detail: 'Use your fingerprint, face or screen lock instead of waiting for a code.' },
  { title: 'Safer than a password', detail: 'A passkey cannot be phished, guessed or reused on another site.' },
  { title: 'Kept by your device', detail: 'Your device or password manager holds it; nothing to remember.' },
]

/** Passkeys shown in the account list 'Your passkeys' until it is expanded. */
export const ACCOUNT_PASSKEYS_COLLAPSED = 2

/** Passkeys the enrollment list shows when it needs no 'View All'. */
export const ENROLLMENT_PASSKEYS_SHOWN = 3

/**
 * A passkey's display name: '{authenticatorName} on {createdWithBrowser}', else
 * '{createdWithBrowser} on {createdWithOs}', else 'Unknown device'.
 */
export function passkeyDisplayName(passkey: PasskeyAccount): string {
  const { authenticatorName: name, createdWithBrowser: browser, createdWithOs: os } = passkey
  if (name && browser) return `${name} on ${browser}`
  if (browser && os) return `${browser} on ${os}`
  return UNKNOWN_DEVICE
}

/** When a passkey was last used: latestVerifiedAt, else verifiedAt. */
export function passkeyLastUsed(passkey: PasskeyAccount): Date {
  return passkey.latestVerifiedAt ?? passkey.verifiedAt
}

/** The passkey's 'Last used' line: the label and the date, in the user's locale unless one is given. */
export function passkeyLastUsedText(passkey: PasskeyAccount, locale?: Intl.LocalesArgument): string {
  return `${LAST_USED_LABEL} ${passkeyLastUsed(passkey).toLocaleDateString(locale)}`
}

const createdAt = (passkey: PasskeyAccount): number => (passkey.firstVerifiedAt ?? passkey.verifiedAt).getTime()

/**
 * Passkeys newest first, by when each was created (firstVerifiedAt, else verifiedAt).
 * Returns a new array; equal dates keep their order.
 */
export function sortPasskeysNewestFirst<P extends PasskeyAccount>(passkeys: readonly P[]): P[] {
  return [...passkeys].sort((a, b) => createdAt(b) - createdAt(a))
}

/** What a passkey list shows: the passkeys to render, and whether more wait behind a control. */
export type PasskeyListView<P> = {
  /** The passkeys to render, newest first. */
  readonly visible: readonly P[]
  /** How many passkeys are not rendered. */
  readonly hiddenCount: number
}

/** The account list 'Your passkeys': newest first, 2 shown until expanded. */
export function accountPasskeyList<P extends PasskeyAccount>(
  passkeys: readonly P[],
  options: { expanded?: boolean } = {},
): PasskeyListView<P> & { readonly canExpand: boolean } {
  const sorted = sortPasskeysNewestFirst(passkeys)
  const visible = options.expanded ? sorted : sorted.slice(0, ACCOUNT_PASSKEYS_COLLAPSED)
  return { visible, hiddenCount: sorted.length - visible.length, canExpand: sorted.length - visible.length > 0 }
}

/**
 * The enrollment passkey list: newest first, 3 shown, or 2 plus 'View All' when
 * more than 3 exist (all of them once expanded).
 */
export function enrollmentPasskeyList<P extends PasskeyAccount>(
  passkeys: readonly P[],
  options: { expanded?: boolean } = {},
): PasskeyListView<P> & { readonly showViewAll: boolean } {
  const sorted = sortPasskeysNewestFirst(passkeys)
  const cut = !options.expanded && sorted.length > ENROLLMENT_PASSKEYS_SHOWN
  const visible = cut ? sorted.slice(0, ENROLLMENT_PASSKEYS_SHOWN - 1) : sorted
  return { visible, hiddenCount: sorted.length - visible.length, showViewAll: cut }
}
