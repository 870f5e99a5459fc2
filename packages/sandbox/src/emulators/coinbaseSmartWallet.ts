import { randomUUID, webcrypto } from 'node:crypto'
import { type Hex, keccak256, stringToHex, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { z } from 'zod'
import type { SandboxChain } from '../chains/startChains.ts'
import {
  ProviderWalletError,
  ProviderWalletRequest,
  providerWalletRequestText,
  providerWalletRequestTitle,
  signWithProviderAppWallet,
} from './providerAppWallet.ts'

const { subtle } = webcrypto

/**
 * The emulated owner key: fixed, so the smart wallet keeps its address across restarts as a
 * real one does. A sandbox key, public in this source: it must never hold anything of value.
 */
const OWNER_KEY = keccak256(stringToHex('lobby sandbox: coinbase smart wallet owner'))

/** Sessions kept at once (one per SDK key pair); the oldest is forgotten first. */
const SESSION_LIMIT = 100

// EIP-1193 and JSON-RPC error codes the SDK passes on to the app as they are.
const USER_REJECTED = { code: 4001, message: 'User rejected the request.' } as const
const UNSUPPORTED = 4200
const UNRECOGNIZED_CHAIN = 4902
const INVALID_PARAMS = -32602
const INTERNAL_ERROR = -32603

const HexBytes = z.string().regex(/^([0-9a-f]{2})*$/i, 'bytes travel as hex between the popup page and the sandbox')
const Encrypted = z.object({ iv: HexBytes, cipherText: HexBytes })

/**
 * A message the SDK posts to its popup, as the popup page relays it (its AES-GCM bytes as hex).
 * `sender` is the SDK's ECDH P-256 public key (SPKI, hex); it names the session.
 */
export const SmartWalletMessage = z.union([
  z.object({ id: z.string().min(1), event: z.literal('selectSignerType') }),
  z.object({
    id: z.string().min(1),
    sender: HexBytes.min(2),
    content: z.object({
      handshake: z.object({ method: z.string(), params: z.looseObject({ appName: z.string().optional() }).optional() }),
    }),
  }),
  z.object({ id: z.string().min(1), sender: HexBytes.min(2), content: z.object({ encrypted: Encrypted }) }),
])
export type SmartWalletMessage = z.infer<typeof SmartWalletMessage>

/** What the SDK encrypts for the popup: the RPC call and the chain the app is on. */
const EncryptedRequest = z.object({
  action: z.object({ method: z.string(), params: z.unknown().optional() }),
  chainId: z.number().int().positive().optional(),
})

/** What the popup page shows the user before it answers, for a request that needs their approval. */
export type SmartWalletPrompt = { method: string; title: string; detail: string }

/** The emulator's answer to one message: what to ask the user first, or the reply to post to the SDK. */
export type SmartWalletAnswer =
  | { prompt: SmartWalletPrompt }
  | {
      /** The message the popup page posts back to the SDK (bytes as hex). */
      reply: Record<string, unknown>
      /** True once the request the user decided is answered (the popup then closes itself). */
      done: boolean
    }

/** Options of `createCoinbaseSmartWallet`. */
export type CoinbaseSmartWalletOptions = {
  /** The local chains (`GET /_sandbox/chains`): their RPC URLs go to the SDK, transactions go to them. */
  chains: () => Promise<SandboxChain[]>
}

/** The wallet side of the SDK's popup protocol. */
export type CoinbaseSmartWallet = {
  /** The smart wallet's account address (its owner key's: see `createCoinbaseSmartWallet`). */
  readonly address: Hex
  /**
   * Answers one message. A request that needs the user (connecting, signing, sending) is first
   * answered with a prompt; the page asks again with the user's `decision`.
   */
  answer(message: SmartWalletMessage, decision?: 'approve' | 'reject'): Promise<SmartWalletAnswer>
}

type Session = { publicKey: string; secret: webcrypto.CryptoKey }
type RpcError = { code: number; message: string }

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))
const hexOf = (buffer: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(buffer)).toString('hex')

