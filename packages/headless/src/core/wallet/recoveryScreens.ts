import { LobbyError } from '../errors/lobbyError'
import { PROVIDER_MANAGED_RECOVERY } from '../rules/embeddedWallet'
import type { RecoveryScreen } from './walletSession'

/** W-4.23: our text for a recovery method the SDK cannot recover with (the spec gives none). */
export const UNKNOWN_RECOVERY_METHOD_MESSAGE = 'This wallet uses a recovery method this app cannot recover with.'

/**
 * W-4.21 to W-4.23: the screen that recovers a wallet of `recoveryMethod`: user-passcode → the
 * password recovery screen; google-drive and icloud → the recovery OAuth screen; anything else
 * (provider-managed included, which recovers by itself, W-4.15) is an error.
 */
export function recoveryScreenFor(recoveryMethod: string): RecoveryScreen {
  if (recoveryMethod === 'user-passcode') return 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN'
  if (recoveryMethod === 'google-drive' || recoveryMethod === 'icloud') return 'EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN'
  throw new LobbyError('wallet_error', 'embedded_wallet.unknown_recovery_method', UNKNOWN_RECOVERY_METHOD_MESSAGE, {
    details: `recovery method: ${recoveryMethod}`,
  })
}

/** What decides where setting (or changing) recovery starts (W-4.17 to W-4.20). */
export type SetRecoveryScreenInput = {
  /** The user chose automatic (provider-managed) recovery. */
  automatic?: boolean
  /** A legacy flow: password only, as before cloud recovery existed. */
  legacy?: boolean
  /** The app's user-owned recovery options (W-3.13). */
  userOwnedRecoveryOptions: readonly string[]
  /** The wallet's current recovery method. */
  currentMethod: string
  /** The user is resetting a password they already set (skips the splash, W-4.19). */
  resetting?: boolean
}

/** A screen where setting recovery starts. */
export type SetRecoveryScreen =
  | 'EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN'
  | 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN'
  | 'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN'
  | 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN'
  | 'EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN'

/**
 * W-4.17 to W-4.20: automatic recovery → the set-automatic-recovery screen; a legacy flow or a
 * single recovery option → the password create screen when the wallet has no password yet
 * (creating), else the update screen, its splash skipped when resetting; otherwise the
 * recovery selection screen.
 */
export function setRecoveryScreen(input: SetRecoveryScreenInput): SetRecoveryScreen {
  if (input.automatic) return 'EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN'
  if (input.legacy || input.userOwnedRecoveryOptions.length <= 1) {
    if (input.currentMethod !== 'user-passcode') return 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN'
    return input.resetting ? 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN' : 'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN'
  }
  return 'EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN'
}

/** One choice of the recovery selection screen (W-2.15). */
export type RecoveryOption = 'google-drive' | 'icloud' | 'user-passcode'

/**
 * W-2.15, W-2.16: the recovery selection screen's choices, in the app's order: Google Drive,
 * Apple iCloud or a password, the wallet's current method left out of the cloud options
 * (a password can always be changed).
 */
export function recoverySelectionOptions(
  userOwnedRecoveryOptions: readonly string[],
  currentMethod: string,
): RecoveryOption[] {
  return userOwnedRecoveryOptions.filter(
    (option): option is RecoveryOption =>
      (option === 'user-passcode' || option === 'google-drive' || option === 'icloud') &&
      (option === 'user-passcode' || option !== currentMethod),
  )
}

/** W-3.03: true when the wallet recovers by itself (provider-managed, W-4.15). */
export function recoversAutomatically(recoveryMethod: string): boolean {
  return recoveryMethod === PROVIDER_MANAGED_RECOVERY
}
