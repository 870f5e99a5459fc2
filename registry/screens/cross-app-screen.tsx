'use client'
import { SCREEN_TEXT } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { type Status, StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `CrossAppScreen`. */
export type CrossAppScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Name of the provider app whose account is used. */
  providerAppName: string
  /** Logo of the provider app, if it has one. */
  providerLogo?: React.ReactNode
  status: Status
  error?: string | null
  onRetry?: () => void
  /** Back to the login screen; no Back control without it. */
  onBack?: () => void
}

/** CROSS_APP_AUTH_SCREEN: log in with an account of another app of the same provider. */
export function CrossAppScreen({
  providerAppName,
  providerLogo,
  status,
  error,
  onRetry,
  onBack,
  className,
  ...props
}: CrossAppScreenProps) {
  return (
    <section
      data-slot="cross-app-screen"
      data-status={status}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {onBack ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          Back
        </Button>
      ) : null}
      <ScreenHeader
        media={providerLogo ?? <StatusIcon status={status} label={`Connecting to ${providerAppName}`} />}
        title={`Continue with ${providerAppName}`}
        description={status === 'pending' ? SCREEN_TEXT.crossApp.pending : undefined}
      />
      <Alert>{error}</Alert>
      {status === 'failure' && onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
    </section>
  )
}
