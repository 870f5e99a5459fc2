import type { PriceDisplay } from '../config/walletSettings'
import { formatTokenAmountWithSymbol, formatUsd } from './format'

/** W-3.14 An amount as a price-showing screen shows it: the main figure, and the one beneath it (or none). */
export type ShownPrice = { primary: string; secondary: string | null }

/** What `shownPrice` needs beside the amount. */
export type ShownPriceOptions = {
  /** The native currency's symbol ('ETH'). */
  symbol: string
  /** The native currency's price in USD; null while unknown. */
  usdPrice: number | null
  /** The app's priceDisplay setting (W-3.14). */
  display: PriceDisplay
}

/** Base units per unit of a native currency of 18 decimals (ether and the EVM chains' natives). */
const WEI_PER_UNIT = 10n ** 18n

const unitsOf = (amount: string | bigint): number =>
  typeof amount === 'bigint'
    ? Number(amount / WEI_PER_UNIT) + Number(amount % WEI_PER_UNIT) / Number(WEI_PER_UNIT)
    : Number(amount)

/**
 * W-3.14 How an amount of the native currency (a decimal string, or base units as a bigint) is
 * shown: with priceDisplay's primary fiat-currency, the amount in USD first and the native amount
 * beneath (W-2.36; the native amount alone while the price is unknown); with native-token, the
 * native amount alone (its secondary is null). Figures follow W-9.34 to W-9.37.
 */
export function shownPrice(amount: string | bigint, options: ShownPriceOptions): ShownPrice {
  const native = formatTokenAmountWithSymbol(amount, options.symbol)
  if (options.display.primary !== 'fiat-currency' || options.usdPrice === null)
    return { primary: native, secondary: null }
  const usd = formatUsd(unitsOf(amount) * options.usdPrice)
  return usd ? { primary: usd, secondary: native } : { primary: native, secondary: null }
}
