import { Hono } from 'hono'
import { z } from 'zod'
import { readBody, requireApp, type SandboxContext } from '../lib/SandboxContext.ts'

const AnalyticsBody = z.object({
  event_name: z.string().min(1).max(200),
  client_id: z.string().max(200).nullish(),
  payload: z.record(z.string(), z.unknown()).optional(),
})

/** POST /analytics_events: stored for tests to read back from /_sandbox/analytics. */
export function analyticsEventRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  routes.post('/', async (c) => {
    const app = requireApp(ctx, c)
    const body = await readBody(c, AnalyticsBody)
    await ctx.store.insertAnalyticsEvent({
      appId: app.id,
      eventName: body.event_name,
      clientId: body.client_id ?? null,
      payload: body.payload ?? {},
      at: ctx.now(),
    })
    return c.json({ success: true })
  })
  return routes
}
