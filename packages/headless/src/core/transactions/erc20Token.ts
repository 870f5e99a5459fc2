import { loadViem } from '../viem'
import { createChainClient, type TransactionChain } from './transactionChain'

/** W-7.29 An ERC-20 token's symbol and decimals, as its contract answers them on the chain. */
export type Erc20Token = { symbol: string; decimals: number }

// A symbol is shown beside an amount: a contract's answer longer than this is no ticker.
const MAX_SYMBOL_LENGTH = 32
// uint256 holds at most 78 digits: more decimals than that no amount can use.
const MAX_DECIMALS = 77

/**
 * W-7.29 Reads a token's symbol and decimals over the chain's JSON-RPC; null when the contract
 * does not answer both sensibly (not a token, a node that fails), so an amount shows unscaled
 * rather than wrongly scaled.
 */
export async function readErc20Token(chain: TransactionChain, address: `0x${string}`): Promise<Erc20Token | null> {
  try {
    const [{ erc20Abi }, client] = await Promise.all([loadViem(), createChainClient(chain)])
    const [symbol, decimals] = await Promise.all([
      client.readContract({ address, abi: erc20Abi, functionName: 'symbol' }),
      client.readContract({ address, abi: erc20Abi, functionName: 'decimals' }),
    ])
    const ticker = symbol.trim()
    if (!ticker || ticker.length > MAX_SYMBOL_LENGTH || decimals > MAX_DECIMALS) return null
    return { symbol: ticker, decimals }
  } catch {
    return null
  }
}
