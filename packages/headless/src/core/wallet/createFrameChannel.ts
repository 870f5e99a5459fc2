import { LobbyError } from '../errors/lobbyError'
import {
  FRAME_REQUEST_SCHEMAS,
  type FrameMessageKind,
  FrameReplyMessage,
  type FrameRequestInput,
} from './frameProtocol'
import type { FrameListenTarget, FrameMessageEvent, FramePostTarget } from './frameWindow'

/** How the SDK reaches the embedded-wallet frame (W-7.05, W-7.06). */
export type FrameChannelOptions = {
  /** The frame's window (its iframe's contentWindow): replies must come from it. */
  targetWindow: FramePostTarget
  /** The frame's origin: requests are posted only to it and replies accepted only from it. */
  targetOrigin: string
  /** The host window, where replies arrive. */
  selfWindow: FrameListenTarget
  /** How long a request may wait for its reply. */
  timeoutMs: number
  /** Makes request ids; random by default. */
  createId?: () => string
}

/** The SDK side of the frame protocol: one request, one reply. */
export type FrameChannel = {
  /** Posts a request of `kind` and resolves with the frame's data or rejects with its error (W-7.09). */
  request<K extends FrameMessageKind>(kind: K, input: FrameRequestInput<K>): Promise<unknown>
  /** Requests still waiting for their reply. */
  pending(): number
  /** Stops listening and rejects every waiting request. */
  close(): void
}

type Waiting = {
  kind: FrameMessageKind
  resolve: (data: unknown) => void
  reject: (error: LobbyError) => void
  timer: ReturnType<typeof setTimeout>
}

/** Reads a reply off the wire, or null for anything that is not one (W-7.09: exactly one of error or data). */
export function parseFrameReply(raw: unknown): FrameReplyMessage | null {
  if (typeof raw !== 'object' || raw === null) return null
  if ('data' in raw === 'error' in raw) return null
  const parsed = FrameReplyMessage.safeParse(raw)
  return parsed.success ? parsed.data : null
}

/**
 * W-7.06, W-7.09: the SDK's channel to the wallet frame. Every reply is checked for the
 * frame's origin AND its window; anything else (another origin, another window, a malformed
 * or unknown reply, a second reply to the same id) is dropped without a trace.
 */
export function createFrameChannel(options: FrameChannelOptions): FrameChannel {
  const { targetWindow, targetOrigin, selfWindow, timeoutMs } = options
  const createId = options.createId ?? (() => globalThis.crypto.randomUUID())
  const waiting = new Map<string, Waiting>()

  const onMessage = (event: FrameMessageEvent): void => {
    if (event.origin !== targetOrigin || event.source !== targetWindow) return
    const reply = parseFrameReply(event.data)
    if (!reply) return
    const entry = waiting.get(reply.id)
    if (!entry || entry.kind !== reply.type) return
    waiting.delete(reply.id)
    clearTimeout(entry.timer)
    if ('error' in reply) {
      entry.reject(new LobbyError('wallet_error', reply.error.type, reply.error.message))
    } else {
      entry.resolve(reply.data)
    }
  }
  selfWindow.addEventListener('message', onMessage)

  return {
    request(kind, input) {
      const parsed = FRAME_REQUEST_SCHEMAS[kind].safeParse(input)
      if (!parsed.success) {
        return Promise.reject(
          new LobbyError('client_error', 'embedded_wallet.invalid_request', `Invalid ${kind} request.`, {
            cause: parsed.error,
          }),
        )
      }
      const id = createId()
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id)
          reject(new LobbyError('wallet_error', 'embedded_wallet.frame_timeout', `${kind} timed out.`))
        }, timeoutMs)
        waiting.set(id, { kind, resolve, reject, timer })
        targetWindow.postMessage({ type: kind, id, data: parsed.data }, targetOrigin)
      })
    },
    pending: () => waiting.size,
    close() {
      selfWindow.removeEventListener('message', onMessage)
      for (const [id, entry] of waiting) {
        clearTimeout(entry.timer)
        waiting.delete(id)
        entry.reject(new LobbyError('wallet_error', 'embedded_wallet.frame_closed', 'The wallet frame was closed.'))
      }
    },
  }
}
