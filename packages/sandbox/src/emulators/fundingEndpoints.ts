import type { FundingEndpoints } from '@lobby/headless/core'

/**
 * Where the sandbox serves its funding emulators (card on-ramps A and B, the bridge relay), on its
 * own URL: what a host on the sandbox passes as `fundingMethodConfig.endpoints`. No server code
 * here, so a page's bundle may import it (`@lobby/sandbox/endpoints`).
 */
export function sandboxFundingEndpoints(apiUrl: string): FundingEndpoints {
  const base = apiUrl.replace(/\/+$/, '')
  return {
    onRampATransactionsUrl: `${base}/_emulators/onramp-a/v1/transactions/ext`,
    onRampAPublicKeys: { test: 'pk_test_lobby_sandbox', live: 'pk_live_lobby_sandbox' },
    onRampBPayUrl: `${base}/_emulators/onramp-b/pay`,
    relayQuoteUrl: `${base}/_emulators/relay/quote`,
    relayTestnetQuoteUrl: `${base}/_emulators/relay-testnets/quote`,
  }
}
