import { cva, type VariantProps } from 'class-variance-authority'
import { Slot } from 'radix-ui'
import type * as React from 'react'
import { cn } from '@/lib/utils'

/** Button looks: the accent call to action, a quiet secondary, a bare ghost and an inline link. */
export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 whitespace-nowrap font-medium text-sm',
    'rounded-lobby transition-colors outline-none select-none',
    'focus-visible:ring-2 focus-visible:ring-lobby-ring focus-visible:ring-offset-2',
    'focus-visible:ring-offset-lobby-background',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-lobby-accent text-lobby-accent-foreground hover:bg-lobby-accent/90',
        secondary: 'border border-lobby-border bg-lobby-background text-lobby-foreground hover:bg-lobby-muted',
        ghost: 'text-lobby-foreground hover:bg-lobby-muted',
        link: 'h-auto p-0 text-lobby-foreground underline underline-offset-4 hover:opacity-80',
      },
      size: {
        default: 'h-11 px-4',
        sm: 'h-8 px-3 text-xs',
        icon: 'size-9',
      },
    },
    compoundVariants: [{ variant: 'link', class: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'default' },
  },
)

/** Props of `Button`: a native button's, a look, and `asChild` to style a link as a button. */
export type ButtonProps = React.ComponentProps<'button'> & VariantProps<typeof buttonVariants> & { asChild?: boolean }

/** The one button of every screen; `asChild` renders its child (an `<a>`) with the same look. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button'
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'primary'}
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  )
}
