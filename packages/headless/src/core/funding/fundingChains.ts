import type { PublicClient } from 'viem'
import { LobbyError } from '../errors/lobbyError'
import { chainNotSupportedMessage } from '../rules/chains'
import { loadViem } from '../viem'

/** A chain funding can read and send on (viem's `Chain` fits): its id, kind and JSON-RPC URL. */
export type FundingChain = {
  readonly id: number
  /** Testnet chains only bridge to testnet chains (W-4.36). @default false */
  readonly testnet?: boolean | undefined
  readonly rpcUrls: { readonly default: { readonly http: readonly string[] } }
}

/** Balance reads and receipt waits on the configured chains' RPC (W-7.29), viem loaded on first use. */
export type FundingChains = {
  readonly chains: readonly FundingChain[]
  /** The native balance of `address` on `chainId`, in base units (W-7.29); throws for an unknown chain. */
  getBalance(request: { address: string; chainId: number }): Promise<bigint>
  /** Resolves once `hash` is mined on `chainId`; throws when it reverted. */
  waitForTransaction(request: { hash: string; chainId: number }): Promise<void>
}

/**
 * Reads the chains over their JSON-RPC URLs (W-7.29). viem's public client is imported on first
 * use, so an app that never funds does not load it.
 */
export function createFundingChains(chains: readonly FundingChain[]): FundingChains {
  const clients = new Map<number, Promise<PublicClient>>()
  const clientFor = (chainId: number): Promise<PublicClient> => {
    const chain = chains.find((entry) => entry.id === chainId)
    const rpcUrl = chain?.rpcUrls.default.http[0]
    if (!chain || !rpcUrl)
      return Promise.reject(new LobbyError('client_error', 'chain_not_supported', chainNotSupportedMessage(chainId)))
    let client = clients.get(chainId)
    if (!client) {
      client = loadViem().then(({ createPublicClient, http }) =>
        createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }), pollingInterval: 250 }),
      )
      clients.set(chainId, client)
    }
    return client
  }
  return {
    chains,
    async getBalance({ address, chainId }) {
      const client = await clientFor(chainId)
      return client.getBalance({ address: address as `0x${string}` })
    },
    async waitForTransaction({ hash, chainId }) {
      const client = await clientFor(chainId)
      const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
      if (receipt.status !== 'success')
        throw new LobbyError('wallet_error', 'transaction_reverted', 'The transaction failed on chain.', {
          details: hash,
        })
    },
  }
}
