import type { MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { z } from 'zod'
import { incomingOf } from '../lib/incomingOf.ts'

/** One fault: which calls it hits and what it does to them. Several effects may combine. */
export const FaultRule = z
  .object({
    /** Path of the call, e.g. `/api/v1/sessions`; a trailing `*` matches a prefix. */
    route: z.string().startsWith('/'),
    /** Only this HTTP method; any when omitted. */
    method: z
      .string()
      .transform((m) => m.toUpperCase())
      .optional(),
    /** Delay before answering, in milliseconds. */
    latencyMs: z.number().int().min(0).max(600_000).optional(),
    /** Answer this status with a `{ code, error }` body instead of the real answer. */
    status: z.number().int().min(200).max(599).optional(),
    /** Never answer (until the client gives up and aborts). */
    hang: z.boolean().optional(),
    /**
     * Run the call for real (its changes are committed), then lose its answer: the connection is
     * destroyed, or, for an in-process request, a 502 `sandbox_fault` replaces the answer.
     */
    dropAnswer: z.boolean().optional(),
    /** Answer 200 with a truncated JSON body. */
    malformed: z.boolean().optional(),
    /** Answer this JSON body (with `status`, 200 by default), e.g. a token response with `session_update_action: 'clear'`. */
    body: z.unknown().optional(),
    /** Apply to this many calls, then disappear; every call when omitted. */
    times: z.number().int().positive().optional(),
  })
  .refine(
    (rule) =>
      rule.latencyMs !== undefined ||
      rule.status !== undefined ||
      rule.hang ||
      rule.malformed ||
      rule.dropAnswer ||
      rule.body !== undefined,
    { message: 'a fault needs latencyMs, status, hang, malformed, dropAnswer or body' },
  )
/** One fault rule. */
export type FaultRule = z.infer<typeof FaultRule>

// Codes of the catalogue (A-8.02) for the statuses a client treats specially.
const FAULT_CODES: Record<number, string> = { 429: 'too_many_requests', 408: 'client_request_timeout' }

/** Per-route fault injection, switchable at run time (`POST /_sandbox/faults`). */
export type Faults = {
  add(rule: FaultRule): void
  clear(): void
  list(): FaultRule[]
  /** Middleware for `/api/v1/*` that applies the first matching rule. */
  middleware: MiddlewareHandler
}

/** Creates an empty fault registry. */
export function createFaults(): Faults {
  let rules: Array<FaultRule & { left?: number }> = []
  const matches = (rule: FaultRule, method: string, path: string) =>
    (rule.method === undefined || rule.method === method) &&
    (rule.route.endsWith('*') ? path.startsWith(rule.route.slice(0, -1)) : path === rule.route)

  const take = (method: string, path: string): FaultRule | undefined => {
    const rule = rules.find((r) => matches(r, method, path))
    if (rule?.left !== undefined) {
      rule.left -= 1
      if (rule.left <= 0) rules = rules.filter((r) => r !== rule)
    }
    return rule
  }

  return {
    add: (rule) => {
      rules.push({ ...rule, ...(rule.times !== undefined ? { left: rule.times } : {}) })
    },
    clear: () => {
      rules = []
    },
    list: () => rules.map(({ left: _left, ...rule }) => rule),
    middleware: async (c, next) => {
      if (rules.length === 0) return next()
      const rule = take(c.req.method, c.req.path)
      if (!rule) return next()
      const signal = c.req.raw.signal
      if (rule.latencyMs) await delay(rule.latencyMs, signal)
      if (rule.hang) {
        await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
        return c.json({ code: 'client_request_timeout', error: 'The client gave up on a hung request.' }, 499 as 400)
      }
      if (rule.body !== undefined) {
        return c.json(rule.body as object, (rule.status ?? 200) as ContentfulStatusCode)
      }
      if (rule.status !== undefined) {
        const code = FAULT_CODES[rule.status] ?? 'sandbox_fault'
        return c.json({ code, error: `Injected fault: HTTP ${rule.status}.` }, rule.status as ContentfulStatusCode)
      }
      if (rule.malformed) return c.body('{"user": {"id": ', 200, { 'content-type': 'application/json' })
      if (rule.dropAnswer) {
        await next()
        const socket = incomingOf(c)?.socket
        if (socket) socket.destroy()
        c.res = c.json({ code: 'sandbox_fault', error: 'Injected fault: the answer was lost after the call ran.' }, 502)
        return
      }
      return next()
    },
  }
}

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        resolve()
      },
      { once: true },
    )
  })
}
