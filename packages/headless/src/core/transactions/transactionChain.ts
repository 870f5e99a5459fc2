import type { Chain, PublicClient } from 'viem'
import { LobbyError } from '../errors/lobbyError'
import { validateChainId } from '../rules/chains'
import { loadViem } from '../viem'

/** A configured chain with the JSON-RPC URL the SDK reads it through (viem's `Chain` fits). */
export type TransactionChain = Pick<Chain, 'id' | 'name' | 'nativeCurrency' | 'rpcUrls'> &
  Partial<Pick<Chain, 'blockExplorers' | 'testnet'>>

/**
 * What to do when no chain is configured at all: the app config's chains count only with an RPC URL,
 * so an app that names none (or the sandbox's, whose ports change at each start) has none.
 */
export const NO_TRANSACTION_CHAINS_NEXT_STEP =
  "No chain with a JSON-RPC URL is configured: pass `chains` to the hook, or `supportedChains` in the LobbyProvider's config, each with rpcUrls.default.http (the sandbox lists its chains and their URLs at GET /_sandbox/chains)."

/** W-5.23 The spec's 'Chain ID {id} is not supported...' error, saying where chains come from when there are none. */
export function chainNotSupportedError(chains: readonly unknown[], issue: string, message: string): LobbyError {
  return new LobbyError(
    'client_error',
    issue,
    message,
    chains.length === 0 ? { nextStep: NO_TRANSACTION_CHAINS_NEXT_STEP } : {},
  )
}

/** W-5.23 The configured chain of this id, else the spec's 'Chain ID {id} is not supported...' error. */
export function findChain(chains: readonly TransactionChain[], chainId: number): TransactionChain {
  const id = validateChainId(chainId, chains)
  if (!id.ok) throw chainNotSupportedError(chains, id.issue, id.message)
  // validateChainId found it among `chains`.
  return chains.find((candidate) => candidate.id === id.value) as TransactionChain
}

/** The chain's first HTTP JSON-RPC URL, where balances, gas estimates and raw transactions go (W-7, chain RPC reads). */
export function chainRpcUrl(chain: TransactionChain): string {
  const url = chain.rpcUrls.default?.http[0]
  if (!url)
    throw new LobbyError('client_error', 'chains.no_rpc_url', `Chain ${chain.id} has no JSON-RPC URL`, {
      nextStep: 'Give the chain an rpcUrls.default.http URL in the app config.',
    })
  return url
}

/** A viem public client on the chain's RPC URL. */
export async function createChainClient(chain: TransactionChain): Promise<PublicClient> {
  const { createPublicClient, http } = await loadViem()
  return createPublicClient({ chain: chain as Chain, transport: http(chainRpcUrl(chain)) })
}
