'use client'
import { useCallback, useMemo, useState } from 'react'
import { createCoinbaseSmartWalletConnector } from '../core/connectors/coinbaseSmartWalletConnector'
import {
  type ConnectWalletMode,
  canRetryConnection,
  createConnectWalletFlow,
  WALLET_CONNECT_MAX_RETRIES,
} from '../core/connectors/connectWalletFlow'
import { isWalletListKey, WALLET_LIST } from '../core/connectors/walletBranding'
import { browserWalletContext, type WalletClickTarget, walletClickTarget } from '../core/connectors/walletClickTarget'
import { createWalletConnectConnector } from '../core/connectors/walletConnectConnector'
import { walletConnectorsFor } from '../core/connectors/walletConnectors'
import { errorScreenFor } from '../core/errors/errorScreens'
import type { UseConnectWalletOptions, UseConnectWalletReturn } from './useConnectWallet'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

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
          connectors.add(
            createWalletConnectConnector({
              projectId,
              chainIds,
              onDisplayUri: setUri,
              ...(client.loadWalletConnect ? { load: client.loadWalletConnect } : {}),
            }),
          )
        } catch {
          // No project id: the connection below fails with 'Unable to connect to wallet.' (W-8.10).
        }
      }
      if (walletClientType === 'coinbase_smart_wallet' && !connectors.find('coinbase_smart_wallet')) {
        const { load, keysUrl } = client.coinbaseSmartWallet
        const chains = options.chains?.map((c) => c.id)
        connectors.add(
          createCoinbaseSmartWalletConnector({
            app: () => {
              const config = client.store.getSnapshot().config
              const chainIds = chains ?? [config?.defaultChainId ?? 1]
              return { name: config?.name ?? '', logoUrl: config?.appearance.logo ?? null, chainIds }
            },
            ...(keysUrl ? { keysUrl } : {}),
            ...(load ? { load } : {}),
          }),
        )
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
      // A connector id ('injected:<uuid>') names the wallet by the connector's walletClientType.
      wallet:
        key && wallet
          ? { walletClientType: connector?.walletClientType ?? key, name: wallet.name, icon: wallet.icon }
          : null,
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
