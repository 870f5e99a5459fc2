import type * as React from 'react'
import { cn } from '@/lib/utils'

/** The row of passcode boxes; spread `useOtpInput().getRootProps()` on it. */
export function OtpField({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="otp-field" className={cn('flex justify-center gap-2', className)} {...props} />
}

/** One single-digit box; spread `useOtpInput().getInputProps(index)` on it. */
export function OtpSlot({ className, ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="otp-slot"
      className={cn(
        'size-11 rounded-lobby border border-lobby-border bg-lobby-background text-center',
        'font-medium text-lg text-lobby-foreground tabular-nums caret-lobby-accent outline-none',
        'focus-visible:border-lobby-accent focus-visible:ring-2 focus-visible:ring-lobby-ring',
        'data-[filled]:border-lobby-foreground/40 aria-invalid:border-lobby-error',
        'disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    />
  )
}
