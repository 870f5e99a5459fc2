import type * as React from 'react'
import { cn } from '@/lib/utils'

/** An error line read out as soon as it appears; renders nothing without children. */
export function Alert({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (children == null || children === false || children === '') return null
  return (
    <p data-slot="alert" role="alert" className={cn('text-center text-lobby-error text-sm', className)} {...props}>
      {children}
    </p>
  )
}
