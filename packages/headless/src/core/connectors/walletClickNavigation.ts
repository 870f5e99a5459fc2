import type { ScreenName } from '../modal/screens'
import type { WalletClickTarget } from './walletClickTarget'

/** The navigator commands a wallet click moves the modal with (the modal's `Navigator` fits). */
export type WalletClickNavigation = {
  navigate(name: ScreenName, params?: unknown): void
  back(): unknown
}

/**
 * W-4.01, W-4.03: moves the modal where a wallet click led. An awaiting screen is where the
 * connection runs, so the modal stays; a wallet not in the page opens its interstitial or install
 * screen; a click that leads nowhere (a script's click in an in-app browser) returns to the list
 * when it was made on the awaiting screen, and leaves the list as it is. A redirect has left.
 */
export function followWalletClick(
  target: WalletClickTarget,
  navigation: WalletClickNavigation,
  from: 'list' | 'awaiting',
): void {
  if (target.action === 'ignore' && from === 'awaiting') navigation.back()
  else if (target.action === 'screen' && !target.screen.startsWith('AWAITING')) navigation.navigate(target.screen)
}

/** W-4.01, A-2.16: a wallet picked on a connect-only list opens its awaiting screen, where the connection and its detours run. */
export function selectConnectOnlyWallet(
  walletClientType: string,
  navigation: Pick<WalletClickNavigation, 'navigate'>,
): void {
  navigation.navigate('AWAITING_CONNECT_ONLY_CONNECTION', { walletClientType })
}
