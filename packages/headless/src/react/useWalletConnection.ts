'use client'
import { useCallback, useEffect, useMemo } from 'react'
import { getRecentWalletClient } from '../core/connectors/recentWalletClient'
import { externalWalletList } from '../core/connectors/walletBranding'
import type { WalletConnectionStatus } from '../core/connectors/walletConnection'
import type { ConnectorType } from '../core/connectors/walletConnector'
import { type WalletOption, walletConnectorsFor, walletOptions } from '../core/connectors/walletConnectors'
import type { WalletListKey } from '../core/rules/loginLayout'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useWalletConnection`. */
export type UseWalletConnectionOptions = {
  /** W-9.39 keys the wallet list shows, in order. @default the app config's appearance.walletList, else every supported key */
  walletList?: readonly WalletListKey[]
  /** WalletConnect is listed only when true. @default the app config's externalWallets.walletConnect.enabled */
  walletConnectEnabled?: boolean
}

/** What `useWalletConnection` returns. */
export type UseWalletConnectionReturn = {
  /** True once the wallets had their time to initialise: the list is final. */
  ready: boolean
  /** W-3.06 disconnected, connecting, switching_to_supported_chain or connected. */
  status: WalletConnectionStatus
  address: string | null
  chainId: number | null
  walletClientType: string | null
  connectorType: ConnectorType | null
  /** The wallet list (W-9.39) with branding, installed and recent marks. */
  wallets: readonly WalletOption[]
  /**
   * Ends the wallet's own session (WalletConnect's at the relay, an injected wallet's EIP-2255
   * grant) and forgets the connection; see `WalletConnectors.disconnect`.
   */
  disconnect(): Promise<void>
}

/** The page's external wallets and the connection state (W-3.06, W-4.06, W-9.39); discovery starts on mount. */
export function useWalletConnection(options: UseWalletConnectionOptions = {}): UseWalletConnectionReturn {
  const client = useLobbyClient()
  const connectors = walletConnectorsFor(client)
  useEffect(() => connectors.start(), [connectors])
  const state = useStore(connectors)
  const config = useStore(client.store, (s) => s.config)
  const walletConnectEnabled = options.walletConnectEnabled ?? config?.walletConnectEnabled ?? false
  const walletList = options.walletList ?? config?.appearance.walletList ?? null
  const listKey = walletList?.join(',') ?? ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: listKey stands for the list's contents
  const keys = useMemo(() => externalWalletList({ walletList, walletConnectEnabled }), [listKey, walletConnectEnabled])
  const recent = getRecentWalletClient(client.storage ?? null, client.appId)
  const wallets = useMemo(
    () => walletOptions({ keys, connectors: state.connectors, recent }),
    [keys, state.connectors, recent],
  )
  const disconnect = useCallback(() => connectors.disconnect(), [connectors])
  const { connection, ready } = state
  return useMemo(() => ({ ready, ...connection, wallets, disconnect }), [ready, connection, wallets, disconnect])
}
