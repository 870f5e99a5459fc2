import type { AppConfig } from '../config/resolveAppConfig'
import type { FundingEndpoints } from '../config/walletSettings'
import type { FundingFlowOptions } from './fundingFlow'

/** The flow options the app's configuration decides: methods, starting amount, sandbox switch, page colours, price display. */
export type FundingSettingsOptions = Pick<
  FundingFlowOptions,
  'methods' | 'amount' | 'useSandbox' | 'uiConfig' | 'priceDisplay'
>

/**
 * Reads the flow's settings from the resolved app config (W-3.16, W-3.17) under what the host
 * passed in the funding request (W-3.19): the request's amount wins over defaultRecommendedAmount,
 * and card on-ramp A gets the app's accent colour and theme (W-7.20).
 */
export function fundingSettingsOptions(
  config: Pick<AppConfig, 'funding' | 'appearance' | 'walletSettings'>,
  request: Partial<FundingSettingsOptions> = {},
): FundingSettingsOptions {
  return {
    methods: request.methods ?? config.funding.methods,
    amount: request.amount ?? config.funding.defaultRecommendedAmount ?? undefined,
    useSandbox: request.useSandbox ?? config.funding.moonpay.useSandbox,
    uiConfig: request.uiConfig ?? { accentColor: config.appearance.accentColor, theme: config.appearance.theme },
    // W-3.14: the embedded-wallet setting decides how the funding screens show amounts.
    priceDisplay: request.priceDisplay ?? config.walletSettings.priceDisplay,
  }
}

/**
 * The funding endpoints a default transport talks to: the host's, else its config's
 * `fundingMethodConfig.endpoints`. The SDK knows no server of its own, not even the sandbox's.
 */
export function fundingEndpoints(
  given: FundingEndpoints | undefined,
  config: Pick<AppConfig, 'funding'> | null,
): FundingEndpoints {
  const endpoints = given ?? config?.funding.endpoints
  if (endpoints) return endpoints
  throw new TypeError(
    'Funding needs its endpoints: pass `endpoints` to useFundingFlow, or `fundingMethodConfig.endpoints` in the LobbyProvider config (on the sandbox, sandboxFundingEndpoints(apiUrl) from @lobby/sandbox/endpoints gives them).',
  )
}
