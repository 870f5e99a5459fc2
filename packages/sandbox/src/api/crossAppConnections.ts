import { Hono } from 'hono'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { CROSS_APP_PROVIDER_PREFIX } from '../emulators/oauthProvider.ts'
import { errors } from '../lib/ApiError.ts'
import type { SandboxContext } from '../lib/SandboxContext.ts'

/** W-3.31 One cross-app connection on the wire. */
export type WireCrossAppConnectionAnswer = {
  provider_app_id: string
  provider_app_name: string
  provider_app_icon_url: string | null
  provider_app_custom_api_url: string | null
  read_only: boolean
}

const logoUrl = (app: SandboxAppDefinition) => (typeof app.config.logo_url === 'string' ? app.config.logo_url : null)
const customApiUrl = (app: SandboxAppDefinition) =>
  typeof app.config.custom_api_url === 'string' ? app.config.custom_api_url : null

/** W-3.31 The connections of a requester app, from its `sandbox.crossAppConnections` in apps.json. */
export function crossAppConnections(
  ctx: SandboxContext,
  requester: SandboxAppDefinition,
): WireCrossAppConnectionAnswer[] {
  return (requester.sandbox.crossAppConnections ?? []).flatMap((connection) => {
    const provider = ctx.apps.get(connection.providerAppId)
    if (!provider || provider.id === requester.id) return []
    return [
      {
        provider_app_id: provider.id,
        provider_app_name: provider.name,
        provider_app_icon_url: logoUrl(provider),
        // null: the provider's pages are on the API host itself (the SDK falls back to its apiUrl).
        provider_app_custom_api_url: customApiUrl(provider),
        read_only: connection.readOnly,
      },
    ]
  })
}

/**
 * W-4.46, W-5.41 True when `provider` (`privy:{appId}`) is a read-only connection of `requester`:
 * its OAuth answers no provider access token, so the requester can never transact with it.
 */
export function isReadOnlyCrossAppProvider(requester: SandboxAppDefinition, provider: string): boolean {
  if (!provider.startsWith(CROSS_APP_PROVIDER_PREFIX)) return false
  const providerAppId = provider.slice(CROSS_APP_PROVIDER_PREFIX.length)
  return (requester.sandbox.crossAppConnections ?? []).some(
    (connection) => connection.providerAppId === providerAppId && connection.readOnly,
  )
}

/**
 * Mounted under /api/v1/apps: `GET /{requesterAppId}/cross-app/connections` (W-7.30) answers
 * `{ connections }` (W-3.31); `GET /{providerAppId}/cross-app/info` is the provider app info lookup
 * (W-7.33, path not shown in the spec: ours) answering `{ id, name, logoUrl }`.
 */
export function crossAppConnectionRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  const find = (appId: string) => {
    const app = ctx.apps.get(appId)
    if (!app) throw errors.unknownApp(appId)
    return app
  }
  routes.get('/:appId/cross-app/connections', (c) =>
    c.json({ connections: crossAppConnections(ctx, find(c.req.param('appId'))) }),
  )
  routes.get('/:appId/cross-app/info', (c) => {
    const app = find(c.req.param('appId'))
    return c.json({ id: app.id, name: app.name, logoUrl: logoUrl(app) })
  })
  return routes
}
