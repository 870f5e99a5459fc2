'use client'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `EmbeddedWalletOnAccountCreateScreen`: the creation flow's state and its retry. */
export type EmbeddedWalletOnAccountCreateScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Creating, or failed (the created screen takes over on success). */
  status: 'pending' | 'failure'
  /** The creation flow's error text (W-8.20 to W-8.24). */
  error?: string | null
  /** Starts the creation again (`useCreateWallet().retry`). */
  onRetry?: () => void
  /** Leaves without a wallet. */
  onClose?: () => void
}

/** EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN: the wallet being created right after login, or why it failed (W-2.11). */
export function EmbeddedWalletOnAccountCreateScreen({
  status,
  error,
  onRetry,
  onClose,
  className,
  ...props
}: EmbeddedWalletOnAccountCreateScreenProps) {
  const title = status === 'pending' ? 'Creating your wallet' : 'Could not create your wallet'
  return (
    <section
      data-slot="embedded-wallet-on-account-create-screen"
      data-status={status}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader
        media={<StatusIcon status={status} label={title} />}
        title={<span aria-live="polite">{title}</span>}
        description={status === 'pending' ? 'This takes a few seconds.' : undefined}
      />
      <Alert>{status === 'failure' ? error : null}</Alert>
      {status === 'failure' ? (
        <div className="flex flex-col gap-2">
          {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
          {onClose ? (
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
