'use client'
import { useEffect, useMemo, useRef } from 'react'
import { type AwaitingWalletView, awaitingWalletView } from '../core/connectors/awaitingWalletView'
import { followWalletClick, type WalletClickNavigation } from '../core/connectors/walletClickNavigation'
import { useConnectWallet } from './useConnectWallet'
import { useOnceWhen } from './useOnceWhen'

/** Options of `useAwaitingConnection`; read once, on mount, except `onDone`. */
export type UseAwaitingConnectionOptions = {
  /** The wallet the user picked (a W-9.39 key or an announced wallet's walletClientType). */
  walletClientType: string
  /** W-4.03: false when a script made the click that opened the screen. @default true */
  isTrusted?: boolean | undefined
  /** True on AWAITING_CONNECT_ONLY_CONNECTION: connect without signing in. @default false */
  connectOnly?: boolean | undefined
  navigation: WalletClickNavigation
  /** Called once the wallet is connected and, unless connect-only, signed in (W-4.04). */
  onDone(): void
}

/** What `useAwaitingConnection` returns: the view, and the awaiting screen's commands. */
export type UseAwaitingConnectionReturn = AwaitingWalletView & {
  /** W-4.05: true while a failed connection may be retried. */
  canRetry: boolean
  retry(): void
  /** A WalletConnect pairing URI to show as a QR code, once the relay gave one. */
  walletConnectUri: string | null
}

/**
 * AWAITING_CONNECTION and AWAITING_CONNECT_ONLY_CONNECTION (W-2.03, W-2.08, W-4.01 to W-4.05):
 * connects the wallet once per screen, or leaves for where the click leads instead; calls
 * `onDone` once the flow is done.
 */
export function useAwaitingConnection(options: UseAwaitingConnectionOptions): UseAwaitingConnectionReturn {
  const { walletClientType, isTrusted = true, connectOnly = false, navigation } = options
  const flow = useConnectWallet({ mode: connectOnly ? 'connect-only' : 'login' })
  const started = useRef(false)
  useEffect(() => {
    // Once per screen, StrictMode's second effect run included.
    if (started.current || !walletClientType) return
    started.current = true
    followWalletClick(flow.connect(walletClientType, { isTrusted }), navigation, 'awaiting')
  }, [flow, walletClientType, isTrusted, navigation])
  useOnceWhen(flow.step === 'done', options.onDone)
  const { wallet, step, errorScreen, canRetry, retry, walletConnectUri } = flow
  return useMemo(
    () => ({
      ...awaitingWalletView({ walletClientType, wallet, step, errorScreen }),
      canRetry,
      retry,
      walletConnectUri,
    }),
    [walletClientType, wallet, step, errorScreen, canRetry, retry, walletConnectUri],
  )
}
