'use client'
import {
  createWalletConnectingStep,
  type WalletConnectingStep,
  type WalletConnectingStepOptions,
} from '../core/wallet/flow/walletConnectingStep'
import type { WalletStepNavigation } from '../core/wallet/flow/walletStep'
import { useWalletStep, type WalletStepReturn } from './useWalletStep'

/** EMBEDDED_WALLET_CONNECTING_SCREEN (W-2.14, W-4.14 to W-4.16, W-4.55); navigation and options are read once. */
export function useWalletConnectingStep(
  navigation: WalletStepNavigation,
  options: WalletConnectingStepOptions = {},
): WalletStepReturn<WalletConnectingStep> {
  return useWalletStep((session) => createWalletConnectingStep(session, navigation, options))
}
