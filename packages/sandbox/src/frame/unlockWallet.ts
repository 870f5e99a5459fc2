import { base64 } from '@scure/base'
import { FrameHandlerError } from './createFrameServer.ts'
import { type DeviceKey, type DeviceKeys, type ReleasePurpose, releaseMessage } from './deviceKeys.ts'
import type { DeviceShares } from './deviceShares.ts'
import { combineShares } from './keyShares.ts'
import type { SignedRelease, WalletApi } from './walletApi.ts'
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
 * Signs a share release with `key`: a one-time challenge of the sandbox for this purpose, signed
 * over `releaseMessage`, so only the frame that holds the key has a share released.
 */
export async function signedRelease(input: {
  api: WalletApi
  keys: DeviceKeys
  key: DeviceKey
  appId: string
  accessToken: string
  address: string
  purpose: ReleasePurpose
}): Promise<SignedRelease> {
  const { challenge } = await input.api.challenge(input.accessToken, input.address, input.purpose)
  const message = releaseMessage({ appId: input.appId, address: input.address, purpose: input.purpose, challenge })
  return {
    address: input.address,
    challenge,
    device_public_key: input.key.publicKey,
    signature: await input.keys.sign(input.key, message),
  }
}

/**
 * Unlocks a wallet with this device's share and the auth share the sandbox releases to this
 * device's key. No device share or key, or a share that no longer fits (the wallet was reshared
 * from another device), is `wallet_not_on_device`: the SDK recovers then (W-8.19). A share that
 * does not fit is kept: a bad answer must never cost the wallet its device share.
 */
export async function unlockWallet(input: {
  api: WalletApi
  shares: DeviceShares
  keys: DeviceKeys
  appId: string
  accessToken: string
  chain: WalletChain
  address: string
  purpose?: 'connect' | 'export'
}): Promise<UnlockedWallet> {
  const { api, shares, chain, address } = input
  const device = shares.get(address)
  const key = await input.keys.get(address)
  if (!device || !key) {
    throw new FrameHandlerError('wallet_not_on_device', 'This wallet is not on this device: recover it.')
  }
  const purpose = input.purpose ?? 'connect'
  const release = await signedRelease({ ...input, key, purpose })
  const released = await api.authShare(input.accessToken, { ...release, purpose })
  const mnemonic = await rebuildSecret(chain, address, device, base64ToBytes(released.auth_share))
  if (!mnemonic) {
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
