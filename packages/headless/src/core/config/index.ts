export {
  AppearanceChoicesSchema,
  browserColorSchemePreference,
  type ColorScheme,
  type ColorSchemePreference,
  colorSchemeMode,
  loginGroupPriority,
  parseAppearanceChoices,
} from './appearance'
export {
  type LoginMethodsAndOrder,
  LoginMethodsAndOrderSchema,
  parseLoginMethodsAndOrder,
} from './loginMethodsAndOrder'
export {
  type AppConfig,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_COUNTRY,
  DEFAULT_LANDING_HEADER,
  DEFAULT_THEME,
  type LobbyClientConfig,
  type LoginMethod,
  resolveAppConfig,
} from './resolveAppConfig'
export {
  parseSignMessageUiOptions,
  parseTransactionUiOptions,
  type SignMessageUiOptions,
  SignMessageUiOptionsSchema,
  type TransactionUiOptions,
  TransactionUiOptionsSchema,
} from './uiOptions'
export { type WalletActionSettings, walletActionSettings } from './walletActionSettings'
export {
  CREATE_ON_LOGIN_VALUES,
  DEFAULT_PRICE_DISPLAY,
  DEFAULT_USER_OWNED_RECOVERY_OPTIONS,
  type EmbeddedWalletClientConfig,
  type EmbeddedWalletSettings,
  FUNDING_METHODS,
  type FundingClientConfig,
  type FundingEndpoints,
  type FundingMethod,
  type FundingSettings,
  type PriceDisplay,
  type RecommendedCurrency,
  resolveEmbeddedWalletSettings,
  resolveFundingSettings,
} from './walletSettings'
