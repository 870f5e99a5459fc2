import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { incomingOf } from './incomingOf.ts'
import { isLoopbackAddress, isLoopbackOrigin } from './isLoopback.ts'

/** No call of the protocol, emulator or control route needs more; a larger body is refused before it is read. */
export const MAX_BODY_BYTES = 64 * 1024

const refuse = (c: Context, status: 400 | 403 | 413 | 415, error: string, code = 'forbidden') =>
  c.json({ code, error }, status)

/**
 * A response sent before the request body was read to its end (a 413, an early refusal) asks the
 * client to close the connection. Without it the server drops the socket after the answer while the
 * client still counts it as kept alive, and the client's next call on it fails ("other side closed").
 */
export const closeUnreadBody: MiddlewareHandler = async (c, next) => {
  await next()
  const incoming = incomingOf(c)
  if (incoming && !incoming.complete) c.header('connection', 'close')
}

/** Every body, on every route, stops at MAX_BODY_BYTES with 413 and the limit named. */
export const limitBody: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => refuse(c, 413, 'The request body is larger than 64 kB.', 'invalid_data'),
})

/** A `Host` header names this machine: localhost, *.localhost, 127.x or [::1], with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  return host !== undefined && host !== '' && isLoopbackOrigin(`http://${host}`)
}

/**
 * The sandbox listens on loopback, yet a page of any site can reach it through DNS rebinding (its
 * own name resolved to 127.0.0.1): the browser then sends that name as `Host`. Only requests that
 * name this machine are answered.
 */
export const loopbackHostOnly: MiddlewareHandler = async (c, next) => {
  const incoming = incomingOf(c)
  if (incoming && !isLoopbackHost(incoming.headers.host)) {
    return refuse(c, 403, 'The sandbox answers requests addressed to localhost or 127.0.0.1 only.')
  }
  return next()
}

/**
 * The control routes (`/_sandbox/*`: inbox codes, faults, rate limits) answer loopback clients
 * only, and a write must be JSON, which a page of another site cannot send without a CORS grant
 * (a `text/plain` or form POST needs none), unless it is a form of the sandbox's own pages
 * (its `Origin` is the sandbox's). Clients that are not browsers send no `Origin` and pass.
 */
export const sandboxControlOnly: MiddlewareHandler = async (c, next) => {
  const incoming = incomingOf(c)
  // In-process calls (no socket) come from the test itself and pass.
  if (!incoming) return next()
  if (!isLoopbackAddress(incoming.socket.remoteAddress)) {
    return refuse(c, 403, 'The /_sandbox routes answer loopback clients only.')
  }
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next()
  const origin = c.req.header('origin')
  if (origin !== undefined && !isLoopbackOrigin(origin)) {
    return refuse(c, 403, `The /_sandbox routes answer pages of this machine only, not ${origin}.`)
  }
  const json = /^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')
  const ownPage = origin !== undefined && origin === new URL(c.req.url).origin
  if (!json && origin !== undefined && !ownPage) {
    return refuse(
      c,
      415,
      `A write to ${c.req.path} from a page must be JSON (content-type: application/json): it came as ${c.req.header('content-type') ?? 'no content type'} from ${origin}.`,
    )
  }
  return next()
}
