import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'

// Each test its own topics: the relay keeps messages for subscribers still to come.
const PAIRING = 'a'.repeat(64)
const SESSION = 'b'.repeat(64)
const OTHER_SESSION = 'f'.repeat(64)
const ENVELOPE = 'AAECAwQ='

type Frame = { id?: number | string | null; method?: string; params?: unknown; result?: unknown; error?: unknown }

/** A relay client: sends JSON-RPC requests and reads what the relay sends, in order. */
async function client(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url, { headers })
  const frames: Frame[] = []
  const waiting: Array<() => void> = []
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as Frame)
    for (const wake of waiting.splice(0)) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  let nextId = 1
  const next = async (match: (frame: Frame) => boolean, ms = 2000): Promise<Frame> => {
    const deadline = Date.now() + ms
    for (;;) {
      const index = frames.findIndex(match)
      if (index >= 0) return frames.splice(index, 1)[0] as Frame
      if (Date.now() > deadline) throw new Error('no such frame came')
      await new Promise<void>((resolve) => {
        waiting.push(resolve)
        setTimeout(resolve, 50)
      })
    }
  }
  return {
    socket,
    frames,
    raw: (text: string) => socket.send(text),
    async request(method: string, params: unknown): Promise<Frame> {
      const id = nextId++
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params }))
      return next((frame) => frame.id === id && frame.method === undefined)
    },
    pushes: (topic: string, ms?: number) =>
      next(
        (frame) =>
          frame.method === 'irn_subscription' && (frame.params as { data?: { topic?: string } }).data?.topic === topic,
        ms,
      ),
    next,
  }
}

let sandbox: RunningSandbox
let url: string
const sockets: WebSocket[] = []

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 })
  url = `${sandbox.url.replace(/^http/, 'ws')}/_sandbox/walletconnect?auth=unchecked&projectId=test`
})

afterAll(async () => {
  for (const socket of sockets) socket.terminate()
  await sandbox?.close()
})

async function connect(headers?: Record<string, string>) {
  const c = await client(url, headers)
  sockets.push(c.socket)
  return c
}

describe('WalletConnect relay emulator', () => {
  it('a published message reaches the topic’s other subscribers, not its publisher', async () => {
    const dapp = await connect()
    const wallet = await connect()
    expect((await wallet.request('irn_subscribe', { topic: OTHER_SESSION })).result).toEqual(expect.any(String))
    expect((await dapp.request('irn_subscribe', { topic: OTHER_SESSION })).result).toEqual(expect.any(String))
    expect(
      (await dapp.request('irn_publish', { topic: OTHER_SESSION, message: ENVELOPE, ttl: 300, tag: 1108 })).result,
    ).toBe(true)
    const push = await wallet.pushes(OTHER_SESSION)
    expect(push.params).toMatchObject({ data: { topic: OTHER_SESSION, message: ENVELOPE, tag: 1108 } })
    await expect(dapp.pushes(OTHER_SESSION, 300)).rejects.toThrow('no such frame came')
  })

  it('a message published before anyone listens waits for the first subscriber (the mailbox)', async () => {
    const topic = 'c'.repeat(64)
    const dapp = await connect()
    await dapp.request('irn_publish', { topic, message: ENVELOPE, ttl: 300 })
    const wallet = await connect()
    await wallet.request('irn_subscribe', { topic })
    expect((await wallet.pushes(topic)).params).toMatchObject({ data: { topic, message: ENVELOPE } })
  })

  it('proposing subscribes the proposer to the pairing topic; approving subscribes the wallet to the session topic', async () => {
    const dapp = await connect()
    const wallet = await connect()
    const proposed = await dapp.request('wc_proposeSession', {
      pairingTopic: PAIRING,
      sessionProposal: ENVELOPE,
      ttl: 300,
    })
    expect(proposed.result).toBe(true)
    await wallet.request('irn_subscribe', { topic: PAIRING })
    expect((await wallet.pushes(PAIRING)).params).toMatchObject({ data: { message: ENVELOPE, tag: 1100 } })

    await dapp.request('irn_subscribe', { topic: SESSION })
    const approved = await wallet.request('wc_approveSession', {
      pairingTopic: PAIRING,
      sessionTopic: SESSION,
      sessionProposalResponse: 'cmVzcG9uc2U=',
      sessionSettlementRequest: 'c2V0dGxl',
      ttl: 300,
    })
    expect(approved.result).toBe(true)
    expect((await dapp.pushes(PAIRING)).params).toMatchObject({ data: { message: 'cmVzcG9uc2U=', tag: 1101 } })
    expect((await dapp.pushes(SESSION)).params).toMatchObject({ data: { message: 'c2V0dGxl', tag: 1102 } })

    await dapp.request('irn_publish', { topic: SESSION, message: 'ZGVsZXRl', ttl: 86400, tag: 1112 })
    expect((await wallet.pushes(SESSION)).params).toMatchObject({ data: { message: 'ZGVsZXRl', tag: 1112 } })
  })

  it('after irn_unsubscribe the topic’s messages stop coming', async () => {
    const topic = 'd'.repeat(64)
    const dapp = await connect()
    const wallet = await connect()
    await wallet.request('irn_subscribe', { topic })
    expect((await wallet.request('irn_unsubscribe', { topic, id: 'x' })).result).toBe(true)
    await dapp.request('irn_publish', { topic, message: ENVELOPE, ttl: 300 })
    await expect(wallet.pushes(topic, 300)).rejects.toThrow('no such frame came')
  })

  it('bad input gets a JSON-RPC error naming what is wrong, and the socket keeps working', async () => {
    const c = await connect()
    c.raw('{not json')
    expect((await c.next((frame) => frame.id === null)).error).toEqual({
      code: -32700,
      message: 'Parse error: the message is not JSON.',
    })
    const badTopic = await c.request('irn_subscribe', { topic: 'short' })
    expect(badTopic.error).toMatchObject({ code: -32602 })
    expect((badTopic.error as { message: string }).message).toContain('Invalid params for irn_subscribe')
    expect((badTopic.error as { message: string }).message).toContain('a topic is 64 lowercase hex digits')
    const unknown = await c.request('irn_fly', {})
    expect(unknown.error).toMatchObject({ code: -32601 })
    expect((unknown.error as { message: string }).message).toContain('not "irn_fly"')
    expect((await c.request('irn_subscribe', { topic: 'e'.repeat(64) })).result).toEqual(expect.any(String))
  })

  it('attack: a page of another site cannot open the relay socket', async () => {
    await expect(connect({ origin: 'https://evil.example' })).rejects.toThrow('Unexpected server response: 403')
  })
})
