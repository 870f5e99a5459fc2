import { base58 } from '@scure/base'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  type PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'

let running: RunningSandbox
let rpcUrl: string
let wsUrl: string
let connection: Connection
const sockets: WebSocket[] = []

beforeAll(async () => {
  running = await startSandbox({
    port: 0,
    chains: { chains: [{ id: 1, name: 'Ethereum (sandbox)', testnet: false }], accounts: 1 },
  })
  const listing = (await (await fetch(`${running.url}/_sandbox/chains`)).json()) as {
    solana?: { rpcUrl: string; wsUrl: string }
  }
  rpcUrl = listing.solana?.rpcUrl ?? ''
  wsUrl = listing.solana?.wsUrl ?? ''
  connection = new Connection(rpcUrl, { commitment: 'confirmed', wsEndpoint: wsUrl })
}, 60_000)

afterAll(async () => {
  for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.terminate()
  await running?.close()
})

async function funded(sol: number) {
  const keypair = Keypair.generate()
  await connection.requestAirdrop(keypair.publicKey, sol * LAMPORTS_PER_SOL)
  return keypair
}

async function signedTransfer(from: Keypair, to: PublicKey, lamports: number) {
  const { blockhash } = await connection.getLatestBlockhash()
  const tx = new Transaction({ feePayer: from.publicKey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )
  tx.sign(from)
  return { bytes: tx.serialize(), signature: base58.encode(tx.signature ?? new Uint8Array()) }
}

type Message = {
  id?: unknown
  result?: unknown
  error?: { code: number; message: string }
  method?: string
  params?: unknown
}

/** A raw pubsub client: every message the facade sends, in order, and a way to wait for the next. */
async function pubsubClient(options?: WebSocket.ClientOptions) {
  const socket = new WebSocket(wsUrl, options)
  sockets.push(socket)
  const received: Message[] = []
  const waiters: Array<() => void> = []
  socket.on('message', (data) => {
    received.push(JSON.parse(data.toString()) as Message)
    for (const wake of waiters.splice(0)) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  let read = 0
  const next = async (): Promise<Message> => {
    while (received.length <= read) await new Promise<void>((wake) => waiters.push(wake))
    return received[read++] as Message
  }
  let id = 0
  const call = async (method: string, params: unknown[]) => {
    socket.send(JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }))
    const answer = await next()
    expect(answer.id).toBe(id)
    return answer
  }
  return { socket, next, call, received }
}

describe('Solana facade pubsub (signatureSubscribe)', () => {
  it('behavior: GET /_sandbox/chains lists the ws URL on the sandbox port, and web3.js sendAndConfirmTransaction lands a transfer; getBalance reads both sides', async () => {
    expect(wsUrl).toBe(`${running.url.replace('http://', 'ws://')}/_chains/solana`)
    const sender = await funded(2)
    const receiver = Keypair.generate().publicKey
    const tx = new Transaction().add(
      SystemProgram.transfer({ fromPubkey: sender.publicKey, toPubkey: receiver, lamports: 250_000_000 }),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [sender])

    expect(await connection.getBalance(receiver)).toBe(250_000_000)
    // 2 SOL, less the 0.25 sent, less one signature's fee of 5000 lamports.
    expect(await connection.getBalance(sender.publicKey)).toBe(1_749_995_000)
    const { value } = await connection.getSignatureStatuses([signature])
    expect(value[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
  }, 30_000)

  it('behavior: a subscription hears its signature land once, with the slot getSignatureStatuses reports, then is gone', async () => {
    const client = await pubsubClient()
    const sender = await funded(1)
    const transfer = await signedTransfer(sender, Keypair.generate().publicKey, 1_000_000)
    const subscribed = await client.call('signatureSubscribe', [transfer.signature, { commitment: 'confirmed' }])
    expect(typeof subscribed.result).toBe('number')

    await connection.sendRawTransaction(transfer.bytes)
    const notification = await client.next()
    const { value } = await connection.getSignatureStatuses([transfer.signature])
    expect(notification).toEqual({
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { subscription: subscribed.result, result: { context: { slot: value[0]?.slot }, value: { err: null } } },
    })
    // The cluster ends a signature subscription once it notified; unsubscribing it is an unknown id.
    expect((await client.call('signatureUnsubscribe', [subscribed.result])).error).toEqual({
      code: -32602,
      message: 'Invalid subscription id.',
    })
  })

  it('behavior: signatureUnsubscribe answers true, and the subscription it ended hears nothing when its signature lands', async () => {
    const client = await pubsubClient()
    const sender = await funded(1)
    const transfer = await signedTransfer(sender, Keypair.generate().publicKey, 2_000_000)
    const ended = (await client.call('signatureSubscribe', [transfer.signature])).result
    const kept = (await client.call('signatureSubscribe', [transfer.signature])).result
    expect(kept).not.toBe(ended)
    expect((await client.call('signatureUnsubscribe', [ended])).result).toBe(true)

    await connection.sendRawTransaction(transfer.bytes)
    // Both would be told in the same turn, on the same socket: once the kept one hears, the ended one has not.
    expect(await client.next()).toMatchObject({ params: { subscription: kept } })
    expect(client.received.filter((message) => message.method === 'signatureNotification')).toHaveLength(1)
  })

  it('behavior: enableReceivedNotification sends receivedSignature before the status; a notification like ping gets no answer', async () => {
    const client = await pubsubClient()
    // web3.js pings this way every 5 s: no id, so nothing comes back before the next answer.
    client.socket.send(JSON.stringify({ jsonrpc: '2.0', method: 'ping' }))
    const sender = await funded(1)
    const transfer = await signedTransfer(sender, Keypair.generate().publicKey, 3_000_000)
    const id = (await client.call('signatureSubscribe', [transfer.signature, { enableReceivedNotification: true }]))
      .result
    await connection.sendRawTransaction(transfer.bytes)
    expect(await client.next()).toMatchObject({ params: { subscription: id, result: { value: 'receivedSignature' } } })
    expect(await client.next()).toMatchObject({ params: { subscription: id, result: { value: { err: null } } } })
  })

  it('behavior: bad params, unknown methods and bad JSON are answered with the JSON-RPC codes', async () => {
    const client = await pubsubClient()
    expect((await client.call('signatureSubscribe', ['not-a-signature'])).error).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/signature/),
    })
    expect((await client.call('signatureSubscribe', ['1'.repeat(64), { commitment: 'soon' }])).error).toMatchObject({
      code: -32602,
      message: expect.stringMatching(/commitment/),
    })
    expect((await client.call('accountSubscribe', [Keypair.generate().publicKey.toBase58()])).error).toMatchObject({
      code: -32601,
      message: expect.stringMatching(/accountSubscribe/),
    })
    client.socket.send('{')
    expect(await client.next()).toMatchObject({ id: null, error: { code: -32700 } })
  })

  it('behavior: a message over 64 kB closes that socket with 1009, and the sandbox goes on answering', async () => {
    const client = await pubsubClient()
    const closed = new Promise<number>((resolve) => client.socket.once('close', (code) => resolve(code)))
    client.socket.send(
      JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'signatureSubscribe', params: ['x'.repeat(70_000)] }),
    )
    expect(await closed).toBe(1009)
    const other = await pubsubClient()
    expect((await other.call('signatureUnsubscribe', [123_456])).error?.message).toBe('Invalid subscription id.')
    expect(await connection.getSlot()).toBeGreaterThan(0)
  })

  it('attack: a page of another site and a DNS-rebound host cannot open the socket, as they cannot call the HTTP routes', async () => {
    const refusal = (options: WebSocket.ClientOptions) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(wsUrl, options)
        sockets.push(socket)
        socket.once('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
        socket.once('open', () => reject(new Error('the socket opened')))
      })
    expect(await refusal({ origin: 'http://evil.test' })).toBe(403)
    expect(await refusal({ headers: { host: 'evil.test' } })).toBe(403)
    // A page of this machine is let in.
    const client = await pubsubClient({ origin: 'http://localhost:5173' })
    expect(client.socket.readyState).toBe(WebSocket.OPEN)
  })
})
