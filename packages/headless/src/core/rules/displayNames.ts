import { crossAppMethodAppId, type ProviderApps, UNKNOWN_PROVIDER_APP_LABEL } from './crossAppMethod'
import type { LoginOption } from './loginLayout'

/**
 * The name each login option is shown with: on the landing's buttons, on the OAuth screen
 * ("Logging in with GitHub") and in the wallet list (W-3.04 walletBranding's name). The spec
 * leaves these open; they live once so that the landing, the OAuth screen and the wallet list
 * cannot call one wallet two names.
 */
export const DISPLAY_NAMES: Readonly<Record<Exclude<LoginOption, `privy:${string}`>, string>> = {
  email: 'Email',
  sms: 'SMS',
  apple: 'Apple',
  discord: 'Discord',
  github: 'GitHub',
  google: 'Google',
  linkedin: 'LinkedIn',
  spotify: 'Spotify',
  instagram: 'Instagram',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  farcaster: 'Farcaster',
  telegram: 'Telegram',
  passkey: 'Passkey',
  wallet: 'Wallet',
  coinbase_wallet: 'Coinbase Wallet',
  coinbase_smart_wallet: 'Coinbase Smart Wallet',
  metamask: 'MetaMask',
  phantom: 'Phantom',
  rainbow: 'Rainbow',
  wallet_connect: 'WalletConnect',
  zerion: 'Zerion',
  brave_wallet: 'Brave Wallet',
  cryptocom: 'Crypto.com DeFi Wallet',
  uniswap: 'Uniswap Wallet',
  okx_wallet: 'OKX Wallet',
  rabby_wallet: 'Rabby Wallet',
  safe: 'Safe',
}

/** The methods whose landing button says what it does rather than naming a brand. */
const BUTTON_LABELS: Partial<Record<LoginOption, string>> = {
  email: 'Continue with email',
  sms: 'Continue with SMS',
  wallet: 'Continue with a wallet',
}

/**
 * The name of a login option or OAuth provider; a key the table does not know (a provider
 * added after this release) shows capitalised rather than as a raw key.
 */
export function displayName(key: string): string {
  const known = (DISPLAY_NAMES as Readonly<Record<string, string>>)[key]
  return known ?? key.charAt(0).toUpperCase() + key.slice(1)
}

/**
 * The label of a login option's button on the landing screen; a cross-app method shows
 * its provider app's name once looked up (W-7.33), 'Continue with another app' until then.
 */
export function loginOptionLabel(option: LoginOption, providerApps?: ProviderApps): string {
  const providerAppId = crossAppMethodAppId(option)
  if (providerAppId !== null) return providerApps?.[providerAppId]?.name ?? UNKNOWN_PROVIDER_APP_LABEL
  const known = option as Exclude<LoginOption, `privy:${string}`>
  return BUTTON_LABELS[known] ?? DISPLAY_NAMES[known]
}
