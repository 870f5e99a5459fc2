'use client'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `EmbeddedWalletConnectingScreen`: the connect flow's state and its retry. */
export type EmbeddedWalletConnectingScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Connecting (MFA included), or failed; the flow navigates on by itself when connected. */
  status: 'pending' | 'failure'
  /** The connect flow's error text (W-8.10, W-8.11). */
  error?: string | null
  onRetry?: () => void
  onClose?: () => void
}

/** EMBEDDED_WALLET_CONNECTING_SCREEN: the wallet being connected before the flow moves on (W-2.14). */
export function EmbeddedWalletConnectingScreen({
  status,
  error,
  onRetry,
  onClose,
  className,
  ...props
}: EmbeddedWalletConnectingScreenProps) {
  const title = status === 'pending' ? 'Connecting your wallet' : 'Could not connect your wallet'
  return (
    <section
      data-slot="embedded-wallet-connecting-screen"
      data-status={status}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader
        media={<StatusIcon status={status} label={title} />}
        title={<span aria-live="polite">{title}</span>}
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
