import {
  decryptContent,
  deriveSharedSecret,
  encryptContent,
  exportKeyToHexString,
  generateKeyPair,
  importKeyFromHexString,
} from '@coinbase/wallet-sdk/dist/util/cipher.js'
import { WireAuthResult } from '@lobby/headless/core'
import { createPublicClient, type Hex, http, verifyMessage, verifyTypedData } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'

/**
 * The sandbox's Coinbase Smart Wallet popup, spoken to as @coinbase/wallet-sdk speaks to it,
 * with the SDK's own cipher (ECDH P-256, AES-GCM), over real HTTP the way the popup page relays
 * each message. Only the page's postMessage half is left to the docs' Chromium e2e.
 */
type Encrypted = { iv: string; cipherText: string }
type Answer = {
  prompt?: { method: string; title: string; detail: string }
  reply?: { requestId: string; sender?: string; data?: unknown; content?: { encrypted?: Encrypted; failure?: unknown } }
  done?: boolean
}
type Result = { result: { value?: unknown; error?: { code: number; message: string } }; data?: { chains?: unknown } }

const hex = (bytes: ArrayBuffer | Uint8Array) => Buffer.from(new Uint8Array(bytes)).toString('hex')
const unhex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex')).buffer

let running: RunningSandbox
let rpcUrl: string

beforeAll(async () => {
  running = await startSandbox({ port: 0, chains: { chains: [{ id: 1, name: 'Ethereum (sandbox)', testnet: false }] } })
  rpcUrl = running.chains?.chains[0]?.rpcUrl ?? ''
}, 120_000)
afterAll(() => running?.close())

