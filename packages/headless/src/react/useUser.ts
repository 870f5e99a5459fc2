'use client'
import { useCallback, useState } from 'react'
import type { User } from '../core/api/user'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** What `useUser` returns. */
export type UseUserReturn = {
  /** The signed-in user (id, linked accounts, MFA methods), or null when signed out or not loaded yet. */
  user: User | null
  /** True while a refetch runs. */
  isFetching: boolean
  /** Why the last `refreshUser()` failed, else null. */
  error: LobbyError | null
  /** Refetches the user from the server (getAuthenticatedUser, A-7.50). */
  refreshUser(): Promise<User | null>
}

/**
 * The signed-in user and a refetch. The user lives in the client's store, which
 * every login and logout updates; a refetch is a command, so no query cache is involved.
 */
export function useUser(): UseUserReturn {
  const client = useLobbyClient()
  const user = useStore(client.store, (s) => s.user)
  const authenticated = useStore(client.store, (s) => s.authenticated)
  const [refetch, setRefetch] = useState<{ isFetching: boolean; error: LobbyError | null }>({
    isFetching: false,
    error: null,
  })
  const refreshUser = useCallback(async () => {
    if (!authenticated) return null
    setRefetch({ isFetching: true, error: null })
    try {
      const next = await client.refreshUser()
      setRefetch({ isFetching: false, error: null })
      return next
    } catch (error) {
      // The client's requests fail with LobbyError (http/toApiError).
      setRefetch({ isFetching: false, error: error as LobbyError })
      throw error
    }
  }, [authenticated, client])
  return { user, isFetching: refetch.isFetching, error: refetch.error, refreshUser }
}
