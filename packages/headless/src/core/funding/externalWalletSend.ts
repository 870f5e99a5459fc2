import type { Eip1193Provider } from '../eip1193Provider'
import { LobbyError } from '../errors/lobbyError'
import { shouldAddChain } from '../errors/providerErrors'
import type { FundingChains } from './fundingChains'

/** One transaction for the external wallet to send: value in base units, data for a contract call. */
export type ExternalWalletTransaction = {
  chainId: number
  to: string
  value: bigint
  data?: string | undefined
  /** The account to send from; the wallet's first account when omitted. */
  from?: string | undefined
}

const hex = (value: number | bigint) => `0x${value.toString(16)}`

/** The wallet's first account, asking for access when it has none yet (EIP-1102). */
export async function externalWalletAddress(provider: Eip1193Provider): Promise<string> {
  const read = async (method: string) => {
    const accounts = await provider.request({ method })
    return Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : null
  }
  const address = (await read('eth_accounts')) ?? (await read('eth_requestAccounts'))
  if (!address) throw new LobbyError('wallet_error', 'no_external_account', 'The wallet shared no account.')
  return address
}

/** Moves the wallet to `chainId`, adding the chain first when the wallet does not know it (W-8.16). */
async function switchChain(provider: Eip1193Provider, chains: FundingChains, chainId: number): Promise<void> {
  const current = await provider.request({ method: 'eth_chainId' })
  if (typeof current === 'string' && Number(current) === chainId) return
  const params = [{ chainId: hex(chainId) }]
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params })
  } catch (error) {
    const chain = chains.chains.find((entry) => entry.id === chainId)
    if (!shouldAddChain(error) || !chain) throw error
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: hex(chainId), chainName: `Chain ${chainId}`, rpcUrls: [...chain.rpcUrls.default.http] }],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params })
  }
}

/**
 * Sends one transaction from an EIP-1193 wallet on its chain and waits until it is mined, when the
 * chain's RPC is known (W-4.35 direct send, W-4.36 the bridge deposit); resolves with the hash. Provider errors
 * (4001 and the rest) are thrown as the wallet raised them, for the flow to read.
 */
export async function sendFromExternalWallet(
  provider: Eip1193Provider,
  chains: FundingChains,
  transaction: ExternalWalletTransaction,
): Promise<string> {
  // Asking for the account first also authorizes this site, which a send from a named account needs.
  const account = await externalWalletAddress(provider)
  const from = transaction.from ?? account
  await switchChain(provider, chains, transaction.chainId)
  const hash = await provider.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from,
        to: transaction.to,
        value: hex(transaction.value),
        ...(transaction.data && transaction.data !== '0x' ? { data: transaction.data } : {}),
      },
    ],
  })
  if (typeof hash !== 'string') throw new LobbyError('wallet_error', 'no_transaction_hash', 'The wallet gave no hash.')
  // The send is out: a chain the app gave no RPC URL for cannot be watched, and that must not read as a failure.
  const watchable = chains.chains.some((chain) => chain.id === transaction.chainId && chain.rpcUrls.default.http[0])
  if (watchable) await chains.waitForTransaction({ hash, chainId: transaction.chainId })
  return hash
}
