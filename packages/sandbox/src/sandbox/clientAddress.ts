import type { Context } from 'hono'
import { incomingOf } from '../lib/incomingOf.ts'

/** What in-process requests (`app.fetch`, no socket) are counted as: one local client. */
export const LOCAL_CLIENT = 'local'

/**
 * The calling client for per-client limits: the socket's remote address, an IPv4 address mapped
 * into IPv6 written as plain IPv4 so one machine is one client. Headers such as
 * `X-Forwarded-For` are ignored: the sandbox has no proxy in front, and a caller could forge them.
 */
export function clientAddress(c: Context): string {
  const address = incomingOf(c)?.socket.remoteAddress
  if (!address) return LOCAL_CLIENT
  return address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address
}
