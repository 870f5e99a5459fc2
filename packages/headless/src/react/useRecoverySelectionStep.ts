'use client'
import { browserDrivePopup, type DrivePopup } from '../core/wallet/flow/drivePopup'
import { createRecoverySelectionStep, type RecoverySelectionStep } from '../core/wallet/flow/recoverySelectionStep'
import type { WalletStepNavigation } from '../core/wallet/flow/walletStep'
import { useWalletStep, type WalletStepReturn } from './useWalletStep'

/** EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN (W-2.15, W-2.16, W-2.21): the drive popup is the browser's unless given; navigation is read once. */
export function useRecoverySelectionStep(
  navigation: WalletStepNavigation,
  options: { popup?: DrivePopup } = {},
): WalletStepReturn<RecoverySelectionStep> {
  return useWalletStep((session) =>
    createRecoverySelectionStep(session, navigation, { popup: options.popup ?? browserDrivePopup(window) }),
  )
}
