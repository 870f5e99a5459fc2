import type * as React from 'react'
import { cn } from '@/lib/utils'

/** A text field styled for the modal; `aria-invalid` turns its border to the error colour. */
export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        'h-11 w-full min-w-0 rounded-lobby border border-lobby-border bg-lobby-background px-3',
        'text-base text-lobby-foreground placeholder:text-lobby-muted-foreground sm:text-sm',
        'outline-none transition-colors focus-visible:ring-2 focus-visible:ring-lobby-ring',
        'disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-lobby-error aria-invalid:ring-lobby-error',
        className,
      )}
      {...props}
    />
  )
}
