'use client'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `PasskeyScreen`. */
export type PasskeyScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The flow's error text (A-8.49..A-8.53), or null while the system dialogue is open. */
  error?: string | null
  /** Asks the browser again after a failure. */
  onRetry?: () => void
}

/** AWAITING_PASSKEY_SYSTEM_DIALOGUE: waits on the browser's passkey prompt. */
export function PasskeyScreen({ error, onRetry, className, ...props }: PasskeyScreenProps) {
  const status = error ? 'failure' : 'pending'
  return (
    <section
      data-slot="passkey-screen"
      data-status={status}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader
        media={<StatusIcon status={status} label={error ? 'Failed' : 'Waiting for passkey'} />}
        title="Waiting for passkey"
        description="Follow the prompts from your browser or device."
      />
      <Alert>{error}</Alert>
      {error && onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
    </section>
  )
}
