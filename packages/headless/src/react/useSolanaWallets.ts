'use client'
import type { SendOptions } from '@solana/web3.js'
import { useCallback, useMemo } from 'react'
import { LobbyError } from '../core/errors/lobbyError'
import { type EmbeddedSignerOptions, embeddedSolanaSigner } from '../core/transactions/embeddedWalletSigners'
import type { SolanaSendTarget, SolanaTransaction, SolanaWalletSigner } from '../core/transactions/solanaTransactions'
import { startEmbeddedWalletCreation } from '../core/wallet/createEmbeddedWallet'
import { useEmbeddedWalletList } from './useEmbeddedWalletList'
import { useWalletSession } from './useWalletSession'
import type { UseWalletsOptions, UseWalletsReturn } from './useWallets'

/** Which embedded Solana wallet signs (the first by default), and how long it may take. */
export type SolanaSignOptions = EmbeddedSignerOptions

/** What `useSolanaWallets` returns: the Solana list, creating one, and signing web3.js transactions with it. */
export type UseSolanaWalletsReturn = UseWalletsReturn & {
  /**
   * W-4.08, W-5.24, W-5.29: creates the user's Solana wallet, with provider-managed recovery (the
   * only one Solana wallets have, W-5.30); refused while the Ethereum one uses user-owned recovery.
   */
  createWallet(): Promise<{ address: string }>
  /** W-1.04: signs a web3.js `Transaction` or `VersionedTransaction` in the wallet frame; resolves with the same object, signed. */
  signTransaction<T extends SolanaTransaction>(transaction: T, options?: SolanaSignOptions): Promise<T>
  /**
   * W-1.04: signs, then sends through the host's web3.js `Connection` (or a Solana JSON-RPC URL);
   * resolves with the signature once the node accepted it. Confirm with `connection.confirmTransaction`.
   */
  sendTransaction(
    transaction: SolanaTransaction,
    connection: SolanaSendTarget,
    options?: SolanaSignOptions & { send?: SendOptions },
  ): Promise<string>
}

/** The user's embedded Solana wallets (W-3.01, W-5.29); `ready` means usable now. */
export function useSolanaWallets(options: UseWalletsOptions = {}): UseSolanaWalletsReturn {
  const session = useWalletSession()
  const list = useEmbeddedWalletList('solana', options)
  const createWallet = useCallback(() => startEmbeddedWalletCreation(session, { chainType: 'solana' }), [session])
  const signer = useCallback(
    (which: SolanaSignOptions = {}): SolanaWalletSigner => {
      const found = embeddedSolanaSigner(session, which)
      if (!found)
        throw new LobbyError(
          'wallet_error',
          'embedded_wallet_not_found',
          which.address
            ? `The user has no embedded Solana wallet ${which.address}.`
            : 'The user has no embedded Solana wallet: create one with createWallet() first.',
        )
      return found
    },
    [session],
  )
  const signTransaction = useCallback(
    async <T extends SolanaTransaction>(transaction: T, which?: SolanaSignOptions) =>
      signer(which).signTransaction(transaction),
    [signer],
  )
  const sendTransaction = useCallback(
    async (
      transaction: SolanaTransaction,
      connection: SolanaSendTarget,
      { send, ...which }: SolanaSignOptions & { send?: SendOptions } = {},
    ) => signer(which).sendTransaction(transaction, connection, send),
    [signer],
  )
  return useMemo(
    () => ({ ...list, createWallet, signTransaction, sendTransaction }),
    [list, createWallet, signTransaction, sendTransaction],
  )
}
