import type { HttpClient } from '../http/createHttpClient'
import { WireAppConfig } from './wire'

/** GET apps/{appId}: the server's app configuration (bearer only when there is a token). */
export function getAppConfig(http: HttpClient, token: string | null): Promise<WireAppConfig> {
  return http.request({ path: `apps/${encodeURIComponent(http.appId)}`, method: 'GET', token, schema: WireAppConfig })
}
