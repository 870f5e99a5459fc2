'use client'
import type * as React from 'react'
import { ContactForm } from '@/components/lobby/ui/contact-form'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `UpdateEmailScreen`: the field's input props and error from the field hook, and the submit command. */
export type UpdateEmailScreenProps = Omit<React.ComponentProps<'section'>, 'children' | 'onSubmit'> & {
  /** Props of the email field, from the field hook. */
  inputProps: React.ComponentProps<'input'>
  /** The field's or the flow's error text. */
  error?: string | null
  isPending?: boolean
  /** Sends the code; Enter submits too. */
  onSubmit: () => void
}

/** UPDATE_EMAIL_SCREEN: replaces the account's email address. */
export function UpdateEmailScreen({
  inputProps,
  error,
  isPending,
  onSubmit,
  className,
  ...props
}: UpdateEmailScreenProps) {
  return (
    <section data-slot="update-email-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <ScreenHeader title="Update your email" description="We will send you a 6-digit code to confirm it." />
      <ContactForm
        label="New email address"
        inputProps={{ type: 'email', autoComplete: 'email', ...inputProps }}
        error={error}
        isPending={isPending}
        submitLabel="Submit"
        onSubmit={onSubmit}
      />
    </section>
  )
}
