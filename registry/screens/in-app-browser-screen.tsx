'use client'
import { ERROR_TEXTS } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `InAppBrowserScreen`. */
export type InAppBrowserScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Back to the login screen to pick another method. */
  onBack: () => void
}

/** The in-app-browser screen: OAuth cannot run in an embedded browser. */
export function InAppBrowserScreen({ onBack, className, ...props }: InAppBrowserScreenProps) {
  return (
    <section data-slot="in-app-browser-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <div role="alert" className="contents">
        <ScreenHeader
          media={<StatusIcon status="failure" label={ERROR_TEXTS.inAppBrowserTitle} />}
          title={ERROR_TEXTS.inAppBrowserTitle}
          description={ERROR_TEXTS.inAppBrowser}
        />
      </div>
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
    </section>
  )
}
