'use client'
import { SCREEN_TEXT, type UseOtpInputOptions } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { CodeField } from '@/components/lobby/ui/code-field'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `AwaitingCodeScreen`. */
export type AwaitingCodeScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The email or phone number the code went to. */
  destination: string
  /** The code field's options from the flow, auto-submit included. */
  codeInput: UseOtpInputOptions
  /** The flow's error text, shown under the boxes. */
  error?: string | null
  isSubmitting?: boolean
  /** Sends a new code; omitted hides the button. */
  onResend?: () => void
  /** False while the resend cool-down runs. */
  canResend?: boolean
  /** 'Code sent' during the cool-down, from `useResendCooldown`. */
  resendStatus?: string | null
  /** The code was accepted: 'Success!' shows until the modal moves on. */
  isSuccess?: boolean
}

/** AWAITING_PASSWORDLESS_CODE: six single-digit boxes for the code sent by email or SMS. */
export function AwaitingCodeScreen({
  destination,
  codeInput,
  error,
  isSubmitting = false,
  onResend,
  canResend = true,
  resendStatus,
  isSuccess = false,
  className,
  ...props
}: AwaitingCodeScreenProps) {
  return (
    <section
      data-slot="awaiting-code-screen"
      data-submitting={isSubmitting || undefined}
      data-success={isSuccess || undefined}
      aria-busy={isSubmitting || undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader title="Enter confirmation code" description={`Please check ${destination} for a code.`} />
      <CodeField
        label="Confirmation code"
        codeInput={{ ...codeInput, disabled: isSubmitting || isSuccess || codeInput.disabled }}
        error={error}
      />
      {isSuccess ? (
        <p role="status" data-slot="success" className="text-center font-medium">
          {SCREEN_TEXT.awaitingCode.success}
        </p>
      ) : null}
      {onResend && !isSuccess ? (
        <Button variant="link" className="self-center" disabled={!canResend} onClick={onResend}>
          {resendStatus ?? 'Resend code'}
        </Button>
      ) : null}
    </section>
  )
}
