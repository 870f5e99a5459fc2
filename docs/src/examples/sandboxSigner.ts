import type { TransactionChain } from '@lobby/headless'
import type { HDAccount } from 'viem/accounts'
import { z } from 'zod/mini'
import { sandboxUrl } from '../sandbox.ts'

const ChainsAnswer = z.object({
  chains: z.array(z.object({ id: z.number(), name: z.string(), testnet: z.boolean(), rpcUrl: z.string() })),
})

/** The sandbox's anvil chains (`GET /_sandbox/chains`) as the send flow's chains, with their loopback RPC URLs. */
export async function loadSandboxChains(): Promise<TransactionChain[]> {
  const response = await fetch(`${sandboxUrl}/_sandbox/chains`)
  const { chains } = ChainsAnswer.parse(await response.json())
  return chains.map(({ id, name, testnet, rpcUrl }) => ({
    id,
    name,
    testnet,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }))
}

/**
 * A prefunded anvil dev account (public test key of anvil's well-known mnemonic) standing in for
 * the embedded wallet on the docs pages, so the screen signs for real without a login first.
 */
export async function loadSandboxSigner(index = 8): Promise<HDAccount> {
  const { mnemonicToAccount } = await import('viem/accounts')
  return mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: index })
}
