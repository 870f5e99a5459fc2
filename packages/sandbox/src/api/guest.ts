import { GUEST_WHILE_AUTHENTICATED_MESSAGE } from '@lobby/headless/core'
import { Hono } from 'hono'
import { z } from 'zod'
import { errors } from '../lib/ApiError.ts'
import { isEnabled, readBearer, readBody, requireApp, type SandboxContext } from '../lib/SandboxContext.ts'
import { hashSecret } from './sessionTokens.ts'
import { signIn } from './signIn.ts'

// 32 random bytes (A-9 'Guest credential: 32 random bytes') encode to 43 base64url or 64 hex characters.
const GuestBody = z.object({
  guest_credential: z
    .string()
    .regex(/^[A-Za-z0-9_+/=-]{32,128}$/, 'a guest credential is 32 random bytes, base64url or hex encoded'),
})

/** POST /guest/authenticate: the same credential logs the same guest back in. */
export function guestRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  routes.post('/authenticate', async (c) => {
    const app = requireApp(ctx, c)
    if (!isEnabled(app, 'guest_auth')) throw errors.disallowedLoginMethod('guest')
    const body = await readBody(c, GuestBody)
    const bearer = await readBearer(ctx, c, app)
    if (bearer) {
      const current = await ctx.store.getUser(bearer.userId)
      // no guest account while a non-guest user is signed in.
      if (current && !current.isGuest) {
        throw errors.invalidData(GUEST_WHILE_AUTHENTICATED_MESSAGE)
      }
    }
    const credentialHash = hashSecret(body.guest_credential)
    return c.json(await signIn(ctx, app, { type: 'guest', identifier: credentialHash, details: {} }, { isGuest: true }))
  })
  return routes
}
