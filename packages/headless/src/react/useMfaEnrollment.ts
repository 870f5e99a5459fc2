'use client'
import { useMemo, useState } from 'react'
import type { MfaMethod, TotpEnrollment } from '../core/api/mfa'
import type { LobbyError } from '../core/errors/lobbyError'
import {
  createMfaEnrollment,
  MFA_ADDED_TEXT,
  type MfaChooserView,
  type MfaEnrollmentOptions,
  type MfaEnrollmentStep,
  mfaChooserView,
} from '../core/mfa/mfaEnrollment'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useMfaEnrollment`; read once, when the hook mounts. */
export type UseMfaEnrollmentOptions = MfaEnrollmentOptions

/** What `useMfaEnrollment` returns. */
export type UseMfaEnrollmentReturn = {
  /** The screen to show. */
  step: MfaEnrollmentStep
  method: MfaMethod | null
  /** The method awaiting removal confirmation. */
  removing: MfaMethod | null
  isPending: boolean
  error: LobbyError | null
  /** the otpauth URL (for the QR code) and the secret, on the TOTP steps. */
  totp: TotpEnrollment | null
  /** Where the sms code went. */
  phoneNumber: string | null
  /** the chooser's title and rows. */
  chooser: MfaChooserView
  /** the success text of the method added, else null. */
  successText: string | null
  begin(method: MfaMethod): Promise<void>
  sendCode(phoneNumber: string): Promise<void>
  continue(): void
  submitCode(code: string): Promise<void>
  addPasskey(): Promise<void>
  enablePasskeys(credentialIds?: readonly string[]): Promise<void>
  remove(method: MfaMethod): void
  confirmRemove(): Promise<void>
  back(): void
}

/** MFA enrollment and removal for the signed-in user. */
export function useMfaEnrollment(options: UseMfaEnrollmentOptions = {}): UseMfaEnrollmentReturn {
  const client = useLobbyClient()
  const [flow] = useState(() => createMfaEnrollment(client, options))
  const snapshot = useStore(flow)
  const user = useStore(client.store, (s) => s.user)
  const appMethods = useStore(client.store, (s) => s.config?.mfaMethods)
  const chooser = useMemo(() => mfaChooserView(user, appMethods ?? []), [user, appMethods])
  return useMemo(
    () => ({
      ...snapshot,
      chooser,
      successText: snapshot.step === 'success' && snapshot.method ? MFA_ADDED_TEXT[snapshot.method] : null,
      begin: flow.begin,
      sendCode: flow.sendCode,
      continue: flow.continue,
      submitCode: flow.submitCode,
      addPasskey: flow.addPasskey,
      enablePasskeys: flow.enablePasskeys,
      remove: flow.remove,
      confirmRemove: flow.confirmRemove,
      back: flow.back,
    }),
    [snapshot, chooser, flow],
  )
}
