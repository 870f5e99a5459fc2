'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import {
  createMfaVerification,
  type MfaVerification,
  type MfaVerificationOptions,
  type MfaVerificationState,
  type MfaVerificationStatus,
  mfaErrorMessage,
} from '../core/mfa/mfaVerification'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useMfa`; read once, when the hook mounts. */
export type UseMfaOptions = MfaVerificationOptions & {
  /** open the verification (and start the first method) on mount, as the MFA dialog does. @default false */
  autoStart?: boolean
}

/** What `useMfa` returns: core's verification state and commands, with the dialog's readings of them. */
export type UseMfaReturn = Pick<MfaVerificationState, 'method' | 'methods' | 'attempts' | 'error'> &
  Pick<MfaVerification, 'chooseMethod' | 'retryPasskey' | 'resendCode' | 'cancel'> & {
    state: MfaVerificationStatus
    /** submit with a code (sms, totp); core checks it too, so a host's typed value is a string. */
    submitCode(code: string): Promise<void>
    /** The spec's text for the error, else null. */
    message: string | null
    /** True while a code is sent or checked, or the passkey prompt is open. */
    isPending: boolean
    /** input stays blocked after max attempts, a time-out or a cancel. */
    isBlocked: boolean
    /** Opens a verification (core's `open`); resolves once verified, rejects on max attempts, time-out or cancel. */
    verify: MfaVerification['open']
  }

/** The MFA verification dialog's logic. */
export function useMfa(options: UseMfaOptions = {}): UseMfaReturn {
  const client = useLobbyClient()
  const [mfa] = useState(() => createMfaVerification(client, options))
  const snapshot = useStore(mfa)
  const signedIn = useStore(client.store, (s) => s.ready && s.user !== null)
  const started = useRef(false)
  useEffect(() => {
    // Once per mount (StrictMode's second effect run included: a second open would text a
    // second code), and only once the user is known, as the methods are theirs.
    if (!options.autoStart || !signedIn || started.current) return
    started.current = true
    mfa.open().catch(() => undefined)
  }, [mfa, options.autoStart, signedIn])
  return useMemo(
    () => ({
      state: snapshot.status,
      method: snapshot.method,
      methods: snapshot.methods,
      attempts: snapshot.attempts,
      error: snapshot.error,
      message: mfaErrorMessage(snapshot.error),
      isPending: snapshot.status === 'starting' || snapshot.status === 'submitting',
      isBlocked: snapshot.status === 'failed' || snapshot.status === 'canceled',
      verify: mfa.open,
      chooseMethod: mfa.chooseMethod,
      submitCode: mfa.submitCode,
      retryPasskey: mfa.retryPasskey,
      resendCode: mfa.resendCode,
      cancel: mfa.cancel,
    }),
    [snapshot, mfa],
  )
}
