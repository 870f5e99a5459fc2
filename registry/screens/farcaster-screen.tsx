'use client'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { QrCode } from '@/components/lobby/ui/qr-code'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `FarcasterScreen`. */
export type FarcasterScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The connection (or signer approval) URL from the Farcaster flow; null while the channel opens (no QR code or link yet). */
  url: string | null
  /** AWAITING_FARCASTER_CONNECTION or AWAITING_FARCASTER_SIGNER. @default 'connection' */
  step?: 'connection' | 'signer'
  /** True on mobile, where the app opens directly instead of a QR code. */
  isMobile?: boolean
  /** The flow's error text (A-8.34..A-8.39). */
  error?: string | null
  /** Given only when a retry is offered: a new link after an error. */
  onRetry?: () => void
  /** Stops waiting (back to the login screen). */
  onCancel?: () => void
}

/** AWAITING_FARCASTER_CONNECTION / _SIGNER: a QR code, a link or an open-app button. */
export function FarcasterScreen({
  url,
  step = 'connection',
  isMobile = false,
  error,
  onRetry,
  onCancel,
  className,
  ...props
}: FarcasterScreenProps) {
  return (
    <section
      data-slot="farcaster-screen"
      data-step={step}
      className={cn('flex flex-col items-center gap-6', className)}
      {...props}
    >
      <ScreenHeader
        title={step === 'signer' ? 'Approve in Farcaster' : 'Sign in with Farcaster'}
        description={isMobile ? 'Open the Farcaster app to continue.' : 'Scan with your phone’s camera to continue.'}
      />
      {isMobile || !url || error ? null : <QrCode value={url} label="Farcaster sign-in QR code" />}
      <Alert>{error}</Alert>
      {url && !error ? (
        <Button asChild className="w-full" variant={isMobile ? 'primary' : 'secondary'}>
          <a href={url} target="_blank" rel="noreferrer">
            {isMobile ? 'Open Farcaster' : 'Open link'}
          </a>
        </Button>
      ) : null}
      {error && onRetry ? (
        <Button className="w-full" onClick={onRetry}>
          Retry
        </Button>
      ) : null}
      {onCancel ? (
        <Button className="w-full" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </section>
  )
}
