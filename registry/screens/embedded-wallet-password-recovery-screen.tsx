'use client'
import { canAttemptPasswordRecovery } from '@lobby/headless'
import * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { Input } from '@/components/lobby/ui/input'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `EmbeddedWalletPasswordRecoveryScreen`. */
export type EmbeddedWalletPasswordRecoveryScreenProps = Omit<
  React.ComponentProps<'section'>,
  'children' | 'onSubmit'
> & {
  /** Recovers with the typed password (`useRecoverWallet`). */
  onRecover: (password: string) => void
  /** True while the frame checks the password. */
  isPending?: boolean
  /** The recovery flow's error text (W-8.25, W-8.26). */
  error?: string | null
  onBack?: () => void
}

/** EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN: the recovery password; Recover stays disabled while it is empty (W-2.19, W-2.20, W-5.16). */
export function EmbeddedWalletPasswordRecoveryScreen({
  onRecover,
  isPending = false,
  error,
  onBack,
  className,
  ...props
}: EmbeddedWalletPasswordRecoveryScreenProps) {
  const [password, setPassword] = React.useState('')
  const id = React.useId()
  const canRecover = canAttemptPasswordRecovery(password) && !isPending
  return (
    <section
      data-slot="embedded-wallet-password-recovery-screen"
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {onBack ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          Back
        </Button>
      ) : null}
      <ScreenHeader
        title="Enter your password"
        description="Your recovery password unlocks your wallet on this device."
      />
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault()
          if (canRecover) onRecover(password)
        }}
      >
        <label htmlFor={id} className="font-medium text-sm">
          Recovery password
        </label>
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Alert>{error}</Alert>
        <Button type="submit" disabled={!canRecover} aria-busy={isPending || undefined}>
          Recover your account
        </Button>
      </form>
    </section>
  )
}
