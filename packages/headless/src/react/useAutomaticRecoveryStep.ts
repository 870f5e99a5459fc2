'use client'
import { type AutomaticRecoveryStep, createAutomaticRecoveryStep } from '../core/wallet/flow/automaticRecoveryStep'
import type { WalletStepNavigation } from '../core/wallet/flow/walletStep'
import { useWalletStep, type WalletStepReturn } from './useWalletStep'

/** EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN (W-2.17, W-2.18); navigation is read once. */
export function useAutomaticRecoveryStep(navigation: WalletStepNavigation): WalletStepReturn<AutomaticRecoveryStep> {
  return useWalletStep((session) => createAutomaticRecoveryStep(session, navigation))
}
