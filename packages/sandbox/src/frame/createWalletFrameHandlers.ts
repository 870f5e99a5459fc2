import {
  FARCASTER_SIGNER_NEEDS_ACCOUNTS_MESSAGE,
  type FrameRequestInput,
  farcasterSignerFid,
  toUser,
  validateRecoveryPassword,
  validateSignMessage,
  validateSolanaSignMessage,
} from '@lobby/headless/core'
import { ed25519 } from '@noble/curves/ed25519'
import { base64, hex } from '@scure/base'
import { type Hex, isHex, type TransactionSerializable } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { FrameHandlerError, type FrameHandlers } from './createFrameServer.ts'
import { createDeviceKeys, type DeviceKey, type DeviceKeyStore } from './deviceKeys.ts'
import { createDeviceShares, type ShareStorage } from './deviceShares.ts'
import { splitMnemonic } from './keyShares.ts'
import { isPossessionText, isPossessionTypedData, signPossession } from './possessionProof.ts'
import {
  DEFAULT_SCRYPT_PARAMS,
  type DriveSealedShare,
  newDriveKey,
  openWithDriveKey,
  openWithPassword,
  type PasswordSealedShare,
  type ScryptParams,
  sealWithDriveKey,
  sealWithPassword,
} from './sealRecoveryShare.ts'
import { solanaMessageSigners } from './solanaMessage.ts'
import {
  base64ToBytes,
  rebuildSecret,
  requireAddress,
  signedRelease,
  type UnlockedWallet,
  unlockWallet,
} from './unlockWallet.ts'
import { type RecoveryMethod, type RecoveryUpload, type WalletApi, WalletApiError } from './walletApi.ts'
import { createWalletSecret, solanaKeyPair, type WalletChain } from './walletSecret.ts'

/** What the frame's handlers need: the sandbox API, the app, and the frame origin's storage. */
export type WalletFrameOptions = {
  api: WalletApi
  appId: string
  /** The frame origin's `localStorage` (device shares, the Farcaster signer key). */
  storage: ShareStorage
  /** The frame origin's IndexedDB (device keys, never extractable); a Map in tests. */
  keyStore: DeviceKeyStore
  /** scrypt's cost for recovery passwords. @default DEFAULT_SCRYPT_PARAMS */
  scrypt?: ScryptParams
}

/** Secrets to seal a recovery share with: the password, or the recovery OAuth token of a drive. */
type RecoverySecrets = { password?: string | undefined; recoveryAccessToken?: string | undefined }

const invalid = (message: string) => new FrameHandlerError('invalid_request_arguments', message)
const proofRefused = () => invalid("The wallet frame never signs Lobby's proof of the wallet's shares.")

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const quantity = z.optional(z.union([z.string().check(z.regex(QUANTITY)), z.number()]))
/** eth_signTransaction's input (W-7.10), in the JSON-RPC form: hex quantities, `gas` for the limit. */
const RpcTransaction = z.object({
  type: z.optional(z.enum(['0x0', '0x2'])),
  chainId: z.union([z.string().check(z.regex(QUANTITY)), z.number()]),
  from: z.optional(z.string()),
  to: z.optional(z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)))),
  data: z.optional(z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/))),
  value: quantity,
  gas: quantity,
  nonce: quantity,
  gasPrice: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
})
const TypedData = z.object({
  domain: z.optional(z.record(z.string(), z.unknown())),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})

const big = (value: string | number | undefined) => (value === undefined ? undefined : BigInt(value))

/** A JSON-RPC transaction in viem's shape: a gasPrice (or type 0x0) makes it legacy, otherwise EIP-1559. */
function toTransaction(raw: unknown): TransactionSerializable {
  const parsed = RpcTransaction.safeParse(raw)
  if (!parsed.success) throw invalid('eth_signTransaction needs a transaction with hex quantities and a chainId.')
  const t = parsed.data
  const common = {
    chainId: Number(t.chainId),
    ...(t.to ? { to: t.to as Hex } : {}),
    ...(t.data ? { data: t.data as Hex } : {}),
    ...(t.value !== undefined ? { value: big(t.value) } : {}),
    ...(t.gas !== undefined ? { gas: big(t.gas) } : {}),
    ...(t.nonce !== undefined ? { nonce: Number(t.nonce) } : {}),
  }
  if (t.type === '0x0' || (t.type === undefined && t.gasPrice !== undefined)) {
    return { ...common, type: 'legacy', ...(t.gasPrice !== undefined ? { gasPrice: big(t.gasPrice) } : {}) }
  }
  return {
    ...common,
    type: 'eip1559',
    ...(t.maxFeePerGas !== undefined ? { maxFeePerGas: big(t.maxFeePerGas) } : {}),
    ...(t.maxPriorityFeePerGas !== undefined ? { maxPriorityFeePerGas: big(t.maxPriorityFeePerGas) } : {}),
  }
}

