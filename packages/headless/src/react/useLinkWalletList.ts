'use client'
import { useCallback, useMemo } from 'react'
import { followWalletClick, type WalletClickNavigation } from '../core/connectors/walletClickNavigation'
import { type UseLinkWalletReturn, useLinkWallet } from './useLinkWallet'
import { useOnceWhen } from './useOnceWhen'

/** What `useLinkWalletList` returns: the link flow, and the pick that follows where it leads. */
export type UseLinkWalletListReturn = UseLinkWalletReturn & {
  /** W-2.06, W-4.01: links the wallet picked, or opens its interstitial or install screen. */
  select(walletClientType: string): void
}

/** LINK_WALLET_SCREEN (W-2.06, W-4.01, W-8.01): `onDone` is called once the wallet is linked. */
export function useLinkWalletList(navigation: WalletClickNavigation, onDone: () => void): UseLinkWalletListReturn {
  const link = useLinkWallet()
  useOnceWhen(link.step === 'done', onDone)
  const { connect } = link
  const select = useCallback(
    (walletClientType: string) => followWalletClick(connect(walletClientType), navigation, 'list'),
    [connect, navigation],
  )
  return useMemo(() => ({ ...link, select }), [link, select])
}
