'use client'
import { useMutation } from '@tanstack/react-query'
import type { User } from '../core/api/user'
import { loginAsGuest } from '../core/auth/loginAsGuest'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLobbyClient } from './useLobbyClient'
import { useLobbyQueryClient } from './useLobbyQueryClient'

/** What `useGuestAccount` returns. */
export type UseGuestAccountReturn = {
  state: 'idle' | 'pending' | 'success' | 'error'
  error: LobbyError | null
  isPending: boolean
  /** logs in as this browser's guest (the same one each time, A-9.09); refused for a full account. */
  createGuestAccount(): Promise<User>
}

/** Guest login for the nearest provider. */
export function useGuestAccount(): UseGuestAccountReturn {
  const client = useLobbyClient()
  const mutation = useMutation<User, LobbyError>({ mutationFn: () => loginAsGuest(client) }, useLobbyQueryClient())
  return {
    state: mutation.status,
    error: mutation.error,
    isPending: mutation.isPending,
    createGuestAccount: mutation.mutateAsync,
  }
}
