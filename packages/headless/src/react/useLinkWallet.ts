'use client'
import { useCallback, useMemo } from 'react'
import type { User } from '../core/api/user'
import { unlinkWallet } from '../core/auth/loginWithSiwe'
import type { UseConnectWalletOptions, UseConnectWalletReturn } from './useConnectWallet'
import { useLobbyClient } from './useLobbyClient'
import { useWalletFlow } from './useWalletFlow'

/** Options of `useLinkWallet`; read once, when the hook mounts. */
export type UseLinkWalletOptions = Omit<UseConnectWalletOptions, 'mode'>

/** What `useLinkWallet` returns: the connect flow in link mode, and unlink. */
export type UseLinkWalletReturn = UseConnectWalletReturn & {
  /** then: unlinks an external wallet and refetches the user. */
  unlink(address: string): Promise<User | null>
}

/** Links an external wallet to the signed-in user (W-2.06, A-7.41 link, W-8 link texts), or unlinks one. */
export function useLinkWallet(options: UseLinkWalletOptions = {}): UseLinkWalletReturn {
  const client = useLobbyClient()
  const flow = useWalletFlow('link', options)
  const unlink = useCallback((address: string) => unlinkWallet(client, address), [client])
  return useMemo(() => ({ ...flow, unlink }), [flow, unlink])
}
