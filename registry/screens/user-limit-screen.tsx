'use client'
import { ERROR_TEXTS } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `UserLimitScreen`. */
export type UserLimitScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Back to the login screen. */
  onBack: () => void
}

/** USER_LIMIT_REACHED_SCREEN: the app cannot sign in new users. */
export function UserLimitScreen({ onBack, className, ...props }: UserLimitScreenProps) {
  return (
    <section data-slot="user-limit-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <div role="alert" className="contents">
        <ScreenHeader
          media={<StatusIcon status="failure" label="User limit reached" />}
          title="User limit reached"
          description={ERROR_TEXTS.userLimitReached}
        />
      </div>
      <Button variant="secondary" onClick={onBack}>
        Back
      </Button>
    </section>
  )
}
