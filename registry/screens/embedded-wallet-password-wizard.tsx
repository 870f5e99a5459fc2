'use client'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { Spinner } from '@/components/lobby/ui/spinner'
import { cn } from '@/lib/utils'

/** Props of `EmbeddedWalletPasswordWizard`: the password view to embed (`usePasswordView`). */
export type EmbeddedWalletPasswordWizardProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** The frame's password view (`usePasswordView().view?.url`); null while it cannot be shown. */
  viewUrl: string | null
  /** What the view is for, read by assistive technology. */
  label: string
  /** Called with the view once it has loaded (`usePasswordView().attach`). */
  onFrameLoad?: (frame: HTMLIFrameElement) => void
  /** The view's content height in px, as it reports it. @default 360 */
  frameHeight?: number | null
  /** Why the view cannot be shown. */
  error?: string | null
  onBack?: () => void
}

/**
 * The recovery password's view on the wallet frame's origin: the wizard (set, save, confirm,
 * 'I understand' then 'Set Password', the result, W-2.22 to W-2.26) or the recovery field
 * (W-2.19, W-2.20) run inside it, so the password is never typed in this page.
 */
export function EmbeddedWalletPasswordWizard({
  viewUrl,
  label,
  onFrameLoad,
  frameHeight,
  error,
  onBack,
  className,
  ...props
}: EmbeddedWalletPasswordWizardProps) {
  return (
    <section data-slot="embedded-wallet-password-wizard" className={cn('flex flex-col gap-4', className)} {...props}>
      {onBack ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          Back
        </Button>
      ) : null}
      {viewUrl ? (
        <iframe
          data-slot="password-frame"
          title={label}
          src={viewUrl}
          allow="clipboard-write"
          referrerPolicy="origin"
          onLoad={(event) => onFrameLoad?.(event.currentTarget)}
          className="w-full border-0"
          style={{ height: frameHeight ?? 360 }}
        />
      ) : error ? null : (
        <div className="flex justify-center">
          <Spinner label="Loading" />
        </div>
      )}
      <Alert>{viewUrl ? null : error}</Alert>
    </section>
  )
}