async function encrypt(secret: webcrypto.CryptoKey, content: unknown) {
  const iv = webcrypto.getRandomValues(new Uint8Array(12))
  const cipherText = await subtle.encrypt(
    { name: 'AES-GCM', iv },
    secret,
    new TextEncoder().encode(JSON.stringify(content)),
  )
  return { iv: hexOf(iv), cipherText: hexOf(cipherText) }
}

async function decrypt(secret: webcrypto.CryptoKey, encrypted: z.infer<typeof Encrypted>): Promise<unknown> {
  const plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes(encrypted.iv) }, secret, bytes(encrypted.cipherText))
  return JSON.parse(new TextDecoder().decode(plain))
}

/**
 * A local stand-in for the Coinbase Smart Wallet's keys popup (keys.coinbase.com), the wallet
 * side of the protocol `@coinbase/wallet-sdk` speaks with `preference.options: 'smartWalletOnly'`:
 * the SDK picks the `scw` signer, sends its ECDH P-256 public key in a handshake, and from then on
 * every request and answer is AES-GCM encrypted with the shared secret. Sessions are keyed by the
 * SDK's public key and live in memory: after a sandbox restart the app connects again.
 *
 * Simplification: a real smart wallet is a contract account whose signatures verify through
 * EIP-1271 (ERC-6492 before it is deployed). This one answers with its owner key's own account
 * and signatures, so its address is an EOA's and the sandbox's SIWE verification accepts it as
 * it accepts any external wallet. Transactions go from that account on the local chains.
 */
