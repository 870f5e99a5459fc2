'use client'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `EmbeddedWalletPasswordUpdateSplashScreen`. */
export type EmbeddedWalletPasswordUpdateSplashScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Goes on to the update wizard. */
  onContinue: () => void
  /** Given only when the user started the wizard: shows Cancel (W-2.26). */
  onCancel?: () => void
}

/** EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN: the wizard's intro before a new password (W-2.22; skipped when resetting, W-4.19). */
export function EmbeddedWalletPasswordUpdateSplashScreen({
  onContinue,
  onCancel,
  className,
  ...props
}: EmbeddedWalletPasswordUpdateSplashScreenProps) {
  return (
    <section
      data-slot="embedded-wallet-password-update-splash-screen"
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader
        title="Change your recovery password"
        description="Your wallet will be recoverable with the new password only."
      />
      <div className="flex flex-col gap-2">
        <Button onClick={onContinue}>Continue</Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </section>
  )
}
