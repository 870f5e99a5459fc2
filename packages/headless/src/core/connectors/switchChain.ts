import type { Eip1193Provider } from '../eip1193Provider'
import { shouldAddChain, toProviderError } from '../errors/providerErrors'
import { blockExplorerUrl, type ChainLike } from '../rules/chains'

/** A chain as viem describes it: enough to ask a wallet to add it (EIP-3085). */
export type AddableChain = ChainLike & {
  name?: string
  nativeCurrency?: { name: string; symbol: string; decimals: number }
  rpcUrls?: { default?: { http?: readonly string[] } }
  blockExplorers?: { default?: { url?: string } }
}

/** EIP-3085 `wallet_addEthereumChain` parameters. */
export type AddEthereumChainParameter = {
  chainId: `0x${string}`
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

const toHexChainId = (id: number): `0x${string}` => `0x${id.toString(16)}`

/** EIP-3085 The parameters that ask a wallet to add `chain` (W-8.16), with Ethereum's explorer when it names none (W-9.38). */
export function addEthereumChainParameter(chain: AddableChain): AddEthereumChainParameter {
  return {
    chainId: toHexChainId(chain.id),
    chainName: chain.name ?? `Chain ${chain.id}`,
    nativeCurrency: chain.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: [...(chain.rpcUrls?.default?.http ?? [])],
    blockExplorerUrls: [blockExplorerUrl(chain)],
  }
}

/**
 * W-4.06, W-8.16 Asks the wallet to switch to `chain`; when it answers 4902 (chain missing)
 * the chain is added with `wallet_addEthereumChain`, then the switch is asked again. Provider
 * errors come back as `provider_error`s (W-8.13 to W-8.18).
 */
export async function switchChain(provider: Eip1193Provider, chain: AddableChain): Promise<void> {
  const params = [{ chainId: toHexChainId(chain.id) }]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params })
  } catch (error) {
    if (!shouldAddChain(error)) throw toProviderError(error)
    try {
      await provider.request({ method: 'wallet_addEthereumChain', params: [addEthereumChainParameter(chain)] })
      await provider.request({ method: 'wallet_switchEthereumChain', params })
    } catch (addError) {
      throw toProviderError(addError)
    }
  }
}
