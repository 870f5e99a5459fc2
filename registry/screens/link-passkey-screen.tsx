'use client'
import { PASSKEY_MARKETING_POINTS, type PasskeyAccount, passkeyDisplayName, passkeyLastUsedText } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `LinkPasskeyScreen`. */
export type LinkPasskeyScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The passkeys already linked, as the account list shows them. */
  passkeys: readonly PasskeyAccount[]
  /** True when the account list has more passkeys behind its expand control. */
  canExpand?: boolean
  onExpand?: () => void
  onLink: () => void
  isPending?: boolean
  /** The flow's error text. */
  error?: string | null
}

/** LINK_PASSKEY_SCREEN: the passkeys linked so far, or the marketing list before the first, and a button to add one (A-2.23, A-2.82..A-2.86). */
export function LinkPasskeyScreen({
  passkeys,
  canExpand = false,
  onExpand,
  onLink,
  isPending = false,
  error,
  className,
  ...props
}: LinkPasskeyScreenProps) {
  return (
    <section data-slot="link-passkey-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <ScreenHeader title="Your passkeys" description="Log in with your fingerprint, face or screen lock." />
      {passkeys.length > 0 ? (
        <ul data-slot="passkey-list" className="flex flex-col gap-2">
          {passkeys.map((passkey) => (
            <li
              key={passkey.credentialId}
              className="flex flex-col rounded-lobby border border-lobby-border px-4 py-2 text-sm"
            >
              <span className="font-medium text-lobby-foreground">{passkeyDisplayName(passkey)}</span>
              <span className="text-lobby-muted-foreground text-xs">{passkeyLastUsedText(passkey)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul data-slot="passkey-marketing-list" className="flex flex-col gap-3">
          {PASSKEY_MARKETING_POINTS.map((point) => (
            <li key={point.title} className="flex flex-col text-sm">
              <span className="font-medium text-lobby-foreground">{point.title}</span>
              <span className="text-lobby-muted-foreground">{point.detail}</span>
            </li>
          ))}
        </ul>
      )}
      {canExpand && onExpand ? (
        <Button variant="link" className="self-center" onClick={onExpand}>
          Show all
        </Button>
      ) : null}
      <Alert>{error}</Alert>
      <Button disabled={isPending} aria-busy={isPending || undefined} onClick={onLink}>
        Link a passkey
      </Button>
    </section>
  )
}
