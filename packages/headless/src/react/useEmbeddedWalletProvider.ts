'use client'
import { useMemo } from 'react'
import type { EmbeddedProvider } from '../core/transactions/embeddedProvider'
import {
  type GetEmbeddedWalletProviderOptions,
  getEmbeddedWalletProvider,
} from '../core/transactions/embeddedWalletProvider'
import { getEmbeddedWallets } from '../core/wallet/embeddedWallets'
import { useStore } from './useStore'
import { useWalletSession } from './useWalletSession'

/** What `useEmbeddedWalletProvider` returns: the EIP-1193 provider, or null until the user has an embedded wallet. */
export type UseEmbeddedWalletProviderReturn = EmbeddedProvider | null

/**
 * The embedded wallet's EIP-1193 provider (W-3.09, W-4.07, W-9.01): the same object while the
 * wallet, `chains` and the time-out stay (pass a stable `chains` array). Without `chains` it
 * uses the app config's `supportedChains` that carry an RPC URL.
 */
export function useEmbeddedWalletProvider(
  options: Pick<GetEmbeddedWalletProviderOptions, 'address' | 'chains' | 'timeoutMs'> = {},
): UseEmbeddedWalletProviderReturn {
  const session = useWalletSession()
  const user = useStore(session.client.store, (s) => s.user)
  const defaultChainId = useStore(session.client.store, (s) => s.config?.defaultChainId)
  // Without `chains`, the app config's (a new config makes a new provider).
  const configChains = useStore(session.client.store, (s) => s.config?.transactionChains)
  const { address, chains, timeoutMs } = options
  const wallets = getEmbeddedWallets(user, 'ethereum')
  const wallet = address ? wallets.find((w) => w.address.toLowerCase() === address.toLowerCase()) : wallets[0]
  const walletAddress = wallet?.address ?? null
  return useMemo(
    () =>
      walletAddress === null || defaultChainId === undefined
        ? null
        : getEmbeddedWalletProvider(session.client, {
            address: walletAddress,
            chains: chains ?? configChains,
            timeoutMs,
          }),
    [session, walletAddress, defaultChainId, chains, configChains, timeoutMs],
  )
}
