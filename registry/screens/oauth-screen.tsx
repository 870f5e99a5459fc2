'use client'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { type Status, StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `OAuthScreen`. */
export type OAuthScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Display name of the provider being authorised. */
  providerName: string
  /** Verifying, then connected or failed. */
  status: Status
  /** The flow's error text (A-8.40..A-8.47). */
  error?: string | null
  /** Given only when the error is retryable. */
  onRetry?: () => void
}

/** AWAITING_OAUTH_SCREEN: the OAuth round trip, with a retry only when the error allows one. */
export function OAuthScreen({ providerName, status, error, onRetry, className, ...props }: OAuthScreenProps) {
  const title = {
    pending: `Logging in with ${providerName}`,
    success: `Connected to ${providerName}`,
    failure: `Could not log in with ${providerName}`,
  }[status]
  return (
    <section data-slot="oauth-screen" data-status={status} className={cn('flex flex-col gap-6', className)} {...props}>
      <ScreenHeader media={<StatusIcon status={status} label={title} />} title={title} />
      <Alert>{error}</Alert>
      {status === 'failure' && onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
    </section>
  )
}
