import type { WireAppConfig } from '../api/wire'
import { LobbyError } from '../errors/lobbyError'
import { type UserOwnedRecoveryMethod, validateUserOwnedRecoveryOptions } from '../rules/recoveryMethods'

/** W-3.14 How prices are shown: fiat first with the native token beneath, or the native token alone. */
export type PriceDisplay =
  | { primary: 'fiat-currency'; secondary: 'native-token' }
  | { primary: 'native-token'; secondary: null }

/** W-3.12 W-3.13 W-3.14 The embedded-wallet settings a host may pass; each overrides the server's. */
export type EmbeddedWalletClientConfig = {
  /** W-3.12 @default the server's create_on_login, else 'off' */
  createOnLogin?: 'off' | 'users-without-wallets'
  /** W-3.13 Sign and send without an approval screen. @default false */
  noPromptOnSignature?: boolean
  /** W-3.13 W-6.07 @default the server's require_user_owned_recovery_on_create, else false */
  requireUserOwnedRecoveryOnCreate?: boolean
  /** W-3.13 Wait for the receipt before a send resolves. @default true */
  waitForTransactionConfirmation?: boolean
  /** W-3.13 W-1.03 @default the server's user_owned_recovery_options, else ['user-passcode'] */
  userOwnedRecoveryOptions?: UserOwnedRecoveryMethod[]
  /** W-3.14 @default { primary: 'fiat-currency', secondary: 'native-token' } */
  priceDisplay?: PriceDisplay
}

/** W-3.12 W-3.13 W-3.14 The embedded-wallet settings the SDK runs with. */
export type EmbeddedWalletSettings = Required<EmbeddedWalletClientConfig>

/** W-3.16 W-3.17 The funding settings a host may pass. */
export type FundingClientConfig = {
  /** W-3.17 @default { useSandbox: false } */
  moonpay?: { useSandbox?: boolean }
  /** The on-ramps' and the bridge relay's endpoints (see `FundingEndpoints`); none by default. */
  endpoints?: FundingEndpoints
}

/**
 * The third-party endpoints funding talks to outside `/api/v1`; the spec does not give their
 * paths (W-7.21, W-7.27), so they are configuration. A host passes them to
 * `useFundingFlow` or in its config's `funding.endpoints`; the sandbox's come from `sandboxFundingEndpoints`
 * in `@lobby/sandbox/endpoints`.
 */
export type FundingEndpoints = {
  /** W-7.21 card on-ramp A's public transactions endpoint; `/{externalTransactionId}?apiKey={key}` is appended. */
  onRampATransactionsUrl: string
  /** W-7.21 card on-ramp A's public API keys: `test` when the method's useSandbox is on (W-3.17), else `live`. */
  onRampAPublicKeys: { test: string; live: string }
  /** W-7.24 card on-ramp B's pay page. */
  onRampBPayUrl: string
  /** W-7.27 the relay's quote endpoint for mainnet chains. */
  relayQuoteUrl: string
  /** W-7.27 the relay's quote endpoint on its testnet host, used when the chain to fund is a testnet. */
  relayTestnetQuoteUrl: string
}

/** W-3.16 The currency funding recommends: a CAIP-2 chain id and, for tokens, the asset. */
export type RecommendedCurrency = { chain: string; asset: string | null }

/** W-3.16 W-3.17 The funding settings the SDK runs with; no methods means funding is off. */
export type FundingSettings = {
  methods: FundingMethod[]
  defaultRecommendedAmount: string | null
  defaultRecommendedCurrency: RecommendedCurrency | null
  promptFundingOnWalletCreation: boolean
  moonpay: { useSandbox: boolean }
  /** The host's funding endpoints, null when it passed none. */
  endpoints: FundingEndpoints | null
}

