import { ERROR_TEXTS } from '../errors/errorTexts'
import { LobbyError } from '../errors/lobbyError'
import { PROVIDER_ERRORS } from '../errors/providerErrors'
import { toProviderRpcError } from '../errors/providerRpcError'
import { chainNotSupportedMessage, DEFAULT_CHAIN_ID, parseChainId } from '../rules/chains'
import { systemTimers, type Timers } from '../timers'
import { WALLET_RPC_TIMEOUT_MS } from '../wallet/walletTimeouts'
import { createSendTransaction } from './sendTransaction'
import { chainRpcUrl, findChain, type TransactionChain } from './transactionChain'
import { type FrameRpc, frameSigner } from './transactionSigner'

/** The EIP-1193 request shape. */
export type EmbeddedProviderRequest = { method: string; params?: readonly unknown[] | Record<string, unknown> }

/** An EIP-1193 provider for the embedded wallet, so viem and wagmi can use it. */
export type EmbeddedProvider = {
  request(args: EmbeddedProviderRequest): Promise<unknown>
  on(event: 'chainChanged' | 'accountsChanged', listener: (value: unknown) => void): void
  removeListener(event: 'chainChanged' | 'accountsChanged', listener: (value: unknown) => void): void
  /** The chain requests go to now (W-4.07). */
  readonly chainId: number
}

/** Where the chain saved for a wallet is kept (W-4.07): localStorage fits. */
export type ChainStorage = { getItem(key: string): string | null; setItem(key: string, value: string): void }

/** What `createEmbeddedProvider` needs. */
export type EmbeddedProviderOptions = {
  /** The embedded wallet's address. */
  address: `0x${string}`
  /** A signing request answered by the wallet frame (`lobby:wallet:rpc`). */
  frameRpc: FrameRpc
  /** The app's chains, each with a JSON-RPC URL. */
  chains: readonly TransactionChain[]
  /** W-4.07 The chain followed until one is saved. @default 1 */
  defaultChainId?: number
  /** W-4.07 Keeps the chain the wallet switched to. @default none: the default chain on every page load */
  storage?: ChainStorage | null
  /** W-9.01 How long one request may take. @default 120000 */
  timeoutMs?: number
  /**
   * How eth_sendTransaction is approved and sent; resolves with the hash. @default prepare, sign
   * in the frame and send with no approval screen (the modal passes its send-transaction screen).
   */
  sendTransaction?: (request: Record<string, unknown>, chainId: number) => Promise<`0x${string}`>
  /** @default the global timers */
  timers?: Timers
}

/** W-4.07 The storage key of the chain saved for an embedded wallet. */
export function savedChainKey(address: string): string {
  return `lobby:embedded-wallet-chain:${address.toLowerCase()}`
}

/** Methods the frame answers with the wallet's key (W-7.08); everything else but the ones below goes to the chain. */
const SIGNING_METHODS = new Set([
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_signTransaction',
])

let nextId = 1

async function forward(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
  })
  const body = (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw Object.assign(new Error(body.error.message), body.error)
  return body.result
}

/** An eth_sendTransaction object (JSON-RPC: hex chainId, `gas`) in the form W-5.20 to W-5.23 check. */
function fromRpcTransaction(tx: Record<string, unknown>, chainId: number): Record<string, unknown> {
  const { gas, chainId: given, ...rest } = tx
  const request: Record<string, unknown> = {
    ...rest,
    chainId: given == null ? chainId : (parseChainId(given) ?? given),
  }
  if (gas != null && rest.gasLimit == null) request.gasLimit = gas
  // from is the wallet itself; the signer decides it.
  delete request.from
  return request
}

/**
 * The embedded wallet as an EIP-1193 provider: accounts and chain answered here, signatures in
 * the frame, eth_sendTransaction prepared on the chain and signed in the frame, every other
 * method forwarded to the current chain's RPC. It follows the default chain unless a chain was
 * saved for the wallet (W-4.07); each request times out after 120 s, overridable (W-9.01).
 */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): EmbeddedProvider {
  const { address, frameRpc, chains } = options
  const timers = options.timers ?? systemTimers
  const timeoutMs = options.timeoutMs ?? WALLET_RPC_TIMEOUT_MS
  const listeners = { chainChanged: new Set<(v: unknown) => void>(), accountsChanged: new Set<(v: unknown) => void>() }
  const key = savedChainKey(address)
  const saved = parseChainId(options.storage?.getItem(key) ?? null)
  let chainId =
    saved !== null && chains.some((c) => c.id === saved) ? saved : (options.defaultChainId ?? DEFAULT_CHAIN_ID)
  const signer = frameSigner(frameRpc, address)

  const send =
    options.sendTransaction ??
    (async (request: Record<string, unknown>, current: number) => {
      const flow = createSendTransaction({
        signer,
        chains,
        defaultChainId: current,
        noPromptOnSignature: true,
        waitForTransactionConfirmation: false,
      })
      return (await flow.send(request)).hash
    })

  function switchChain(params: unknown): null {
    const [target] = Array.isArray(params) ? params : []
    const id = parseChainId((target as { chainId?: unknown } | undefined)?.chainId)
    if (id === null || !chains.some((c) => c.id === id)) {
      // W-8.16 4902 tells an EIP-1193 caller the chain is missing; W-5.23's text says which and why.
      const given = (target as { chainId?: unknown } | undefined)?.chainId
      throw new LobbyError(
        'provider_error',
        PROVIDER_ERRORS[4902].code,
        chainNotSupportedMessage(id ?? String(given)),
        { rpcCode: 4902 },
      )
    }
    if (id !== chainId) {
      chainId = id
      options.storage?.setItem(key, String(id))
      for (const listener of listeners.chainChanged) listener(`0x${id.toString(16)}`)
    }
    return null
  }

  async function handle(method: string, params: unknown): Promise<unknown> {
    switch (method) {
      case 'eth_accounts':
      case 'eth_requestAccounts':
        return [address]
      case 'eth_chainId':
        return `0x${chainId.toString(16)}`
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'eth_sendTransaction': {
        const [tx] = Array.isArray(params) ? params : []
        if (!tx || typeof tx !== 'object')
          throw new LobbyError('client_error', 'transaction.not_an_object', 'Transaction request must be an object')
        return send(fromRpcTransaction(tx as Record<string, unknown>, chainId), chainId)
      }
    }
    if (SIGNING_METHODS.has(method)) return frameRpc(method, Array.isArray(params) ? params : [])
    return forward(chainRpcUrl(findChain(chains, chainId)), method, params)
  }

  return {
    get chainId() {
      return chainId
    },
    request({ method, params }) {
      return new Promise((resolve, reject) => {
        const timer = timers.setTimeout(
          () =>
            reject(
              new LobbyError('wallet_error', 'client_request_timeout', ERROR_TEXTS.walletTimedOut, {
                details: `${method} got no answer in ${timeoutMs} ms`,
              }),
            ),
          timeoutMs,
        )
        handle(method, params).then(
          (result) => {
            timers.clearTimeout(timer)
            resolve(result)
          },
          (error: unknown) => {
            timers.clearTimeout(timer)
            // EIP-1193 callers (viem, wagmi) read a numeric code: 4001 a rejection, 4902 a chain to add.
            reject(toProviderRpcError(error))
          },
        )
      })
    },
    on(event, listener) {
      listeners[event].add(listener)
    },
    removeListener(event, listener) {
      listeners[event].delete(listener)
    },
  }
}
