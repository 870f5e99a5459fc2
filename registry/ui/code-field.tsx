'use client'
import { type UseOtpInputOptions, useOtpInput } from '@lobby/headless'
import { Alert } from '@/components/lobby/ui/alert'
import { OtpField, OtpSlot } from '@/components/lobby/ui/otp-field'
import { cn } from '@/lib/utils'

/** Props of `CodeField`. */
export type CodeFieldProps = {
  /** Options of `useOtpInput` from the flow (length, auto-submit, disabled). */
  codeInput: UseOtpInputOptions
  /** Accessible name of the group of boxes. */
  label: string
  /** The flow's error text; the field's own refusal wins while it shows. */
  error?: string | null
  className?: string
}

/** A 6-digit code entry: `useOtpInput`'s boxes and the error under them (A-2.21, A-5.07..A-5.12). */
export function CodeField({ codeInput, label, error, className }: CodeFieldProps) {
  const otp = useOtpInput({ autoFocus: true, ...codeInput })
  return (
    <div data-slot="code-field" className={cn('flex flex-col gap-3', className)}>
      <OtpField {...otp.getRootProps({ 'aria-label': label })}>
        {otp.slots.map((_, index) => (
          <OtpSlot key={index} {...otp.getInputProps(index)} />
        ))}
      </OtpField>
      <Alert>{otp.error ?? error}</Alert>
    </div>
  )
}
