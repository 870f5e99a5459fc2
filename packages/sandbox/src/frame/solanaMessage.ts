import { base58 } from '@scure/base'

// A message's leading 0x80 bit marks a versioned one (v0 and later); a legacy message starts with its header.
const VERSION_PREFIX = 0x80

/**
 * The public keys (base58) a serialized Solana message asks to sign, legacy or versioned; null
 * when the bytes are not a message. The frame signs a transaction only for a wallet on this list.
 */
export function solanaMessageSigners(bytes: Uint8Array): string[] | null {
  let at = 0
  if ((bytes[0] ?? 0) & VERSION_PREFIX) {
    if ((bytes[0] ?? 0) !== VERSION_PREFIX) return null // only v0 exists
    at = 1
  }
  const required = bytes[at]
  if (required === undefined || required === 0) return null
  at += 3 // header: required signatures, read-only signed, read-only unsigned
  // The account count is a compact-u16: 7 bits a byte, high bit for "more".
  let count = 0
  for (let shift = 0; shift <= 14; shift += 7) {
    const byte = bytes[at++]
    if (byte === undefined) return null
    count |= (byte & 0x7f) << shift
    if (!(byte & 0x80)) break
  }
  if (count < required || bytes.length < at + count * 32) return null
  return Array.from({ length: required }, (_, i) => base58.encode(bytes.subarray(at + i * 32, at + (i + 1) * 32)))
}
