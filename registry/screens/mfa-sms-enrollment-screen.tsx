'use client'
import { SCREEN_TEXT, type UseOtpInputOptions } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { CodeField } from '@/components/lobby/ui/code-field'
import { ContactForm } from '@/components/lobby/ui/contact-form'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `MfaSmsEnrollmentScreen`: the step of the SMS enrollment flow and its fields. */
export type MfaSmsEnrollmentScreenProps = Omit<React.ComponentProps<'section'>, 'children' | 'onSubmit'> & {
  /** Phone, then code, then success. */
  step: 'phone' | 'code' | 'success'
  /** Props of the phone field, from the phone field hook. */
  phoneInputProps?: React.ComponentProps<'input'>
  onSubmitPhone?: () => void
  /** The code field's options from the flow. */
  codeInput?: UseOtpInputOptions
  error?: string | null
  isPending?: boolean
  onDone?: () => void
}

const mfa = SCREEN_TEXT.mfa

/** SMS enrollment: phone with the text-message agreement, the 6-digit code, then 'SMS verification added'. */
export function MfaSmsEnrollmentScreen({
  step,
  phoneInputProps = {},
  onSubmitPhone = () => {},
  codeInput = {},
  error,
  isPending,
  onDone,
  className,
  ...props
}: MfaSmsEnrollmentScreenProps) {
  return (
    <section
      data-slot="mfa-sms-enrollment-screen"
      data-step={step}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {step === 'phone' ? (
        <>
          <ScreenHeader title="Add SMS verification" description={mfa.smsAgreement} />
          <ContactForm
            label="Phone number"
            inputProps={{ type: 'tel', autoComplete: 'tel', ...phoneInputProps }}
            error={error}
            isPending={isPending}
            submitLabel={mfa.continue}
            onSubmit={onSubmitPhone}
          />
        </>
      ) : step === 'code' ? (
        <>
          <ScreenHeader title="Enter verification code" description="Enter the 6-digit code sent to your phone." />
          <CodeField label="Verification code" codeInput={codeInput} error={error} />
        </>
      ) : (
        <>
          <ScreenHeader media={<StatusIcon status="success" label={mfa.smsAdded} />} title={mfa.smsAdded} />
          <Button onClick={onDone}>{mfa.done}</Button>
        </>
      )}
    </section>
  )
}
