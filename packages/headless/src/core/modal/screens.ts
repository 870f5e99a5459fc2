import type { ErrorFlow } from '../errors/errorScreens'
import type { LobbyError } from '../errors/lobbyError'

/**
 * Every named screen of the modal (A-2.16 to, W-2.03 to W-2.47), in spec order. The
 * spec names no in-app-browser screen nor the MFA verification dialog, so those two names
 * are ours.
 */
export const SCREEN_NAMES = [
  // Auth
  'LANDING',
  'CONNECT_OR_CREATE',
  'CONNECT_ONLY_LANDING_SCREEN',
  'CONNECT_ONLY_AUTHENTICATED_SCREEN',
  'CAPTCHA_SCREEN',
  'AWAITING_PASSWORDLESS_CODE',
  'AWAITING_FARCASTER_CONNECTION',
  'AWAITING_FARCASTER_SIGNER',
  'AWAITING_PASSKEY_SYSTEM_DIALOGUE',
  'AWAITING_OAUTH_SCREEN',
  'CROSS_APP_AUTH_SCREEN',
  'TELEGRAM_AUTH_SCREEN',
  'ALLOWLIST_REJECTION_SCREEN',
  'ACCOUNT_NOT_FOUND_SCREEN',
  'USER_LIMIT_REACHED_SCREEN',
  'LOGIN_FAILED_SCREEN',
  'LINK_EMAIL_SCREEN',
  'LINK_PHONE_SCREEN',
  'LINK_WALLET_SCREEN',
  'LINK_PASSKEY_SCREEN',
  'UPDATE_EMAIL_SCREEN',
  'UPDATE_PHONE_SCREEN',
  'AFFIRMATIVE_CONSENT_SCREEN',
  'ERROR_SCREEN',
  'IN_APP_BROWSER_SCREEN',
  'MFA_ENROLLMENT_FLOW_SCREEN',
  'MFA_VERIFICATION_SCREEN',
  // Wallet connection (W-2.03 to W-2.08)
  'AWAITING_CONNECTION',
  'AWAITING_CONNECT_ONLY_CONNECTION',
  'PHANTOM_INTERSTITIAL_SCREEN',
  'INSTALL_PHANTOM_SCREEN',
  // Embedded wallet (W-2.11 to W-2.32)
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
  'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN',
  'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN',
  'EMBEDDED_WALLET_KEY_EXPORT_SCREEN',
  // Funding (W-2.33 to W-2.47)
  'FUNDING_METHOD_SELECTION_SCREEN',
  'FUNDING_TRANSFER_FROM_WALLET_SCREEN',
  'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN',
  'FUNDING_MANUAL_TRANSFER_SCREEN',
  'MOONPAY_PROMPT_SCREEN',
  'MOONPAY_STATUS_SCREEN',
  'COINBASE_ONRAMP_STATUS_SCREEN',
] as const

/** The name of a modal screen. */
export type ScreenName = (typeof SCREEN_NAMES)[number]

type ScreensWithParams = {
  /** the code was sent to this email or phone number. */
  AWAITING_PASSWORDLESS_CODE: { email: string } | { phoneNumber: string }
  /** the flow to continue once the captcha passes. */
  CAPTCHA_SCREEN: { onSuccess?: () => void } | undefined
  /** the provider being authorised. */
  AWAITING_OAUTH_SCREEN: { provider: string }
  /** the provider app whose account is used. */
  CROSS_APP_AUTH_SCREEN: { providerAppId: string }
  /**
   * the error the screen explains, and the flow that raised it: the same code reads
   * differently per flow (A-8.40 to, W-8.60 to W-8.62), so the screen keeps the reading
   * the flow gave it when it opened (see `errorScreenFor`). No flow reads as `auth`.
   */
  ERROR_SCREEN: { error: LobbyError; flow?: ErrorFlow }
  /** W-4.01: the wallet being connected (a W-9.39 wallet list key or connector type). */
  AWAITING_CONNECTION: {
    walletClientType: string
    /** W-4.03: false when a script made the click that opened the screen. @default true */
    isTrusted?: boolean
  }
  /** W-4.01: as AWAITING_CONNECTION, in connect-only use. */
  AWAITING_CONNECT_ONLY_CONNECTION: { walletClientType: string }
  /** W-2.32: the wallet whose key is exported. */
  EMBEDDED_WALLET_KEY_EXPORT_SCREEN: { address: string }
}

/**
 * The parameters each screen needs to render when a host opens the modal straight at it;
 * `undefined` for a screen whose data comes from its flow.
 */
export type ScreenParamsMap = {
  [K in ScreenName]: K extends keyof ScreensWithParams ? ScreensWithParams[K] : undefined
}

/** The parameters of screen `K`. */
export type ScreenParams<K extends ScreenName> = ScreenParamsMap[K]

/** A screen with its parameters: the typed union a navigator moves between. */
export type Screen = { [K in ScreenName]: { name: K; params: ScreenParamsMap[K] } }[ScreenName]

/** True when `name` is a screen of this modal. */
export function isScreenName(name: unknown): name is ScreenName {
  return typeof name === 'string' && (SCREEN_NAMES as readonly string[]).includes(name)
}
