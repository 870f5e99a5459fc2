import { authenticateGuest } from '../api/guest'
import type { User } from '../api/user'
import type { LobbyClient } from '../client'
import { LobbyError } from '../errors/lobbyError'
import { canCreateGuestAccount } from '../rules/guest'
import { createGuestCredential, guestCredentialKey } from './guestCredential'

/**
 * Logs in as a guest: the 32-byte credential is kept in local storage so the
 * same guest comes back, until that guest logs out (the session's logout drops it); refused
 * when a non-guest user is signed in.
 */
export async function loginAsGuest(client: LobbyClient): Promise<User> {
  const { storage } = client
  const { authenticated, user } = client.store.getSnapshot()
  const verdict = canCreateGuestAccount(authenticated ? user : null)
  if (!verdict.ok) throw new LobbyError('client_error', verdict.issue, verdict.message)
  if (authenticated && user) return user // already this guest
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
