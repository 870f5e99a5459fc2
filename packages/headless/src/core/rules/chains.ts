import type { TransactionChain } from '../transactions/transactionChain'
import { fail, pass, type RuleResult } from './ruleResult'

/** The default chain: Ethereum mainnet. */
export const DEFAULT_CHAIN_ID = 1

/** A chain as the app configures it (viem's `Chain` fits): only its id matters to these rules. */
export type ChainLike = { readonly id: number }

/** Our text for an empty chain list (the spec gives none). */
export const NO_SUPPORTED_CHAINS_MESSAGE = 'At least one supported chain must be configured'

/** Our text for a default chain outside the list (the spec gives none). */
export const DEFAULT_CHAIN_NOT_SUPPORTED_MESSAGE = 'The default chain must be one of the supported chains'

/** W-5.23 The spec's message for an unsupported chain id, starting with its prefix 'Chain ID {id} is not supported'. */
export function chainNotSupportedMessage(chainId: number | string): string {
  return `Chain ID ${chainId} is not supported. It must be added to the supported chains of the app config.`
}

/**
 * Checks the app's chain settings: the list is not empty and holds the default
 * chain (Ethereum mainnet, A-9.30, when none is set). Returns the default chain's id.
 */
export function validateChains(options: {
  chains: readonly ChainLike[]
  defaultChain?: ChainLike | undefined
}): RuleResult<number, 'chains.empty' | 'chains.default_not_supported'> {
  const { chains, defaultChain } = options
  if (!Array.isArray(chains) || chains.length === 0) return fail('chains.empty', NO_SUPPORTED_CHAINS_MESSAGE)
  const defaultId = defaultChain?.id ?? DEFAULT_CHAIN_ID
  if (!isSupportedChain(chains, defaultId))
    return fail('chains.default_not_supported', DEFAULT_CHAIN_NOT_SUPPORTED_MESSAGE)
  return pass(defaultId)
}

/**
 * Reads a chain id written as a number, a decimal or hex string, or a CAIP-2 id ('eip155:8453');
 * null when it is none of these.
 */
export function parseChainId(chainId: unknown): number | null {
  if (typeof chainId === 'number') return Number.isSafeInteger(chainId) && chainId > 0 ? chainId : null
  if (typeof chainId !== 'string') return null
  const text = chainId.startsWith('eip155:') ? chainId.slice(7) : chainId
  if (!/^(0x[0-9a-fA-F]+|[0-9]+)$/.test(text)) return null
  return parseChainId(Number(text))
}

/**
 * True when a configured chain also carries what a send reads it through (a viem `Chain` does):
 * a name, the native currency and a JSON-RPC URL.
 */
export function isTransactionChain(chain: ChainLike): chain is TransactionChain {
  const { name, nativeCurrency, rpcUrls } = chain as Partial<TransactionChain>
  return (
    typeof name === 'string' &&
    typeof nativeCurrency?.symbol === 'string' &&
    typeof nativeCurrency.decimals === 'number' &&
    typeof rpcUrls?.default?.http?.[0] === 'string'
  )
}

/** W-5.23 True when `chainId` is one of the configured chains. */
export function isSupportedChain(chains: readonly ChainLike[], chainId: number): boolean {
  return chains.some((chain) => chain.id === chainId)
}

/**
 * W-5.23 Checks a chain id (of a sign-in message or a request) against the configured
 * chains, with the spec's 'Chain ID {id} is not supported...' message.
 */
export function validateChainId(
  chainId: unknown,
  chains: readonly ChainLike[],
): RuleResult<number, 'chains.not_supported'> {
  const id = parseChainId(chainId)
  if (id === null || !isSupportedChain(chains, id))
    return fail('chains.not_supported', chainNotSupportedMessage(id ?? String(chainId)))
  return pass(id)
}

/** W-9.28 Chains where the smart wallet is available. */
export const SMART_WALLET_CHAIN_IDS: readonly number[] = [1, 11155111, 137, 10, 8453, 84532, 42161, 7777777, 43114, 56]

/** W-9.38 The block explorer used when a chain names none: Ethereum's. */
export const DEFAULT_BLOCK_EXPLORER_URL = 'https://etherscan.io'

/** W-9.38 A chain's block explorer (viem's `blockExplorers.default.url`), else Ethereum's. */
export function blockExplorerUrl(chain?: { blockExplorers?: { default?: { url?: string } } } | null): string {
  return chain?.blockExplorers?.default?.url || DEFAULT_BLOCK_EXPLORER_URL
}
