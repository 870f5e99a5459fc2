'use client'
import { WALLET_SCREEN_TEXT } from '@lobby/headless'
import { WalletListScreen, type WalletListScreenProps } from '@/components/lobby/screens/wallet-list-screen'

/** Props of `ConnectOnlyAuthenticatedScreen`: the wallet list's. */
export type ConnectOnlyAuthenticatedScreenProps = WalletListScreenProps

/** CONNECT_ONLY_AUTHENTICATED_SCREEN: a signed-in user connects a wallet, with no new login. */
export function ConnectOnlyAuthenticatedScreen(props: ConnectOnlyAuthenticatedScreenProps) {
  return (
    <WalletListScreen
      data-slot="connect-only-authenticated-screen"
      title={WALLET_SCREEN_TEXT.connectOnlyAuthenticatedTitle}
      description={WALLET_SCREEN_TEXT.connectOnlyAuthenticatedDescription}
      {...props}
    />
  )
}
