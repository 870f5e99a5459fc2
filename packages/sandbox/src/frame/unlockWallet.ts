import { combineShares, FrameHandlerError } from '@lobby/headless/core'
import { base64 } from '@scure/base'
import type { DeviceShares } from './deviceShares.ts'
import type { WalletApi } from './walletApi.ts'
import { canonicalAddress, chainOfAddress, type WalletChain, walletAddress } from './walletSecret.ts'

/** A wallet whose secret the frame holds in memory, ready to sign. */
export type UnlockedWallet = { chain: WalletChain; address: string; mnemonic: string }

/** The address of a request in canonical form, of the expected chain; invalid_request_arguments otherwise. */
export function requireAddress(raw: string, chain: WalletChain): string {
  const address = canonicalAddress(raw)
  if (!address || chainOfAddress(address) !== chain) {
    throw new FrameHandlerError('invalid_request_arguments', `"${raw}" is not a ${chain} wallet address.`)
  }
  return address
}

/** Rebuilds a secret from two shares and checks it controls `address`; null when they do not fit. */
export async function rebuildSecret(
  chain: WalletChain,
  address: string,
  first: Uint8Array,
  second: Uint8Array,
): Promise<string | null> {
  const mnemonic = await combineShares(first, second).catch(() => null)
  return mnemonic && walletAddress(chain, mnemonic) === address ? mnemonic : null
}

/**
 * Unlocks a wallet with this device's share and the auth share the sandbox releases for the
 * access token. No device share, or one that no longer fits (the wallet was reshared from
 * another device), is `wallet_not_on_device`: the SDK recovers then (W-8.19).
 */
export async function unlockWallet(input: {
  api: WalletApi
  shares: DeviceShares
  accessToken: string
  chain: WalletChain
  address: string
  purpose?: 'connect' | 'export'
}): Promise<UnlockedWallet> {
  const { api, shares, chain, address } = input
  const device = shares.get(address)
  if (!device) throw new FrameHandlerError('wallet_not_on_device', 'This wallet is not on this device: recover it.')
  const released = await api.authShare(input.accessToken, address, input.purpose ?? 'connect')
  const mnemonic = await rebuildSecret(chain, address, device, base64ToBytes(released.auth_share))
  if (!mnemonic) {
    shares.remove(address)
    throw new FrameHandlerError(
      'wallet_not_on_device',
      "This device's key share no longer fits the wallet: recover it.",
    )
  }
  return { chain, address, mnemonic }
}

/** base64 to bytes; invalid_request_arguments for anything else. */
export function base64ToBytes(value: string): Uint8Array {
  try {
    return base64.decode(value)
  } catch {
    throw new FrameHandlerError('invalid_request_arguments', 'A key share is not base64.')
  }
}
