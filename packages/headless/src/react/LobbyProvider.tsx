'use client'
import type { QueryClient } from '@tanstack/react-query'
import { createContext, type ReactNode, useEffect, useState } from 'react'
import type { CustomAuthOptions } from '../core/auth/customAuth'
import { createLobbyClient, type LobbyClient, type LobbyClientOptions } from '../core/client'
import type { LobbyClientConfig } from '../core/config/resolveAppConfig'
import { useCustomAuth } from './useCustomAuth'

/** The client of the nearest `LobbyProvider`. */
export const LobbyContext: React.Context<LobbyClient | null> = createContext<LobbyClient | null>(null)

/** The host's own TanStack Query client, when it passed one to `LobbyProvider`. */
export const LobbyQueryClientContext: React.Context<QueryClient | null> = createContext<QueryClient | null>(null)

/** Props of `LobbyProvider`. */
export type LobbyProviderProps = {
  /** The app id: exactly 25 characters. */
  appId: string
  /** The API host: the sandbox's URL or the provider's. */
  apiUrl: string
  /** The host's configuration, merged over the server's. */
  config?: LobbyClientConfig
  /** Advanced: transport, storage, cookies, lock (tests pass the sandbox's fetch here). */
  clientOptions?: Omit<LobbyClientOptions, 'appId' | 'apiUrl' | 'config'>
  /** The embedded-wallet frame's base URL, on its own origin (the sandbox's `frameUrl`, W-7.05); the wallet hooks need it. */
  walletFrameUrl?: string
  /** Your own TanStack Query client, if the app already has one; else the hooks that query make one on first use. */
  queryClient?: QueryClient
  /**
   * WalletConnect, an optional peer: `() => import('@walletconnect/ethereum-provider')`. Lobby never
   * imports it itself, so an app without it builds; without a loader, choosing WalletConnect says
   * how to set it up.
   */
  loadWalletConnect?: LobbyClientOptions['loadWalletConnect']
  /**
   * viem, an optional peer: `() => import('@lobby/headless/viem')`. Wallet features (SIWE login,
   * sends, signing previews, funding) load it on first use; an app without them need not install it.
   */
  loadViem?: LobbyClientOptions['loadViem']
  /**
   * Coinbase Smart Wallet's SDK, an optional peer: `() => import('@coinbase/wallet-sdk')`, loaded
   * when the user picks it; without it, choosing it says how to set it up.
   */
  loadCoinbaseWalletSdk?: LobbyClientOptions['loadCoinbaseWalletSdk']
  /** Coinbase Smart Wallet's keys popup URL: Coinbase's own by default, the sandbox's emulator in development. */
  coinbaseSmartWalletKeysUrl?: string
  children?: ReactNode
}

/** config.customAuth: the provider's own `useCustomAuth`, fed the latest getter and loading flag. */
function CustomAuthSync({ getCustomAccessToken, isLoading }: CustomAuthOptions) {
  useCustomAuth({ getCustomAccessToken, isLoading })
  return null
}

/**
 * Creates the Lobby client once and loads config and session after mount, so it is
 * safe to render on the server and under StrictMode.
 */
export function LobbyProvider({
  appId,
  apiUrl,
  config,
  clientOptions,
  walletFrameUrl,
  queryClient,
  loadWalletConnect,
  loadViem,
  loadCoinbaseWalletSdk,
  coinbaseSmartWalletKeysUrl,
  children,
}: LobbyProviderProps) {
  // The client is made during render but touches no network until `ready()` in an effect. A new
  // app id or API URL means another app: a new client (config and options are read once).
  const key = `${appId} ${apiUrl}`
  const makeClient = () =>
    createLobbyClient({
      ...clientOptions,
      walletFrameUrl: walletFrameUrl ?? clientOptions?.walletFrameUrl,
      loadWalletConnect: loadWalletConnect ?? clientOptions?.loadWalletConnect,
      loadViem: loadViem ?? clientOptions?.loadViem,
      loadCoinbaseWalletSdk: loadCoinbaseWalletSdk ?? clientOptions?.loadCoinbaseWalletSdk,
      coinbaseSmartWalletKeysUrl: coinbaseSmartWalletKeysUrl ?? clientOptions?.coinbaseSmartWalletKeysUrl,
      appId,
      apiUrl,
      config,
    })
  const [entry, setEntry] = useState(() => ({ key, client: makeClient() }))
  if (entry.key !== key) setEntry({ key, client: makeClient() })
  const client = entry.client
  useEffect(() => {
    void client.ready()
    return () => client.destroy()
  }, [client])
  const customAuth = config?.customAuth
  // No QueryClientProvider here: a host's own provider above stays the one its components see, and
  // an app whose hooks never query (an email-code login) ships no TanStack Query at all.
  return (
    <LobbyQueryClientContext.Provider value={queryClient ?? null}>
      <LobbyContext.Provider value={client}>
        {customAuth && customAuth.enabled !== false ? (
          <CustomAuthSync getCustomAccessToken={customAuth.getCustomAccessToken} isLoading={customAuth.isLoading} />
        ) : null}
        {children}
      </LobbyContext.Provider>
    </LobbyQueryClientContext.Provider>
  )
}
