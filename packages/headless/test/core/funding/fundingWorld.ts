// The sandbox's modules one by one, not its index (which also loads the wallet-frame bundler), so
// hook tests under happy-dom can use them too.
import { type RunningChains, startChains } from '../../../../sandbox/src/chains/startChains.ts'
import { type TestWalletControls, testWalletScript } from '../../../../sandbox/src/testing/testWallet.ts'
import type { FundingChain } from '../../../src/core/funding/fundingChains'

/** The sandbox's anvil chains as funding chains (id 1 mainnet-like, 11155111 testnet-like). */
export function fundingChainsOf(running: RunningChains): FundingChain[] {
  return running.chains.map((chain) => ({
    id: chain.id,
    testnet: chain.testnet,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }))
}

/** Local chains for funding: two mainnet-like ones (a bridge moves funds between chains of one kind, W-4.36) and a testnet. */
export const FUNDING_TEST_CHAINS = [
  { id: 1, name: 'Ethereum (sandbox)', testnet: false },
  { id: 8453, name: 'Base (sandbox)', testnet: false },
  { id: 11155111, name: 'Sepolia (sandbox)', testnet: true },
]

/** Starts the local chains with a few prefunded dev accounts. */
export function startFundingChains(): Promise<RunningChains> {
  return startChains({ chains: FUNDING_TEST_CHAINS, accounts: 3, balance: 100 })
}

/**
 * The sandbox's test wallet (EIP-1193, anvil's unlocked dev accounts) run outside a browser, with
 * an EventTarget standing in for `window`: the external wallet a transfer sends from.
 */
export function testWallet(running: RunningChains, options: { chainId?: number } = {}): TestWalletControls {
  const page = new EventTarget() as EventTarget & Record<string, unknown>
  const source = testWalletScript({
    chains: running.chains,
    accounts: running.accounts.map((account) => account.address),
    ...(options.chainId ? { chainId: options.chainId } : {}),
  })
  new Function('window', source)(page)
  return page.lobbyTestWallet as TestWalletControls
}

/** A JSON-RPC call straight to anvil, for what a test (not the SDK) does: set balances, read them. */
export async function anvilRpc(rpcUrl: string, method: string, params: unknown[] = []): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (body.error) throw new Error(body.error.message)
  return body.result
}
