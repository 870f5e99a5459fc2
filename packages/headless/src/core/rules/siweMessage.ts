import { type ChainLike, isSupportedChain, parseChainId } from './chains'

/** The statement of the sign-in message: it proves ownership and costs no fees. */
export const SIWE_STATEMENT =
  'By signing, you are proving you own this wallet and logging in. This does not initiate a transaction or cost any fees.'

/** The fields of an EIP-4361 sign-in message. */
export type SiweMessageFields = {
  /** The page's host (`location.host`): EIP-4361 binds the signature to it. */
  domain: string
  /** The EIP-55 checksummed address. */
  address: string
  /** The page's URL (`location.origin`). */
  uri: string
  chainId: number
  nonce: string
  issuedAt: Date
  /** @default SIWE_STATEMENT */
  statement?: string
}

/** Writes an EIP-4361 message (https://eips.ethereum.org/EIPS/eip-4361) whose statement says it costs no fees. */
export function createSiweMessage(fields: SiweMessageFields): string {
  return [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    fields.address,
    '',
    fields.statement ?? SIWE_STATEMENT,
    '',
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
  ].join('\n')
}

/**
 * The chain a sign-in message names: the wallet's own when the app supports it, else the
 * app's default chain, so a message never names an unsupported chain.
 */
export function siweChainId(walletChainId: unknown, chains: readonly ChainLike[], defaultChainId: number): number {
  const id = parseChainId(walletChainId)
  return id !== null && isSupportedChain(chains, id) ? id : defaultChainId
}
