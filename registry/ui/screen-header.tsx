import type * as React from 'react'
import { cn } from '@/lib/utils'

/** Props of `ScreenHeader`: an optional picture above a title and a description. */
export type ScreenHeaderProps = Omit<React.ComponentProps<'header'>, 'title'> & {
  /** Logo or icon above the title. */
  media?: React.ReactNode
  title: React.ReactNode
  description?: React.ReactNode
}

/** The title block at the top of each screen; its heading names the modal for screen readers. */
export function ScreenHeader({ className, media, title, description, ...props }: ScreenHeaderProps) {
  return (
    <header
      data-slot="screen-header"
      className={cn('flex flex-col items-center gap-2 text-center', className)}
      {...props}
    >
      {media ? (
        <div data-slot="screen-header-media" className="mb-2 flex items-center justify-center">
          {media}
        </div>
      ) : null}
      <h2 data-slot="screen-title" className="font-semibold text-lg text-lobby-foreground leading-tight">
        {title}
      </h2>
      {description ? (
        <p data-slot="screen-description" className="text-lobby-muted-foreground text-sm">
          {description}
        </p>
      ) : null}
    </header>
  )
}
