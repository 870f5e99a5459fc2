import { cva, type VariantProps } from 'class-variance-authority'
import type * as React from 'react'
import { cn } from '@/lib/utils'

/** Badge tones: neutral for 'Added' or 'Disabled', accent for 'Recent' and 'Recommended'. */
export const badgeVariants = cva('inline-flex items-center rounded-full px-2 py-0.5 font-medium text-xs', {
  variants: {
    tone: {
      neutral: 'bg-lobby-muted text-lobby-muted-foreground',
      accent: 'border border-lobby-accent text-lobby-foreground',
    },
  },
  defaultVariants: { tone: 'neutral' },
})

/** A small label next to a list entry, such as 'Recent' or 'Recommended'. */
export function Badge({
  className,
  tone,
  ...props
}: React.ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return (
    <span
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      className={cn(badgeVariants({ tone }), className)}
      {...props}
    />
  )
}
