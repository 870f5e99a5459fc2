'use client'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import type { LobbyError } from '../core/errors/lobbyError'
import {
  type CreateEmbeddedWalletOptions,
  retryEmbeddedWalletCreation,
  startEmbeddedWalletCreation,
} from '../core/wallet/createEmbeddedWallet'
import { type WalletCallbacks, withWalletCallbacks } from '../core/wallet/walletCallbackCode'
import type { WalletCreationState } from '../core/wallet/walletSession'
import { useStore } from './useStore'
import { useWalletSession } from './useWalletSession'

/** Options of `useCreateWallet`. */
export type UseCreateWalletOptions = {
  /**
   * Create once on mount, as EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN does after login (W-2.11,
   * frame wait 30 s, W-9.02); skipped while `needsRecoveryPassword`. @default false
   */
  createOnMount?: boolean
} & WalletCallbacks<{ address: string }>

/** What `useCreateWallet` returns. */
export type UseCreateWalletReturn = {
  /** idle, creating, created or failed (then `error` says why and `retry()` runs it again). */
  state: WalletCreationState['status']
  /** The created wallet's address. */
  address: string | null
  /** The W-8 creation error, with its spec text in `shortMessage`. */
  error: LobbyError | null
  /** True while the frame creates the wallet. */
  isPending: boolean
  /** W-6.07: the app requires user-owned recovery at creation, so pass `recoveryPassword`. */
  needsRecoveryPassword: boolean
  /** W-4.08: creates the wallet; rejects with the W-8 error (also kept in `error`). */
  createWallet(options?: CreateEmbeddedWalletOptions): Promise<{ address: string }>
  /** Runs the last creation again with the same options (after a failure). */
  retry(): Promise<{ address: string }>
}

/** Creating the user's embedded wallet (W-4.08 to W-4.12, W-2.11, W-5.24, W-5.29). */
export function useCreateWallet(options: UseCreateWalletOptions = {}): UseCreateWalletReturn {
  const session = useWalletSession()
  const creation = useStore(session.store, (s) => s.creation)
  const lobby = useStore(session.client.store)
  const needsRecoveryPassword = lobby.config?.walletSettings.requireUserOwnedRecoveryOnCreate === true
  const latest = useRef(options)
  latest.current = options
  // W-8.29: the host's onSuccess / onError hear every creation, the one on mount included.
  const createWallet = useCallback(
    (createOptions?: CreateEmbeddedWalletOptions) =>
      withWalletCallbacks('create', () => startEmbeddedWalletCreation(session, createOptions), latest.current),
    [session],
  )
  const retry = useCallback(
    () => withWalletCallbacks('create', () => retryEmbeddedWalletCreation(session), latest.current),
    [session],
  )
  const started = useRef(false)
  const autoCreate = options.createOnMount === true && lobby.ready && lobby.user !== null && !needsRecoveryPassword
  useEffect(() => {
    // Once per mount, StrictMode's second effect run included: a second create would be refused anyway.
    if (!autoCreate || started.current) return
    started.current = true
    createWallet({ afterLogin: true }).catch(() => undefined)
  }, [autoCreate, createWallet])
  return useMemo(
    () => ({
      state: creation.status,
      address: creation.address,
      error: creation.error,
      isPending: creation.status === 'creating',
      needsRecoveryPassword,
      createWallet,
      retry,
    }),
    [creation, needsRecoveryPassword, createWallet, retry],
  )
}
