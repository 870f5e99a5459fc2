import { authenticateGuest } from '../api/guest'
import type { User } from '../api/user'
import type { LobbyClient } from '../client'
import { LobbyError } from '../errors'
import { createGuestCredential, guestCredentialKey } from './guestCredential'

/** our text when a non-guest is signed in (the spec states the rule, not a message). */
export const GUEST_WHILE_SIGNED_IN_MESSAGE = 'A guest account cannot be created while a user is logged in.'

/**
 * Logs in as a guest: the 32-byte credential is kept in local storage so the
 * same guest comes back; refused when a non-guest user is signed in.
 */
export async function loginAsGuest(
  client: LobbyClient,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): Promise<User> {
  const { authenticated, user } = client.store.getSnapshot()
  if (authenticated && user) {
    if (!user.isGuest) throw new LobbyError('client_error', 'guest.user_signed_in', GUEST_WHILE_SIGNED_IN_MESSAGE)
    return user
  }
  const key = guestCredentialKey(client.appId)
  let credential = storage?.getItem(key) ?? null
  if (!credential) {
    credential = createGuestCredential()
    storage?.setItem(key, credential)
  }
  const result = await authenticateGuest(client.http, { guest_credential: credential })
  client.completeLogin(result, 'guest')
  return result.user
}
