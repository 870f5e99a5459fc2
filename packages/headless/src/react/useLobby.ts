'use client'
import { useCallback } from 'react'
import type { ForkResult } from '../core/api/sessions'
import type { User } from '../core/api/user'
import type { HandOff } from '../core/auth/consumePrivyToken'
import type { AppConfig } from '../core/config/resolveAppConfig'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** What `useLobby` returns. */
export type UseLobbyReturn = {
  /** True once config and session are loaded: the SDK is usable now. */
  ready: boolean
  authenticated: boolean
  user: User | null
  config: AppConfig | null
  /** Why loading failed, if it did. */
  error: LobbyError | null
  /** */
  logout(): Promise<void>
  /** */
  getAccessToken(): Promise<string | null>
  /** */
  acceptTerms(): Promise<User>
  /** getAuthenticatedUser: fetches the signed-in user again (null when nobody is signed in). */
  getAuthenticatedUser(): Promise<User | null>
  /** forkSession: a second session for another context; this one keeps going. */
  forkSession(): Promise<ForkResult>
  /** then the user is refetched. */
  unlinkEmail(address: string): Promise<User | null>
  /** then the user is refetched. */
  unlinkPhone(phoneNumber: string): Promise<User | null>
  /** this app's most recent login method. */
  recentLoginMethod: string | null
  /** whom a `privy_token` hand-off signed this page in as (show "Signed in as …"), else null. */
  handOff: HandOff | null
  /** Clears `handOff` once shown. */
  dismissHandOff(): void
}

/** The auth state and session commands of the nearest `LobbyProvider`. */
export function useLobby(): UseLobbyReturn {
  const client = useLobbyClient()
  const state = useStore(client.store)
  return {
    ready: state.ready,
    authenticated: state.authenticated,
    user: state.user,
    config: state.config,
    error: state.error,
    logout: useCallback(() => client.logout(), [client]),
    getAccessToken: useCallback(() => client.getAccessToken(), [client]),
    acceptTerms: useCallback(() => client.acceptTerms(), [client]),
    getAuthenticatedUser: useCallback(() => client.refreshUser(), [client]),
    forkSession: useCallback(() => client.session.fork(), [client]),
    unlinkEmail: useCallback((address: string) => client.unlinkEmail(address), [client]),
    unlinkPhone: useCallback((phoneNumber: string) => client.unlinkPhone(phoneNumber), [client]),
    recentLoginMethod: state.ready ? client.getRecentLoginMethod() : null,
    handOff: state.handOff,
    dismissHandOff: useCallback(() => client.dismissHandOff(), [client]),
  }
}
