import type { Connection, SendOptions, Transaction, VersionedTransaction } from '@solana/web3.js'
import * as z from 'zod/mini'
import { LobbyError } from '../errors/lobbyError'

// `@solana/web3.js` is an optional peer and never loaded here: a literal import of a package the host
// has not installed breaks its bundler. The host's own objects are worked through their methods.

/** A web3.js transaction of either kind: the SDK signs and sends what the host built. */
export type SolanaTransaction = Transaction | VersionedTransaction

/** The Solana methods the wallet frame answers in `lobby:solana:rpc`; `message` is the bytes to sign, base64. */
export type SolanaFrameMethod = 'signMessage' | 'signTransaction'

/** One `lobby:solana:rpc` call to the wallet frame: it answers `{ signature }` (base64). */
export type SolanaFrameRpc = (method: SolanaFrameMethod, params: { message: string }) => Promise<unknown>

/** Where a signed transaction goes: the host's web3.js `Connection`, or the URL of a Solana JSON-RPC endpoint. */
export type SolanaSendTarget = Pick<Connection, 'sendRawTransaction'> | string

/** A Solana wallet that signs messages and web3.js transactions, and sends them. */
export type SolanaWalletSigner = {
  /** The wallet's public key (base58). */
  readonly publicKey: string
  /** Signs the message bytes, base64-encoded; the signature comes back base64-encoded. */
  signMessage(message: string): Promise<string>
  /** Signs a web3.js `Transaction` or `VersionedTransaction` and returns it, signed, as the same object. */
  signTransaction<T extends SolanaTransaction>(transaction: T): Promise<T>
  /** Signs, then sends through `target`; resolves with the signature (base58) once the node accepted it, before confirmation. */
  sendTransaction(transaction: SolanaTransaction, target: SolanaSendTarget, options?: SendOptions): Promise<string>
}

const SignatureReply = z.object({ signature: z.string() })
const RpcReply = z.union([
  z.object({ result: z.string() }),
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
])

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))

const isLegacy = (transaction: SolanaTransaction): transaction is Transaction => 'serializeMessage' in transaction

/** The message bytes a signature covers, and the transaction's own key object for the signer (addSignature compares with it). */
function messageOf(transaction: SolanaTransaction, publicKey: string) {
  if (isLegacy(transaction)) {
    // serializeMessage compiles the message, which lists the signers in `signatures`.
    const message = transaction.serializeMessage()
    const key = transaction.signatures.find((pair) => pair.publicKey.toBase58() === publicKey)?.publicKey
    return { message, key }
  }
  const { header, staticAccountKeys } = transaction.message
  const key = staticAccountKeys
    .slice(0, header.numRequiredSignatures)
    .find((account) => account.toBase58() === publicKey)
  return { message: transaction.message.serialize(), key }
}

/**
 * A Solana wallet whose key stays in the wallet frame: the page sends the message bytes and gets a
 * signature back (W-1.04, W-7.08 `solana rpc`).
 */
export function solanaFrameSigner(rpc: SolanaFrameRpc, publicKey: string): SolanaWalletSigner {
  const sign = async (method: SolanaFrameMethod, message: string) => {
    const reply = SignatureReply.safeParse(await rpc(method, { message }))
    if (!reply.success) throw new TypeError(`The wallet's ${method} answer has no signature.`)
    return reply.data.signature
  }

  const signTransaction = async <T extends SolanaTransaction>(transaction: T): Promise<T> => {
    const { message, key } = messageOf(transaction, publicKey)
    if (!key)
      throw new LobbyError(
        'wallet_error',
        'invalid_request_arguments',
        `The transaction does not ask ${publicKey} to sign: set it as the fee payer or a signer of the transaction.`,
      )
    const signature = fromBase64(await sign('signTransaction', toBase64(message)))
    // web3.js's Transaction wants a Buffer-like; a Uint8Array is what it copies from.
    transaction.addSignature(key, signature as Buffer & Uint8Array)
    return transaction
  }

  return {
    publicKey,
    signMessage: (message) => sign('signMessage', message),
    signTransaction,
    async sendTransaction(transaction, target, options) {
      const signed = await signTransaction(transaction)
      const wire = signed.serialize()
      if (typeof target !== 'string') return target.sendRawTransaction(wire, options)
      return sendRaw(target, wire, options)
    },
  }
}

/** `sendTransaction` on a Solana JSON-RPC endpoint, as web3.js's `sendRawTransaction` posts it. */
async function sendRaw(rpcUrl: string, wire: Uint8Array, options: SendOptions = {}): Promise<string> {
  const { minContextSlot: _slot, ...config } = options
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [toBase64(wire), { ...config, encoding: 'base64' }],
    }),
  })
  const reply = RpcReply.safeParse(await response.json().catch(() => null))
  if (!reply.success)
    throw new LobbyError(
      'provider_error',
      'invalid_response',
      `${rpcUrl} did not answer as a Solana JSON-RPC endpoint: check the RPC URL.`,
    )
  if ('error' in reply.data)
    throw new LobbyError('provider_error', 'transaction_failed', reply.data.error.message, {
      rpcCode: reply.data.error.code,
    })
  return reply.data.result
}
