'use client'
import { useEffect, useRef } from 'react'
import { type LoginCompletion, watchLoginCompletion } from '../core/modal/loginCompletion'
import { onLoginRequest } from '../core/modal/loginRequest'
import type { Navigator } from '../core/modal/navigator'
import { useLobbyClient } from './useLobbyClient'

/** Options of `useLoginModalEvents`. */
export type UseLoginModalEventsOptions = {
  /** The login modal's navigator. */
  navigator: Navigator
  /** called when the modal closes signed in after a flow that opened at a login screen. */
  onSuccess?: ((completion: LoginCompletion) => void) | undefined
}

/**
 * What a login modal does between flows: reports a finished login when it closes, and
 * opens LANDING when a wallet action found no signed-in user.
 */
export function useLoginModalEvents({ navigator, onSuccess }: UseLoginModalEventsOptions): void {
  const client = useLobbyClient()
  const latest = useRef(onSuccess)
  latest.current = onSuccess
  useEffect(
    () => watchLoginCompletion(navigator, client, (completion) => latest.current?.(completion)),
    [navigator, client],
  )
  useEffect(() => onLoginRequest(client, () => navigator.open('LANDING')), [navigator, client])
}
