// The chains module alone: the sandbox's whole entry also loads its server, which a DOM test does not need.

import { createPublicClient, type Hex, http, type PublicClient, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type RunningChains, startChains } from '../../../../sandbox/src/chains/startChains.ts'
import type { TransactionChain } from '../../../src/core/transactions/transactionChain'

/** Real anvil chains (ids 1 and 11155111) for a test file, with helpers to read and fund accounts. */
export type AnvilChains = {
  running: RunningChains
  /** The chains as the app config gives them, with their loopback RPC URLs. */
  chains: TransactionChain[]
  /** A prefunded dev account as a viem local account (real signatures). */
  account(index: number): ReturnType<typeof privateKeyToAccount>
  publicClient(chainId: number): PublicClient
  /** anvil_setBalance: makes an account hold exactly `wei`. */
  setBalance(chainId: number, address: Hex, wei: bigint): Promise<void>
  close(): Promise<void>
}

/** Starts the sandbox's anvil chains (one per test file: each starts in well under a second). */
export async function startAnvilChains(accounts = 10): Promise<AnvilChains> {
  const running = await startChains({ accounts, balance: 100 })
  const chains: TransactionChain[] = running.chains.map((chain) => ({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: chain.testnet,
  }))
  const rpcUrl = (chainId: number) => {
    const chain = running.chains.find((c) => c.id === chainId)
    if (!chain) throw new Error(`no anvil chain ${chainId}`)
    return chain.rpcUrl
  }
  return {
    running,
    chains,
    account(index) {
      const entry = running.accounts[index]
      if (!entry) throw new Error(`no anvil account ${index}`)
      return privateKeyToAccount(entry.privateKey)
    },
    publicClient: (chainId) => createPublicClient({ transport: http(rpcUrl(chainId)) }),
    async setBalance(chainId, address, wei) {
      const response = await fetch(rpcUrl(chainId), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [address, toHex(wei)] }),
      })
      const body = (await response.json()) as { error?: { message: string } }
      if (body.error) throw new Error(body.error.message)
    },
    close: () => running.close(),
  }
}
