import { PROVIDER_MANAGED_RECOVERY } from './embeddedWallet'
import { fail, pass, type RuleResult } from './ruleResult'
import { SCREEN_TEXT } from './screenText'

/** W-1.03 W-3.03 The recovery methods a user can own: a password, a cloud drive backup, a device cloud backup. */
export const USER_OWNED_RECOVERY_METHODS = ['user-passcode', 'google-drive', 'icloud'] as const

/** W-1.03 W-3.03 A recovery method the user owns. */
export type UserOwnedRecoveryMethod = (typeof USER_OWNED_RECOVERY_METHODS)[number]

/**
 * W-2.15 Each user-owned recovery method's name, on the selection screen and the drive's sign-in
 * screen; the spec names the password option without a label, so 'Password' is ours.
 */
export const RECOVERY_METHOD_LABELS: Readonly<Record<UserOwnedRecoveryMethod, string>> = {
  'google-drive': SCREEN_TEXT.embeddedWallet.googleDrive,
  icloud: SCREEN_TEXT.embeddedWallet.icloud,
  'user-passcode': 'Password',
}

/** W-1.03 W-3.03 Every wallet recovery method: provider-managed, then the user-owned ones. */
export const RECOVERY_METHODS = [PROVIDER_MANAGED_RECOVERY, ...USER_OWNED_RECOVERY_METHODS] as const

/** W-1.03 W-3.03 A wallet's recovery method. */
export type RecoveryMethod = (typeof RECOVERY_METHODS)[number]

/** W-1.03 Our text when an app lists a recovery option the spec does not know. */
export const UNKNOWN_RECOVERY_OPTION_MESSAGE = `userOwnedRecoveryOptions may only hold ${USER_OWNED_RECOVERY_METHODS.join(', ')}`

/** W-3.03 Whether a recovery method is one the user owns (anything but provider-managed). */
export function isUserOwnedRecovery(method: string | null | undefined): method is UserOwnedRecoveryMethod {
  return (USER_OWNED_RECOVERY_METHODS as readonly string[]).includes(method ?? '')
}

/** W-1.03 W-3.13 Checks an app's userOwnedRecoveryOptions: each must be a user-owned recovery method. */
export function validateUserOwnedRecoveryOptions(
  options: readonly string[],
): RuleResult<UserOwnedRecoveryMethod[], 'unknown_recovery_option'> {
  const known: UserOwnedRecoveryMethod[] = []
  for (const option of options) {
    if (!isUserOwnedRecovery(option)) return fail('unknown_recovery_option', UNKNOWN_RECOVERY_OPTION_MESSAGE)
    if (!known.includes(option)) known.push(option)
  }
  return pass(known)
}
