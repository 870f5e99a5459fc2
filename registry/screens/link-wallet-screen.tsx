'use client'
import type * as React from 'react'
import { MethodList, MethodListItem } from '@/components/lobby/ui/method-list'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** One wallet the user can link. */
export type LinkableWallet = { id: string; name: string; icon?: React.ReactNode }

/** Props of `LinkWalletScreen`. */
export type LinkWalletScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The app's external wallets, in its order. */
  wallets: readonly LinkableWallet[]
  onSelectWallet: (id: string) => void
}

/** LINK_WALLET_SCREEN: links an external wallet to the account (W-2.06). */
export function LinkWalletScreen({ wallets, onSelectWallet, className, ...props }: LinkWalletScreenProps) {
  return (
    <section data-slot="link-wallet-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <ScreenHeader title="Link a wallet" description="Choose the wallet to add to your account." />
      <MethodList aria-label="Wallets">
        {wallets.map((wallet) => (
          <MethodListItem
            key={wallet.id}
            icon={wallet.icon}
            label={wallet.name}
            onClick={() => onSelectWallet(wallet.id)}
          />
        ))}
      </MethodList>
    </section>
  )
}
