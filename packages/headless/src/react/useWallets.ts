'use client'
import { useCallback, useEffect, useMemo } from 'react'
import type { LobbyError } from '../core/errors/lobbyError'
import { shouldAutoConnect, walletsReady } from '../core/wallet/autoConnect'
import {
  type ConnectEmbeddedWalletOptions,
  type ConnectEmbeddedWalletResult,
  connectEmbeddedWallet,
} from '../core/wallet/connectEmbeddedWallet'
import { type EmbeddedWallet, getEmbeddedWallets } from '../core/wallet/embeddedWallets'
import { getWalletSession, type PendingRecovery, type WalletSession } from '../core/wallet/walletSession'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** The nearest provider's wallet session: made on first use and shared by every wallet hook. */
export function useWalletSession(): WalletSession {
  const client = useLobbyClient()
  return useMemo(() => getWalletSession(client), [client])
}

/** An embedded wallet with whether it is unlocked on this page. */
export type WalletListItem = EmbeddedWallet & {
  /** True when the wallet is unlocked in the frame: it can sign now. */
  isConnected: boolean
}

/** Options of `useWallets`. */
export type UseWalletsOptions = {
  /** Unlock the user's wallet in the frame as soon as they are signed in (W-2.14). @default true */
  autoConnect?: boolean
  /** Runs after the wallet is unlocked when the app requires MFA on connect (W-6.05). */
  verifyMfa?: () => Promise<void>
  /**
   * Verifies MFA (e.g. `useMfa().verify`) when automatic recovery on a new device asks for a
   * recent verification (W-4.15, W-4.55); without it an MFA user's recovery fails.
   */
  verifyMfaToRecover?: () => Promise<void>
}

/** What `useWallets` and `useSolanaWallets` return. */
export type UseWalletsReturn = {
  /** Usable now: the session is loaded, no connect is running, and every wallet listed is unlocked. */
  ready: boolean
  wallets: readonly WalletListItem[]
  /** True while a wallet is being unlocked. */
  isConnecting: boolean
  /** A wallet that is not on this device and waits for the user to recover it on `screen` (W-4.16). */
  pendingRecovery: PendingRecovery | null
  /** The last connect error. */
  error: LobbyError | null
  /** Unlocks a wallet (the first one by default): W-2.14, W-4.14 to W-4.16. */
  connect(options?: Omit<ConnectEmbeddedWalletOptions, 'chainType'>): Promise<ConnectEmbeddedWalletResult>
}

/** The shared body of `useWallets` and `useSolanaWallets`: the user's embedded wallets of one chain. */
export function useEmbeddedWalletList(chainType: 'ethereum' | 'solana', options: UseWalletsOptions): UseWalletsReturn {
  const session = useWalletSession()
  const lobby = useStore(session.client.store)
  const state = useStore(session.store)
  const { autoConnect = true, verifyMfa, verifyMfaToRecover } = options
  const wallets = useMemo(
    () =>
      getEmbeddedWallets(lobby.user, chainType).map((wallet) => ({
        ...wallet,
        isConnected: state.connected.includes(wallet.address.toLowerCase()),
      })),
    [lobby.user, chainType, state.connected],
  )
  const connect = useCallback(
    (connectOptions: Omit<ConnectEmbeddedWalletOptions, 'chainType'> = {}) =>
      connectEmbeddedWallet(session, { verifyMfa, verifyMfaToRecover, ...connectOptions, chainType }),
    [session, chainType, verifyMfa, verifyMfaToRecover],
  )
  // Read on each render, which both stores above trigger.
  const shouldConnect = autoConnect && shouldAutoConnect(session, chainType)
  const ready = walletsReady(session, chainType)
  useEffect(() => {
    // Failures land in the session's `error`, which stops further automatic attempts.
    if (shouldConnect) connect().catch(() => undefined)
  }, [shouldConnect, connect])
  return useMemo(
    () => ({
      ready,
      wallets,
      isConnecting: state.isConnecting,
      pendingRecovery: state.pendingRecovery,
      error: state.error,
      connect,
    }),
    [ready, state.isConnecting, state.pendingRecovery, state.error, wallets, connect],
  )
}

/** The user's embedded Ethereum wallets, unlocked on sign-in (W-2.14, W-3.01, W-3.02); `ready` means usable now. */
export function useWallets(options: UseWalletsOptions = {}): UseWalletsReturn {
  return useEmbeddedWalletList('ethereum', options)
}
