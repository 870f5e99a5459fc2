import type { ErrorScreen } from '../errors/errorScreens'
import type { ConnectWalletStep } from './connectWalletFlow'
import { isWalletListKey, WALLET_LIST, type WalletBranding } from './walletBranding'

/** The wallet a connection screen shows: its walletClientType (which names its logo) and branding (W-3.04). */
export type ConnectingWallet = WalletBranding & { walletClientType: string }

/** What AWAITING_CONNECTION shows, or LOGIN_FAILED_SCREEN in its place (W-2.03, W-2.08). */
export type AwaitingWalletView =
  | { screen: 'LOGIN_FAILED_SCREEN'; wallet: ConnectingWallet; message: string }
  | {
      screen: 'AWAITING_CONNECTION'
      wallet: ConnectingWallet
      /** W-3.06: the connection's step; before the first status it is connecting. */
      step: Exclude<ConnectWalletStep, 'idle'>
      error: string | null
    }

/**
 * W-2.03, W-2.08, W-8.05: the wallet being connected (the connector's branding, else the W-9.39
 * list's, else its key with a generic icon), and the screen: LOGIN_FAILED_SCREEN when the error
 * reads so, else the awaiting screen with the step and the error's line.
 */
export function awaitingWalletView(input: {
  walletClientType: string
  wallet: WalletBranding | null
  step: ConnectWalletStep
  errorScreen: Pick<ErrorScreen, 'screen' | 'title'> | null
}): AwaitingWalletView {
  const { walletClientType: key } = input
  const listed = isWalletListKey(key) ? WALLET_LIST[key] : null
  const known = input.wallet ?? listed
  const wallet = { walletClientType: key, name: known?.name ?? key, icon: known?.icon ?? WALLET_LIST.metamask.icon }
  if (input.errorScreen?.screen === 'LOGIN_FAILED_SCREEN') {
    return { screen: 'LOGIN_FAILED_SCREEN', wallet, message: input.errorScreen.title }
  }
  return {
    screen: 'AWAITING_CONNECTION',
    wallet,
    step: input.step === 'idle' ? 'connecting' : input.step,
    error: input.errorScreen?.title ?? null,
  }
}
