import type { AppConfig } from '../config/resolveAppConfig'
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
