import { LobbyError } from '@lobby/headless/core'
import { combine, split } from 'shamir-secret-sharing'
import type { Address } from 'viem'
import { english, generateMnemonic, type HDAccount, mnemonicToAccount } from 'viem/accounts'
import { entropyToMnemonic, mnemonicToEntropy } from './mnemonicEntropy.ts'

/** The three shares of a wallet secret, any two of which rebuild it. */
export type KeyShares = {
  /** Kept in the frame origin's storage on this device. */
  device: Uint8Array
  /** Held by the server, released only against a valid access token. */
  auth: Uint8Array
  /** Sealed by the user's recovery method. */
  recovery: Uint8Array
}

/** A new Ethereum key: its mnemonic (secret, stays in the frame) and its address. */
export type EthereumKey = {
  mnemonic: string
  address: Address
}

/** The number of shares and how many rebuild the secret: 2 of 3. */
export const KEY_SHARE_THRESHOLD = 2

/** A fresh Ethereum key from a new 12-word BIP-39 mnemonic, address at the default path m/44'/60'/0'/0/0. */
export function createEthereumKey(): EthereumKey {
  const mnemonic = generateMnemonic(english)
  return { mnemonic, address: mnemonicToAccount(mnemonic).address }
}

/** The address of a mnemonic, at the default path: what a rebuilt secret must match. */
export function mnemonicAddress(mnemonic: string): Address {
  return mnemonicToAccount(mnemonic).address
}

/** Splits a mnemonic's entropy 2-of-3 into device, auth and recovery shares. */
export async function splitMnemonic(mnemonic: string): Promise<KeyShares> {
  const [device, auth, recovery] = await split(mnemonicToEntropy(mnemonic), 3, KEY_SHARE_THRESHOLD)
  if (!device || !auth || !recovery) throw new Error('shamir split returned fewer than 3 shares')
  return { device, auth, recovery }
}

/**
 * Rebuilds the mnemonic from any two shares. Shares of different secrets combine into noise,
 * so pass `expectedAddress` to have that caught as `embedded_wallet.share_mismatch`.
 */
export async function combineShares(first: Uint8Array, second: Uint8Array, expectedAddress?: Address): Promise<string> {
  let mnemonic: string
  try {
    mnemonic = entropyToMnemonic(await combine([first, second]))
  } catch (cause) {
    throw new LobbyError('wallet_error', 'embedded_wallet.share_mismatch', 'These key shares do not fit together.', {
      cause,
    })
  }
  if (expectedAddress && mnemonicAddress(mnemonic).toLowerCase() !== expectedAddress.toLowerCase()) {
    throw new LobbyError('wallet_error', 'embedded_wallet.share_mismatch', 'These key shares do not fit together.')
  }
  return mnemonic
}

/**
 * The signing account rebuilt from two shares and checked against the wallet's address: what the
 * frame signs with, so the key never leaves it.
 */
export async function accountFromShares(first: Uint8Array, second: Uint8Array, address: Address): Promise<HDAccount> {
  return mnemonicToAccount(await combineShares(first, second, address))
}
