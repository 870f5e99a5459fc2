import { createHash, randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import { z } from 'zod'
import { MAX_BODY_BYTES } from '../lib/requestGuards.ts'
import { acceptGuardedUpgrade } from '../lib/webSocketUpgrade.ts'

/** Where the relay emulator takes WebSocket upgrades; a client's `relayUrl` is `ws://<sandbox host>` + this. */
export const WALLET_CONNECT_RELAY_PATH = '/_sandbox/walletconnect'

// The WalletConnect sign protocol's tags for what the relay publishes on a client's behalf
// (wc_sessionPropose request and response, wc_sessionSettle request).
const TAG = { sessionPropose: 1100, sessionProposeResponse: 1101, sessionSettle: 1102 } as const

/** How long a message waits for a subscriber when its publisher names no ttl: the protocol's 5 minutes. */
const DEFAULT_TTL_S = 300
/** Messages kept per topic for subscribers still to come; older ones are dropped first. */
const MAILBOX_LIMIT = 100
/** How long a client has to answer the sandbox's close before its socket is cut. */
const CLOSE_GRACE_MS = 1000

const RPC_ERROR = { parse: -32700, invalidRequest: -32600, methodNotFound: -32601, invalidParams: -32602 } as const

const RpcRequest = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number()]).optional(),
  method: z.string(),
  params: z.unknown().optional(),
})

const Topic = z.string().regex(/^[0-9a-f]{64}$/, 'a topic is 64 lowercase hex digits')
const Message = z.string().min(1, 'a message is a non-empty base64 envelope')
const Ttl = z.number().int().positive().optional()
const Tag = z.number().int().optional()

// Publishers add their own fields (attestation, tvf); the relay keeps the ones it routes by.
const PARAMS = {
  irn_subscribe: z.looseObject({ topic: Topic }),
  irn_batchSubscribe: z.looseObject({ topics: z.array(Topic) }),
  irn_unsubscribe: z.looseObject({ topic: Topic, id: z.string().optional() }),
  irn_batchUnsubscribe: z.looseObject({
    subscriptions: z.array(z.looseObject({ topic: Topic, id: z.string().optional() })),
  }),
  irn_batchFetchMessages: z.looseObject({ topics: z.array(Topic) }),
  irn_publish: z.looseObject({ topic: Topic, message: Message, ttl: Ttl, tag: Tag }),
  wc_proposeSession: z.looseObject({ pairingTopic: Topic, sessionProposal: Message, ttl: Ttl }),
  wc_approveSession: z.looseObject({
    sessionTopic: Topic,
    pairingTopic: Topic,
    sessionProposalResponse: Message,
    sessionSettlementRequest: Message,
    ttl: Ttl,
  }),
} as const

type Method = keyof typeof PARAMS
type Stored = { topic: string; message: string; publishedAt: number; tag: number | undefined; expiresAt: number }
type Published = Omit<Stored, 'publishedAt' | 'expiresAt'> & { ttl: number | undefined; from: WebSocket }
/** A kept message and the client that published it, which never hears it back. */
type Kept = Stored & { from: string }

/** True when an HTTP upgrade asks for the relay's path (a server with several WebSocket endpoints routes by it). */
export function isWalletConnectRelayUpgrade(request: IncomingMessage): boolean {
  return new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '') === WALLET_CONNECT_RELAY_PATH
}

/** The WalletConnect relay emulator: the WebSocket side only, handed the server's upgrades. */
export type WalletConnectRelay = {
  /** Takes an HTTP upgrade to the relay's path; refuses other paths, and hosts and pages that are not of this machine. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Ends every open socket, so the HTTP server under them can stop. */
  close(): void
}

/**
 * A local stand-in for WalletConnect's relay (the `irn` JSON-RPC over WebSocket that
 * `@walletconnect/core` speaks), so a dapp and a wallet pair, talk and end sessions offline.
 * It routes each published message to the topic's other subscribers and keeps it (for its
 * ttl) for subscribers still to come, as the relay's mailbox does. It reads no message (they
 * are encrypted between the two ends) and accepts the client's `auth` JWT without checking it.
 */
