'use client'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `LoginFailedScreen`. */
export type LoginFailedScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The flow's error text, e.g. 'Could not log in with wallet' (W-8.05). */
  message: string
  onRetry: () => void
}

/** LOGIN_FAILED_SCREEN: the login failed, with a retry (W-2.08). */
export function LoginFailedScreen({ message, onRetry, className, ...props }: LoginFailedScreenProps) {
  return (
    <section data-slot="login-failed-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <div role="alert" className="contents">
        <ScreenHeader
          media={<StatusIcon status="failure" label="Login failed" />}
          title="Login failed"
          description={message}
        />
      </div>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  )
}
