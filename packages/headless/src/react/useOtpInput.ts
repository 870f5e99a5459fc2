'use client'
import type * as React from 'react'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import {
  createOtpField,
  isNewlyComplete,
  isOtpComplete,
  type OtpFieldEvent,
  otpFieldError,
  otpTypedText,
  otpValue,
} from '../core/fields/otpField'
import { OTP_LENGTH } from '../core/rules/otp'
import { mergeProps } from './mergeProps'
import { useStore } from './useStore'

/** Props a passcode box accepts: the attributes of an `<input>`. */
export type OtpInputProps = React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> }

/** Props of the element around the boxes. */
export type OtpRootProps = React.HTMLAttributes<HTMLDivElement>

/** Options of `useOtpInput`. */
export type UseOtpInputOptions = {
  /** Number of boxes; read once, when the field is created. @default 6 */
  length?: number
  /** Digits to start with; read once. */
  defaultValue?: string
  /** Called once with the code each time every box becomes filled. */
  onComplete?: (code: string) => void
  /** Called with the digits after each accepted change. */
  onValueChange?: (details: { value: string }) => void
  /** Refuses every input and disables the boxes. */
  disabled?: boolean
  /** Focuses the first box on mount. */
  autoFocus?: boolean
}

/** One box as render data. */
export type OtpSlot = Readonly<{
  /** The digit in the box, or ''. */
  char: string
  /** True for the box that has (or would have) focus. */
  isActive: boolean
  /** True when the box holds a digit. */
  isFilled: boolean
}>

/** What `useOtpInput` returns. */
export type UseOtpInputReturn = {
  /** The digits entered, in box order. */
  value: string
  /** One entry per box. */
  slots: ReadonlyArray<OtpSlot>
  /** The spec's text for the last refused input ('Passcode can only be numbers'), else null. */
  error: string | null
  /** True when every box holds a digit. */
  isComplete: boolean
  /** Empties the boxes and focuses the first. */
  reset(): void
  /** Props for the element around the boxes. */
  getRootProps(user?: OtpRootProps): OtpRootProps
  /** Props for box `index`; the user's handlers run first and `preventDefault()` skips ours. */
  getInputProps(index: number, user?: OtpInputProps): OtpInputProps
}

/** Typing, paste, Backspace, arrows and SMS autofill for the passcode boxes (A-2.21, A-4.19, A-5.07..A-5.12). */
export function useOtpInput(options: UseOtpInputOptions = {}): UseOtpInputReturn {
  const length = options.length ?? OTP_LENGTH
  // The field is created once per length: later `defaultValue` changes are ignored, as in any uncontrolled input.
  const defaultValue = useRef(options.defaultValue).current
  const field = useMemo(() => createOtpField({ length, defaultValue }), [length, defaultValue])
  const state = useStore(field)
  const disabled = options.disabled ?? false
  const autoFocus = options.autoFocus ?? false

  // Callbacks are read at call time, so inline arrows from the host never change our identities.
  const latest = useRef(options)
  latest.current = options

  const inputs = useRef<(HTMLInputElement | null)[]>([])
  const refCallbacks = useMemo(
    () =>
      Array.from({ length }, (_, i) => (element: HTMLInputElement | null) => {
        inputs.current[i] = element
      }),
    [length],
  )

  const send = useCallback(
    (event: OtpFieldEvent) => {
      const previous = field.getSnapshot()
      field.send(event)
      const next = field.getSnapshot()
      if (next === previous) return
      const element = inputs.current[next.cursor]
      if (element && element.ownerDocument.activeElement !== element) element.focus()
      if (otpValue(next) !== otpValue(previous)) latest.current.onValueChange?.({ value: otpValue(next) })
      if (isNewlyComplete(previous, next)) latest.current.onComplete?.(otpValue(next))
    },
    [field],
  )

  useEffect(() => {
    if (autoFocus) inputs.current[field.getSnapshot().cursor]?.focus()
  }, [autoFocus, field])

  const reset = useCallback(() => send({ type: 'otp.reset' }), [send])

  return useMemo(() => {
    const value = otpValue(state)
    const isComplete = isOtpComplete(state)
    const error = otpFieldError(state)
    const slots = state.slots.map((char, i) => ({ char, isActive: i === state.cursor, isFilled: char !== '' }))

    const getRootProps = (user?: OtpRootProps): OtpRootProps =>
      mergeProps<OtpRootProps, OtpRootProps>(
        {
          role: 'group',
          'data-slot': 'otp-root',
          'data-complete': isComplete ? '' : undefined,
          'data-disabled': disabled ? '' : undefined,
          'aria-invalid': error ? true : undefined,
        } as OtpRootProps,
        user,
      )

    const getInputProps = (index: number, user?: OtpInputProps): OtpInputProps => {
      const char = state.slots[index] ?? ''
      const ours: OtpInputProps & Record<`data-${string}`, string | undefined> = {
        ref: refCallbacks[index],
        value: char,
        type: 'text',
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        pattern: '[0-9]*',
        'aria-label': `Digit ${index + 1} of ${state.length}`,
        'aria-invalid': error ? true : undefined,
        disabled,
        autoFocus: autoFocus && index === state.cursor,
        'data-slot': 'otp-input',
        'data-index': String(index),
        'data-filled': char ? '' : undefined,
        'data-active': index === state.cursor ? '' : undefined,
        onChange: (e) => {
          if (disabled) return
          const next = e.currentTarget.value
          if (next === '') send({ type: 'otp.delete', index })
          else send({ type: 'otp.type', index, text: otpTypedText(char, next) })
        },
        onPaste: (e) => {
          e.preventDefault()
          if (!disabled) send({ type: 'otp.paste', index, text: e.clipboardData.getData('text') })
        },
        onKeyDown: (e) => {
          if (disabled || e.nativeEvent.isComposing) return
          const to = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: state.length - 1 }[e.key]
          if (e.key === 'Backspace' || e.key === 'Delete') {
            e.preventDefault()
            send({ type: e.key === 'Backspace' ? 'otp.backspace' : 'otp.delete', index })
          } else if (to !== undefined) {
            e.preventDefault()
            send({ type: 'otp.move', to })
          }
        },
        onFocus: (e) => {
          // Selecting the digit lets the next keystroke replace it instead of appending.
          e.currentTarget.select()
          send({ type: 'otp.move', to: index })
        },
      }
      if (!user?.ref) return mergeProps<OtpInputProps, OtpInputProps>(ours, user)
      // Focus moves through our ref, so a host ref is called beside it rather than replacing it.
      const { ref: userRef, ...rest } = user
      const ownRef = refCallbacks[index]
      const ref = (element: HTMLInputElement | null) => {
        ownRef?.(element)
        if (typeof userRef === 'function') userRef(element)
        else if (userRef) (userRef as React.RefObject<HTMLInputElement | null>).current = element
      }
      return { ...mergeProps<OtpInputProps, OtpInputProps>(ours, rest), ref }
    }

    return { value, slots, error, isComplete, reset, getRootProps, getInputProps }
  }, [state, disabled, autoFocus, refCallbacks, send, reset])
}
