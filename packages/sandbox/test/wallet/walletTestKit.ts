import type { FrameMessageKind, FrameRequestInput } from '@lobby/headless/core'
import { base64 } from '@scure/base'
import type { Address, Hex } from 'viem'
import { english, generateMnemonic, mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { type CreateSandboxOptions, createSandbox, type Sandbox } from '../../src/createSandbox.ts'
import type { FrameHandlers } from '../../src/frame/createFrameServer.ts'
import { createWalletFrameHandlers } from '../../src/frame/createWalletFrameHandlers.ts'
import {
  createDeviceKeys,
  type DeviceKeyStore,
  memoryKeyStore,
  type ReleasePurpose,
  releaseMessage,
} from '../../src/frame/deviceKeys.ts'
import type { ShareStorage } from '../../src/frame/deviceShares.ts'
import { splitMnemonic } from '../../src/frame/keyShares.ts'
import { signPossession } from '../../src/frame/possessionProof.ts'
import {
  type DriveSealedShare,
  newDriveKey,
  type PasswordSealedShare,
  sealWithDriveKey,
  sealWithPassword,
} from '../../src/frame/sealRecoveryShare.ts'
import { createWalletApi } from '../../src/frame/walletApi.ts'
import { createWalletSecret, type WalletChain, type WalletSecret } from '../../src/frame/walletSecret.ts'
import type { RunningSandbox } from '../../src/startSandbox.ts'
import type { RecoveryMethod } from '../../src/store/embeddedWallets.ts'
import { loopbackClient } from '../support/loopbackClient.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

/** The union of the reply fields the tests read (each reply has some of them). */
export type FrameReply = {
  address: Address
  publicKey: string
  signature: string
  recoveryMethod: string
  method: string
  result: Hex
}

/** scrypt at the sandbox's floor N (2^16) with r = 1 (8 MiB, about 0.1 s): the tests check sealing, not the cost. */
export const FAST_SCRYPT = { N: 2 ** 16, r: 1, p: 1 }

/** The wallet frame's origin in in-process tests: embedded_wallets calls carry it as their `Origin`. */
export const TEST_FRAME_ORIGIN = 'http://127.0.0.1:8788'

/** An in-process sandbox that knows the test frame's origin. */
export function walletSandbox(options: CreateSandboxOptions = {}): Promise<Sandbox> {
  return createSandbox({ frameOrigin: TEST_FRAME_ORIGIN, ...options })
}

/** `fetch` with the frame origin's `Origin`, as a browser sets it on the frame's calls. */
export function fetchFromFrame(origin: string, send: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('origin', origin)
    return send(input, { ...init, headers })
  }
}

/**
 * One simulated device: a Map-backed `localStorage` stand-in (device shares) carrying the frame
 * origin's key store (device keys), as a browser profile holds both.
 */
export function memoryStorage(): ShareStorage & { entries(): Map<string, string>; keyStore: DeviceKeyStore } {
  const map = new Map<string, string>()
  return {
    keyStore: memoryKeyStore(),
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size
    },
    entries: () => map,
  }
}

/** The frame's handlers on one simulated device, calling the in-process sandbox from the frame's `origin`. */
export function frameOn(sandbox: Sandbox, slug: string, storage = memoryStorage(), origin = TEST_FRAME_ORIGIN) {
  const app = sandbox.apps[slug]
  if (!app) throw new Error(`No sandbox app "${slug}"`)
  const api = createWalletApi({
    apiUrl: 'http://sandbox.test',
    appId: app.id,
    clientId: 'test-client',
    fetch: fetchFromFrame(origin, async (input, init) => sandbox.app.fetch(new Request(input, init))),
  })
  const handlers: FrameHandlers = createWalletFrameHandlers({
    api,
    appId: app.id,
    storage,
    keyStore: storage.keyStore,
    scrypt: FAST_SCRYPT,
  })
  return {
    storage,
    api,
    /** Calls a handler as the frame server would, after parsing its input. */
    async send<K extends FrameMessageKind>(kind: K, input: FrameRequestInput<K>): Promise<FrameReply> {
      const handler = handlers[kind] as ((input: unknown) => unknown) | undefined
      if (!handler) throw new Error(`no handler for ${kind}`)
      return (await handler(input)) as FrameReply
    },
  }
}

