import { toUser, type User } from './user'
import type { WireAuthResult } from './wire'

/** An auth result with the user mapped to camelCase; the tokens stay as the session needs them. */
export type AuthResult = {
  user: User
  isNewUser: boolean
  token: string | null
  refreshToken: string | null
  identityToken: string | null
  /** undefined when the server sent none. */
  sessionUpdateAction: 'set' | 'clear' | 'ignore' | undefined
  oauthTokens: WireAuthResult['oauth_tokens']
}

/** Maps a wire auth result to the SDK's `AuthResult`. */
export function toAuthResult(wire: WireAuthResult): AuthResult {
  return {
    user: toUser(wire.user),
    isNewUser: wire.is_new_user ?? false,
    token: wire.token,
    refreshToken: wire.refresh_token,
    identityToken: wire.identity_token ?? null,
    sessionUpdateAction: wire.session_update_action,
    oauthTokens: wire.oauth_tokens ?? null,
  }
}
