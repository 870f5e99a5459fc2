'use client'
import type { CrossAppSignStatus } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** What the request asks the provider's wallet for. */
export type CrossAppSignAction = 'message' | 'typed-data' | 'transaction'

/** Props of `CrossAppSignScreen`: the provider app, the wallet, and the signer's state and commands. */
export type CrossAppSignScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The provider app's name (W-7.33 lookup; `useCrossAppProvider`). */
  providerAppName: string
  /** The provider app's logo (W-7.33), if it has one. */
  providerLogoUrl?: string | null
  /** The provider wallet's address (one of the user's cross-app wallets, W-5.38). */
  address: string
  action: CrossAppSignAction
  /** `useCrossAppSign().state` (W-4.45 to W-4.49). */
  status: CrossAppSignStatus
  /** `useCrossAppSign().error?.message`: the spec's text (W-8.53 to W-8.59). */
  error?: string | null
  /** Starts (or retries) the request; the provider's window opens from it (W-2.49). */
  onSign: () => void
  onCancel?: () => void
}

const ACTION_LABEL: Record<CrossAppSignAction, string> = {
  message: 'message',
  'typed-data': 'typed data',
  transaction: 'transaction',
}

/** CROSS_APP_AUTH_SCREEN for a signature: the provider app's wallet signs in its own window (W-1.07, W-2.49, A-2.23). */
export function CrossAppSignScreen({
  providerAppName,
  providerLogoUrl,
  address,
  action,
  status,
  error,
  onSign,
  onCancel,
  className,
  ...props
}: CrossAppSignScreenProps) {
  const waiting = status === 'checking' || status === 'reconnecting' || status === 'awaiting-popup'
  const label = ACTION_LABEL[action]
  const description =
    status === 'reconnecting'
      ? `Reconnect to ${providerAppName} in the window that opened.`
      : status === 'awaiting-popup'
        ? `Approve the ${label} in the ${providerAppName} window.`
        : status === 'success'
          ? `Signed with your ${providerAppName} wallet.`
          : status === 'checking'
            ? `Checking your ${providerAppName} connection…`
            : `${providerAppName} opens in a new window to approve this ${label}.`
  const media = waiting ? (
    <StatusIcon status="pending" label={`Waiting for ${providerAppName}`} />
  ) : status === 'success' || status === 'error' ? (
    <StatusIcon status={status === 'success' ? 'success' : 'failure'} label={description} />
  ) : providerLogoUrl ? (
    <img src={providerLogoUrl} alt={providerAppName} className="size-12 rounded-lobby" />
  ) : null
  return (
    <section
      data-slot="cross-app-sign-screen"
      data-status={status}
      aria-busy={waiting || undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader media={media} title={`Sign with ${providerAppName}`} description={description} />
      <p className="text-center text-lobby-muted-foreground text-sm">
        Wallet{' '}
        <code data-slot="cross-app-sign-address" className="break-all font-mono text-lobby-foreground">
          {address}
        </code>
      </p>
      <Alert>{error}</Alert>
      <div className={cn('grid gap-2', onCancel ? 'grid-cols-2' : 'grid-cols-1')}>
        {onCancel ? (
          <Button variant="secondary" disabled={waiting} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button disabled={waiting} aria-busy={waiting || undefined} onClick={onSign}>
          {status === 'error' ? 'Try again' : `Continue with ${providerAppName}`}
        </Button>
      </div>
    </section>
  )
}
