'use client'
import { useEffect, useRef } from 'react'
import { type MfaRequiredListener, registerMfaListener } from '../core/mfa/mfaRequired'
import { useLobbyClient } from './useLobbyClient'

/** Options of `useRegisterMfaListener`. */
export type UseRegisterMfaListenerOptions = {
  /**
   * Called when a wallet action needs MFA and the app set `mfa.noPromptOnMfaRequired`:
   * show your prompt and resolve once the user verified (`useMfa().verify()` does both ends), or
   * reject to end the action. The latest function given is the one called.
   */
  onMfaRequired: MfaRequiredListener
}

/** Registers the app's own MFA prompt while the component is mounted. */
export function useRegisterMfaListener({ onMfaRequired }: UseRegisterMfaListenerOptions): void {
  const client = useLobbyClient()
  const latest = useRef(onMfaRequired)
  latest.current = onMfaRequired
  useEffect(() => registerMfaListener(client, (methods) => latest.current(methods)), [client])
}
