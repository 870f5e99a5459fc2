'use client'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { shouldAutoConnect, walletsReady } from '../core/wallet/autoConnect'
import { type ConnectEmbeddedWalletOptions, connectEmbeddedWallet } from '../core/wallet/connectEmbeddedWallet'
import { getEmbeddedWallets } from '../core/wallet/embeddedWallets'
import { withWalletCallbacks } from '../core/wallet/walletCallbackCode'
import { useStore } from './useStore'
import { useWalletSession } from './useWalletSession'
import type { UseWalletsOptions, UseWalletsReturn } from './useWallets'

/** The shared body of `useWallets` and `useSolanaWallets`: the user's embedded wallets of one chain. */
export function useEmbeddedWalletList(chainType: 'ethereum' | 'solana', options: UseWalletsOptions): UseWalletsReturn {
  const session = useWalletSession()
  const lobby = useStore(session.client.store)
  const state = useStore(session.store)
  const { autoConnect = true, verifyMfa, verifyMfaToRecover } = options
  // The latest callbacks, read when a connect ends, so passing new ones keeps `connect`'s identity.
  const callbacks = useRef(options)
  callbacks.current = options
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
      withWalletCallbacks(
        'connect',
        () => connectEmbeddedWallet(session, { verifyMfa, verifyMfaToRecover, ...connectOptions, chainType }),
        callbacks.current,
      ),
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
