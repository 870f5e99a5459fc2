/** W-9.29 Network names the card on-ramp B expects, by EVM chain id. */
export const ONRAMP_NETWORK_BY_CHAIN_ID: Readonly<Record<number, string>> = {
  1: 'ethereum',
  8453: 'base',
  10: 'optimism',
  137: 'polygon',
  42161: 'arbitrum',
}

/** W-9.29 The on-ramp network name of a chain, or null when the on-ramp does not serve it. */
export function onrampNetworkFor(chainId: number): string | null {
  return Object.hasOwn(ONRAMP_NETWORK_BY_CHAIN_ID, chainId) ? ONRAMP_NETWORK_BY_CHAIN_ID[chainId]! : null
}

/** W-9.30 Card on-ramp A currency codes by CAIP-2 chain id. */
export const CARD_ONRAMP_A_CURRENCY_CODES: Readonly<Record<string, string>> = {
  'eip155:1': 'ETH_ETHEREUM',
  'eip155:42161': 'ETH_ARBITRUM',
  'eip155:43114': 'AVAX_CCHAIN',
  'eip155:8453': 'ETH_BASE',
  'eip155:42220': 'CELO_CELO',
  'eip155:137': 'MATIC_POLYGON',
}

/** W-3.21, W-9.31 The card on-ramp A currency when none is given or the chain is not listed: ETH on Ethereum. */
export const CARD_ONRAMP_A_DEFAULT_CURRENCY_CODE = 'ETH_ETHEREUM'

/**
 * W-9.30, W-9.31 The card on-ramp A currency code for a chain, given as a number or as
 * 'eip155:{id}'; chains not listed fall back to ETH on Ethereum.
 */
export function cardOnrampACurrencyCode(chain: number | string | undefined): string {
  const key = typeof chain === 'number' ? `eip155:${chain}` : chain
  return key !== undefined && Object.hasOwn(CARD_ONRAMP_A_CURRENCY_CODES, key)
    ? CARD_ONRAMP_A_CURRENCY_CODES[key]!
    : CARD_ONRAMP_A_DEFAULT_CURRENCY_CODE
}

/** W-3.26 The address that stands for a chain's native currency in bridge quotes. */
export const NATIVE_CURRENCY_ADDRESS = '0x0000000000000000000000000000000000000000'

/** W-3.26 The currency of a bridge quote side: the token's address, or the zero address for the native currency. */
export function bridgeCurrency(tokenAddress?: string | null): string {
  return tokenAddress || NATIVE_CURRENCY_ADDRESS
}
