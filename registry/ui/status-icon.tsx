import type * as React from 'react'
import { Spinner } from '@/components/lobby/ui/spinner'
import { cn } from '@/lib/utils'

/** What a waiting screen is showing: still working, done, or failed. */
export type Status = 'pending' | 'success' | 'failure'

/** Props of `StatusIcon`: the status and what a screen reader hears for it. */
export type StatusIconProps = React.ComponentProps<'span'> & { status: Status; label: string }

/** The picture at the top of a waiting screen: a spinner, a check mark or a cross. */
export function StatusIcon({ status, label, className, ...props }: StatusIconProps) {
  if (status === 'pending') return <Spinner label={label} className={className} />
  return (
    <span
      data-slot="status-icon"
      data-status={status}
      role="img"
      aria-label={label}
      className={cn(
        'flex size-12 items-center justify-center rounded-full',
        'data-[status=success]:bg-lobby-success/15 data-[status=success]:text-lobby-success',
        'data-[status=failure]:bg-lobby-error/15 data-[status=failure]:text-lobby-error',
        className,
      )}
      {...props}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.5}
        aria-hidden="true"
        className="size-6"
      >
        <path d={status === 'success' ? 'M5 12.5l4.5 4.5L19 7.5' : 'M18 6 6 18M6 6l12 12'} />
      </svg>
    </span>
  )
}
