/**
 * The on-ramps' network names and the EVM chains behind them, mainnet first, then the testnet a
 * sandbox (test key) purchase lands on. Names follow W-9.29 (card on-ramp B's defaultNetwork) and
 * the network halves of W-9.30's card on-ramp A currency codes.
 */
export const ON_RAMP_NETWORK_CHAINS: Readonly<Record<string, { mainnet: number; testnet: number }>> = {
  ethereum: { mainnet: 1, testnet: 11155111 },
  base: { mainnet: 8453, testnet: 84532 },
  optimism: { mainnet: 10, testnet: 11155420 },
  polygon: { mainnet: 137, testnet: 80002 },
  arbitrum: { mainnet: 42161, testnet: 421614 },
  avalanche: { mainnet: 43114, testnet: 43113 },
  celo: { mainnet: 42220, testnet: 44787 },
}

// W-9.30 names networks by their currency code's second half; these differ from W-9.29's names.
const CURRENCY_NETWORK_ALIASES: Readonly<Record<string, string>> = { CCHAIN: 'avalanche' }

/**
 * The network of a card on-ramp A currency code (`ETH_BASE` → base, `AVAX_CCHAIN` → avalanche); a
 * code with no network half (`ETH`) is on Ethereum. Null for a network the sandbox does not know.
 */
export function networkOfCurrencyCode(currencyCode: string): string | null {
  const [, network] = currencyCode.trim().toUpperCase().split('_', 2)
  if (!network) return 'ethereum'
  const name = CURRENCY_NETWORK_ALIASES[network] ?? network.toLowerCase()
  return Object.hasOwn(ON_RAMP_NETWORK_CHAINS, name) ? name : null
}

/** The token half of a currency code (`ETH_BASE` → ETH), for its price. */
export function tokenOfCurrencyCode(currencyCode: string): string {
  return currencyCode.trim().toUpperCase().split('_', 1)[0] ?? ''
}

/**
 * The chain a purchase on `network` lands on: the mainnet with a live key, the testnet with a test
 * key, or the other one when the sandbox runs only that; null when it runs neither.
 */
export function chainForNetwork(network: string, live: boolean, running: (chainId: number) => boolean): number | null {
  const ids = ON_RAMP_NETWORK_CHAINS[network]
  if (!ids) return null
  const [first, second] = live ? [ids.mainnet, ids.testnet] : [ids.testnet, ids.mainnet]
  if (running(first)) return first
  return running(second) ? second : null
}
