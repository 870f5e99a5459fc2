import {
  FRAME_REQUEST_SCHEMAS,
  type FrameListenTarget,
  type FrameMessageEvent,
  type FrameMessageKind,
  type FramePostTarget,
  type FrameRequestInput,
  FrameRequestMessage,
} from '@lobby/headless/core'

/** What a frame handler throws to answer with a typed error (W-7.09). */
export class FrameHandlerError extends Error {
  override name = 'FrameHandlerError'
  readonly type: string

  constructor(type: string, message: string) {
    super(message)
    this.type = type
  }
}

/** The frame's handlers, one per message kind it serves; a kind without one answers `unsupported_message`. */
export type FrameHandlers = {
  [K in FrameMessageKind]?: (input: FrameRequestInput<K>) => unknown | Promise<unknown>
}

/** Who may talk to the frame. */
export type FrameServerOptions = {
  /** The host page's origin: requests from any other origin are dropped. */
  allowedOrigin: string
  /** The window the host page lives in (the frame's parent): requests from any other window are dropped. */
  allowedSource: FramePostTarget
  /** The frame's own window, where requests arrive. */
  selfWindow: FrameListenTarget
}

/** The frame side of the protocol. */
export type FrameServer = {
  /** Stops listening. */
  close(): void
}

/**
 * W-7.06, W-7.09: the frame's side. A request from the allowed origin and window, well formed,
 * gets exactly one reply, `data` from its handler or `error { type, message }`; anything else
 * is dropped unanswered, so a foreign page learns nothing.
 */
export function createFrameServer(handlers: FrameHandlers, options: FrameServerOptions): FrameServer {
  const { allowedOrigin, allowedSource, selfWindow } = options

  const onMessage = (event: FrameMessageEvent): void => {
    if (event.origin !== allowedOrigin || event.source !== allowedSource) return
    const parsed = FrameRequestMessage.safeParse(event.data)
    if (!parsed.success) return
    const { type, id, data } = parsed.data
    const reply = (body: { data: unknown } | { error: { type: string; message: string } }): void => {
      allowedSource.postMessage({ type, id, ...body }, allowedOrigin)
    }
    void answer(type, data).then(
      (result) => reply({ data: result }),
      (error: unknown) => reply({ error: toFrameError(error) }),
    )
  }

  const answer = async (type: FrameMessageKind, data: unknown): Promise<unknown> => {
    const input = FRAME_REQUEST_SCHEMAS[type].safeParse(data)
    if (!input.success) throw new FrameHandlerError('invalid_request_arguments', `Invalid ${type} request.`)
    const handler = handlers[type] as ((input: unknown) => unknown) | undefined
    if (!handler) throw new FrameHandlerError('unsupported_message', `${type} is not supported.`)
    return handler(input.data)
  }

  selfWindow.addEventListener('message', onMessage)
  return { close: () => selfWindow.removeEventListener('message', onMessage) }
}

function toFrameError(error: unknown): { type: string; message: string } {
  if (error instanceof FrameHandlerError) return { type: error.type, message: error.message }
  return { type: 'unknown_error', message: error instanceof Error ? error.message : String(error) }
}
