import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { type Hex, verifyMessage } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { solanaKeyPair, type WalletChain } from './walletSecret.ts'

/**
 * The text a wallet signs to register or reshare its shares: it names the app, the address and
 * the new auth share, so a proof cannot be replayed onto other shares. Only the frame holds the
 * key, so a page that merely holds the user's access token cannot overwrite a wallet's shares.
 */
export function possessionMessage(appId: string, address: string, authShare: string): string {
  return `Lobby embedded wallet shares\napp: ${appId}\naddress: ${address}\nauth share: ${authShare}`
}

/** Signs the possession message: personal_sign (0x hex) for Ethereum, Ed25519 (base64) for Solana. */
export async function signPossession(chain: WalletChain, mnemonic: string, message: string): Promise<string> {
  if (chain === 'ethereum') return mnemonicToAccount(mnemonic).signMessage({ message })
  return base64.encode(ed25519.sign(new TextEncoder().encode(message), solanaKeyPair(mnemonic).seed))
}

/** True when `proof` is the address's signature of `message`. */
export async function verifyPossession(
  chain: WalletChain,
  address: string,
  message: string,
  proof: string,
): Promise<boolean> {
  try {
    if (chain === 'ethereum') {
      return await verifyMessage({ address: address as Hex, message, signature: proof as Hex })
    }
    return ed25519.verify(base64.decode(proof), new TextEncoder().encode(message), base58.decode(address))
  } catch {
    return false
  }
}
