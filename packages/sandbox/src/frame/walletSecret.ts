import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { getAddress } from 'viem'
import { createEthereumKey, mnemonicAddress } from './keyShares.ts'
import { entropyToMnemonic, mnemonicToEntropy } from './mnemonicEntropy.ts'

/** The chains an embedded wallet's secret can be for. */
export type WalletChain = 'ethereum' | 'solana'

/** A wallet's secret (a BIP-39 mnemonic, split into the key shares) and the address it controls. */
export type WalletSecret = { mnemonic: string; address: string }

/** An Ed25519 seed is 32 bytes, which is also the entropy of a 24-word BIP-39 mnemonic. */
const SOLANA_SEED_BYTES = 32

/**
 * A new wallet secret. Ethereum: a 12-word mnemonic, address at m/44'/60'/0'/0/0. Solana: 32
 * random bytes, the Ed25519 seed itself, carried as the 24-word mnemonic of that entropy so the
 * same share split and recovery serve both chains.
 */
export function createWalletSecret(chain: WalletChain): WalletSecret {
  if (chain === 'ethereum') return createEthereumKey()
  const mnemonic = entropyToMnemonic(globalThis.crypto.getRandomValues(new Uint8Array(SOLANA_SEED_BYTES)))
  return { mnemonic, address: walletAddress('solana', mnemonic) }
}

/** The Solana key pair of a mnemonic made by `createWalletSecret('solana')`. */
export function solanaKeyPair(mnemonic: string): { seed: Uint8Array; publicKey: Uint8Array; address: string } {
  const seed = mnemonicToEntropy(mnemonic)
  if (seed.length !== SOLANA_SEED_BYTES) throw new Error('A Solana secret is 32 bytes.')
  const publicKey = ed25519.getPublicKey(seed)
  return { seed, publicKey, address: base58.encode(publicKey) }
}

/** The address a mnemonic controls on a chain: a checksummed 0x address, or a base58 Solana public key. */
export function walletAddress(chain: WalletChain, mnemonic: string): string {
  return chain === 'ethereum' ? mnemonicAddress(mnemonic) : solanaKeyPair(mnemonic).address
}

/** True for a base58 string that decodes to a 32-byte Ed25519 public key. */
export function isSolanaAddress(value: string): boolean {
  try {
    return base58.decode(value).length === 32
  } catch {
    return false
  }
}

/** The chain an address belongs to, or null when it is neither a 0x address nor a Solana key. */
export function chainOfAddress(value: string): WalletChain | null {
  if (/^0x[0-9a-fA-F]{40}$/.test(value)) return 'ethereum'
  return isSolanaAddress(value) ? 'solana' : null
}

/** The canonical form of an address (checksummed 0x, or base58 as is), or null for neither kind. */
export function canonicalAddress(value: string): string | null {
  const chain = chainOfAddress(value)
  if (chain === 'ethereum') return getAddress(value)
  return chain === 'solana' ? value : null
}