/** A message to sign: 0x hex is bytes (as EIP-1193 wallets read personal_sign), any other text is UTF-8. */
function signable(message: unknown): string | { raw: Hex } {
  const checked = validateSignMessage(message)
  if (!checked.ok) throw invalid(checked.message)
  if (isPossessionText(checked.value)) throw proofRefused()
  return isHex(checked.value) ? { raw: checked.value } : checked.value
}

/** The drive file that keeps a wallet's recovery key. */
export function driveKeyFileName(appId: string, address: string): string {
  return `lobby-wallet-recovery.${appId}.${address}.json`
}

/**
 * The wallet frame's handlers (W-7.06, W-7.08 to W-7.10): keys are made, split 2-of-3, unlocked
 * and used here, in the frame origin, and never leave it. Device shares live in the frame
 * origin's storage; the auth share and the sealed recovery share on the sandbox.
 */
export function createWalletFrameHandlers(options: WalletFrameOptions): FrameHandlers {
  const { api, appId, storage } = options
  const scrypt = options.scrypt ?? DEFAULT_SCRYPT_PARAMS
  const shares = createDeviceShares(storage, appId)
  const keys = createDeviceKeys(options.keyStore, appId)
  /** Unlocked keys, each with the user it was unlocked for. */
  const unlocked = new Map<string, { wallet: UnlockedWallet; userId: string }>()
  /** The user of each access token seen, as the sandbox verified it (a page could forge a token's claims). */
  const users = new Map<string, string>()
  const binding = (address: string) => `${appId}:${address}`

  const lock = () => {
    unlocked.clear()
    users.clear()
  }

  const userOf = async (accessToken: string): Promise<string> => {
    const known = users.get(accessToken)
    if (known) return known
    const { user } = await api.me(accessToken)
    if (users.size >= 16) users.clear()
    users.set(accessToken, user.id)
    return user.id
  }

  const remember = (wallet: UnlockedWallet, userId: string) => {
    unlocked.set(wallet.address, { wallet, userId })
    return wallet
  }

  /**
   * The wallet unlocked for the token's user. A key unlocked for another user is never used: the
   * frame locks and asks the sandbox again, which releases nothing for another user's wallet.
   */
  const unlock = async (accessToken: string, chain: WalletChain, raw: string): Promise<UnlockedWallet> => {
    const address = requireAddress(raw, chain)
    const userId = await userOf(accessToken)
    const held = unlocked.get(address)
    if (held && held.userId === userId) return held.wallet
    if (held) lock()
    return remember(await unlockWallet({ api, shares, keys, appId, accessToken, chain, address }), userId)
  }

  /** Seals a recovery share for its method (see the README, "Sealing"). */
  const seal = async (
    method: RecoveryMethod,
    share: Uint8Array,
    address: string,
    secrets: RecoverySecrets,
  ): Promise<RecoveryUpload> => {
    if (method === 'privy') return { recovery_method: 'privy', recovery_share: base64.encode(share) }
    if (method === 'user-passcode') {
      if (!secrets.password) throw invalid('A recovery password is needed.')
      const sealed = await sealWithPassword(share, secrets.password, binding(address), scrypt)
      return { recovery_method: method, sealed_recovery_share: sealed }
    }
    if (!secrets.recoveryAccessToken) throw invalid(`${method} recovery needs the recovery OAuth access token.`)
    const file = driveKeyFileName(appId, address)
    // The drive is written before the sandbox: a key without a share harms nothing, a share without its key is lost.
    let key = await api.readDriveFile(secrets.recoveryAccessToken, file)
    if (!key) {
      key = newDriveKey()
      await api.writeDriveFile(secrets.recoveryAccessToken, file, key)
    }
    const sealed = await sealWithDriveKey(share, key, { provider: method, file }, binding(address))
    return { recovery_method: method, sealed_recovery_share: sealed }
  }

  /** Opens the recovery share the sandbox releases; invalid_recovery_pin for a wrong password (W-8.25). */
  const openRecovery = async (accessToken: string, address: string, key: DeviceKey, secrets: RecoverySecrets) => {
    const release = await signedRelease({ api, keys, key, appId, accessToken, address, purpose: 'recover' })
    const released = await api.recoveryShare(accessToken, release)
    const authShare = base64ToBytes(released.auth_share)
    if (released.recovery_method === 'privy') {
      if (!released.recovery_share) throw new FrameHandlerError('error', 'The sandbox sent no recovery share.')
      return { method: released.recovery_method, share: base64ToBytes(released.recovery_share), authShare }
    }
    const sealed = released.sealed_recovery_share
    if (released.recovery_method === 'user-passcode') {
      if (!secrets.password) throw invalid('A recovery password is needed.')
      const share = await openWithPassword(sealed as PasswordSealedShare, secrets.password, binding(address))
      if (!share) throw new FrameHandlerError('invalid_recovery_pin', 'Invalid recovery password.')
      return { method: released.recovery_method, share, authShare }
    }
    if (!secrets.recoveryAccessToken) {
      throw invalid(`${released.recovery_method} recovery needs the recovery OAuth access token.`)
    }
    const drive = sealed as DriveSealedShare
    const driveKey = await api.readDriveFile(secrets.recoveryAccessToken, drive.file)
    const share = driveKey ? await openWithDriveKey(drive, driveKey, binding(address)) : null
    if (!share) throw new FrameHandlerError('error', 'The recovery key is not in this drive account.')
    return { method: released.recovery_method, share, authShare }
  }

  /**
   * Splits a secret and checks the split before anything leaves the frame: the auth and recovery
   * shares must rebuild the address (the sandbox stores what the proof vouches for, unopened).
   */
  const splitChecked = async (wallet: UnlockedWallet) => {
    const split = await splitMnemonic(wallet.mnemonic)
    if (!(await rebuildSecret(wallet.chain, wallet.address, split.auth, split.recovery))) {
      throw new FrameHandlerError('error', 'The new key shares do not rebuild the wallet.')
    }
    return split
  }

  /** What a create or reshare sends: the shares, the device key and the wallet's proof over them. */
  const shareUpload = async (wallet: UnlockedWallet, auth: Uint8Array, recovery: RecoveryUpload, key: DeviceKey) => {
    const authShare = base64.encode(auth)
    const proof = await signPossession(wallet.chain, wallet.mnemonic, {
      appId,
      address: wallet.address,
      authShare,
      recoveryShare: recovery.recovery_method === 'privy' ? recovery.recovery_share : recovery.sealed_recovery_share,
      deviceKey: key.publicKey,
    })
    return { address: wallet.address, auth_share: authShare, device_public_key: key.publicKey, proof, ...recovery }
  }

  /** Splits the secret anew and replaces the server's shares, then keeps the new device share and key. */
  const reshare = async (
    accessToken: string,
    wallet: UnlockedWallet,
    method: RecoveryMethod,
    secrets: RecoverySecrets,
    key: DeviceKey,
  ): Promise<void> => {
    const next = await splitChecked(wallet)
    const upload = await seal(method, next.recovery, wallet.address, secrets)
    await api.reshare(accessToken, await shareUpload(wallet, next.auth, upload, key))
    // Only after the sandbox took the new shares: until then the old device share still fits.
    shares.put(wallet.address, next.device)
    await keys.put(wallet.address, key)
    remember(wallet, await userOf(accessToken))
  }

  const create = async (chain: WalletChain, input: { accessToken: string; recoveryPassword?: string | undefined }) => {
    const password = input.recoveryPassword
    if (password !== undefined) {
      const problem = validateRecoveryPassword(password)
      if (problem) throw invalid(problem)
    }
    const userId = await userOf(input.accessToken)
    const secret = createWalletSecret(chain)
    const wallet = { chain, address: secret.address, mnemonic: secret.mnemonic }
    const split = await splitChecked(wallet)
    const upload = await seal(password ? 'user-passcode' : 'privy', split.recovery, secret.address, { password })
    const key = await keys.generate()
    // Kept before registering: were the reply lost, the wallet registered would still connect here.
    shares.put(secret.address, split.device)
    await keys.put(secret.address, key)
    try {
      await api.createWallet(input.accessToken, {
        chain_type: chain,
        ...(await shareUpload(wallet, split.auth, upload, key)),
      })
    } catch (error) {
      // The sandbox refused: nothing was registered, so the share and key protect nothing.
      if (error instanceof WalletApiError) {
        shares.remove(secret.address)
        await keys.remove(secret.address)
      }
      throw error
    }
    remember(wallet, userId)
    return secret.address
  }

  const recover = async (
    chain: WalletChain,
    accessToken: string,
    raw: string,
    secrets: RecoverySecrets,
    method?: string,
  ) => {
    const address = requireAddress(raw, chain)
    // This device's key when it has one; else a new one, registered with the reshare below.
    const key = (await keys.get(address)) ?? (await keys.generate())
    const opened = await openRecovery(accessToken, address, key, secrets)
    if (method && method !== opened.method) throw invalid(`This wallet recovers with ${opened.method}, not ${method}.`)
    const mnemonic = await rebuildSecret(chain, address, opened.authShare, opened.share)
    if (!mnemonic) throw new FrameHandlerError('error', 'The recovery share does not fit this wallet.')
    const wallet = { chain, address, mnemonic }
    // A fresh split gives this device its own share; the method and its secret stay as they were.
    await reshare(accessToken, wallet, opened.method, secrets, key)
    return address
  }

  const ethereumRpc = async (input: FrameRequestInput<'lobby:wallet:rpc'>) => {
    const wallet = await unlock(input.accessToken, 'ethereum', input.address)
    const account = mnemonicToAccount(wallet.mnemonic)
    const { method } = input.request
    const params = input.request.params ?? []
    const sameAddress = (value: unknown) => {
      if (typeof value === 'string' && value.toLowerCase() !== account.address.toLowerCase()) {
        throw invalid(`This frame signs for ${account.address} only.`)
      }
    }
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return { method, result: [account.address] }
      case 'personal_sign':
        sameAddress(params[1])
        return { method, result: await account.signMessage({ message: signable(params[0]) }) }
      case 'eth_sign':
        sameAddress(params[0])
        return { method, result: await account.signMessage({ message: signable(params[1]) }) }
      case 'eth_signTypedData_v4': {
        sameAddress(params[0])
        let raw = params[1]
        if (typeof raw === 'string') {
          try {
            raw = JSON.parse(raw)
          } catch {
            throw invalid('eth_signTypedData_v4 needs typed data (an object or its JSON).')
          }
        }
        const typed = TypedData.safeParse(raw)
        if (!typed.success) throw invalid('eth_signTypedData_v4 needs domain, types, primaryType and message.')
        if (isPossessionTypedData(typed.data.domain)) throw proofRefused()
        return {
          method,
          result: await account.signTypedData(typed.data as Parameters<typeof account.signTypedData>[0]),
        }
      }
      case 'eth_signTransaction': {
        const raw = params[0] as { from?: unknown } | undefined
        sameAddress(raw?.from)
        return { method, result: await account.signTransaction(toTransaction(raw)) }
      }
      default:
        throw new FrameHandlerError('unsupported_message', `${method} is not answered by the wallet frame.`)
    }
  }

  /**
   * The signer key's name for the token's user, who must be able to have a signer now (W-6.11) as
   * the server says: the SDK checks its own copy of the user, but a page can post to the frame
   * directly, e.g. after the user unlinked Farcaster. A `fid` the caller names must be the linked
   * one. The name carries the fid: a key approved for a fid the user unlinked is never used for the
   * fid linked after it.
   */
  const farcasterKeyName = async (accessToken: string, fid?: number) => {
    const user = toUser((await api.me(accessToken)).user)
    const linked = farcasterSignerFid(user)
    if (linked === null) throw invalid(FARCASTER_SIGNER_NEEDS_ACCOUNTS_MESSAGE)
    if (fid !== undefined && linked !== fid)
      throw invalid(`This user's Farcaster account is fid ${linked}, not ${fid}.`)
    return `lobby:farcaster-signer:${appId}:${user.id}:${linked}`
  }

  return {
    'lobby:frame:ready': () => ({}),

    'lobby:wallet:create': async (input) => ({ address: await create('ethereum', input) }),

    'lobby:wallet:connect': async (input) => ({
      address: (await unlock(input.accessToken, 'ethereum', input.address)).address,
    }),

    'lobby:wallet:recover': async (input) => ({
      address: await recover(
        'ethereum',
        input.accessToken,
        input.address,
        { password: input.recoveryPin, recoveryAccessToken: input.recoveryAccessToken },
        input.recoveryMethod,
      ),
    }),

    'lobby:wallet:rpc': ethereumRpc,

    'lobby:wallet:set-recovery': async (input) => {
      if (input.method === 'user-passcode') {
        const problem = validateRecoveryPassword(input.password ?? '')
        if (problem) throw invalid(problem)
      }
      const wallet = await unlock(input.accessToken, 'ethereum', input.address)
      const key = await keys.get(wallet.address)
      if (!key) throw new FrameHandlerError('wallet_not_on_device', 'This wallet is not on this device: recover it.')
      await reshare(
        input.accessToken,
        wallet,
        input.method,
        { password: input.password, recoveryAccessToken: input.recoveryAccessToken },
        key,
      )
      return { address: wallet.address, recoveryMethod: input.method }
    },

    'lobby:wallet:clear': async () => {
      shares.clear()
      await keys.clear()
      lock()
      return {}
    },

    // Logout or another user: every unlocked key is forgotten; device shares and keys stay.
    'lobby:wallet:lock': () => {
      lock()
      return {}
    },

    'lobby:solana:create': async (input) => ({ publicKey: await create('solana', input) }),

    'lobby:solana:connect': async (input) => ({
      publicKey: (await unlock(input.accessToken, 'solana', input.publicKey)).address,
    }),

    'lobby:solana:recover': async (input) => ({
      publicKey: await recover(
        'solana',
        input.accessToken,
        input.publicKey,
        { password: input.recoveryPin },
        input.recoveryMethod,
      ),
    }),

    'lobby:solana:rpc': async (input) => {
      const wallet = await unlock(input.accessToken, 'solana', input.publicKey)
      const method = input.request.method
      if (method !== 'signMessage' && method !== 'signTransaction') {
        throw new FrameHandlerError('unsupported_message', `${method} is not answered by the wallet frame.`)
      }
      // W-5.28: the message is a string: the bytes to sign, base64-encoded (for a transaction, its message bytes).
      const checked = validateSolanaSignMessage((input.request.params as { message?: unknown } | undefined)?.message)
      if (!checked.ok) throw invalid(checked.message)
      let bytes: Uint8Array
      try {
        bytes = base64.decode(checked.value)
      } catch {
        throw invalid(`${method} takes the message bytes base64-encoded.`)
      }
      if (isPossessionText(bytes)) throw proofRefused()
      const asksThisWallet = solanaMessageSigners(bytes)?.includes(wallet.address) ?? false
      if (method === 'signTransaction' && !asksThisWallet) {
        throw invalid(
          `signTransaction takes a serialized transaction message that lists ${wallet.address} among its signers.`,
        )
      }
      // A transaction passed off as a message would be signed blind: it goes through signTransaction.
      if (method === 'signMessage' && asksThisWallet) {
        throw invalid('signMessage does not sign a transaction message: use signTransaction.')
      }
      return { signature: base64.encode(ed25519.sign(bytes, solanaKeyPair(wallet.mnemonic).seed)) }
    },

    'lobby:farcaster:init-signer': async (input) => {
      const name = await farcasterKeyName(input.accessToken)
      let seed = storage.getItem(name)
      if (!seed) {
        seed = base64.encode(ed25519.utils.randomPrivateKey())
        storage.setItem(name, seed)
      }
      return { publicKey: `0x${hex.encode(ed25519.getPublicKey(base64.decode(seed)))}` }
    },

    'lobby:farcaster:sign': async (input) => {
      const seed = storage.getItem(await farcasterKeyName(input.accessToken, input.fid))
      if (!seed) throw new FrameHandlerError('error', 'No Farcaster signer on this device: call init-signer first.')
      const payload = isHex(input.payload)
        ? hex.decode(input.payload.slice(2))
        : new TextEncoder().encode(input.payload)
      return { signature: `0x${hex.encode(ed25519.sign(payload, base64.decode(seed)))}` }
    },
  }
}