/** W-3.12 The createOnLogin values. */
export const CREATE_ON_LOGIN_VALUES = ['off', 'users-without-wallets'] as const
/** W-3.16 The funding methods an app may enable. */
export const FUNDING_METHODS = ['moonpay', 'coinbase-onramp', 'external'] as const
/** A funding method the app can configure (W-3.16). */
export type FundingMethod = (typeof FUNDING_METHODS)[number]
/** W-3.13 Default user-owned recovery option: a password. */
export const DEFAULT_USER_OWNED_RECOVERY_OPTIONS: readonly UserOwnedRecoveryMethod[] = ['user-passcode']
/** W-3.14 Default price display: fiat first. */
export const DEFAULT_PRICE_DISPLAY: PriceDisplay = { primary: 'fiat-currency', secondary: 'native-token' }

const DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/

const clientError = (code: string, message: string) => new LobbyError('client_error', code, message)

/**
 * Merges the server's embedded-wallet settings with the host's and fills defaults (W-3.12, W-3.13,
 * W-3.14, W-6.07); unknown values from the host throw a coded `LobbyError`.
 */
export function resolveEmbeddedWalletSettings(
  server: WireAppConfig,
  client: EmbeddedWalletClientConfig = {},
): EmbeddedWalletSettings {
  const wire = server.embedded_wallet_config
  const createOnLogin = client.createOnLogin ?? wire?.create_on_login ?? 'off'
  if (!(CREATE_ON_LOGIN_VALUES as readonly string[]).includes(createOnLogin))
    throw clientError('invalid_create_on_login', `createOnLogin must be ${CREATE_ON_LOGIN_VALUES.join(' or ')}`)
  let userOwnedRecoveryOptions: UserOwnedRecoveryMethod[]
  if (client.userOwnedRecoveryOptions) {
    const options = validateUserOwnedRecoveryOptions(client.userOwnedRecoveryOptions)
    if (!options.ok) throw clientError(options.issue, options.message)
    userOwnedRecoveryOptions = options.value
  } else {
    // The server may know methods this SDK does not: keep only the ones it can offer.
    const fromServer = (wire?.user_owned_recovery_options ?? []).filter((o) => validateUserOwnedRecoveryOptions([o]).ok)
    userOwnedRecoveryOptions = (
      fromServer.length > 0 ? fromServer : [...DEFAULT_USER_OWNED_RECOVERY_OPTIONS]
    ) as UserOwnedRecoveryMethod[]
  }
  if (userOwnedRecoveryOptions.length === 0)
    throw clientError('no_recovery_option', 'userOwnedRecoveryOptions needs at least one option')
  const priceDisplay = client.priceDisplay ?? DEFAULT_PRICE_DISPLAY
  if (priceDisplay.primary !== 'fiat-currency' && priceDisplay.primary !== 'native-token')
    throw clientError('invalid_price_display', 'priceDisplay.primary must be fiat-currency or native-token')
  return {
    createOnLogin,
    noPromptOnSignature: client.noPromptOnSignature ?? false,
    requireUserOwnedRecoveryOnCreate:
      client.requireUserOwnedRecoveryOnCreate ?? wire?.require_user_owned_recovery_on_create ?? false,
    waitForTransactionConfirmation: client.waitForTransactionConfirmation ?? true,
    userOwnedRecoveryOptions,
    priceDisplay,
  }
}

/**
 * Reads the server's funding settings and the host's moonpay sandbox switch (W-3.16, W-3.17); methods
 * this SDK does not know and an amount that is not a decimal are dropped, so funding degrades, never crashes.
 */
export function resolveFundingSettings(server: WireAppConfig, client: FundingClientConfig = {}): FundingSettings {
  const wire = server.funding_config
  const methods = (wire?.methods ?? []).filter((m): m is FundingMethod =>
    (FUNDING_METHODS as readonly string[]).includes(m),
  )
  const amount = wire?.default_recommended_amount
  const currency = wire?.default_recommended_currency
  return {
    methods: [...new Set(methods)],
    defaultRecommendedAmount: amount !== undefined && DECIMAL.test(amount) ? amount : null,
    defaultRecommendedCurrency: currency ? { chain: currency.chain, asset: currency.asset ?? null } : null,
    promptFundingOnWalletCreation: wire?.prompt_funding_on_wallet_creation ?? false,
    moonpay: { useSandbox: client.moonpay?.useSandbox ?? false },
    endpoints: client.endpoints ?? null,
  }
}
