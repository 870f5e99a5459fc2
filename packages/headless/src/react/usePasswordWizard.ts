'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { LobbyError } from '../core/errors'
import {
  createPasswordWizard,
  type PasswordWizardStep,
  type PasswordWizardView,
  passwordWizardView,
} from '../core/wallet/passwordWizard'
import { setWalletRecovery } from '../core/wallet/setWalletRecovery'
import { useStore } from './useStore'
import { useWalletSession } from './useWallets'

/** Options of `usePasswordWizard`; read once, when the hook mounts (callbacks: their latest version). */
export type UsePasswordWizardOptions = {
  /** W-4.27, W-2.26: the user opened the wizard, so Cancel shows and closing is allowed. @default false */
  userStarted?: boolean
  /**
   * What 'Set Password' does with the password. @default sets it as the wallet's recovery
   * (set-recovery, user-passcode); at creation pass `(password) => createWallet({ recoveryPassword: password })`.
   */
  onSubmit?: (password: string) => Promise<unknown>
  /** Closes the wizard: Cancel, and 1.4 s after success (W-4.26). */
  onClose?: () => void
}

/** What `usePasswordWizard` returns. */
export type UsePasswordWizardReturn = PasswordWizardView & {
  step: PasswordWizardStep
  password: string
  confirmation: string
  /** W-2.25: 'I understand' is ticked. */
  acknowledged: boolean
  isPending: boolean
  error: LobbyError | null
  setPassword(value: string): void
  /** W-5.06: four random words. */
  generatePassword(): Promise<void>
  setConfirmation(value: string): void
  setAcknowledged(value: boolean): void
  next(): void
  back(): void
  /** W-2.25: 'Set Password'. */
  submit(): Promise<void>
  /** W-4.27: returns false (and stays open) when the user did not start the wizard. */
  close(): boolean
}

/** The recovery password wizard (W-4.24 to W-4.27, W-2.22 to W-2.26, W-5.01 to W-5.14). */
export function usePasswordWizard(options: UsePasswordWizardOptions = {}): UsePasswordWizardReturn {
  const session = useWalletSession()
  const latest = useRef(options)
  latest.current = options
  const [wizard] = useState(() =>
    createPasswordWizard({
      userStarted: options.userStarted ?? false,
      onSubmit: async (password) => {
        const submit = latest.current.onSubmit
        if (submit) await submit(password)
        else await setWalletRecovery(session, { method: 'user-passcode', password })
      },
      onClose: () => latest.current.onClose?.(),
    }),
  )
  useEffect(() => () => wizard.dispose(), [wizard])
  const state = useStore(wizard)
  return useMemo(
    () => ({
      ...passwordWizardView(state),
      step: state.step,
      password: state.password,
      confirmation: state.confirmation,
      acknowledged: state.acknowledged,
      isPending: state.status === 'submitting',
      error: state.error,
      setPassword: wizard.setPassword,
      generatePassword: wizard.generatePassword,
      setConfirmation: wizard.setConfirmation,
      setAcknowledged: wizard.setAcknowledged,
      next: wizard.next,
      back: wizard.back,
      submit: wizard.submit,
      close: wizard.close,
    }),
    [state, wizard],
  )
}
