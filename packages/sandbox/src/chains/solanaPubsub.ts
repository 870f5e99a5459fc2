import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import { MAX_BODY_BYTES } from '../lib/requestGuards.ts'
import { acceptGuardedUpgrade } from '../lib/webSocketUpgrade.ts'
import { RPC_ERROR, RpcRequest } from './solanaJsonRpc.ts'
import type { SignatureStatus } from './solanaState.ts'

const Signature = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/, 'a base58 transaction signature')
const SubscribeConfig = z
  .looseObject({
    commitment: z.enum(['processed', 'confirmed', 'finalized']).optional(),
    enableReceivedNotification: z.boolean().optional(),
  })
  .optional()

/** How long a client has to answer the sandbox's close before its socket is cut. */
const CLOSE_GRACE_MS = 1000

type Subscription = { socket: WebSocket; signature: string; received: boolean }

/** The Solana facade's pubsub: the WebSocket side of the JSON-RPC, where clients wait for their signatures. */
export type SolanaPubsub = {
  /** Takes an HTTP upgrade to the facade's path; refuses other paths, and hosts and pages that are not of this machine. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Tells the subscribers of a signature that it landed, and ends their subscriptions, as the cluster does. */
  landed(signature: string, status: SignatureStatus): void
  /** Ends every open socket, so the HTTP server under them can stop. */
  close(): void
}

/**
 * `signatureSubscribe` / `signatureUnsubscribe` with `signatureNotification`, what web3.js
 * `confirmTransaction` (and so `sendAndConfirmTransaction`) waits on. As on a cluster, a
 * subscription hears of its signature when the signature lands after it; for a signature that
 * landed before, clients read `getSignatureStatuses` once subscribed, and web3.js does.
 */
export function createSolanaPubsub({ path }: { path: string }): SolanaPubsub {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES })
  const subscriptions = new Map<number, Subscription>()
  let nextId = 0

  const send = (socket: WebSocket, message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const answer = (socket: WebSocket, id: unknown, result: unknown) => send(socket, { jsonrpc: '2.0', id, result })
  const fail = (socket: WebSocket, id: unknown, code: number, message: string) =>
    send(socket, { jsonrpc: '2.0', id, error: { code, message } })

  const methods: Record<string, (socket: WebSocket, params: unknown[]) => unknown> = {
    signatureSubscribe(socket, [signature, config]) {
      const parsedSignature = Signature.safeParse(signature)
      if (!parsedSignature.success) throw new ParamsError('the signature must be a base58 transaction signature')
      const parsedConfig = SubscribeConfig.safeParse(config)
      if (!parsedConfig.success)
        throw new ParamsError(
          'the config must be { commitment?: "processed" | "confirmed" | "finalized", enableReceivedNotification?: boolean }',
        )
      const id = nextId++
      subscriptions.set(id, {
        socket,
        signature: parsedSignature.data,
        received: parsedConfig.data?.enableReceivedNotification === true,
      })
      return id
    },
    signatureUnsubscribe(socket, [id]) {
      const subscription = typeof id === 'number' ? subscriptions.get(id) : undefined
      // The cluster's own text, for an id that never was, was another socket's, or already heard its signature.
      if (!subscription || subscription.socket !== socket) throw new ParamsError('Invalid subscription id.', true)
      subscriptions.delete(id as number)
      return true
    },
  }

  const onMessage = (socket: WebSocket, data: string) => {
    let raw: unknown
    try {
      raw = JSON.parse(data)
    } catch {
      return fail(socket, null, RPC_ERROR.parse, 'Parse error: the message is not JSON.')
    }
    const request = RpcRequest.safeParse(raw)
    if (!request.success)
      return fail(
        socket,
        (raw as { id?: unknown } | null)?.id ?? null,
        RPC_ERROR.invalidRequest,
        'Invalid request: expected { jsonrpc: "2.0", id, method, params }.',
      )
    const { id, method, params = [] } = request.data
    // A notification (no id) asks for no answer: web3.js sends `ping` this way every 5 s.
    if (id === undefined) return
    const handler = methods[method]
    if (!handler)
      return fail(
        socket,
        id,
        RPC_ERROR.methodNotFound,
        `Method not found: the sandbox's Solana pubsub offers signatureSubscribe and signatureUnsubscribe, not "${method}".`,
      )
    try {
      answer(socket, id, handler(socket, params))
    } catch (error) {
      if (error instanceof ParamsError) return fail(socket, id, RPC_ERROR.invalidParams, error.message)
      fail(socket, id, RPC_ERROR.internal, error instanceof Error ? error.message : String(error))
    }
  }

  server.on('connection', (socket) => {
    socket.on('message', (data, isBinary) => onMessage(socket, isBinary ? '' : data.toString()))
    // A bad frame or a message over the limit: ws closes the socket itself (1002, 1009); unheard, the error would end the sandbox.
    socket.on('error', () => undefined)
    socket.on('close', () => {
      for (const [id, subscription] of subscriptions) if (subscription.socket === socket) subscriptions.delete(id)
    })
  })

  return {
    upgrade: (request, socket, head) =>
      acceptGuardedUpgrade(server, { name: 'Solana pubsub', path }, request, socket, head),
    landed(signature, status) {
      for (const [id, subscription] of subscriptions) {
        if (subscription.signature !== signature) continue
        subscriptions.delete(id)
        const context = { slot: Number(status.slot) }
        if (subscription.received)
          send(subscription.socket, {
            jsonrpc: '2.0',
            method: 'signatureNotification',
            params: { result: { context, value: 'receivedSignature' }, subscription: id },
          })
        send(subscription.socket, {
          jsonrpc: '2.0',
          method: 'signatureNotification',
          params: { result: { context, value: { err: status.err } }, subscription: id },
        })
      }
    },
    close() {
      const waiting = new Set([...subscriptions.values()].map((subscription) => subscription.socket))
      subscriptions.clear()
      for (const socket of server.clients) {
        // A socket still waiting on a signature hears 1001 "going away", so web3.js reconnects and
        // subscribes again (a sandbox restarted on its port answers); an idle one closes normally.
        socket.close(waiting.has(socket) ? 1001 : 1000, 'The sandbox is stopping.')
        // A client that never answers the close must not hold the server open.
        setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref()
      }
    },
  }
}

/** Bad params: answered with -32602 and this message. */
class ParamsError extends Error {
  constructor(what: string, verbatim = false) {
    super(verbatim ? what : `Invalid params: ${what}.`)
  }
}
