import { base58 } from '@scure/base'
import { toHex } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { FrameHandlerError } from './createFrameServer.ts'
import type { UnlockedWallet } from './unlockWallet.ts'
import { solanaKeyPair } from './walletSecret.ts'

/** What the export view shows: the private key (0x hex for Ethereum, base58 secret key for Solana) and the phrase. */
export function exportedSecrets(wallet: UnlockedWallet): { privateKey: string; phrase: string } {
  if (wallet.chain === 'ethereum') {
    const key = mnemonicToAccount(wallet.mnemonic).getHdKey().privateKey
    if (!key) throw new FrameHandlerError('error', 'The wallet has no private key.')
    return { privateKey: toHex(key), phrase: wallet.mnemonic }
  }
  const pair = solanaKeyPair(wallet.mnemonic)
  const secretKey = new Uint8Array(64)
  secretKey.set(pair.seed, 0)
  secretKey.set(pair.publicKey, 32)
  return { privateKey: base58.encode(secretKey), phrase: wallet.mnemonic }
}
