import type { WireAppConfig } from '@lobby/headless/core'
import { Hono } from 'hono'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { errors } from './ApiError.ts'
import type { SandboxContext } from './SandboxContext.ts'

/** An app's server configuration on the wire: config file fields, id, name and the token key. */
export function toWireAppConfig(app: SandboxAppDefinition, verificationKey: string): WireAppConfig {
  return {
    ...(app.config as Partial<WireAppConfig>),
    id: app.id,
    name: app.name,
    verification_key: verificationKey,
  }
}

/** GET /apps/{appId} (A-7.46; a bearer is optional and not needed) and its JWKS. */
export function appRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  const find = (appId: string) => {
    const app = ctx.apps.get(appId)
    if (!app) throw errors.unknownApp(appId)
    return app
  }
  routes.get('/:appId', (c) => c.json(toWireAppConfig(find(c.req.param('appId')), ctx.tokens.verificationKey)))
  routes.get('/:appId/jwks.json', (c) => {
    find(c.req.param('appId'))
    return c.json(ctx.tokens.jwks)
  })
  return routes
}
