import type { HttpClient } from '../http/createHttpClient'
import { type AuthResult, toAuthResult } from './authResult'
import { WireAuthResult } from './wire'

/** POST custom_jwt_account/authenticate: logs in with a host-issued JWT. */
export async function authenticateCustomJwt(http: HttpClient, body: { token: string }): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'custom_jwt_account/authenticate', body, schema: WireAuthResult }))
}
