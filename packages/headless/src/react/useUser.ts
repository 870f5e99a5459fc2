'use client'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { User } from '../core/api/user'
import type { LobbyError } from '../core/errors'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** What `useUser` returns. */
export type UseUserReturn = {
  user: User | null
  /** True while a refetch runs. */
  isFetching: boolean
  error: LobbyError | null
  /** Refetches the user from the server (getAuthenticatedUser, A-7.50). */
  refreshUser(): Promise<User | null>
}

/** The signed-in user, refetched through TanStack Query. */
export function useUser(): UseUserReturn {
  const client = useLobbyClient()
  const user = useStore(client.store, (s) => s.user)
  const authenticated = useStore(client.store, (s) => s.authenticated)
  const query = useQuery<User | null, LobbyError>({
    queryKey: ['lobby', client.appId, 'user', user?.id ?? null],
    queryFn: () => client.refreshUser(),
    enabled: false,
    initialData: user,
  })
  const { refetch } = query
  const refreshUser = useCallback(async () => {
    if (!authenticated) return null
    const result = await refetch({ throwOnError: true })
    return result.data ?? null
  }, [authenticated, refetch])
  return { user, isFetching: query.isFetching, error: query.error, refreshUser }
}
