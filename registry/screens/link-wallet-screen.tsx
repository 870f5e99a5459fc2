'use client'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { MethodList, MethodListItem } from '@/components/lobby/ui/method-list'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { WalletLogo } from '@/components/lobby/ui/wallet-logo'
import { cn } from '@/lib/utils'

/**
 * One wallet the user can link: `id` is its walletClientType, `icon` an image URL
 * (`useWalletConnection().wallets`) or a node. A named wallet (W-9.39) shows its logo.
 */
export type LinkableWallet = { id: string; name: string; icon?: React.ReactNode | string }

/** Props of `LinkWalletScreen`. */
export type LinkWalletScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The app's external wallets, in its order. */
  wallets: readonly LinkableWallet[]
  onSelectWallet: (id: string) => void
  /** The link flow's error text (`useLinkWallet().errorScreen.title`: W-8.01, W-8.05 'Unable to link'). */
  error?: string | null
  /** True while a wallet is being linked: the list is disabled. */
  isPending?: boolean
}

/** LINK_WALLET_SCREEN: links an external wallet to the account (W-2.06), with the link errors of W-8. */
export function LinkWalletScreen({
  wallets,
  onSelectWallet,
  error,
  isPending = false,
  className,
  ...props
}: LinkWalletScreenProps) {
  return (
    <section
      data-slot="link-wallet-screen"
      aria-busy={isPending || undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader title="Link a wallet" description="Choose the wallet to add to your account." />
      <MethodList aria-label="Wallets">
        {wallets.map((wallet) => (
          <MethodListItem
            key={wallet.id}
            data-wallet={wallet.id}
            disabled={isPending}
            icon={
              typeof wallet.icon === 'string' || wallet.icon == null ? (
                <WalletLogo walletClientType={wallet.id} icon={wallet.icon} />
              ) : (
                wallet.icon
              )
            }
            label={wallet.name}
            onClick={() => onSelectWallet(wallet.id)}
          />
        ))}
      </MethodList>
      {error ? <Alert>{error}</Alert> : null}
    </section>
  )
}
