import type { User } from '../api/user'
import type { AppConfig } from '../config/resolveAppConfig'
import { DEFAULT_CHAIN_ID } from '../rules/chains'
import { getEmbeddedWallets } from '../wallet/embeddedWallets'
import type { FundingChain } from './fundingChains'
import type { FundingFlowOptions } from './fundingFlow'
import { FUNDING_TEXT } from './fundingText'

/** What a host's funding request names, each part optional (W-3.19). */
export type FundingTargetInput = {
  /** The wallet to fund. @default the signed-in user's first embedded Ethereum wallet */
  address?: string | null | undefined
  /** The chain to fund. @default the app's default chain, taken from `chains` when it is there */
  chain?: FundingFlowOptions['chain'] | undefined
  /** The host's chains (viem chains fit), which carry the RPC URLs balances and receipts need. */
  chains?: readonly FundingChain[] | undefined
  /** The external wallet's name, for 'Confirm with {wallet}' (W-2.39). @default 'your wallet' */
  walletName?: string | undefined
  /** A chain's display name. @default its `name` among the chains given, else `Chain {id}` */
  networkName?: ((chainId: number) => string) | undefined
}

/** The wallet and chain funded, and how the funding screens name the external wallet and chains. */
export type FundingTarget = {
  address: string | null
  chain: FundingFlowOptions['chain']
  walletName: string
  networkName: (chainId: number) => string
}

/**
 * W-3.19: fills a funding request's gaps from the signed-in user and the app: the user's embedded
 * Ethereum wallet, and the app's default chain (the host's own entry for it, with its RPC URL,
 * when the host listed it).
 */
export function fundingTarget(
  lobby: { user: User | null; config: AppConfig | null },
  input: FundingTargetInput,
): FundingTarget {
  const chains = input.chains ?? []
  const defaultChainId = lobby.config?.defaultChainId ?? DEFAULT_CHAIN_ID
  const chain = input.chain ?? chains.find((entry) => entry.id === defaultChainId) ?? { id: defaultChainId }
  const named = (chainId: number) => {
    const entry = [chain, ...chains].find((candidate) => candidate.id === chainId) as { name?: unknown } | undefined
    return typeof entry?.name === 'string' ? entry.name : `Chain ${chainId}`
  }
  return {
    address: input.address ?? getEmbeddedWallets(lobby.user, 'ethereum')[0]?.address ?? null,
    chain,
    walletName: input.walletName ?? FUNDING_TEXT.yourWallet,
    networkName: input.networkName ?? named,
  }
}
