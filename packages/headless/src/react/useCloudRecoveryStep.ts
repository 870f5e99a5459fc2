'use client'
import {
  type CloudRecoveryStep,
  type CloudRecoveryStepOptions,
  createCloudRecoveryStep,
} from '../core/wallet/flow/cloudRecoveryStep'
import { browserDrivePopup } from '../core/wallet/flow/drivePopup'
import type { WalletStepNavigation } from '../core/wallet/flow/walletStep'
import { useWalletStep, type WalletStepReturn } from './useWalletStep'

/** EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN (W-2.21, W-5.17 to W-5.19, W-4.55): the drive popup is the browser's unless given; navigation and options are read once. */
export function useCloudRecoveryStep(
  navigation: WalletStepNavigation,
  options: Partial<CloudRecoveryStepOptions> = {},
): WalletStepReturn<CloudRecoveryStep> {
  return useWalletStep((session) =>
    createCloudRecoveryStep(session, navigation, { ...options, popup: options.popup ?? browserDrivePopup(window) }),
  )
}
