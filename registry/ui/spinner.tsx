import type * as React from 'react'
import { cn } from '@/lib/utils'

/** Props of `Spinner`: `label` is what a screen reader hears while it turns. */
export type SpinnerProps = React.ComponentProps<'span'> & { label: string }

/** A busy indicator announced politely; it stops turning when the user asks for reduced motion. */
export function Spinner({ className, label, ...props }: SpinnerProps) {
  return (
    <span data-slot="spinner" role="status" aria-live="polite" className={cn('inline-flex', className)} {...props}>
      <span
        aria-hidden="true"
        className={cn(
          'size-8 rounded-full border-[3px] border-lobby-muted border-t-lobby-accent',
          'animate-spin motion-reduce:animate-none',
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  )
}