/** Posts one message as the popup page does: from the page's own origin, bytes as hex. */
async function post(message: unknown, decision?: 'approve' | 'reject', origin = running.url): Promise<Response> {
  return fetch(`${running.url}/_sandbox/coinbase-smart-wallet/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ message, ...(decision ? { decision } : {}) }),
  })
}
async function ask(message: unknown, decision?: 'approve' | 'reject'): Promise<Answer> {
  const answer = await post(message, decision)
  expect(answer.status).toBe(200)
  return (await answer.json()) as Answer
}

/** The SDK's side: its key pair, and once the popup answered the handshake, the shared secret. */
async function sdk() {
  const keys = await generateKeyPair()
  const sender = await exportKeyToHexString('public', keys.publicKey)
  let secret: CryptoKey | null = null
  const open = async (answer: Answer): Promise<Result> => {
    const encrypted = answer.reply?.content?.encrypted
    if (!encrypted || !secret) throw new Error(`no encrypted reply: ${JSON.stringify(answer)}`)
    return decryptContent(
      { iv: unhex(encrypted.iv), cipherText: unhex(encrypted.cipherText) },
      secret,
    ) as Promise<Result>
  }
  return {
    sender,
    handshake: (id = crypto.randomUUID()) => ({
      id,
      sender,
      content: {
        handshake: { method: 'eth_requestAccounts', params: { appName: 'Lobby test app', appChainIds: [1] } },
      },
      timestamp: new Date(),
    }),
    /** Reads the handshake's answer as the SDK does: the popup's key first, then its encrypted result. */
    async connected(answer: Answer): Promise<Result> {
      const peer = await importKeyFromHexString('public', answer.reply?.sender ?? '')
      secret = await deriveSharedSecret(keys.privateKey, peer)
      return open(answer)
    },
    async request(method: string, params: unknown[], chainId = 1) {
      if (!secret) throw new Error('connect first')
      const encrypted = await encryptContent({ action: { method, params }, chainId } as never, secret)
      return {
        id: crypto.randomUUID(),
        sender,
        content: { encrypted: { iv: hex(encrypted.iv), cipherText: hex(encrypted.cipherText) } },
        timestamp: new Date(),
      }
    },
    open,
  }
}

/** Connects a new SDK session, approving in the popup; returns it and the account it got. */
async function connect() {
  const wallet = await sdk()
  const handshake = wallet.handshake()
  const answer = await ask(handshake, 'approve')
  const { result } = await wallet.connected(answer)
  return { wallet, address: (result.value as Hex[])[0] as Hex }
}

/** A request through the popup: first the prompt the user sees, then their decision's answer. */
async function decide(
  wallet: Awaited<ReturnType<typeof sdk>>,
  method: string,
  params: unknown[],
  decision: 'approve' | 'reject',
) {
  const message = await wallet.request(method, params)
  const shown = await ask(message)
  const answer = await ask(message, decision)
  expect(answer.reply?.requestId).toBe(message.id)
  return { prompt: shown.prompt, done: answer.done, ...(await wallet.open(answer)) }
}

describe('the sandbox Coinbase Smart Wallet popup (W-1.01)', () => {
  it('W-1.01 picks the smart-wallet signer, asks the user to connect, and answers with its account encrypted for the SDK', async () => {
    const signer = await ask({ id: 'select-1', event: 'selectSignerType', data: { options: 'smartWalletOnly' } })
    expect(signer.reply).toMatchObject({ requestId: 'select-1', data: 'scw' })

    const wallet = await sdk()
    const handshake = wallet.handshake()
    const prompt = await ask(handshake)
    expect(prompt.prompt?.title).toBe('Connect to Lobby test app')
    expect(prompt.reply).toBeUndefined()

    const answer = await ask(handshake, 'approve')
    expect(answer.reply?.requestId).toBe(handshake.id)
    // The connected popup stays open for the sign-in that follows.
    expect(answer.done).toBe(false)
    const { result, data } = await wallet.connected(answer)
    const { address } = (await (await fetch(`${running.url}/_sandbox/coinbase-smart-wallet/account`)).json()) as {
      address: string
    }
    expect(result.value).toEqual([address])
    expect(data?.chains).toEqual({ 1: rpcUrl })
  })

  it('W-4.04 the signature the user approves is the account owner’s, and siwe/authenticate signs the user in with it', async () => {
    const { wallet, address } = await connect()
    const headers = {
      'content-type': 'application/json',
      'privy-app-id': running.sandbox.apps['all-methods']?.id ?? '',
    }
    const api = (path: string, body: unknown) =>
      fetch(`${running.url}/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    const { nonce } = (await (await api('/siwe/init', { address })).json()) as { nonce: string }
    const message = createSiweMessage({
      domain: '127.0.0.1:5173',
      address,
      uri: 'http://127.0.0.1:5173',
      version: '1',
      chainId: 1,
      nonce,
    })
    const signed = await decide(
      wallet,
      'personal_sign',
      [`0x${Buffer.from(message).toString('hex')}`, address],
      'approve',
    )
    expect(signed.prompt).toMatchObject({ title: 'Sign message', detail: message })
    expect(signed.done).toBe(true)
    const signature = signed.result.value as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)

    const login = await api('/siwe/authenticate', {
      message,
      signature,
      chainId: 'eip155:1',
      walletClientType: 'coinbase_smart_wallet',
      connectorType: 'coinbase_wallet',
    })
    expect(login.status).toBe(200)
    const { user } = WireAuthResult.parse(await login.json())
    expect(user.linked_accounts).toContainEqual(
      expect.objectContaining({
        type: 'wallet',
        address,
        wallet_client_type: 'coinbase_smart_wallet',
        connector_type: 'coinbase_wallet',
      }),
    )
  })

  it('W-1.01 signs typed data (eth_signTypedData_v4) with the same account', async () => {
    const { wallet, address } = await connect()
    const typed = {
      domain: { name: 'Lobby', version: '1', chainId: 1 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting' as const,
      message: { text: 'hello' },
    }
    const signed = await decide(wallet, 'eth_signTypedData_v4', [address, JSON.stringify(typed)], 'approve')
    expect(signed.prompt?.title).toBe('Sign typed data')
    expect(await verifyTypedData({ address, ...typed, signature: signed.result.value as Hex })).toBe(true)
  })

  it('W-1.01 sends an approved transaction on the local chain from its account', async () => {
    const { wallet, address } = await connect()
    const to = '0x000000000000000000000000000000000000dEaD'
    const sent = await decide(wallet, 'eth_sendTransaction', [{ from: address, to, value: '0x1' }], 'approve')
    expect(sent.prompt?.title).toBe('Send transaction')
    const chain = createPublicClient({ transport: http(rpcUrl) })
    const receipt = await chain.waitForTransactionReceipt({ hash: sent.result.value as Hex })
    expect(receipt).toMatchObject({ status: 'success', from: address.toLowerCase(), to: to.toLowerCase() })
    expect(await chain.getBalance({ address: to })).toBeGreaterThanOrEqual(1n)
  })

  it("W-8.03 a request the user rejects answers EIP-1193's 4001, and a rejected connection gives no session", async () => {
    const { wallet, address } = await connect()
    const rejected = await decide(wallet, 'personal_sign', ['0x68656c6c6f', address], 'reject')
    expect(rejected.result.error).toEqual({ code: 4001, message: 'User rejected the request.' })

    const other = await sdk()
    const refused = await ask(other.handshake(), 'reject')
    expect((await other.connected(refused)).result.error?.code).toBe(4001)
    expect(refused.done).toBe(true)
  })

  it('W-1.01 answers eth_chainId at once and refuses to switch to a chain the sandbox does not run (4902)', async () => {
    const { wallet } = await connect()
    expect((await wallet.open(await ask(await wallet.request('eth_chainId', [])))).result.value).toBe('0x1')
    const known = await ask(await wallet.request('wallet_switchEthereumChain', [{ chainId: '0x1' }]))
    expect((await wallet.open(known)).result.value).toBeNull()
    const unknown = await ask(await wallet.request('wallet_switchEthereumChain', [{ chainId: '0x2105' }]))
    expect((await wallet.open(unknown)).result.error?.code).toBe(4902)
  })

  it('attack: a page of another origin cannot answer for the user, even with a well-formed approval', async () => {
    const wallet = await sdk()
    const forged = await post(wallet.handshake(), 'approve', 'http://127.0.0.1:1')
    expect(forged.status).toBe(403)
    expect(await forged.json()).toEqual({ error: 'The smart wallet answers its own popup page only.' })
  })

  it('a handshake whose key is not an ECDH P-256 public key is answered with a failure that says so', async () => {
    const wallet = await sdk()
    const answer = await ask({ ...wallet.handshake(), sender: 'abcd' }, 'approve')
    expect(answer.reply?.content?.failure).toEqual({
      code: -32602,
      message: "The SDK's key is not an ECDH P-256 public key (SPKI, hex).",
    })
  })

  it('attack: a request that was not encrypted with a session the popup made is not answered', async () => {
    const { wallet } = await connect()
    const stranger = await sdk()
    const message = await wallet.request('personal_sign', ['0x68656c6c6f'])
    const answer = await ask({ ...message, sender: stranger.sender }, 'approve')
    expect(answer.reply?.content?.failure).toEqual({
      code: 4100,
      message: 'No session with the smart wallet: connect again.',
    })
  })
})