/** A signed-in user of `slug`: the access token and the client. */
export async function signedInUser(sandbox: Sandbox, slug = 'all-methods') {
  const client = sandboxClient(sandbox, slug)
  const email = uniqueEmail('wallet')
  const auth = await client.loginWithEmail(email)
  return { client, email, token: auth.token as string }
}

/** The relay's completed channel for the test identity `fid`: the body that logs it in or links it. */
export async function farcasterProof(sandbox: Sandbox, fid: number, slug = 'all-methods') {
  const client = sandboxClient(sandbox, slug)
  const init = await client.post('/farcaster/init', {})
  const channelToken = String(init.body.channel_token)
  await client.control('POST', '/farcaster/approve', { channel_token: channelToken, fid })
  const status = await sandbox.app.fetch(
    new Request('http://sandbox.test/api/v1/farcaster/status', {
      headers: { 'privy-app-id': client.appId, 'farcaster-channel-token': channelToken },
    }),
  )
  const done = (await status.json()) as { message: string; signature: string }
  return { channel_token: channelToken, message: done.message, signature: done.signature, fid }
}

/** A user of `slug` signed in with the Farcaster relay's test identity `fid`: the client and the token. */
export async function farcasterUser(sandbox: Sandbox, fid: number, slug = 'all-methods') {
  const client = sandboxClient(sandbox, slug)
  const auth = await client.post('/farcaster/authenticate', await farcasterProof(sandbox, fid, slug))
  if (auth.status !== 200) throw new Error(`farcaster login failed: ${JSON.stringify(auth.body)}`)
  return { client, token: String(auth.body.token) }
}

/** An answer of the sandbox, parsed. */
export type Answer = { status: number; body: Record<string, unknown> }

/**
 * The embedded_wallets calls made by hand, as the frame makes them or as a script holding only a
 * token would: in-process (a Sandbox) or over HTTP (a base URL), with the `Origin` of its choosing
 * (null: none).
 */
