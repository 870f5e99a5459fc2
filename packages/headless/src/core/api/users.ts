import type { HttpClient } from '../http/createHttpClient'
import { toUser, type User } from './user'
import { WireUser, WireUserAnswer } from './wire'

/** GET users/me: the signed-in user (getAuthenticatedUser, A-7.50; the path is the sandbox's, the spec leaves it open). */
export async function getAuthenticatedUser(http: HttpClient, token: string | null): Promise<User> {
  return toUser((await http.request({ path: 'users/me', method: 'GET', token, schema: WireUserAnswer })).user)
}

/** POST users/me/accept_terms: records the user's acceptance and answers the user itself. */
export async function acceptTerms(http: HttpClient, token: string | null): Promise<User> {
  return toUser(await http.request({ path: 'users/me/accept_terms', body: {}, token, schema: WireUser }))
}
