import { Hono } from 'hono'
import { requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import { toWireUser } from './toWireUser.ts'

/**
 * The signed-in user: GET /users/me answers `{ user }` (getAuthenticatedUser, A-7.50: the spec
 * leaves its path open, this is the sandbox's), POST /users/me/accept_terms stores the
 * acceptance and answers the user.
 */
export function userRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()

  routes.get('/me', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    return c.json({ user: toWireUser(user) })
  })

  routes.post('/me/accept_terms', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    if (!user.hasAcceptedTerms) await ctx.store.acceptTerms(user.id, ctx.now())
    return c.json(toWireUser({ ...user, hasAcceptedTerms: true }))
  })

  return routes
}
