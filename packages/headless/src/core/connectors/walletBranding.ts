import { DISPLAY_NAMES } from '../rules/displayNames'
import { WALLET_LIST_KEYS, type WalletListKey } from '../rules/loginLayout'

/** W-3.04 walletBranding: the name and icon a wallet is shown with. */
export type WalletBranding = {
  name: string
  /** An image URL (a data: URI for the built-in list). */
  icon: string
}

/** How a W-9.39 wallet is reached: its branding, the EIP-6963 ids that announce it, and its links. */
export type WalletListEntry = WalletBranding & {
  key: WalletListKey
  /** EIP-6963 `info.rdns` values that identify this wallet's extension or in-app browser. */
  rdns: readonly string[]
  /** W-4.02: an eoa-only wallet whose mobile app opens the page in its own browser. */
  eoaOnly: boolean
  /** W-4.01: a third-party browser wallet: AWAITING_CONNECTION when present, else interstitial or install. */
  browserWallet: boolean
  /** W-4.01, W-4.02: the mobile app link that opens a page inside the wallet; `{url}` is the encoded page. */
  appLink: string | null
  /** W-2.07, W-2.09: where the wallet is installed from. */
  installUrl: string | null
  /** W-1.01: reached through an SDK the app loads when the user picks it, so always offered as installed. */
  loadsOnDemand: boolean
}

// A letter on the brand's colour: an icon without shipping anyone's logo.
function monogram(letter: string, background: string, foreground = '#ffffff'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${background}"/><text x="16" y="21.5" font-family="system-ui,sans-serif" font-size="15" font-weight="700" text-anchor="middle" fill="${foreground}">${letter}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

type EntryInput = Omit<
  WalletListEntry,
  'key' | 'name' | 'icon' | 'eoaOnly' | 'browserWallet' | 'appLink' | 'installUrl' | 'loadsOnDemand'
> &
  Partial<Pick<WalletListEntry, 'eoaOnly' | 'browserWallet' | 'appLink' | 'installUrl' | 'loadsOnDemand'>> & {
    colour: string
  }

const entry = (key: WalletListKey, input: EntryInput): WalletListEntry => ({
  key,
  name: DISPLAY_NAMES[key],
  icon: monogram(DISPLAY_NAMES[key].charAt(0), input.colour),
  rdns: input.rdns,
  eoaOnly: input.eoaOnly ?? false,
  browserWallet: input.browserWallet ?? false,
  appLink: input.appLink ?? null,
  installUrl: input.installUrl ?? null,
  loadsOnDemand: input.loadsOnDemand ?? false,
})

/** W-9.39 Every supported wallet list key with its branding (W-3.04), in the spec's order. */
export const WALLET_LIST: Readonly<Record<WalletListKey, WalletListEntry>> = {
  coinbase_wallet: entry('coinbase_wallet', {
    colour: '#0052FF',
    rdns: ['com.coinbase.wallet'],
    eoaOnly: true,
    appLink: 'https://go.cb-w.com/dapp?cb_url={url}',
    installUrl: 'https://www.coinbase.com/wallet/downloads',
  }),
  coinbase_smart_wallet: entry('coinbase_smart_wallet', {
    colour: '#0052FF',
    rdns: [],
    loadsOnDemand: true,
  }),
  metamask: entry('metamask', {
    colour: '#F6851B',
    rdns: ['io.metamask', 'io.metamask.flask', 'io.metamask.mobile'],
    appLink: 'https://metamask.app.link/dapp/{url}',
    installUrl: 'https://metamask.io/download/',
  }),
  phantom: entry('phantom', {
    colour: '#AB9FF2',
    rdns: ['app.phantom'],
    browserWallet: true,
    appLink: 'https://phantom.app/ul/browse/{url}',
    installUrl: 'https://phantom.app/download',
  }),
  rainbow: entry('rainbow', {
    colour: '#001E59',
    rdns: ['me.rainbow'],
    installUrl: 'https://rainbow.me/download',
  }),
  wallet_connect: entry('wallet_connect', { colour: '#3B99FC', rdns: [], loadsOnDemand: true }),
  zerion: entry('zerion', {
    colour: '#2962EF',
    rdns: ['io.zerion.wallet'],
    installUrl: 'https://zerion.io/download',
  }),
  brave_wallet: entry('brave_wallet', { colour: '#FB542B', rdns: ['com.brave.wallet'] }),
  cryptocom: entry('cryptocom', { colour: '#103F68', rdns: ['com.crypto.wallet'] }),
  uniswap: entry('uniswap', { colour: '#FF007A', rdns: ['org.uniswap.app'] }),
  okx_wallet: entry('okx_wallet', { colour: '#000000', rdns: ['com.okex.wallet'] }),
  rabby_wallet: entry('rabby_wallet', { colour: '#7084FF', rdns: ['io.rabby'] }),
  safe: entry('safe', { colour: '#12FF80', rdns: [] }),
}

/** W-9.39 True when `key` is a supported wallet list key. */
export function isWalletListKey(key: unknown): key is WalletListKey {
  return typeof key === 'string' && (WALLET_LIST_KEYS as readonly string[]).includes(key)
}

/** The wallet list key an EIP-6963 `rdns` announces, or null for a wallet outside the list. */
export function walletKeyOfRdns(rdns: string): WalletListKey | null {
  const found = WALLET_LIST_KEYS.find((key) => WALLET_LIST[key].rdns.includes(rdns))
  return found ?? null
}

/**
 * The wallets the login screen offers: the app's list (W-9.39 keys, unknown ones
 * dropped), without wallet_connect unless WalletConnect is enabled.
 */
export function externalWalletList(options: {
  walletList?: readonly string[] | null
  walletConnectEnabled: boolean
}): WalletListKey[] {
  const keys = (options.walletList ?? WALLET_LIST_KEYS).filter(isWalletListKey)
  return [...new Set(keys)].filter((key) => key !== 'wallet_connect' || options.walletConnectEnabled)
}

/** W-4.01, W-4.02 A wallet's app link for the page `pageUrl`, or null when it has none. */
export function walletAppLink(key: WalletListKey, pageUrl: string): string | null {
  const template = WALLET_LIST[key].appLink
  return template ? template.replace('{url}', encodeURIComponent(pageUrl)) : null
}
