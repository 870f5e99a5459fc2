'use client'
import {
  isMfaPromptOpen,
  MFA_METHOD_LABELS,
  SCREEN_TEXT,
  type UseMfaReturn,
  type UseOtpInputOptions,
} from '@lobby/headless'
import type * as React from 'react'
import type { MfaMethod } from '@/components/lobby/screens/mfa-chooser-screen'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { CodeField } from '@/components/lobby/ui/code-field'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `MfaVerificationScreen`. */
export type MfaVerificationScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  method: MfaMethod
  /** The code field's options from the MFA flow (sms and totp). */
  codeInput?: UseOtpInputOptions
  /** The MFA flow's error text (A-8.54..A-8.58). */
  error?: string | null
  /** True after too many attempts: input stays blocked. */
  isBlocked?: boolean
  /** Starts the passkey prompt (passkey method). */
  onVerifyPasskey?: () => void
  onCancel: () => void
}

const mfa = SCREEN_TEXT.mfa

/** The MFA verification dialog: a 6-digit code or a passkey prompt, errors read out (A-2.23, A-8.54..A-8.58). */
export function MfaVerificationScreen({
  method,
  codeInput = {},
  error,
  isBlocked = false,
  onVerifyPasskey,
  onCancel,
  className,
  ...props
}: MfaVerificationScreenProps) {
  return (
    <section
      data-slot="mfa-verification-screen"
      data-method={method}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader title="Verify it’s you" description={MFA_METHOD_LABELS[method]} />
      {method === 'passkey' ? (
        <>
          <Alert>{error}</Alert>
          <Button disabled={isBlocked} onClick={onVerifyPasskey}>
            {mfa.continue}
          </Button>
        </>
      ) : (
        <CodeField
          label="Verification code"
          codeInput={{ ...codeInput, disabled: isBlocked || codeInput.disabled }}
          error={error}
        />
      )}
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </section>
  )
}

/**
 * The verification over a step while core says it is open (a wallet step, W-4.55; a change to the
 * user's MFA methods, A-4.44); the step stays mounted underneath, so it goes on once the check passes.
 */
export function MfaVerificationPrompt({
  mfa,
  onCancel,
  children,
}: {
  mfa: UseMfaReturn
  onCancel: () => void
  children: React.ReactNode
}) {
  const open = isMfaPromptOpen({ status: mfa.state, method: mfa.method })
  return (
    <>
      {open && mfa.method ? (
        <MfaVerificationScreen
          method={mfa.method}
          codeInput={{ onComplete: (code) => void mfa.submitCode(code).catch(() => undefined) }}
          error={mfa.message}
          isBlocked={mfa.isBlocked}
          onVerifyPasskey={() => void mfa.retryPasskey().catch(() => undefined)}
          onCancel={onCancel}
        />
      ) : null}
      <div style={{ display: open ? 'none' : 'contents' }}>{children}</div>
    </>
  )
}