export function createCoinbaseSmartWallet(options: CoinbaseSmartWalletOptions): CoinbaseSmartWallet {
  const account = privateKeyToAccount(OWNER_KEY)
  const sessions = new Map<string, Session>()

  async function newSession(peer: string): Promise<Session> {
    const ours = (await subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
      'deriveKey',
    ])) as webcrypto.CryptoKeyPair
    const theirs = await subtle.importKey('spki', bytes(peer), { name: 'ECDH', namedCurve: 'P-256' }, true, [])
    const secret = await subtle.deriveKey(
      { name: 'ECDH', public: theirs },
      ours.privateKey,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    )
    const session = { publicKey: hexOf(await subtle.exportKey('spki', ours.publicKey)), secret }
    sessions.delete(peer)
    sessions.set(peer, session)
    for (const oldest of sessions.keys()) {
      if (sessions.size <= SESSION_LIMIT) break
      sessions.delete(oldest)
    }
    return session
  }

  // Every answer names the chains the app may switch to without asking, with their RPC URLs.
  async function chainData() {
    const chains = await options.chains()
    return chains.length > 0 ? { chains: Object.fromEntries(chains.map((chain) => [chain.id, chain.rpcUrl])) } : {}
  }

  async function reply(
    requestId: string,
    session: Session,
    result: { value: unknown } | { error: RpcError },
    done: boolean,
  ): Promise<SmartWalletAnswer> {
    const encrypted = await encrypt(session.secret, { result, data: await chainData() })
    return {
      reply: { id: randomUUID(), requestId, sender: session.publicKey, content: { encrypted }, timestamp: new Date() },
      done,
    }
  }

  async function perform(call: ProviderWalletRequest, chainId: number): Promise<unknown> {
    const [tx] = call.params
    if (call.method === 'eth_sendTransaction' && typeof tx === 'object' && tx !== null) {
      // The SDK names the app's chain beside the call; a transaction without its own goes there.
      call.params[0] = { chainId: toHex(chainId), ...tx }
    }
    return signWithProviderAppWallet({ account, request: call, chains: options.chains })
  }

  async function answerRequest(
    requestId: string,
    session: Session,
    request: z.infer<typeof EncryptedRequest>,
    decision: 'approve' | 'reject' | undefined,
  ): Promise<SmartWalletAnswer> {
    const { action } = request
    const chainId = request.chainId ?? 1
    const params = Array.isArray(action.params) ? action.params : []
    switch (action.method) {
      case 'eth_requestAccounts':
      case 'eth_accounts':
        return reply(requestId, session, { value: [account.address] }, false)
      case 'eth_chainId':
        return reply(requestId, session, { value: toHex(chainId) }, false)
      case 'wallet_switchEthereumChain': {
        const wanted = Number((params[0] as { chainId?: unknown } | undefined)?.chainId)
        const known = (await options.chains()).some((chain) => chain.id === wanted)
        const result = known
          ? { value: null }
          : { error: { code: UNRECOGNIZED_CHAIN, message: `Unrecognized chain ID ${toHex(wanted)}.` } }
        return reply(requestId, session, result, false)
      }
      case 'personal_sign':
      case 'eth_signTypedData_v4':
      case 'eth_sendTransaction': {
        const call = ProviderWalletRequest.safeParse(action)
        if (!call.success) {
          const error = { code: INVALID_PARAMS, message: `Invalid ${action.method}: its params are a list.` }
          return reply(requestId, session, { error }, false)
        }
        if (decision === undefined) {
          const title = providerWalletRequestTitle[call.data.method]
          return { prompt: { method: call.data.method, title, detail: providerWalletRequestText(call.data) } }
        }
        if (decision === 'reject') return reply(requestId, session, { error: USER_REJECTED }, true)
        try {
          return reply(requestId, session, { value: await perform(call.data, chainId) }, true)
        } catch (error) {
          // A refused request is the caller's; anything else (the chain failing) is the wallet's.
          const code = error instanceof ProviderWalletError ? INVALID_PARAMS : INTERNAL_ERROR
          const message =
            error instanceof Error
              ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
              : String(error)
          return reply(requestId, session, { error: { code, message } }, true)
        }
      }
      default:
        return reply(
          requestId,
          session,
          { error: { code: UNSUPPORTED, message: `The sandbox's smart wallet does not support ${action.method}.` } },
          false,
        )
    }
  }

  return {
    address: account.address,
    async answer(message, decision) {
      if ('event' in message) return { reply: { id: randomUUID(), requestId: message.id, data: 'scw' }, done: false }
      if ('handshake' in message.content) {
        const { method, params } = message.content.handshake
        if (method !== 'eth_requestAccounts') {
          const failure = { code: UNSUPPORTED, message: `The sandbox's smart wallet does not support ${method}.` }
          return { reply: { id: randomUUID(), requestId: message.id, content: { failure } }, done: true }
        }
        if (decision === undefined) {
          const app = params?.appName || 'this app'
          return {
            prompt: {
              method,
              title: `Connect to ${app}`,
              detail: `${app} asks to see your address ${account.address}.`,
            },
          }
        }
        const session = await newSession(message.sender).catch(() => null)
        if (!session) {
          const failure = {
            code: INVALID_PARAMS,
            message: "The SDK's key is not an ECDH P-256 public key (SPKI, hex).",
          }
          return { reply: { id: randomUUID(), requestId: message.id, content: { failure } }, done: true }
        }
        const result = decision === 'approve' ? { value: [account.address] } : { error: USER_REJECTED }
        // A connected popup stays open: the app's next request (its sign-in) follows at once.
        return reply(message.id, session, result, decision === 'reject')
      }
      const session = sessions.get(message.sender)
      if (!session) {
        const failure = { code: 4100, message: 'No session with the smart wallet: connect again.' }
        return { reply: { id: randomUUID(), requestId: message.id, content: { failure } }, done: true }
      }
      let request: z.infer<typeof EncryptedRequest>
      try {
        request = EncryptedRequest.parse(await decrypt(session.secret, message.content.encrypted))
      } catch {
        const failure = { code: INVALID_PARAMS, message: 'The request could not be decrypted with this session.' }
        return { reply: { id: randomUUID(), requestId: message.id, content: { failure } }, done: true }
      }
      return answerRequest(message.id, session, request, decision)
    },
  }
}
