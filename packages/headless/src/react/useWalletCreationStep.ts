'use client'
import { createWalletCreationStep, type WalletCreationStep } from '../core/wallet/flow/walletCreationStep'
import type { WalletStepNavigation } from '../core/wallet/flow/walletStep'
import { useWalletStep, type WalletStepReturn } from './useWalletStep'

/** EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN (W-2.11, W-4.08, W-4.13, W-4.27, W-6.07); navigation is read once. */
export function useWalletCreationStep(navigation: WalletStepNavigation): WalletStepReturn<WalletCreationStep> {
  return useWalletStep((session) => createWalletCreationStep(session, navigation))
}