export function createWalletConnectRelay(): WalletConnectRelay {
  const server = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES })
  const subscribers = new Map<string, Map<WebSocket, string>>()
  const mailbox = new Map<string, Kept[]>()
  const clientKeys = new WeakMap<WebSocket, string>()
  let nextPushId = Date.now() * 1000

  const send = (socket: WebSocket, message: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const push = (socket: WebSocket, subscriptionId: string, stored: Stored) =>
    send(socket, {
      jsonrpc: '2.0',
      id: nextPushId++,
      method: 'irn_subscription',
      params: {
        id: subscriptionId,
        data: { topic: stored.topic, message: stored.message, publishedAt: stored.publishedAt, tag: stored.tag },
      },
    })

  const live = (topic: string) => {
    const now = Date.now()
    const kept = (mailbox.get(topic) ?? []).filter((stored) => stored.expiresAt > now)
    if (kept.length > 0) mailbox.set(topic, kept)
    else mailbox.delete(topic)
    return kept
  }

  function subscribe(socket: WebSocket, topic: string): string {
    const id = createHash('sha256')
      .update(`${topic}:${clientKeys.get(socket) ?? ''}`)
      .digest('hex')
    const ofTopic = subscribers.get(topic) ?? new Map<WebSocket, string>()
    ofTopic.set(socket, id)
    subscribers.set(topic, ofTopic)
    // After the answer, as the relay does: the client knows the subscription before its messages.
    queueMicrotask(() => {
      for (const kept of live(topic)) if (kept.from !== clientKeys.get(socket)) push(socket, id, kept)
    })
    return id
  }

  function unsubscribe(socket: WebSocket, topic: string) {
    const ofTopic = subscribers.get(topic)
    ofTopic?.delete(socket)
    if (ofTopic?.size === 0) subscribers.delete(topic)
  }

  function publish({ topic, message, ttl, tag, from }: Published) {
    const now = Date.now()
    const expiresAt = now + (ttl ?? DEFAULT_TTL_S) * 1000
    const stored: Kept = { topic, message, tag, publishedAt: now, expiresAt, from: clientKeys.get(from) ?? '' }
    mailbox.set(topic, [...live(topic), stored].slice(-MAILBOX_LIMIT))
    for (const [socket, id] of subscribers.get(topic) ?? []) if (socket !== from) push(socket, id, stored)
  }

  const handlers: { [M in Method]: (socket: WebSocket, params: z.infer<(typeof PARAMS)[M]>) => unknown } = {
    irn_subscribe: (socket, { topic }) => subscribe(socket, topic),
    irn_batchSubscribe: (socket, { topics }) => topics.map((topic) => subscribe(socket, topic)),
    irn_unsubscribe(socket, { topic }) {
      unsubscribe(socket, topic)
      return true
    },
    irn_batchUnsubscribe(socket, { subscriptions }) {
      for (const { topic } of subscriptions) unsubscribe(socket, topic)
      return true
    },
    // Every stored message reaches a subscriber when it subscribes; nothing is left to fetch.
    irn_batchFetchMessages: () => ({ messages: [], hasMore: false }),
    irn_publish(socket, { topic, message, ttl, tag }) {
      publish({ topic, message, ttl, tag, from: socket })
      return true
    },
    // The proposer does not subscribe to its pairing topic itself: proposing subscribes it there.
    wc_proposeSession(socket, { pairingTopic, sessionProposal, ttl }) {
      subscribe(socket, pairingTopic)
      publish({ topic: pairingTopic, message: sessionProposal, ttl, tag: TAG.sessionPropose, from: socket })
      return true
    },
    wc_approveSession(socket, params) {
      const { pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest, ttl } = params
      // Likewise, approving subscribes the wallet to the new session's topic.
      subscribe(socket, sessionTopic)
      publish({
        topic: pairingTopic,
        message: sessionProposalResponse,
        ttl,
        tag: TAG.sessionProposeResponse,
        from: socket,
      })
      publish({ topic: sessionTopic, message: sessionSettlementRequest, ttl, tag: TAG.sessionSettle, from: socket })
      return true
    },
  }

  const onMessage = (socket: WebSocket, data: string) => {
    const fail = (id: unknown, code: number, message: string) =>
      send(socket, { jsonrpc: '2.0', id: id ?? null, error: { code, message } })
    let raw: unknown
    try {
      raw = JSON.parse(data)
    } catch {
      return fail(null, RPC_ERROR.parse, 'Parse error: the message is not JSON.')
    }
    // The client's answers to our irn_subscription pushes (acknowledgements) need nothing back.
    if (typeof raw === 'object' && raw !== null && !('method' in raw) && ('result' in raw || 'error' in raw)) return
    const request = RpcRequest.safeParse(raw)
    if (!request.success)
      return fail(
        (raw as { id?: unknown } | null)?.id,
        RPC_ERROR.invalidRequest,
        'Invalid request: expected { jsonrpc: "2.0", id, method, params }.',
      )
    const { id, method, params } = request.data
    if (id === undefined) return
    if (!Object.hasOwn(PARAMS, method))
      return fail(
        id,
        RPC_ERROR.methodNotFound,
        `Method not found: the sandbox's WalletConnect relay offers ${Object.keys(PARAMS).join(', ')}, not "${method}".`,
      )
    const name = method as Method
    const parsed = PARAMS[name].safeParse(params)
    if (!parsed.success)
      return fail(id, RPC_ERROR.invalidParams, `Invalid params for ${name}: ${z.prettifyError(parsed.error)}`)
    const handler = handlers[name] as (socket: WebSocket, params: unknown) => unknown
    send(socket, { jsonrpc: '2.0', id, result: handler(socket, parsed.data) })
  }

  server.on('connection', (socket) => {
    clientKeys.set(socket, randomUUID())
    socket.on('message', (data, isBinary) => onMessage(socket, isBinary ? '' : data.toString()))
    // A bad frame or a message over the limit: ws closes the socket itself; unheard, the error would end the sandbox.
    socket.on('error', () => undefined)
    socket.on('close', () => {
      for (const topic of [...subscribers.keys()]) unsubscribe(socket, topic)
    })
  })

  return {
    upgrade: (request, socket, head) =>
      acceptGuardedUpgrade(
        server,
        { name: 'WalletConnect relay', path: WALLET_CONNECT_RELAY_PATH },
        request,
        socket,
        head,
      ),
    close() {
      subscribers.clear()
      mailbox.clear()
      for (const socket of server.clients) {
        socket.close(1001, 'The sandbox is stopping.')
        // A client that never answers the close must not hold the server open.
        setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref()
      }
    },
  }
}
