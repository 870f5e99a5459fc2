'use client'
import type * as React from 'react'
import { ContactForm } from '@/components/lobby/ui/contact-form'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `LinkPhoneScreen`: the field's input props and error from the field hook, and the submit command. */
export type LinkPhoneScreenProps = Omit<React.ComponentProps<'section'>, 'children' | 'onSubmit'> & {
  /** Props of the phone field, from the field hook. */
  inputProps: React.ComponentProps<'input'>
  /** The field's or the flow's error text. */
  error?: string | null
  isPending?: boolean
  /** Sends the code; Enter submits too. */
  onSubmit: () => void
}

/** LINK_PHONE_SCREEN: links a phone number to the account. */
export function LinkPhoneScreen({ inputProps, error, isPending, onSubmit, className, ...props }: LinkPhoneScreenProps) {
  return (
    <section data-slot="link-phone-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <ScreenHeader title="Link your phone" description="We will send you a 6-digit code to confirm it." />
      <ContactForm
        label="Phone number"
        inputProps={{ type: 'tel', autoComplete: 'tel', ...inputProps }}
        error={error}
        isPending={isPending}
        submitLabel="Submit"
        onSubmit={onSubmit}
      />
    </section>
  )
}
