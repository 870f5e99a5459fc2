import { loadViem } from '../viem'
import { type ChainLike, validateChainId } from './chains'

/** The statement of the sign-in message: it proves ownership and costs no fees. */
export const SIWE_STATEMENT =
  'By signing, you are proving you own this wallet and logging in. This does not initiate a transaction or cost any fees.'

/** The fields of an EIP-4361 sign-in message. */
export type SiweMessageFields = {
  /** The page's host (`location.host`): EIP-4361 binds the signature to it. */
  domain: string
  /** The EIP-55 checksummed address. */
  address: `0x${string}`
  /** The page's URL (`location.origin`). */
  uri: string
  chainId: number
  nonce: string
  issuedAt: Date
  /** @default SIWE_STATEMENT */
  statement?: string
}

/**
 * Writes an EIP-4361 message whose statement says it costs no fees, with viem's writer
 * (which also refuses a field EIP-4361 does not allow). viem loads only when a wallet signs in,
 * so the login modal's first load stays without it.
 */
export async function writeSiweMessage(fields: SiweMessageFields): Promise<string> {
  const { createSiweMessage } = await loadViem()
  return createSiweMessage({ ...fields, statement: fields.statement ?? SIWE_STATEMENT, version: '1' })
}

/**
 * The chain a sign-in message names: the wallet's own when the app supports it, else the
 * app's default chain, so a message never names an unsupported chain.
 */
export function siweChainId(walletChainId: unknown, chains: readonly ChainLike[], defaultChainId: number): number {
  const id = validateChainId(walletChainId, chains)
  return id.ok ? id.value : defaultChainId
}
