import type { HttpClient } from '../http/createHttpClient'
import { type AuthResult, toAuthResult } from './authResult'
import { WireAuthResult } from './wire'

/** POST guest/authenticate: logs in (or back in) as the guest owning this credential. */
export async function authenticateGuest(http: HttpClient, body: { guest_credential: string }): Promise<AuthResult> {
  return toAuthResult(await http.request({ path: 'guest/authenticate', body, schema: WireAuthResult }))
}
