import * as z from 'zod/mini'
import type { HttpClient } from '../http/createHttpClient'
import { WireCrossAppConnections } from './crossAppTransport'

/** W-7.30 GET apps/{requesterAppId}/cross-app/connections: the requesting app's provider apps (W-3.31). */
export function getCrossAppConnections(http: HttpClient): Promise<z.infer<typeof WireCrossAppConnections>> {
  return http.request({
    path: `apps/${encodeURIComponent(http.appId)}/cross-app/connections`,
    method: 'GET',
    schema: WireCrossAppConnections,
  })
}

/** W-7.33 The provider app info: its name and logo. */
export const WireProviderAppInfo = z.looseObject({
  name: z.string(),
  logoUrl: z.optional(z.nullable(z.string())),
})
/** The provider app info. */
export type WireProviderAppInfo = z.infer<typeof WireProviderAppInfo>

/**
 * W-7.33 The provider app info lookup (the spec shows no path; ours, served by the sandbox:
 * GET apps/{providerAppId}/cross-app/info, answering `{ id, name, logoUrl }`).
 */
export function getProviderAppInfo(http: HttpClient, providerAppId: string): Promise<WireProviderAppInfo> {
  return http.request({
    path: `apps/${encodeURIComponent(providerAppId)}/cross-app/info`,
    method: 'GET',
    token: null,
    schema: WireProviderAppInfo,
  })
}
