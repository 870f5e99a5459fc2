import type { IncomingMessage } from 'node:http'
import type { Context } from 'hono'

/** The Node request behind a Hono context; absent for in-process calls (`app.fetch`), which have no socket. */
export function incomingOf(c: Context): IncomingMessage | undefined {
  return (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
}
