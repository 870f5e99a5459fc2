'use client'
import { useMemo } from 'react'
import {
  createEmbeddedWalletProvider,
  type EmbeddedWalletProvider,
  type EmbeddedWalletProviderOptions,
} from '../core/wallet/embeddedWalletProvider'
import { useWalletSession } from './useWallets'

/** The embedded wallet's EIP-1193 provider (W-3.09, W-9.01); the same object while `address` stays. */
export function useEmbeddedWalletProvider(
  options: Pick<EmbeddedWalletProviderOptions, 'address' | 'rpcTimeoutMs'> = {},
): EmbeddedWalletProvider {
  const session = useWalletSession()
  const { address, rpcTimeoutMs } = options
  return useMemo(
    () => createEmbeddedWalletProvider(session, { address, rpcTimeoutMs }),
    [session, address, rpcTimeoutMs],
  )
}

/** What `useEmbeddedWalletProvider` returns: an EIP-1193 provider. */
export type UseEmbeddedWalletProviderReturn = EmbeddedWalletProvider
