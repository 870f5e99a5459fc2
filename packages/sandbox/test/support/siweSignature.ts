import type { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'

/** The statement our SDK puts in every SIWE message. */
const STATEMENT =
  'You are proving you own this wallet. This request will not trigger a blockchain transaction or cost any gas fees.'

/** An EIP-4361 message for `nonce` from a page on localhost:3000, and `account`'s signature of it. */
export async function siweSignature(
  account: ReturnType<typeof privateKeyToAccount>,
  nonce: string,
  issuedAt: Date = new Date(),
): Promise<{ message: string; signature: string }> {
  const message = createSiweMessage({
    domain: 'localhost:3000',
    address: account.address,
    statement: STATEMENT,
    uri: 'http://localhost:3000',
    version: '1',
    chainId: 1,
    nonce,
    issuedAt,
  })
  return { message, signature: await account.signMessage({ message }) }
}
