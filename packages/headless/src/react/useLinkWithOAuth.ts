'use client'
import { useCallback, useMemo } from 'react'
import type { User } from '../core/api/user'
import { unlinkOAuthAccount } from '../core/auth/loginWithOAuth'
import { useLobbyClient } from './useLobbyClient'
import { type UseLoginWithOAuthOptions, type UseLoginWithOAuthReturn, useLoginWithOAuth } from './useLoginWithOAuth'

/** Options of `useLinkWithOAuth`: those of `useLoginWithOAuth`, less the mode. */
export type UseLinkWithOAuthOptions = Omit<UseLoginWithOAuthOptions, 'mode'>

/** What `useLinkWithOAuth` returns: the OAuth flow state, plus unlink. */
export type UseLinkWithOAuthReturn = Omit<UseLoginWithOAuthReturn, 'initOAuth'> & {
  /** Links the account of `provider` to the signed-in user. */
  linkOAuth(input: { provider: string; flow?: 'redirect' | 'popup' }): Promise<void>
  /** then Unlinks the provider account `subject` and refetches the user. */
  unlinkOAuth(input: { provider: string; subject: string }): Promise<User | null>
}

/** Links and unlinks OAuth accounts of the signed-in user. */
export function useLinkWithOAuth(options: UseLinkWithOAuthOptions = {}): UseLinkWithOAuthReturn {
  const client = useLobbyClient()
  const login = useLoginWithOAuth({ ...options, mode: 'link' })
  const unlinkOAuth = useCallback(
    (input: { provider: string; subject: string }) => unlinkOAuthAccount(client, input),
    [client],
  )
  return useMemo(() => {
    const { initOAuth, ...flow } = login
    return { ...flow, linkOAuth: initOAuth, unlinkOAuth }
  }, [login, unlinkOAuth])
}
