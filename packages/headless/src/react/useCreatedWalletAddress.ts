'use client'
import { createdWalletAddress } from '../core/wallet/flow/walletCreatedStep'
import { useStore } from './useStore'
import { useWalletSession } from './useWalletSession'

/** EMBEDDED_WALLET_CREATED_SCREEN's address (W-2.12, W-2.13): the wallet just created, else the user's first one. */
export function useCreatedWalletAddress(): string {
  const session = useWalletSession()
  useStore(session.client.store, (s) => s.user)
  return useStore(session.store, () => createdWalletAddress(session))
}
