import { sha256 } from 'viem'
import { english } from 'viem/accounts'
import { LobbyError } from '../errors'

const WORD_BITS = 11

function invalidMnemonic(reason: string): LobbyError {
  return new LobbyError('wallet_error', 'embedded_wallet.invalid_mnemonic', 'Invalid recovery phrase.', {
    details: reason,
  })
}

function checksumBits(entropy: Uint8Array): string {
  const hash = sha256(entropy, 'bytes')
  const bits = (hash[0] ?? 0).toString(2).padStart(8, '0')
  return bits.slice(0, (entropy.length * 8) / 32)
}

/**
 * The BIP-39 entropy behind a mnemonic (12 to 24 English words), checksum verified: what the
 * key shares split, 16 to 32 bytes instead of the phrase's text.
 */
export function mnemonicToEntropy(mnemonic: string): Uint8Array {
  const words = mnemonic.trim().split(/\s+/)
  if (![12, 15, 18, 21, 24].includes(words.length)) throw invalidMnemonic(`${words.length} words`)
  let bits = ''
  for (const word of words) {
    const index = english.indexOf(word)
    if (index < 0) throw invalidMnemonic('unknown word')
    bits += index.toString(2).padStart(WORD_BITS, '0')
  }
  const entropyBits = (bits.length * 32) / 33
  const entropy = new Uint8Array(entropyBits / 8)
  for (let i = 0; i < entropy.length; i++) entropy[i] = Number.parseInt(bits.slice(i * 8, i * 8 + 8), 2)
  if (checksumBits(entropy) !== bits.slice(entropyBits)) throw invalidMnemonic('checksum mismatch')
  return entropy
}

/** The English BIP-39 mnemonic for 16 to 32 bytes of entropy (a multiple of 4): the inverse of `mnemonicToEntropy`. */
export function entropyToMnemonic(entropy: Uint8Array): string {
  if (entropy.length < 16 || entropy.length > 32 || entropy.length % 4 !== 0) {
    throw invalidMnemonic(`${entropy.length} bytes of entropy`)
  }
  const bits = [...entropy].map((byte) => byte.toString(2).padStart(8, '0')).join('') + checksumBits(entropy)
  const words: string[] = []
  for (let i = 0; i < bits.length; i += WORD_BITS) {
    words.push(english[Number.parseInt(bits.slice(i, i + WORD_BITS), 2)] as string)
  }
  return words.join(' ')
}
