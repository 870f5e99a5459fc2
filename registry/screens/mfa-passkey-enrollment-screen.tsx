'use client'
import { type PasskeyAccount, passkeyDisplayName, SCREEN_TEXT, VIEW_ALL_LABEL } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `MfaPasskeyEnrollmentScreen`: the step of the passkey enrollment flow and its data. */
export type MfaPasskeyEnrollmentScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Intro, list of passkeys, success (A-2.78..A-2.80). */
  step: 'intro' | 'list' | 'success'
  /** The enrollment list as `enrollmentPasskeyList` cut it. */
  passkeys?: readonly PasskeyAccount[]
  /** True when the list shows 'View All'. */
  showViewAll?: boolean
  onViewAll?: () => void
  onAddPasskey?: () => void
  onEnable?: () => void
  isPending?: boolean
  error?: string | null
  onDone?: () => void
}

const mfa = SCREEN_TEXT.mfa

/** Passkey enrollment: 'Add a new passkey', the list with 'Enable passkeys', then 'Passkey verification added' (A-2.78..A-2.80, A-2.87). */
export function MfaPasskeyEnrollmentScreen({
  step,
  passkeys = [],
  showViewAll = false,
  onViewAll,
  onAddPasskey,
  onEnable,
  isPending = false,
  error,
  onDone,
  className,
  ...props
}: MfaPasskeyEnrollmentScreenProps) {
  return (
    <section
      data-slot="mfa-passkey-enrollment-screen"
      data-step={step}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {step === 'success' ? (
        <>
          <ScreenHeader media={<StatusIcon status="success" label={mfa.passkeyAdded} />} title={mfa.passkeyAdded} />
          <Button onClick={onDone}>{mfa.done}</Button>
        </>
      ) : (
        <>
          <ScreenHeader title={mfa.passkey} description="Verify with your fingerprint, face or screen lock." />
          {step === 'list' ? (
            <ul data-slot="passkey-list" className="flex flex-col gap-2">
              {passkeys.map((passkey) => (
                <li key={passkey.credentialId} className="rounded-lobby border border-lobby-border px-4 py-2 text-sm">
                  {passkeyDisplayName(passkey)}
                </li>
              ))}
            </ul>
          ) : null}
          {step === 'list' && showViewAll ? (
            <Button variant="link" className="self-center" onClick={onViewAll}>
              {VIEW_ALL_LABEL}
            </Button>
          ) : null}
          <Alert>{error}</Alert>
          <Button
            disabled={isPending}
            aria-busy={isPending || undefined}
            onClick={step === 'intro' ? onAddPasskey : onEnable}
          >
            {step === 'intro' ? mfa.addPasskey : mfa.enablePasskeys}
          </Button>
        </>
      )}
    </section>
  )
}
