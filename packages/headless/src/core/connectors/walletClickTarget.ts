import { browserEnvironment, detectEmbeddedBrowser, type EmbeddedBrowser } from '../rules/embeddedBrowser'
import { isWalletListKey, WALLET_LIST, walletAppLink } from './walletBranding'

/** Where a click on a wallet leads (W-4.01 to W-4.03). */
export type WalletClickTarget =
  /** W-4.03: an untrusted click inside an in-app browser does nothing. */
  | { action: 'ignore' }
  /** W-4.02: leave for the wallet's app link. */
  | { action: 'redirect'; url: string }
  | {
      action: 'screen'
      screen:
        | 'AWAITING_CONNECTION'
        | 'AWAITING_CONNECT_ONLY_CONNECTION'
        | 'PHANTOM_INTERSTITIAL_SCREEN'
        | 'INSTALL_PHANTOM_SCREEN'
    }

/** What decides where a wallet click leads. */
export type WalletClickInput = {
  /** A W-9.39 key, or the walletClientType of an announced wallet. */
  walletClientType: string
  /** `event.isTrusted`: false for a click made by a script. */
  isTrusted: boolean
  /** Where the page runs (`detectEmbeddedBrowser`). */
  browser: EmbeddedBrowser
  /** True on a phone or tablet. */
  mobile: boolean
  /** True when the page runs as an installed web app (display-mode standalone). */
  standalone: boolean
  /** True when the wallet's provider is in the page (announced or injected). */
  providerPresent: boolean
  /** The page the wallet's app should open. */
  pageUrl: string
  /** True in connect-only use: the awaiting screen is AWAITING_CONNECT_ONLY_CONNECTION. */
  connectOnly?: boolean
}

/**
 * W-4.01 to W-4.03 Where a click on a wallet leads: nothing for an untrusted click in an in-app
 * browser; the app link for an eoa-only wallet on mobile outside a standalone web app; for a
 * third-party browser wallet, the awaiting screen when its provider is present, else the
 * interstitial (mobile, where its app link still reaches it) or the install screen; the awaiting
 * screen for every other wallet.
 */
export function walletClickTarget(input: WalletClickInput): WalletClickTarget {
  if (input.browser.embedded && !input.isTrusted) return { action: 'ignore' }
  const awaiting = {
    action: 'screen',
    screen: input.connectOnly ? 'AWAITING_CONNECT_ONLY_CONNECTION' : 'AWAITING_CONNECTION',
  } as const
  if (!isWalletListKey(input.walletClientType)) return awaiting
  const wallet = WALLET_LIST[input.walletClientType]
  if (wallet.eoaOnly && input.mobile && !input.standalone && !input.providerPresent) {
    const url = walletAppLink(wallet.key, input.pageUrl)
    if (url) return { action: 'redirect', url }
  }
  if (wallet.browserWallet && !input.providerPresent) {
    // W-4.01 ambiguity: the interstitial while the wallet can still be reached (its app, on mobile).
    return { action: 'screen', screen: input.mobile ? 'PHANTOM_INTERSTITIAL_SCREEN' : 'INSTALL_PHANTOM_SCREEN' }
  }
  return awaiting
}

/** True on a phone or tablet, from the user agent. */
export function isMobileUserAgent(userAgent: string): boolean {
  return /\b(Android|iPhone|iPad|iPod|Mobile)\b/i.test(userAgent)
}

/** The page facts `walletClickTarget` reads, from the running browser; null during SSR. */
export function browserWalletContext(): Pick<WalletClickInput, 'browser' | 'mobile' | 'standalone' | 'pageUrl'> | null {
  const environment = browserEnvironment()
  if (!environment) return null
  const standalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches === true
  return {
    browser: detectEmbeddedBrowser(environment),
    mobile: isMobileUserAgent(environment.userAgent),
    standalone,
    pageUrl: window.location.href,
  }
}
