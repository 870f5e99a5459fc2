'use client'
import { useQuery } from '@tanstack/react-query'
import { getProviderAppInfo } from '../core/cross-app/crossAppApi'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLobbyClient } from './useLobbyClient'
import { useLobbyQueryClient } from './useLobbyQueryClient'

/** What `useCrossAppProvider` returns. */
export type UseCrossAppProviderReturn = {
  /** The provider app's name, once looked up (W-7.33). */
  name: string | null
  /** The provider app's logo, if it has one (W-7.33). */
  logoUrl: string | null
  /** True while the lookup runs. */
  isLoading: boolean
  /** Why the lookup failed. */
  error: LobbyError | null
}

/** W-7.33 The provider app info lookup (name and logo) through TanStack Query; null id: nothing looked up. */
export function useCrossAppProvider(providerAppId: string | null): UseCrossAppProviderReturn {
  const client = useLobbyClient()
  const query = useQuery(
    {
      queryKey: ['lobby', 'cross-app-provider', providerAppId],
      queryFn: () => getProviderAppInfo(client.http, providerAppId ?? ''),
      enabled: Boolean(providerAppId),
      staleTime: Number.POSITIVE_INFINITY,
    },
    useLobbyQueryClient(),
  )
  return {
    name: query.data?.name ?? null,
    logoUrl: query.data?.logoUrl ?? null,
    isLoading: query.isLoading,
    error: (query.error as LobbyError | null) ?? null,
  }
}
