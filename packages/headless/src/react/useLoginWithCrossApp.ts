'use client'
import { useMemo, useState } from 'react'
import { createLoginWithCrossApp, type LoginWithCrossAppOptions } from '../core/auth/loginWithCrossApp'
import type { OAuthStatus } from '../core/auth/loginWithOAuth'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useLoginWithCrossApp`; read once. */
export type UseLoginWithCrossAppOptions = LoginWithCrossAppOptions

/** What `useLoginWithCrossApp` returns. */
export type UseLoginWithCrossAppReturn = {
  /** idle, awaiting-popup, verifying, connected or failed. */
  state: OAuthStatus
  error: LobbyError | null
  /** True when a retry may be offered. */
  retryable: boolean
  isPending: boolean
  /** Logs in (or links, with `mode: 'link'`) with the user's account of the provider app `appId`. */
  loginWithCrossAppAccount(input: { appId: string }): Promise<void>
  reset(): void
}

/** Cross-app login: the provider app's account, through a 400 by 680 popup. */
export function useLoginWithCrossApp(options: UseLoginWithCrossAppOptions = {}): UseLoginWithCrossAppReturn {
  const client = useLobbyClient()
  const [flow] = useState(() => createLoginWithCrossApp(client, options))
  const snapshot = useStore(flow)
  return useMemo(
    () => ({
      state: snapshot.status,
      error: snapshot.error,
      retryable: snapshot.retryable,
      isPending: snapshot.status === 'awaiting-popup' || snapshot.status === 'verifying',
      loginWithCrossAppAccount: (input: { appId: string }) => flow.start(input),
      reset: flow.reset,
    }),
    [snapshot, flow],
  )
}
