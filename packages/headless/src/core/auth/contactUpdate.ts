import type { LobbyClient } from '../client'
import { LobbyError } from '../errors/lobbyError'
import { type ContactKind, canUpdateContact } from '../rules/contactUpdate'

/**
 * Why an email or phone update may not start for the client's user, as the error
 * its code flow ends in before any code is sent; null when it may.
 */
export function contactUpdateError(client: LobbyClient, kind: ContactKind, oldValue: unknown): LobbyError | null {
  const { authenticated, user } = client.store.getSnapshot()
  const verdict = canUpdateContact(authenticated ? user : null, kind, oldValue)
  if (verdict.ok) return null
  const code = verdict.issue === 'update.not_authenticated' ? 'must_be_authenticated' : 'invalid_data'
  return new LobbyError('client_error', code, verdict.message)
}
