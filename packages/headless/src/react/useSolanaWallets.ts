'use client'
import { useCallback, useMemo } from 'react'
import { startEmbeddedWalletCreation } from '../core/wallet/createEmbeddedWallet'
import { useEmbeddedWalletList } from './useEmbeddedWalletList'
import { useWalletSession } from './useWalletSession'
import type { UseWalletsOptions, UseWalletsReturn } from './useWallets'

/** What `useSolanaWallets` returns: the Solana list, plus creating one. */
export type UseSolanaWalletsReturn = UseWalletsReturn & {
  /**
   * W-4.08, W-5.24, W-5.29: creates the user's Solana wallet, with provider-managed recovery (the
   * only one Solana wallets have, W-5.30); refused while the Ethereum one uses user-owned recovery.
   */
  createWallet(): Promise<{ address: string }>
}

/** The user's embedded Solana wallets (W-3.01, W-5.29); `ready` means usable now. */
export function useSolanaWallets(options: UseWalletsOptions = {}): UseSolanaWalletsReturn {
  const session = useWalletSession()
  const list = useEmbeddedWalletList('solana', options)
  const createWallet = useCallback(() => startEmbeddedWalletCreation(session, { chainType: 'solana' }), [session])
  return useMemo(() => ({ ...list, createWallet }), [list, createWallet])
}
