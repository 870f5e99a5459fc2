import type * as React from 'react'
import { cn } from '@/lib/utils'

/** A vertical list of login or verification methods; scrolls past its `maxHeight`. */
export function MethodList({
  className,
  maxHeight,
  style,
  ...props
}: React.ComponentProps<'ul'> & { maxHeight?: number }) {
  return (
    <ul
      data-slot="method-list"
      className={cn('flex flex-col gap-2 overflow-y-auto', className)}
      style={maxHeight === undefined ? style : { maxHeight, ...style }}
      {...props}
    />
  )
}

/** Props of `MethodListItem`: a button row with an icon, a label and an optional badge. */
export type MethodListItemProps = Omit<React.ComponentProps<'button'>, 'children'> & {
  icon?: React.ReactNode
  label: React.ReactNode
  badge?: React.ReactNode
}

/** One row of a `MethodList`: the whole row is the button. */
export function MethodListItem({ className, icon, label, badge, type = 'button', ...props }: MethodListItemProps) {
  return (
    <li data-slot="method-list-item" className="list-none">
      <button
        type={type}
        className={cn(
          'flex h-12 w-full items-center gap-3 rounded-lobby border border-lobby-border bg-lobby-background px-4',
          'text-left font-medium text-lobby-foreground text-sm transition-colors outline-none',
          'hover:bg-lobby-muted focus-visible:ring-2 focus-visible:ring-lobby-ring',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
          className,
        )}
        {...props}
      >
        {icon ? (
          <span aria-hidden="true" className="flex size-5 items-center justify-center">
            {icon}
          </span>
        ) : null}
        <span className="flex-1">{label}</span>
        {badge}
      </button>
    </li>
  )
}
