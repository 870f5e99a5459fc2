'use client'
import { useEffect, useState } from 'react'
import { type CustomAuthOptions, type CustomAuthState, createCustomAuth } from '../core/auth/customAuth'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useCustomAuth`: the host's JWT getter and its loading flag. */
export type UseCustomAuthOptions = CustomAuthOptions

/** What `useCustomAuth` returns. */
export type UseCustomAuthReturn = {
  state: CustomAuthState['status']
  error: LobbyError | null
  isPending: boolean
}

/**
 * Keeps the Lobby session in step with the host's own auth: logs in with the
 * host's JWT, again when the getter changes, and logs out when it returns nothing.
 */
export function useCustomAuth({ getCustomAccessToken, isLoading }: UseCustomAuthOptions): UseCustomAuthReturn {
  const client = useLobbyClient()
  const [flow] = useState(() => createCustomAuth(client))
  const snapshot = useStore(flow)
  useEffect(() => {
    // StrictMode runs this twice; the flow sends one request per token.
    void client.ready().then(() => flow.sync({ getCustomAccessToken, isLoading }))
  }, [client, flow, getCustomAccessToken, isLoading])
  return {
    state: snapshot.status,
    error: snapshot.error,
    isPending: isLoading || snapshot.status === 'loading',
  }
}
