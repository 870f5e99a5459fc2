'use client'
import type * as React from 'react'
import { useCallback, useMemo, useRef, useState } from 'react'
import { isValidEmail, normalizeEmail } from '../core/rules/email'
import { mergeProps } from './mergeProps'

/** Options of `useEmailInput`. */
export type UseEmailInputOptions = {
  /** The address to start with; read once. */
  defaultValue?: string
  /** Called with the trimmed address by `submit()` and Enter; a returned promise keeps `isSubmitting` on until it settles. */
  onSubmit?: (email: string) => unknown
  /** Set by a flow that tracks its own request; ORed with the hook's own pending state. */
  isSubmitting?: boolean
  /** Called with the raw text after each change. */
  onValueChange?: (details: { value: string }) => void
}

/** Props of the email `<input>`. */
export type EmailInputProps = React.InputHTMLAttributes<HTMLInputElement>

/** Props of the submit `<button>`. */
export type EmailSubmitProps = React.ButtonHTMLAttributes<HTMLButtonElement>

/** What `useEmailInput` returns. */
export type UseEmailInputReturn = {
  /** The text as typed. */
  value: string
  /** The address as it will be sent: trimmed. */
  email: string
  /** True when `email` passes the email pattern. */
  isValid: boolean
  /** True while a submit is in flight. */
  isSubmitting: boolean
  /** False while submitting or while the address is invalid. */
  canSubmit: boolean
  /** Replaces the text. */
  setValue(value: string): void
  /** Calls `onSubmit` with the trimmed address when `canSubmit`; resolves when it settles. */
  submit(): Promise<void>
  /** Props for the `<input>`: email keyboard and autofill, Enter submits. */
  getInputProps(user?: EmailInputProps): EmailInputProps
  /** Props for the submit `<button>`: disabled unless `canSubmit`. */
  getSubmitProps(user?: EmailSubmitProps): EmailSubmitProps
}

/** The email field: trimmed, checked, submit disabled while submitting or invalid, Enter submits. */
export function useEmailInput(options: UseEmailInputOptions = {}): UseEmailInputReturn {
  const [value, setRawValue] = useState(() => options.defaultValue ?? '')
  const [pending, setPending] = useState(false)
  const latest = useRef(options)
  latest.current = options

  const email = normalizeEmail(value)
  const isValid = isValidEmail(email)
  const isSubmitting = pending || (options.isSubmitting ?? false)
  const canSubmit = isValid && !isSubmitting

  const setValue = useCallback((next: string) => {
    setRawValue(next)
    latest.current.onValueChange?.({ value: next })
  }, [])

  // Read at call time, so `submit` keeps its identity while the text changes.
  const snapshot = useRef({ email, canSubmit })
  snapshot.current = { email, canSubmit }
  const inFlight = useRef(false)
  const submit = useCallback(async () => {
    if (!snapshot.current.canSubmit || inFlight.current) return
    const result = latest.current.onSubmit?.(snapshot.current.email)
    if (!(result instanceof Promise)) return
    // A second Enter before React re-renders must not send twice.
    inFlight.current = true
    setPending(true)
    try {
      await result
    } finally {
      inFlight.current = false
      setPending(false)
    }
  }, [])

  return useMemo(() => {
    const getInputProps = (user?: EmailInputProps): EmailInputProps =>
      mergeProps<EmailInputProps, EmailInputProps>(
        {
          type: 'email',
          inputMode: 'email',
          autoComplete: 'email',
          value,
          onChange: (e) => setValue(e.currentTarget.value),
          onKeyDown: (e) => {
            if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
              e.preventDefault()
              void submit()
            }
          },
        },
        user,
      )
    const getSubmitProps = (user?: EmailSubmitProps): EmailSubmitProps =>
      mergeProps<EmailSubmitProps, EmailSubmitProps>(
        { type: 'button', disabled: !canSubmit, onClick: () => void submit() },
        user,
      )
    return { value, email, isValid, isSubmitting, canSubmit, setValue, submit, getInputProps, getSubmitProps }
  }, [value, email, isValid, isSubmitting, canSubmit, setValue, submit])
}
