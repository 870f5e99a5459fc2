import { unlinkPasskey as postUnlinkPasskey } from '../api/passkeys'
import type { User } from '../api/user'
import type { LobbyClient } from '../client'
import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'
import { canUnlinkAccount } from '../rules/linking'
import { toPasskeyError } from './passkeyAuthenticator'

/**
 * then: unlinks one of the user's passkeys and refetches the user. A passkey
 * enrolled in MFA is refused before any request (A-5.26, 'Cannot unlink a passkey enrolled in MFA').
 */
export async function unlinkPasskeyAccount(client: LobbyClient, credentialId: string): Promise<User | null> {
  const user = client.store.getSnapshot().user
  const account = user?.linkedAccounts.find((a) => a.type === 'passkey' && a.credentialId === credentialId)
  if (!account) {
    throw new LobbyError('client_error', 'invalid_data', `No passkey ${credentialId} is linked to this user.`)
  }
  if (!canUnlinkAccount(account).ok) throw createLobbyError('passkey.enrolled_in_mfa')
  try {
    await postUnlinkPasskey(client.http, { credential_id: credentialId }, await client.getAccessToken())
  } catch (error) {
    throw toPasskeyError(error)
  }
  return client.refreshUser()
}
