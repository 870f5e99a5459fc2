import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { WebSocketServer } from 'ws'
import { isLoopbackOrigin } from './isLoopback.ts'
import { isLoopbackHost } from './requestGuards.ts'

/** Answers an upgrade with a plain HTTP refusal and closes the socket. */
function refuse(socket: Duplex, status: string, text: string): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-type: text/plain; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
  )
}

/** What a sandbox WebSocket endpoint is called in its refusals, and the path it answers on. */
export type WebSocketEndpoint = { name: string; path: string }

/**
 * Hands an upgrade to `server` once it passes the HTTP routes' guards: the endpoint's path, a
 * host of this machine (no DNS rebinding), and no page of another site; anything else gets a
 * 404 or 403 that says why.
 */
export function acceptGuardedUpgrade(
  server: WebSocketServer,
  endpoint: WebSocketEndpoint,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
): void {
  // The HTTP server let go of this socket: a client that resets it must not end the sandbox.
  socket.on('error', () => socket.destroy())
  const pathname = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '')
  const origin = request.headers.origin
  if (pathname !== endpoint.path)
    refuse(socket, '404 Not Found', `No WebSocket at ${pathname}: the ${endpoint.name} is at ${endpoint.path}.`)
  else if (!isLoopbackHost(request.headers.host))
    refuse(socket, '403 Forbidden', 'The sandbox answers requests addressed to localhost or 127.0.0.1 only.')
  else if (origin !== undefined && !isLoopbackOrigin(origin))
    refuse(socket, '403 Forbidden', `The ${endpoint.name} answers pages of this machine only, not ${origin}.`)
  else server.handleUpgrade(request, socket, head, (ws) => server.emit('connection', ws, request))
}
