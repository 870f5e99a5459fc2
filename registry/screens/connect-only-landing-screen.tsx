'use client'
import type * as React from 'react'
import { WalletListScreen, type WalletListScreenProps } from '@/components/lobby/screens/wallet-list-screen'

/** Props of `ConnectOnlyLandingScreen`: the wallet list's, with the app's logo. */
export type ConnectOnlyLandingScreenProps = Omit<WalletListScreenProps, 'media'> & { logo?: React.ReactNode }

/** CONNECT_ONLY_LANDING_SCREEN: the connect-only entry point: the wallet list and nothing else. */
export function ConnectOnlyLandingScreen({ logo, ...props }: ConnectOnlyLandingScreenProps) {
  return <WalletListScreen data-slot="connect-only-landing-screen" media={logo} {...props} />
}
