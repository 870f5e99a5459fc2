'use client'
import { QueryClient } from '@tanstack/react-query'
import { useContext } from 'react'
import type { LobbyClient } from '../core/client'
import { LobbyQueryClientContext } from './LobbyProvider'
import { useLobbyClient } from './useLobbyClient'

const ownClients = new WeakMap<LobbyClient, QueryClient>()

/**
 * The TanStack Query client of the hooks that query: the one given to `LobbyProvider`, else one per
 * Lobby client made on first use, so only apps that use such a hook load TanStack Query.
 */
export function useLobbyQueryClient(): QueryClient {
  const given = useContext(LobbyQueryClientContext)
  const client = useLobbyClient()
  if (given) return given
  let own = ownClients.get(client)
  if (!own) {
    own = new QueryClient()
    ownClients.set(client, own)
  }
  return own
}
