import type { MfaMethod } from '../api/mfa'
import type { WireAppConfig } from '../api/wire'
import type { CustomAuthOptions } from '../auth/customAuth'
import { externalWalletList } from '../connectors/walletBranding'
import { LobbyError } from '../errors/lobbyError'
import { validateCaptchaSiteKey } from '../rules/captchaSiteKey'
import { type ChainLike, DEFAULT_CHAIN_ID, isTransactionChain, validateChains } from '../rules/chains'
import type { LoginGroupPriority, LoginOption, WalletListKey } from '../rules/loginLayout'
import { validateLoginMethods } from '../rules/loginMethodsConfig'
import { validateWalletUiOverride, WALLET_UI_OVERRIDE_MESSAGE } from '../rules/walletUiOverride'
import type { TransactionChain } from '../transactions/transactionChain'
import { type ColorScheme, loginGroupPriority, parseAppearanceChoices } from './appearance'
import { type LoginMethodsAndOrder, parseLoginMethodsAndOrder } from './loginMethodsAndOrder'
import { parseMfaConfig } from './mfaConfig'
import {
  type EmbeddedWalletClientConfig,
  type EmbeddedWalletSettings,
  type FundingClientConfig,
  type FundingSettings,
  resolveEmbeddedWalletSettings,
  resolveFundingSettings,
} from './walletSettings'

/** Login method names a host may enable. */
export type LoginMethod =
  | 'email'
  | 'sms'
  | 'wallet'
  | 'google'
  | 'twitter'
  | 'discord'
  | 'github'
  | 'spotify'
  | 'instagram'
  | 'tiktok'
  | 'linkedin'
  | 'apple'
  | 'farcaster'
  | 'passkey'
  | 'telegram'
  | 'guest'

/** The configuration a host passes to `LobbyProvider`; every field optional. */
export type LobbyClientConfig = {
  /** The app's name as the modal shows it. @default the server's name */
  name?: string
  appearance?: {
    /** @default 'light' */
    theme?: 'light' | 'dark'
    /** @default '#676FFF', else the server's accent_color */
    accentColor?: string
    logo?: string
    /** @default 'Log in or sign up' */
    landingHeader?: string
    loginMessage?: string
    /** Superseded by loginGroupPriority; true reads as 'web3-first'. */
    showWalletLoginFirst?: boolean
    /** A-2.55 A-3.30 Which group the grouped login layout shows first. @default the server's show_wallet_login_first, else 'web2-first' */
    loginGroupPriority?: LoginGroupPriority
    /** A-3.30 `colorScheme` takes the place of `theme`; 'system' follows the device. */
    palette?: { colorScheme?: ColorScheme }
    /** W-9.39 The wallets the 'wallet' method stands for, in order; unknown keys are dropped. */
    walletList?: readonly WalletListKey[]
    /** The email/SMS field moves behind a button. @default false */
    hideDirectWeb2Inputs?: boolean
  }
  /** WalletConnect is among the external wallets only when enabled. @default false */
  externalWallets?: { walletConnect?: { enabled?: boolean } }
  /** Twitter on mobile. @default the server's twitter_oauth_on_mobile_enabled, else false */
  loginConfig?: { twitterOAuthOnMobileEnabled?: boolean }
  /** Overrides the server's login-method flags. */
  loginMethods?: LoginMethod[]
  /**
   * The single-list layout: these methods in this order, `overflow` behind 'More options'
   * . Takes the place of `loginMethods` for the login list; `privy:{providerAppId}` adds
   * login with an account of that provider app.
   */
  loginMethodsAndOrder?: LoginMethodsAndOrder
  intl?: {
    /** @default 'US' */
    defaultCountry?: string
  }
  legal?: {
    requireUsersAcceptTerms?: boolean
    termsAndConditionsUrl?: string
    privacyPolicyUrl?: string
    /** Shows the login screen's consent footer even when explicit acceptance is required. @default false */
    forceImplicitConsent?: boolean
  }
  captchaEnabled?: boolean
  /**
   * MFA: the methods offered, in this order (@default the server's mfa_methods), and
   * `noPromptOnMfaRequired`, true when the host shows its own MFA prompt. @default false
   */
  mfa?: { methods?: MfaMethod[]; noPromptOnMfaRequired?: boolean }
  /**
   * The Telegram bot, in place of the server's telegram_auth_config; whether linking is
   * allowed stays the server's link_enabled.
   */
  telegramAuthConfiguration?: { botId: string; botName: string; seamlessAuthEnabled?: boolean }
  /**
   * Custom auth: `LobbyProvider` keeps the session in step with the host's own login
   * (as `useCustomAuth` does) unless `enabled` is false.
   */
  customAuth?: CustomAuthOptions & { enabled?: boolean }
  /** Supported chains; the default chain must be one of them. */
  supportedChains?: ChainLike[]
  /** The spec's name for `supportedChains`; `supportedChains` wins when both are given. */
  chains?: ChainLike[]
  /** @default { id: 1 } */
  defaultChain?: ChainLike
  /** Embedded-wallet settings (W-3.12 to W-3.14); each overrides the server's. */
  embeddedWallets?: EmbeddedWalletClientConfig
  /** Funding method settings (W-3.17). */
  fundingMethodConfig?: FundingClientConfig
}

