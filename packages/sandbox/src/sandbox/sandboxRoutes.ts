import { Hono } from 'hono'
import { SignJWT } from 'jose'
import { z } from 'zod'
import { customAuthKey } from '../api/customJwtAccount.ts'
import { inboxRoutes } from '../emulators/inbox.ts'
import { errors } from '../lib/ApiError.ts'
import { readBody, type SandboxContext } from '../lib/SandboxContext.ts'
import { FaultRule, type Faults } from './createFaults.ts'

const CustomJwtRequest = z.object({
  appId: z.string(),
  sub: z.string().min(1),
  expiresInSeconds: z.number().int().positive().default(3600),
})

/** The sandbox's own routes under `/_sandbox` (loopback clients only): apps, inbox, faults, events. */
export function sandboxRoutes(ctx: SandboxContext, faults: Faults, name: string): Hono {
  const routes = new Hono()

  routes.get('/health', (c) => c.json({ ok: true, name, engine: ctx.store.db.engine }))

  routes.get('/apps', (c) =>
    c.json(
      [...ctx.apps.values()].map((app) => ({
        id: app.id,
        name: app.name,
        slug: app.slug,
        config: app.config,
        sandbox: {
          ...app.sandbox,
          customAuthSecret: undefined,
          telegramBotToken: undefined,
          customAuth: app.sandbox.customAuthSecret !== undefined,
        },
      })),
    ),
  )

  routes.route('/inbox', inboxRoutes(ctx.store))

  routes.get('/faults', (c) => c.json(faults.list()))
  routes.post('/faults', async (c) => {
    const body = await readBody(c, z.union([FaultRule, z.array(FaultRule)]))
    for (const rule of Array.isArray(body) ? body : [body]) faults.add(rule)
    return c.json(faults.list())
  })
  routes.delete('/faults', (c) => {
    faults.clear()
    return c.json([])
  })

  /** Security events, e.g. `?kind=refresh_token_reuse` (none means no token was burnt twice). */
  routes.get('/events', async (c) => c.json(await ctx.store.listEvents(c.req.query('kind'))))

  routes.get('/analytics', async (c) => c.json(await ctx.store.listAnalyticsEvents(c.req.query('appId'))))

  /** Mints a custom-auth JWT as the host's backend would, for tests. */
  routes.post('/custom_jwt', async (c) => {
    const body = await readBody(c, CustomJwtRequest)
    const app = ctx.apps.get(body.appId)
    if (!app) throw errors.unknownApp(body.appId)
    const iat = Math.floor(ctx.now() / 1000)
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(body.sub)
      .setIssuedAt(iat)
      .setExpirationTime(iat + body.expiresInSeconds)
      .sign(customAuthKey(app))
    return c.json({ token })
  })

  routes.post('/limits/reset', (c) => {
    ctx.limiter.reset()
    return c.json({ success: true })
  })

  return routes
}
