'use client'
import { EMBEDDED_WALLET_CREATED_CLOSE_MS, useAutoClose } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `EmbeddedWalletCreatedScreen`. */
export type EmbeddedWalletCreatedScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The new wallet's address. */
  address: string
  /** Closes the modal: called by the Done button and once the screen's time is up (W-2.13). */
  onClose: () => void
}

/** EMBEDDED_WALLET_CREATED_SCREEN: the new wallet, closing itself after 2500 ms (W-2.12, W-2.13). */
export function EmbeddedWalletCreatedScreen({
  address,
  onClose,
  className,
  ...props
}: EmbeddedWalletCreatedScreenProps) {
  const autoClose = useAutoClose(EMBEDDED_WALLET_CREATED_CLOSE_MS, onClose)
  return (
    <section
      data-slot="embedded-wallet-created-screen"
      data-closing={autoClose.isPending || undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader
        media={<StatusIcon status="success" label="Wallet created" />}
        title="Your wallet is ready"
        description={
          <code data-slot="wallet-address" className="break-all font-mono text-xs">
            {address}
          </code>
        }
      />
      <Button
        onClick={() => {
          autoClose.cancel()
          onClose()
        }}
      >
        Done
      </Button>
    </section>
  )
}
