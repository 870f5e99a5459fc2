'use client'
import { useMemo } from 'react'
import { getWalletSession, type WalletSession } from '../core/wallet/walletSession'
import { useLobbyClient } from './useLobbyClient'

/** The nearest provider's wallet session: made on first use and shared by every wallet hook. */
export function useWalletSession(): WalletSession {
  const client = useLobbyClient()
  return useMemo(() => getWalletSession(client), [client])
}
