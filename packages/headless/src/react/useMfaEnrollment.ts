'use client'
import { useCallback, useMemo, useState } from 'react'
import {
  createMfaEnrollment,
  MFA_ADDED_TEXT,
  type MfaChooserView,
  type MfaEnrollment,
  type MfaEnrollmentOptions,
  type MfaEnrollmentState,
  mfaChooserView,
} from '../core/mfa/mfaEnrollment'
import { enrollmentPasskeyList } from '../core/rules/passkeys'
import type { Readable } from '../core/store'
import { type PasskeyListItem, passkeyAccountsOf } from './useLinkPasskey'
import { useLobbyClient } from './useLobbyClient'
import { type UseMfaReturn, useMfa } from './useMfa'
import { useStore } from './useStore'

/** Options of `useMfaEnrollment`; read once, when the hook mounts. */
export type UseMfaEnrollmentOptions = Omit<MfaEnrollmentOptions, 'verify'> & {
  /**
   * A-4.44: proves a recent verification before a change when the user already has a method
   * (e.g. the `verify` of a `useMfa` your markup draws).
   * @default the returned `verification`'s: draw it while it is open
   */
  verify?: () => Promise<void>
}

/** What `useMfaEnrollment` returns: core's enrollment state and commands, plus the chooser and the success text. */
export type UseMfaEnrollmentReturn = MfaEnrollmentState &
  Omit<MfaEnrollment, keyof Readable<MfaEnrollmentState>> & {
    /** the chooser's title and rows. */
    chooser: MfaChooserView
    /** the success text of the method added, else null. */
    successText: string | null
    /** The passkey list step's passkeys: newest first, 3, or 2 plus 'View All' until `viewAll()`. */
    passkeyList: { visible: readonly PasskeyListItem[]; showViewAll: boolean; viewAll(): void }
    /**
     * The verification a change waits for when the user already has a method and no
     * `verify` option was given: draw it (`state` 'awaiting-code': a code field for `submitCode`)
     * while it is open, or the change waits until its 300 s time-out. Stays idle with `verify`.
     */
    verification: UseMfaReturn
  }

/** MFA enrollment and removal for the signed-in user. */
export function useMfaEnrollment(options: UseMfaEnrollmentOptions = {}): UseMfaEnrollmentReturn {
  const client = useLobbyClient()
  // Core's default verification would run where no markup can reach it; this one is returned.
  const verification = useMfa({
    ...(options.authenticator ? { authenticator: options.authenticator } : {}),
    ...(options.relyingParty ? { relyingParty: options.relyingParty } : {}),
  })
  const [flow] = useState(() =>
    createMfaEnrollment(client, { ...options, verify: options.verify ?? verification.verify }),
  )
  const snapshot = useStore(flow)
  const user = useStore(client.store, (s) => s.user)
  const appMethods = useStore(client.store, (s) => s.config?.mfaMethods)
  const chooser = useMemo(() => mfaChooserView(user, appMethods ?? []), [user, appMethods])
  const [expanded, setExpanded] = useState(false)
  const viewAll = useCallback(() => setExpanded(true), [])
  const passkeyList = useMemo(() => {
    const { visible, showViewAll } = enrollmentPasskeyList(passkeyAccountsOf(user), { expanded })
    return { visible, showViewAll, viewAll }
  }, [user, expanded, viewAll])
  return useMemo(
    () => ({
      ...snapshot,
      chooser,
      successText: snapshot.step === 'success' && snapshot.method ? MFA_ADDED_TEXT[snapshot.method] : null,
      passkeyList,
      verification,
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
    [snapshot, chooser, passkeyList, verification, flow],
  )
}
