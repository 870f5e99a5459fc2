import { Hono } from 'hono'
import { jwtVerify } from 'jose'
import { z } from 'zod'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { errors } from '../lib/ApiError.ts'
import { readBody, requireApp, type SandboxContext } from '../lib/SandboxContext.ts'
import { signIn } from './signIn.ts'

const CustomJwtBody = z.object({ token: z.string().min(1) })

/** The key a host signs its custom JWTs with (HS256, the app's `customAuthSecret`). */
export function customAuthKey(app: SandboxAppDefinition): Uint8Array {
  const secret = app.sandbox.customAuthSecret
  if (!secret) throw errors.disallowedLoginMethod('a custom token')
  return new TextEncoder().encode(secret)
}

/** POST /custom_jwt_account/authenticate: verifies the host's JWT and logs in its subject. */
export function customJwtAccountRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  routes.post('/authenticate', async (c) => {
    const app = requireApp(ctx, c)
    const key = customAuthKey(app)
    const body = await readBody(c, CustomJwtBody)
    let subject: string
    try {
      // As the provider, the token's expiry is verified as its signature is: a host token without exp
      // would log its subject in forever.
      const { payload } = await jwtVerify(body.token, key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp'],
        currentDate: new Date(ctx.now()),
      })
      if (typeof payload.sub !== 'string' || payload.sub === '') throw new Error('the token has no subject')
      subject = payload.sub
    } catch (error) {
      throw errors.invalidCredentials(`Invalid custom auth token: ${(error as Error).message}`)
    }
    return c.json(
      await signIn(ctx, app, { type: 'custom_auth', identifier: subject, details: { custom_user_id: subject } }),
    )
  })
  return routes
}
