import type { UseSolanaWalletsReturn } from '@lobby/headless'
import { Connection, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import { sandboxUrl } from '../sandbox.ts'

/** The sandbox's Solana facade (litesvm behind JSON-RPC), HTTP and WebSocket on the sandbox's own port. */
export const SOLANA_RPC_URL = `${sandboxUrl}/_chains/solana`

/**
 * Sends `sol` from the user's embedded Solana wallet with web3.js: the page builds the transfer,
 * the wallet frame signs it, the facade confirms it. Loaded on the click, so web3.js never weighs on
 * the page's first load.
 */
export async function sendSol(solana: UseSolanaWalletsReturn, from: string, to: string, sol: number) {
  const connection = new Connection(SOLANA_RPC_URL, {
    commitment: 'confirmed',
    wsEndpoint: SOLANA_RPC_URL.replace(/^http/, 'ws'),
  })
  const latest = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: new PublicKey(from), ...latest }).add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(from),
      toPubkey: new PublicKey(to),
      lamports: Math.round(sol * LAMPORTS_PER_SOL),
    }),
  )
  const signature = await solana.sendTransaction(transaction, connection)
  const { value } = await connection.confirmTransaction({ signature, ...latest }, 'confirmed')
  if (value.err) throw new Error(`The transfer failed on the chain: ${JSON.stringify(value.err)}`)
  return signature
}