export function walletCalls(target: Sandbox | string, appId: string, origin: string | null = TEST_FRAME_ORIGIN) {
  const send: typeof fetch =
    typeof target === 'string' ? fetch : async (input, init) => target.app.fetch(new Request(input, init))
  const base = typeof target === 'string' ? target : 'http://sandbox.test'
  return {
    appId,
    async post(path: string, body: unknown, token?: string): Promise<Answer> {
      const headers: Record<string, string> = {
        'privy-app-id': appId,
        'privy-client-id': 'test-client',
        'content-type': 'application/json',
      }
      if (token) headers.authorization = `Bearer ${token}`
      if (origin) headers.origin = origin
      const res = await send(`${base}/api/v1/embedded_wallets${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
    },
  }
}

/** A device key as the frame holds one, and the signed release bodies it makes with it. */
export async function testDeviceKey(appId: string) {
  const keys = createDeviceKeys(memoryKeyStore(), appId)
  const key = await keys.generate()
  /** A release body: this key's signature of `challenge` for `address` and `purpose`. */
  const sign = async (challenge: string, address: string, purpose: ReleasePurpose) => {
    const signature = await keys.sign(key, releaseMessage({ appId, address, purpose, challenge }))
    return { address, challenge, device_public_key: key.publicKey, signature }
  }
  return {
    publicKey: key.publicKey,
    sign,
    /** A release body for `purpose`: a fresh challenge of the sandbox, signed by this key. */
    async release(calls: ReturnType<typeof walletCalls>, token: string, address: string, purpose: ReleasePurpose) {
      const answer = await calls.post('/challenge', { address, purpose }, token)
      return sign(String(answer.body.challenge), address, purpose)
    },
  }
}

/** The body of a create (with `chain_type`) or a reshare: one of the two recovery share fields is set. */
export type SharesBody = {
  address: string
  recovery_method: RecoveryMethod
  auth_share: string
  recovery_share?: string
  sealed_recovery_share?: PasswordSealedShare | DriveSealedShare
  device_public_key: string
  proof: string
}

/**
 * The shares of `secret`'s wallet as the frame sends them to create it (add `chain_type`) or to
 * reshare it: the recovery share plain for automatic recovery, else sealed in the frame (under a
 * password, or a key kept in the method's drive), vouched for by the wallet key with `devicePublicKey`.
 */
export async function sharesBody(
  appId: string,
  chain: WalletChain,
  secret: WalletSecret,
  devicePublicKey: string,
  method: RecoveryMethod = 'privy',
): Promise<SharesBody> {
  const shares = await splitMnemonic(secret.mnemonic)
  const authShare = base64.encode(shares.auth)
  const binding = `${appId}:${secret.address}`
  const recoveryShare =
    method === 'privy'
      ? base64.encode(shares.recovery)
      : method === 'user-passcode'
        ? await sealWithPassword(shares.recovery, 'wallet-password', binding, FAST_SCRYPT)
        : await sealWithDriveKey(shares.recovery, newDriveKey(), { provider: method, file: 'lobby-recovery' }, binding)
  return {
    address: secret.address,
    recovery_method: method,
    auth_share: authShare,
    ...(typeof recoveryShare === 'string'
      ? { recovery_share: recoveryShare }
      : { sealed_recovery_share: recoveryShare }),
    device_public_key: devicePublicKey,
    proof: await signPossession(chain, secret.mnemonic, {
      appId,
      address: secret.address,
      authShare,
      recoveryShare,
      deviceKey: devicePublicKey,
    }),
  }
}

/** A fresh wallet of `chain` and the body that creates it with `method` and `devicePublicKey`. */
export async function newWallet(
  appId: string,
  devicePublicKey: string,
  chain: WalletChain = 'ethereum',
  method: RecoveryMethod = 'privy',
) {
  const secret = createWalletSecret(chain)
  return {
    ...secret,
    body: { chain_type: chain, ...(await sharesBody(appId, chain, secret, devicePublicKey, method)) },
  }
}

/** A fresh Ethereum key's shares, as the frame sends them for automatic recovery with `devicePublicKey`. */
export async function privyWallet(appId: string, devicePublicKey: string) {
  const mnemonic = generateMnemonic(english)
  const account = mnemonicToAccount(mnemonic)
  const secret = { mnemonic, address: account.address }
  return {
    address: account.address,
    account,
    mnemonic,
    body: { chain_type: 'ethereum', ...(await sharesBody(appId, 'ethereum', secret, devicePublicKey)) },
  }
}

/** What `siweBody` needs of a client: siwe/init. */
type SiweClient = {
  post(path: string, body: unknown, token?: string | null): Promise<{ body: Record<string, unknown> }>
}

/** A SIWE body for `account`: a nonce from siwe/init (with `token` when linking), the message, its signature. */
export async function siweBody(
  client: SiweClient,
  account: { address: Address; signMessage(args: { message: string }): Promise<Hex> },
  token?: string,
) {
  const init = await client.post('/siwe/init', { address: account.address }, token)
  const message = createSiweMessage({
    address: account.address,
    chainId: 1,
    // A page of this machine: SIWE accepts the app's allowed origins only.
    domain: '127.0.0.1:5173',
    nonce: init.body.nonce as string,
    uri: 'http://127.0.0.1:5173',
    version: '1',
  })
  return { message, signature: await account.signMessage({ message }), chainId: 'eip155:1' }
}

/**
 * A user of `slug` signed in over HTTP on a running sandbox, the frame's calls from the frame's
 * origin, a device key of the frame, and what the tests do with them.
 */
export async function walletUserOverHttp(running: RunningSandbox, slug = 'all-methods') {
  const api = loopbackClient(running, slug)
  const email = uniqueEmail('wallet-http')
  await api.post('/passwordless/init', { email })
  const res = await api.post('/passwordless/authenticate', { email, code: await api.lastCode(email) })
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`)
  const token = String(res.body.token)
  const calls = walletCalls(running.url, api.appId, running.frameUrl)
  const device = await testDeviceKey(api.appId)
  return {
    api,
    token,
    calls,
    device,
    /** The user's wallet accounts as /users/me shows them. */
    async walletAccounts() {
      const me = await api.get('/users/me', token)
      const accounts = (me.body.user as { linked_accounts: Array<Record<string, unknown> & { type: string }> })
        .linked_accounts
      return accounts.filter((account) => account.type === 'wallet')
    },
    /** Creates a wallet of `chain` with `method`; throws unless it is created. */
    async create(chain: WalletChain, method: RecoveryMethod = 'privy') {
      const wallet = await newWallet(api.appId, device.publicKey, chain, method)
      const created = await calls.post('', wallet.body, token)
      if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`)
      return { ...wallet, created }
    },
  }
}
