'use client'
import { RECOVERY_METHOD_LABELS } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { type Status, StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `EmbeddedWalletRecoveryOAuthScreen`. */
export type EmbeddedWalletRecoveryOAuthScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The cloud drive the recovery share lives in. */
  provider: 'google-drive' | 'icloud'
  /** Waiting for the drive's sign-in, then recovered or failed. */
  status: Status
  /** The recovery OAuth flow's error text (W-5.19, W-8.27, W-8.28). */
  error?: string | null
  /** Opens the drive's sign-in (again). */
  onContinue?: () => void
  onBack?: () => void
}

/** EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN: recovery through a Google Drive or Apple iCloud sign-in (W-2.21). */
export function EmbeddedWalletRecoveryOAuthScreen({
  provider,
  status,
  error,
  onContinue,
  onBack,
  className,
  ...props
}: EmbeddedWalletRecoveryOAuthScreenProps) {
  const drive = RECOVERY_METHOD_LABELS[provider]
  const title = {
    pending: `Recovering with ${drive}`,
    success: 'Wallet recovered',
    failure: `Could not recover with ${drive}`,
  }[status]
  return (
    <section
      data-slot="embedded-wallet-recovery-oauth-screen"
      data-provider={provider}
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
        media={<StatusIcon status={status} label={title} />}
        title={<span aria-live="polite">{title}</span>}
        description={status === 'pending' ? `Sign in to ${drive} to unlock your wallet.` : undefined}
      />
      <Alert>{error}</Alert>
      {onContinue && status !== 'success' ? (
        <Button onClick={onContinue}>{status === 'failure' ? 'Try again' : `Continue with ${drive}`}</Button>
      ) : null}
    </section>
  )
}
