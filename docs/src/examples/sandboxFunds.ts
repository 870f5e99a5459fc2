import { z } from 'zod/mini'
import { sandboxUrl } from '../sandbox.ts'
import { SOLANA_RPC_URL } from './solanaSend.ts'

// A reader of the docs has no anvil or Solana CLI at hand: without these the guide's sends stop on
// 'Add funds' or 'AccountNotFound'. The sandbox's chains are local and free, so the page funds itself.

const ChainsAnswer = z.object({
  chains: z.array(z.object({ id: z.number(), rpcUrl: z.string() })),
  accounts: z.array(z.object({ address: z.string() })),
})
const RpcAnswer = z.object({
  result: z.optional(z.unknown()),
  error: z.optional(z.object({ message: z.string() })),
})

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const answer = RpcAnswer.parse(await response.json())
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  return answer.result
}

/** The dev account the docs fund from: the last of anvil's ten. */
const FUNDING_ACCOUNT = 9

/** Sends 1 ETH on the sandbox's chain 1 from an unlocked anvil dev account to `to`; resolves with the hash once mined. */
export async function fundOneEth(to: string): Promise<string> {
  const { chains, accounts } = ChainsAnswer.parse(await (await fetch(`${sandboxUrl}/_sandbox/chains`)).json())
  const chain = chains.find((c) => c.id === 1)
  const from = accounts[FUNDING_ACCOUNT]?.address
  if (!chain || !from) throw new Error('The sandbox runs no chain 1 with dev accounts (start it with chains).')
  const hash = z
    .string()
    .parse(await rpc(chain.rpcUrl, 'eth_sendTransaction', [{ from, to, value: '0xde0b6b3a7640000' }]))
  for (let tries = 0; tries < 50; tries++) {
    if ((await rpc(chain.rpcUrl, 'eth_getTransactionReceipt', [hash])) !== null) return hash
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`The funding transaction ${hash} was not mined.`)
}

/** Airdrops 1 SOL to `to` on the sandbox's Solana facade; resolves with the airdrop's signature. */
export async function airdropOneSol(to: string): Promise<string> {
  return z.string().parse(await rpc(SOLANA_RPC_URL, 'requestAirdrop', [to, 1_000_000_000]))
}
