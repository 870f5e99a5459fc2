import type { ScreenName } from './screens'

/** The screens a modal loads only when one opens, by the flow they belong to (the login screens load first). */
export const LAZY_SCREEN_GROUPS = {
  // W-2.11 to W-2.32
  'embedded-wallet': [
    'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN',
    'EMBEDDED_WALLET_CREATED_SCREEN',
    'EMBEDDED_WALLET_CONNECTING_SCREEN',
    'EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN',
    'EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN',
    'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN',
    'EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN',
    'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN',
    'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN',
    'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
    'EMBEDDED_WALLET_KEY_EXPORT_SCREEN',
  ],
  // W-2.33 to W-2.47
  funding: [
    'FUNDING_METHOD_SELECTION_SCREEN',
    'FUNDING_TRANSFER_FROM_WALLET_SCREEN',
    'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN',
    'FUNDING_MANUAL_TRANSFER_SCREEN',
    'MOONPAY_PROMPT_SCREEN',
    'MOONPAY_STATUS_SCREEN',
    'COINBASE_ONRAMP_STATUS_SCREEN',
  ],
  // W-2.27 to W-2.30
  transaction: ['EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN', 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'],
  // W-2.03 to W-2.09, A-2.16
  'external-wallet': [
    'AWAITING_CONNECTION',
    'AWAITING_CONNECT_ONLY_CONNECTION',
    'CONNECT_ONLY_LANDING_SCREEN',
    'CONNECT_ONLY_AUTHENTICATED_SCREEN',
    'LINK_WALLET_SCREEN',
    'PHANTOM_INTERSTITIAL_SCREEN',
    'INSTALL_PHANTOM_SCREEN',
  ],
} as const satisfies Record<string, readonly ScreenName[]>

/** A group of screens loaded on first use. */
export type LazyScreenGroup = keyof typeof LAZY_SCREEN_GROUPS

/** The group a screen loads with, or null for the login screens (loaded with the modal). */
export function lazyScreenGroup(name: ScreenName): LazyScreenGroup | null {
  for (const [group, names] of Object.entries(LAZY_SCREEN_GROUPS) as [LazyScreenGroup, readonly ScreenName[]][])
    if (names.includes(name)) return group
  return null
}