/** The configuration the SDK runs with: the server's app configuration merged with the host's. */
export type AppConfig = {
  id: string
  name: string
  appearance: {
    theme: 'light' | 'dark'
    accentColor: string
    logo: string | null
    landingHeader: string
    loginMessage: string | null
    showWalletLoginFirst: boolean
    /** The grouped layout's first group. */
    loginGroupPriority: LoginGroupPriority
    /** The colour scheme the modal takes: palette.colorScheme, else theme. */
    colorScheme: ColorScheme
    /** The host's wallet list, checked (without wallet_connect unless enabled); null: 'wallet' is one button. */
    walletList: WalletListKey[] | null
    hideDirectWeb2Inputs: boolean
  }
  /** externalWallets.walletConnect.enabled. */
  walletConnectEnabled: boolean
  /** loginConfig.twitterOAuthOnMobileEnabled, else the server's twitter_oauth_on_mobile_enabled. */
  twitterOAuthOnMobileEnabled: boolean
  loginMethods: LoginMethod[]
  /** The host's loginMethodsAndOrder, checked; null for the grouped layout of `loginMethods`. */
  loginMethodsAndOrder: { primary: LoginOption[]; overflow: LoginOption[] } | null
  intl: { defaultCountry: string }
  legal: {
    requireUsersAcceptTerms: boolean
    termsAndConditionsUrl: string | null
    privacyPolicyUrl: string | null
    /** The host forces the implicit consent footer. */
    forceImplicitConsent: boolean
  }
  captcha: { enabled: boolean; siteKey: string | null }
  allowlist: { errorTitle: string | null; errorDetail: string | null; ctaText: string | null; ctaLink: string | null }
  embeddedWallets: { createOnLogin: 'off' | 'users-without-wallets' }
  defaultChainId: number
  /**
   * The host's `supportedChains` (or its `defaultChain` alone) that carry a JSON-RPC URL, as
   * viem's chains do: what sends and the embedded wallet's provider use when given no `chains`.
   */
  transactionChains: TransactionChain[]
  /** The MFA methods offered, in order: the host's mfa.methods, else the server's mfa_methods. */
  mfaMethods: MfaMethod[]
  /** The host's mfa settings with their defaults; `methods` is `mfaMethods`. */
  mfa: { methods: MfaMethod[]; noPromptOnMfaRequired: boolean }
  /** The host's telegramAuthConfiguration, or null to use the server's bot. */
  telegramAuthConfiguration: { botId: string; botName: string; seamlessAuthEnabled: boolean } | null
  /** The resolved embedded-wallet settings (W-3.12 to W-3.14, W-6.07); `embeddedWallets` keeps createOnLogin alone. */
  walletSettings: EmbeddedWalletSettings
  /** The resolved funding settings (W-3.16, W-3.17). */
  funding: FundingSettings
  /** The server's configuration as sent, for rules that read fields not mapped here. */
  server: WireAppConfig
}

