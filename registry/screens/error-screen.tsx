'use client'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `ErrorScreen`: the title, detail and button text from `errorScreenFor` (A-8.03..A-8.18). */
export type ErrorScreenProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  title: string
  detail?: string | null
  cta: string
  onCta: () => void
  /** Returns to the screen the error came from; omitted hides the back control. */
  onBack?: () => void
}

/** ERROR_SCREEN: a title, a detail and a call to action, with a way back. */
export function ErrorScreen({ title, detail, cta, onCta, onBack, className, ...props }: ErrorScreenProps) {
  return (
    <section data-slot="error-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      {onBack ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          Back
        </Button>
      ) : null}
      <div role="alert" className="contents">
        <ScreenHeader media={<StatusIcon status="failure" label="Error" />} title={title} description={detail} />
      </div>
      <Button onClick={onCta}>{cta}</Button>
    </section>
  )
}
