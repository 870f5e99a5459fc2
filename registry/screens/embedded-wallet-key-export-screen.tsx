'use client'
import { SCREEN_TEXT } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { Spinner } from '@/components/lobby/ui/spinner'
import { cn } from '@/lib/utils'

/** Props of `EmbeddedWalletKeyExportScreen`. */
export type EmbeddedWalletKeyExportScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The frame's export view (`embeddedWalletExportUrl`, W-7.07); null until MFA passed (W-4.55). */
  exportUrl: string | null
  /** The export flow's error text. */
  error?: string | null
  /** Called with the export view once it has loaded: the flow hands it the session there. */
  onFrameLoad?: (frame: HTMLIFrameElement) => void
  /** The export view's height in pixels. @default 320 */
  frameHeight?: number
  onClose?: () => void
}

/**
 * EMBEDDED_WALLET_KEY_EXPORT_SCREEN, 'Transfer wallet': the frame's export view on its own origin,
 * so the key shows inside the frame only and never reaches this page (W-2.31, W-2.32).
 */
export function EmbeddedWalletKeyExportScreen({
  exportUrl,
  error,
  onFrameLoad,
  frameHeight = 320,
  onClose,
  className,
  ...props
}: EmbeddedWalletKeyExportScreenProps) {
  const title = SCREEN_TEXT.embeddedWallet.transferWallet
  return (
    <section
      data-slot="embedded-wallet-key-export-screen"
      data-ready={exportUrl ? true : undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader title={title} description="Your key is shown below, on the wallet's own page. Never share it." />
      {exportUrl ? (
        <iframe
          data-slot="key-export-frame"
          title="Wallet key export"
          src={exportUrl}
          allow="clipboard-write"
          referrerPolicy="origin"
          onLoad={(event) => onFrameLoad?.(event.currentTarget)}
          className="w-full rounded-lobby border border-lobby-border"
          style={{ height: frameHeight }}
        />
      ) : error ? null : (
        <div className="flex justify-center">
          <Spinner label="Verifying it’s you" />
        </div>
      )}
      <Alert>{error}</Alert>
      {onClose ? (
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      ) : null}
    </section>
  )
}