/** default theme. */
export const DEFAULT_THEME = 'light'
/** default accent colour. */
export const DEFAULT_ACCENT_COLOR = '#676FFF'
/** default phone country. */
export const DEFAULT_COUNTRY = 'US'
/** The landing screen's default header. */
export const DEFAULT_LANDING_HEADER = 'Log in or sign up'

const FLAG_OF_METHOD: Record<LoginMethod, keyof WireAppConfig> = {
  wallet: 'wallet_auth',
  email: 'email_auth',
  sms: 'sms_auth',
  google: 'google_oauth',
  twitter: 'twitter_oauth',
  discord: 'discord_oauth',
  github: 'github_oauth',
  spotify: 'spotify_oauth',
  instagram: 'instagram_oauth',
  tiktok: 'tiktok_oauth',
  linkedin: 'linkedin_oauth',
  apple: 'apple_oauth',
  farcaster: 'farcaster_auth',
  passkey: 'passkey_auth',
  telegram: 'telegram_auth',
  guest: 'guest_auth',
}

/**
 * Merges the server's configuration with the host's and fills the spec's defaults (A-3.22 to,
 * W-3.12 to W-3.17); the logic layer's checks throw a coded `LobbyError`,
 * and its advice goes to `logger.warn`.
 */
export function resolveAppConfig(
  server: WireAppConfig,
  client: LobbyClientConfig = {},
  logger: Pick<Console, 'warn'> = console,
): AppConfig {
  const appearance = client.appearance ?? {}
  const choices = parseAppearanceChoices(appearance)
  if (!choices.ok) throw new LobbyError('client_error', choices.issue, choices.message)
  const serverMethods = (Object.keys(FLAG_OF_METHOD) as LoginMethod[]).filter((m) => server[FLAG_OF_METHOD[m]] === true)
  const mfa = parseMfaConfig(client.mfa)
  if (!mfa.ok) throw new LobbyError('client_error', mfa.issue, mfa.message)
  const mfaMethods = mfa.value.methods ?? server.mfa_methods ?? []
  const supportedChains = client.supportedChains ?? client.chains
  let defaultChainId = client.defaultChain?.id ?? DEFAULT_CHAIN_ID
  if (supportedChains) {
    const chains = validateChains({ chains: supportedChains, defaultChain: client.defaultChain })
    if (!chains.ok) throw new LobbyError('client_error', chains.issue, chains.message)
    defaultChainId = chains.value
  }
  const loginMethods = client.loginMethods ?? serverMethods
  let order: AppConfig['loginMethodsAndOrder'] = null
  if (client.loginMethodsAndOrder !== undefined) {
    const parsed = parseLoginMethodsAndOrder(client.loginMethodsAndOrder)
    if (!parsed.ok) throw new LobbyError('client_error', parsed.issue, parsed.message)
    order = parsed.value
  }
  const methods = validateLoginMethods(order ? { order } : { methods: loginMethods as LoginOption[] })
  // guest is a way in too, though the login list never shows it.
  if (!methods.ok && !loginMethods.includes('guest'))
    throw new LobbyError('client_error', methods.issue, methods.message)
  // advisory only, so the developer hears of it and the list still shows.
  if (methods.ok) for (const warning of methods.value.warnings) logger.warn(`Lobby: ${warning}`)
  const captchaEnabled = client.captchaEnabled ?? server.captcha_enabled ?? false
  let captchaSiteKey: string | null = null
  if (captchaEnabled) {
    const siteKey = validateCaptchaSiteKey(server.captcha_site_key)
    if (!siteKey.ok) throw new LobbyError('client_error', siteKey.issue, siteKey.message)
    captchaSiteKey = server.captcha_site_key ?? null
  }
  const walletSettings = resolveEmbeddedWalletSettings(server, client.embeddedWallets)
  // turning the wallet prompts off from the host is refused while the app enforces them.
  const override = validateWalletUiOverride({
    override: client.embeddedWallets?.noPromptOnSignature,
    walletUisEnabled: server.enforce_wallet_uis === true,
  })
  if (!override.ok)
    throw new LobbyError(
      'client_error',
      override.issue,
      `${WALLET_UI_OVERRIDE_MESSAGE}: remove embeddedWallets.noPromptOnSignature from the config, or stop enforcing wallet UIs (enforce_wallet_uis) in the app's settings`,
    )
  const colorScheme = choices.value.palette?.colorScheme ?? appearance.theme ?? DEFAULT_THEME
  const showWalletLoginFirst = appearance.showWalletLoginFirst ?? server.show_wallet_login_first ?? false
  const walletConnectEnabled = client.externalWallets?.walletConnect?.enabled ?? false
  return {
    id: server.id,
    name: client.name ?? server.name,
    appearance: {
      // a light or dark palette.colorScheme is the theme; 'system' leaves it to the device.
      theme: colorScheme === 'system' ? (appearance.theme ?? DEFAULT_THEME) : colorScheme,
      accentColor: appearance.accentColor ?? server.accent_color ?? DEFAULT_ACCENT_COLOR,
      logo: appearance.logo ?? server.logo_url ?? null,
      landingHeader: appearance.landingHeader ?? DEFAULT_LANDING_HEADER,
      loginMessage: appearance.loginMessage ?? null,
      showWalletLoginFirst,
      loginGroupPriority: loginGroupPriority({
        loginGroupPriority: choices.value.loginGroupPriority,
        showWalletLoginFirst,
      }),
      colorScheme,
      walletList: appearance.walletList
        ? externalWalletList({ walletList: appearance.walletList, walletConnectEnabled })
        : null,
      hideDirectWeb2Inputs: appearance.hideDirectWeb2Inputs ?? false,
    },
    walletConnectEnabled,
    twitterOAuthOnMobileEnabled:
      client.loginConfig?.twitterOAuthOnMobileEnabled ?? server.twitter_oauth_on_mobile_enabled ?? false,
    loginMethods,
    loginMethodsAndOrder: order,
    intl: { defaultCountry: client.intl?.defaultCountry ?? DEFAULT_COUNTRY },
    legal: {
      requireUsersAcceptTerms: client.legal?.requireUsersAcceptTerms ?? server.require_users_accept_terms ?? false,
      termsAndConditionsUrl: client.legal?.termsAndConditionsUrl ?? server.terms_and_conditions_url ?? null,
      privacyPolicyUrl: client.legal?.privacyPolicyUrl ?? server.privacy_policy_url ?? null,
      forceImplicitConsent: client.legal?.forceImplicitConsent ?? false,
    },
    captcha: { enabled: captchaEnabled, siteKey: captchaSiteKey },
    allowlist: {
      errorTitle: server.allowlist_config?.error_title ?? null,
      errorDetail: server.allowlist_config?.error_detail ?? null,
      ctaText: server.allowlist_config?.cta_text ?? null,
      ctaLink: server.allowlist_config?.cta_link ?? null,
    },
    embeddedWallets: { createOnLogin: walletSettings.createOnLogin },
    defaultChainId,
    transactionChains: (supportedChains ?? (client.defaultChain ? [client.defaultChain] : [])).filter(
      isTransactionChain,
    ),
    mfaMethods,
    mfa: { methods: mfaMethods, noPromptOnMfaRequired: mfa.value.noPromptOnMfaRequired ?? false },
    telegramAuthConfiguration: client.telegramAuthConfiguration
      ? {
          botId: client.telegramAuthConfiguration.botId,
          botName: client.telegramAuthConfiguration.botName,
          seamlessAuthEnabled: client.telegramAuthConfiguration.seamlessAuthEnabled ?? false,
        }
      : null,
    walletSettings,
    funding: resolveFundingSettings(server, client.fundingMethodConfig),
    server,
  }
}
