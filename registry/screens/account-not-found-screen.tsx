'use client'
import { ERROR_TEXTS } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `AccountNotFoundScreen`. */
export type AccountNotFoundScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Back to the login screen to try another account. */
  onBack: () => void
}

/** ACCOUNT_NOT_FOUND_SCREEN: 'Account not found'. */
export function AccountNotFoundScreen({ onBack, className, ...props }: AccountNotFoundScreenProps) {
  return (
    <section data-slot="account-not-found-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <div role="alert" className="contents">
        <ScreenHeader
          media={<StatusIcon status="failure" label={ERROR_TEXTS.accountNotFound} />}
          title={ERROR_TEXTS.accountNotFound}
          description="No account matches these details in this app."
        />
      </div>
      <Button onClick={onBack}>Try another account</Button>
    </section>
  )
}
