'use client'
import { type ConnectWalletStep, WALLET_SCREEN_TEXT, walletStepText } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { QrCode } from '@/components/lobby/ui/qr-code'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { WalletLogo } from '@/components/lobby/ui/wallet-logo'
import { cn } from '@/lib/utils'

/** Props of `AwaitingConnectionScreen`: the connect flow's state (`useConnectWallet`) and its commands. */
export type AwaitingConnectionScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The wallet being connected (`useAwaitingConnection().wallet`): a named wallet shows its logo. */
  wallet: { walletClientType: string; name: string; icon: string }
  step: ConnectWalletStep
  /** The error's text from the flow (`errorScreen.title`, W-8.01 to W-8.13). */
  error?: string | null
  /** W-4.05: shows Retry while retries are left. */
  canRetry?: boolean
  onRetry?: () => void
  /** A WalletConnect pairing URI to show as a QR code. */
  walletConnectUri?: string | null
}

/** AWAITING_CONNECTION / AWAITING_CONNECT_ONLY_CONNECTION: the state of the wallet connection (W-2.03, W-4.05, W-4.06). */
export function AwaitingConnectionScreen({
  wallet,
  step,
  error,
  canRetry = false,
  onRetry,
  walletConnectUri,
  className,
  ...props
}: AwaitingConnectionScreenProps) {
  const text = walletStepText(step, wallet.name)
  const failed = step === 'error'
  return (
    <section
      data-slot="awaiting-connection-screen"
      data-step={step}
      className={cn('flex flex-col items-center gap-6', className)}
      {...props}
    >
      <ScreenHeader
        media={
          <span className="relative">
            <WalletLogo walletClientType={wallet.walletClientType} icon={wallet.icon} className="size-14 rounded-xl" />
            <StatusIcon
              status={failed ? 'failure' : step === 'done' ? 'success' : 'pending'}
              label={failed ? (error ?? text.title) : text.title}
              className="-right-2 -bottom-2 absolute size-6"
            />
          </span>
        }
        title={failed && error ? error : text.title}
        description={failed ? undefined : text.description}
      />
      {walletConnectUri && !failed ? (
        <QrCode value={walletConnectUri} label={WALLET_SCREEN_TEXT.walletConnectQr} />
      ) : null}
      {failed && error ? <Alert>{error}</Alert> : null}
      {failed && canRetry && onRetry ? (
        <Button className="w-full" onClick={onRetry}>
          {WALLET_SCREEN_TEXT.retry}
        </Button>
      ) : null}
    </section>
  )
}
