'use client'
import { useCallback, useMemo, useState } from 'react'
import {
  type ConnectWalletFlowOptions,
  type ConnectWalletMode,
  type ConnectWalletStep,
  canRetryConnection,
  createConnectWalletFlow,
  WALLET_CONNECT_MAX_RETRIES,
} from '../core/connectors/connectWalletFlow'
import { isWalletListKey, WALLET_LIST, type WalletBranding } from '../core/connectors/walletBranding'
import { browserWalletContext, type WalletClickTarget, walletClickTarget } from '../core/connectors/walletClickTarget'
import { createWalletConnectConnector } from '../core/connectors/walletConnectConnector'
import { walletConnectorsFor } from '../core/connectors/walletConnectors'
import { type ErrorScreen, errorScreenFor } from '../core/errors/errorScreens'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useConnectWallet`; read once, when the hook mounts. */
export type UseConnectWalletOptions = Omit<ConnectWalletFlowOptions, 'mode'> & {
  /** Log in after connecting (W-4.04), or only connect. @default 'login' */
  mode?: Exclude<ConnectWalletMode, 'link'>
  /** WalletConnect's project id. @default the app's wallet_connect_cloud_project_id */
  walletConnectProjectId?: string
}

/** What `useConnectWallet` returns. */
export type UseConnectWalletReturn = {
  /** W-3.06 steps plus signing: idle, connecting, switching_to_supported_chain, connected, signing, done, error. */
  step: ConnectWalletStep
  /** The wallet being connected (a W-9.39 key, an announced wallet's walletClientType, or a connector id). */
  walletClientType: string | null
  /** Its name and icon (W-3.04), when known. */
  wallet: WalletBranding | null
  address: string | null
  error: LobbyError | null
  /** How to show the error (W-8.01 to W-8.13): its text is `errorScreen.title`. */
  errorScreen: ErrorScreen | null
  /** True from the click until the flow ends. */
  isPending: boolean
  /** W-4.05: a failed connection may be retried (at most 2 times). */
  canRetry: boolean
  retriesLeft: number
  /** The WalletConnect pairing URI to show as a QR code, once the relay gave one. */
  walletConnectUri: string | null
  /**
   * W-4.01 to W-4.03: handles a click on a wallet and says where it leads; on an awaiting screen
   * the connection starts at once, a redirect leaves for the wallet's app link.
   */
  connect(walletClientType: string, event?: { isTrusted: boolean }): WalletClickTarget
  /** W-4.05: tries the same wallet again. */
  retry(): void
  reset(): void
}

/** @internal The flow hook behind `useConnectWallet` and `useLinkWallet`. */
export function useWalletFlow(mode: ConnectWalletMode, options: UseConnectWalletOptions): UseConnectWalletReturn {
  const client = useLobbyClient()
  const connectors = walletConnectorsFor(client)
  const [uri, setUri] = useState<string | null>(null)
  const [flow] = useState(() => createConnectWalletFlow(client, connectors, { ...options, mode }))
  const snapshot = useStore(flow)
  const connectOnly = mode === 'connect-only'

  const connect = useCallback(
    (walletClientType: string, event?: { isTrusted: boolean }): WalletClickTarget => {
      connectors.start()
      const context = browserWalletContext()
      if (walletClientType === 'wallet_connect' && !connectors.find('wallet_connect')) {
        const config = client.store.getSnapshot().config
        const projectId = options.walletConnectProjectId ?? config?.server.wallet_connect_cloud_project_id ?? ''
        const chainIds = options.chains?.map((c) => c.id) ?? [config?.defaultChainId ?? 1]
        try {
          connectors.add(createWalletConnectConnector({ projectId, chainIds, onDisplayUri: setUri }))
        } catch {
          // No project id: the connection below fails with 'Unable to connect to wallet.' (W-8.10).
        }
      }
      const target = context
        ? walletClickTarget({
            walletClientType,
            isTrusted: event?.isTrusted ?? true,
            providerPresent: connectors.find(walletClientType) !== null,
            connectOnly,
            ...context,
          })
        : ({ action: 'screen', screen: 'AWAITING_CONNECTION' } as const)
      if (target.action === 'redirect') window.location.assign(target.url)
      if (target.action === 'screen' && target.screen.startsWith('AWAITING')) {
        setUri(null)
        void flow.connect(walletClientType)
      }
      return target
    },
    [client, connectors, flow, connectOnly, options.walletConnectProjectId, options.chains],
  )

  const retry = useCallback(() => void flow.retry(), [flow])
  const config = useStore(client.store, (s) => s.config)
  return useMemo(() => {
    const key = snapshot.walletClientType
    const connector = key ? connectors.find(key) : null
    const wallet = connector?.walletBranding ?? (key && isWalletListKey(key) ? WALLET_LIST[key] : null)
    return {
      step: snapshot.step,
      walletClientType: key,
      wallet: wallet ? { name: wallet.name, icon: wallet.icon } : null,
      address: snapshot.address,
      error: snapshot.error,
      errorScreen: snapshot.error
        ? errorScreenFor(snapshot.error, config, { flow: mode === 'link' ? 'wallet_link' : 'wallet_login' })
        : null,
      isPending: ['connecting', 'switching_to_supported_chain', 'connected', 'signing'].includes(snapshot.step),
      canRetry: canRetryConnection(snapshot),
      retriesLeft: Math.max(0, WALLET_CONNECT_MAX_RETRIES - snapshot.retries),
      walletConnectUri: uri,
      connect,
      retry,
      reset: flow.reset,
    }
  }, [snapshot, connectors, config, mode, uri, connect, retry, flow])
}

/** Connects an external wallet and logs in with it (W-4.01 to W-4.06, W-8), or only connects. */
export function useConnectWallet(options: UseConnectWalletOptions = {}): UseConnectWalletReturn {
  return useWalletFlow(options.mode ?? 'login', options)
}
