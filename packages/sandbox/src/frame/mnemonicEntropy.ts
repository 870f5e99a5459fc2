import { LobbyError } from '@lobby/headless/core'
import { mnemonicToEntropy as toEntropy, entropyToMnemonic as toMnemonic } from '@scure/bip39'
import { wordlist as english } from '@scure/bip39/wordlists/english'

function invalidMnemonic(reason: string): LobbyError {
  return new LobbyError('wallet_error', 'embedded_wallet.invalid_mnemonic', 'Invalid recovery phrase.', {
    details: reason,
  })
}

/**
 * The BIP-39 entropy behind a mnemonic (12 to 24 English words), checksum verified: what the
 * key shares split, 16 to 32 bytes instead of the phrase's text. @scure/bip39 (the library
 * viem's own mnemonic accounts use) does the conversion; this file only maps its errors.
 */
export function mnemonicToEntropy(mnemonic: string): Uint8Array {
  try {
    return toEntropy(mnemonic.trim().split(/\s+/).join(' '), english)
  } catch (error) {
    throw invalidMnemonic(error instanceof Error ? error.message : String(error))
  }
}

/** The English BIP-39 mnemonic for 16 to 32 bytes of entropy (a multiple of 4): the inverse of `mnemonicToEntropy`. */
export function entropyToMnemonic(entropy: Uint8Array): string {
  try {
    return toMnemonic(entropy, english)
  } catch (error) {
    throw invalidMnemonic(error instanceof Error ? error.message : String(error))
  }
}
