'use client'
import { SCREEN_TEXT } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `EmbeddedWalletSetAutomaticRecoveryScreen`. */
export type EmbeddedWalletSetAutomaticRecoveryScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Confirms automatic (provider-managed) recovery in one step. */
  onConfirm: () => void
  /** Opens the recovery selection screen. */
  onMoreOptions: () => void
  /** True while the recovery method is being set. */
  isPending?: boolean
  error?: string | null
}

/** EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN: one-step automatic recovery and a 'More recovery options' link (W-2.17, W-2.18). */
export function EmbeddedWalletSetAutomaticRecoveryScreen({
  onConfirm,
  onMoreOptions,
  isPending = false,
  error,
  className,
  ...props
}: EmbeddedWalletSetAutomaticRecoveryScreenProps) {
  return (
    <section
      data-slot="embedded-wallet-set-automatic-recovery-screen"
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader
        title="Automatic recovery"
        description="Your wallet is recovered automatically when you log in on a new device."
      />
      <Alert>{error}</Alert>
      <div className="flex flex-col items-center gap-3">
        <Button className="w-full" disabled={isPending} aria-busy={isPending || undefined} onClick={onConfirm}>
          Confirm
        </Button>
        <Button variant="link" disabled={isPending} onClick={onMoreOptions}>
          {SCREEN_TEXT.embeddedWallet.moreRecoveryOptions}
        </Button>
      </div>
    </section>
  )
}
