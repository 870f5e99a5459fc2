'use client'
import { WALLET_SCREEN_TEXT, walletListMark } from '@lobby/headless'
import type * as React from 'react'
import { Badge } from '@/components/lobby/ui/badge'
import { MethodList, MethodListItem } from '@/components/lobby/ui/method-list'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { Spinner } from '@/components/lobby/ui/spinner'
import { WalletLogo } from '@/components/lobby/ui/wallet-logo'
import { cn } from '@/lib/utils'

/** One wallet of the list, as `useWalletConnection().wallets` gives it. */
export type WalletListItem = {
  walletClientType: string
  name: string
  icon: string
  installed: boolean
  recent: boolean
}

/** Props of `WalletListScreen`. */
export type WalletListScreenProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  wallets: readonly WalletListItem[]
  /** False while wallets may still announce themselves; the list shows a spinner after the known ones. */
  ready?: boolean
  /** Receives the click's `isTrusted`, which W-4.03 reads in in-app browsers. */
  onSelectWallet: (walletClientType: string, event: { isTrusted: boolean }) => void
  title?: React.ReactNode
  description?: React.ReactNode
  /** Above the title, e.g. the app's logo. */
  media?: React.ReactNode
}

/** The wallet's one mark, as core picks it. */
function Mark({ wallet }: { wallet: WalletListItem }) {
  const mark = walletListMark(wallet)
  return mark ? <Badge>{mark}</Badge> : null
}

/** The wallet list (W-9.39): each wallet with its logo, installed and recent marks. */
export function WalletListScreen({
  wallets,
  ready = true,
  onSelectWallet,
  title = WALLET_SCREEN_TEXT.walletListTitle,
  description = WALLET_SCREEN_TEXT.walletListDescription,
  media,
  className,
  ...props
}: WalletListScreenProps) {
  return (
    <section
      data-slot="wallet-list-screen"
      data-ready={ready || undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader media={media} title={title} description={description} />
      <MethodList aria-label="Wallets">
        {wallets.map((wallet) => (
          <MethodListItem
            key={wallet.walletClientType}
            data-wallet={wallet.walletClientType}
            icon={<WalletLogo walletClientType={wallet.walletClientType} icon={wallet.icon} />}
            label={wallet.name}
            badge={<Mark wallet={wallet} />}
            onClick={(event) => onSelectWallet(wallet.walletClientType, { isTrusted: Boolean(event.isTrusted) })}
          />
        ))}
      </MethodList>
      {ready ? null : <Spinner label="Looking for wallets" className="self-center" />}
    </section>
  )
}
