import { isLobbyError } from '../errors/lobbyError'
import { MFA_MAX_ATTEMPTS } from './mfaVerification'

/**
 * W-4.55, A-4.41: runs `operation`; when it is refused with missing_or_invalid_mfa (the server
 * wants a recent MFA verification), verifies MFA and runs it again, up to 4 attempts in all.
 * Without a verifier, or past the last attempt, or for any other error, the error is rethrown;
 * a verification that is canceled or fails rejects with its own error.
 */
export async function retryAfterMfa<T>(operation: () => Promise<T>, verifyMfa?: () => Promise<void>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation()
    } catch (error) {
      if (!isLobbyError(error, 'missing_or_invalid_mfa') || !verifyMfa || attempt >= MFA_MAX_ATTEMPTS) throw error
      await verifyMfa()
    }
  }
}
