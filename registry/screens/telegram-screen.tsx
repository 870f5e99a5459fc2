'use client'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { type Status, StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `TelegramScreen`. */
export type TelegramScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Verifying, then success or failure. */
  status: Status
  /** The flow's error text (A-8.26..A-8.33). */
  error?: string | null
  /** Given only when the failure is retryable. */
  onRetry?: () => void
}

/** TELEGRAM_AUTH_SCREEN: verifying, then success or failure with an optional retry. */
export function TelegramScreen({ status, error, onRetry, className, ...props }: TelegramScreenProps) {
  const title = {
    pending: 'Logging in with Telegram',
    success: 'Logged in with Telegram',
    failure: 'Could not log in with Telegram',
  }[status]
  return (
    <section
      data-slot="telegram-screen"
      data-status={status}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader media={<StatusIcon status={status} label={title} />} title={title} />
      <Alert>{error}</Alert>
      {status === 'failure' && onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
    </section>
  )
}
