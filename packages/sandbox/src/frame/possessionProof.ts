import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { type Hex, hexToString, isHex, sha256, stringToBytes, verifyTypedData } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { solanaKeyPair, type WalletChain } from './walletSecret.ts'

/**
 * The possession proof: the wallet key's signature over what a create or reshare stores (hashes of
 * the auth share, the recovery share as stored, and the device key registered with them). It is
 * typed data in a domain of its own (Ethereum) or text under a prefix (Solana), and the frame's
 * RPC refuses to sign either, so a page cannot obtain one through the wallet it may use.
 */
export const POSSESSION_DOMAIN = { name: 'Lobby embedded wallet shares', version: '1' } as const

/** The Solana proof's first bytes, and the text the old Ethereum proof started with: the RPC refuses both. */
export const POSSESSION_PREFIX = 'Lobby embedded wallet shares'

const TYPES = {
  WalletShares: [
    { name: 'app', type: 'string' },
    { name: 'wallet', type: 'string' },
    { name: 'authShare', type: 'bytes32' },
    { name: 'recoveryShare', type: 'bytes32' },
    { name: 'deviceKey', type: 'bytes32' },
  ],
} as const

/** What a proof vouches for; the shares and key as sent on the wire. */
export type PossessedShares = {
  appId: string
  address: string
  authShare: string
  /** The plain share (privy) or the sealed envelope (user-owned methods). */
  recoveryShare: string | Record<string, unknown>
  /** The device key registered with these shares (base64 SPKI). */
  deviceKey: string
}

/** JSON with sorted keys: the sealed envelope hashes the same on both sides whatever its key order. */
function canonicalJson(value: Record<string, unknown>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))))
}

const digest = (value: string | Record<string, unknown>): Hex =>
  sha256(stringToBytes(typeof value === 'string' ? value : canonicalJson(value)))

function typedData(shares: PossessedShares) {
  return {
    domain: POSSESSION_DOMAIN,
    types: TYPES,
    primaryType: 'WalletShares' as const,
    message: {
      app: shares.appId,
      wallet: shares.address,
      authShare: digest(shares.authShare),
      recoveryShare: digest(shares.recoveryShare),
      deviceKey: digest(shares.deviceKey),
    },
  }
}

function solanaText(shares: PossessedShares): Uint8Array {
  const data = typedData(shares).message
  return stringToBytes(
    `${POSSESSION_PREFIX}\napp: ${data.app}\naddress: ${data.wallet}\nauth share: ${data.authShare}\nrecovery share: ${data.recoveryShare}\ndevice key: ${data.deviceKey}`,
  )
}

/** Signs the proof: EIP-712 (0x hex) for Ethereum, Ed25519 over the prefixed text (base64) for Solana. */
export async function signPossession(chain: WalletChain, mnemonic: string, shares: PossessedShares): Promise<string> {
  if (chain === 'ethereum') return mnemonicToAccount(mnemonic).signTypedData(typedData(shares))
  return base64.encode(ed25519.sign(solanaText(shares), solanaKeyPair(mnemonic).seed))
}

/** True when `proof` is the address's proof over `shares`. */
export async function verifyPossession(chain: WalletChain, shares: PossessedShares, proof: string): Promise<boolean> {
  try {
    if (chain === 'ethereum') {
      return await verifyTypedData({ address: shares.address as Hex, ...typedData(shares), signature: proof as Hex })
    }
    return ed25519.verify(base64.decode(proof), solanaText(shares), base58.decode(shares.address))
  } catch {
    return false
  }
}

/** True for typed data in the proof's domain: the RPC never signs it. */
export function isPossessionTypedData(domain: Record<string, unknown> | undefined): boolean {
  return domain?.name === POSSESSION_DOMAIN.name
}

/** True for a personal_sign / eth_sign message (text or 0x bytes) or Solana bytes under the proof's prefix. */
export function isPossessionText(message: string | Uint8Array): boolean {
  let text: string
  if (typeof message !== 'string') text = new TextDecoder('utf-8', { fatal: false }).decode(message)
  else if (isHex(message)) {
    try {
      text = hexToString(message)
    } catch {
      return false
    }
  } else text = message
  return text.trimStart().startsWith(POSSESSION_PREFIX)
}
