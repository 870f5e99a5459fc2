'use client'
import { RECOVERY_METHOD_LABELS, type UserOwnedRecoveryMethod } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { MethodList, MethodListItem } from '@/components/lobby/ui/method-list'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `EmbeddedWalletRecoverySelectionScreen`. */
export type EmbeddedWalletRecoverySelectionScreenProps = Omit<
  React.ComponentProps<'section'>,
  'children' | 'onSelect'
> & {
  /** The methods to offer, in order, as the recovery flow computed them (the current cloud method left out, W-2.16). */
  methods: readonly UserOwnedRecoveryMethod[]
  onSelect: (method: UserOwnedRecoveryMethod) => void
  /** The flow's error text. */
  error?: string | null
  /** True while the chosen method is being set up. */
  isPending?: boolean
  onBack?: () => void
}

/** EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN: back the wallet up to Google Drive, Apple iCloud or a password (W-2.15). */
export function EmbeddedWalletRecoverySelectionScreen({
  methods,
  onSelect,
  error,
  isPending = false,
  onBack,
  className,
  ...props
}: EmbeddedWalletRecoverySelectionScreenProps) {
  return (
    <section
      data-slot="embedded-wallet-recovery-selection-screen"
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {onBack ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          Back
        </Button>
      ) : null}
      <ScreenHeader
        title="Secure your wallet"
        description="Choose how to recover your wallet if you lose access to this device."
      />
      <MethodList aria-label="Recovery methods">
        {methods.map((method) => (
          <MethodListItem
            key={method}
            data-method={method}
            label={RECOVERY_METHOD_LABELS[method]}
            disabled={isPending}
            onClick={() => onSelect(method)}
          />
        ))}
      </MethodList>
      <Alert>{error}</Alert>
    </section>
  )
}
