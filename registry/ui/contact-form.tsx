'use client'
import type * as React from 'react'
import { useId } from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { Input } from '@/components/lobby/ui/input'
import { cn } from '@/lib/utils'

/** Props of `ContactForm`: one labelled field (email or phone), its error and a submit button. */
export type ContactFormProps = Omit<React.ComponentProps<'form'>, 'onSubmit'> & {
  label: string
  /** Props of the field: pass a field hook's input props here. */
  inputProps: React.ComponentProps<'input'>
  /** The field's error text, read out when it appears. */
  error?: string | null
  submitLabel: string
  isPending?: boolean
  onSubmit: () => void
}

/** A one-field form submitted by Enter or its button; the error is tied to the field. */
export function ContactForm({
  className,
  label,
  inputProps,
  error,
  submitLabel,
  isPending = false,
  onSubmit,
  ...props
}: ContactFormProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <form
      data-slot="contact-form"
      noValidate
      className={cn('flex flex-col gap-3', className)}
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      {...props}
    >
      <label htmlFor={id} className="font-medium text-lobby-foreground text-sm">
        {label}
      </label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <Alert id={errorId} className="text-left">
        {error}
      </Alert>
      <Button type="submit" disabled={isPending} aria-busy={isPending || undefined}>
        {submitLabel}
      </Button>
    </form>
  )
}
