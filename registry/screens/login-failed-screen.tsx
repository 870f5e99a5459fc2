'use client'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { WalletLogo } from '@/components/lobby/ui/wallet-logo'
import { cn } from '@/lib/utils'

/** Props of `LoginFailedScreen`. */
export type LoginFailedScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The flow's error text, e.g. 'Could not log in with wallet' (W-8.05). */
  message: string
  onRetry: () => void
  /** The wallet whose login failed, shown above the message; a named wallet shows its logo. */
  wallet?: { walletClientType: string; name: string; icon: string } | null
  /** Back to the login methods; the button shows only when given. */
  onBack?: () => void
}

/** LOGIN_FAILED_SCREEN: the login failed, with a retry and a way back (W-2.08). */
export function LoginFailedScreen({ message, onRetry, wallet, onBack, className, ...props }: LoginFailedScreenProps) {
  return (
    <section data-slot="login-failed-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <div role="alert" className="contents">
        <ScreenHeader
          media={
            wallet ? (
              <span className="relative">
                <WalletLogo
                  walletClientType={wallet.walletClientType}
                  icon={wallet.icon}
                  label={wallet.name}
                  className="size-14 rounded-xl"
                />
                <StatusIcon status="failure" label="Login failed" className="-right-2 -bottom-2 absolute size-6" />
              </span>
            ) : (
              <StatusIcon status="failure" label="Login failed" />
            )
          }
          title="Login failed"
          description={message}
        />
      </div>
      <div className="flex flex-col gap-2">
        <Button onClick={onRetry}>Retry</Button>
        {onBack ? (
          <Button variant="secondary" onClick={onBack}>
            Try another method
          </Button>
        ) : null}
      </div>
    </section>
  )
}
