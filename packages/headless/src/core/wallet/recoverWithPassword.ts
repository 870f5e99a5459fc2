import { createLobbyError } from '../errors/errorCatalogue'
import { isLobbyError, LobbyError } from '../errors/lobbyError'
import { retryAfterMfa } from '../mfa/retryAfterMfa'
import { canAttemptPasswordRecovery } from '../rules/password'
import type { FrameRequester } from './walletFrame'
import { markConnected, type WalletSession } from './walletSession'
import { WALLET_FRAME_READY_MS, WALLET_OPERATION_TIMEOUT_MS } from './walletTimeouts'

/** W-5.16: our text when a recovery is attempted with an empty password (the screen's button is disabled then, W-2.20). */
export const EMPTY_RECOVERY_PASSWORD_MESSAGE = 'Enter your recovery password.'

const WRONG_PASSWORD_TYPES = new Set(['invalid_recovery_pin', 'invalid_request_arguments'])

/** Options of `recoverWithPassword`. */
export type RecoverWithPasswordOptions = {
  /** The password the user typed; omitted when `frame` is the password view, which holds it. */
  password?: string
  /** @default the hidden wallet frame; the password view's requester (`connectPasswordView`) adds the password typed there. */
  frame?: FrameRequester
  /** @default the pending recovery's wallet */
  address?: string
  /**
   * W-4.55: verifies MFA (e.g. `useMfa().verify`) when the recovery is refused for want of a
   * recent verification, then retries, up to 4 attempts.
   */
  verifyMfa?: () => Promise<void>
}

/**
 * W-2.19, W-5.16, W-8.25, W-8.26, W-6.04: recovers the wallet that waits for its password
 * (the session's `pendingRecovery`, or `address`) with the password as the recovery pin. A
 * wrong password gives 'Invalid recovery password, please try again.', anything else 'An error
 * has occurred, please try again.'; the frame's type stays the error's code. A user with MFA
 * verifies it when the recovery asks (`verifyMfa`).
 */
export async function recoverWithPassword(
  session: WalletSession,
  options: RecoverWithPasswordOptions,
): Promise<{ address: string }> {
  if (!options.frame && !canAttemptPasswordRecovery(options.password ?? '')) {
    throw new LobbyError('client_error', 'embedded_wallet.empty_recovery_password', EMPTY_RECOVERY_PASSWORD_MESSAGE)
  }
  // no one signed in: the modal shows LANDING (must_be_authenticated, W-8.29).
  session.requireUser()
  const pending = session.store.getSnapshot().pendingRecovery
  const address = options.address ?? pending?.address
  if (!address) throw createLobbyError('wallet.not_connectable')
  const chainType = pending?.address === address ? pending.chainType : 'ethereum'
  try {
    const frame = options.frame ?? (await session.readyFrame(WALLET_FRAME_READY_MS))
    const pin = options.password === undefined ? {} : { recoveryPin: options.password }
    await retryAfterMfa(async () => {
      const accessToken = await session.accessToken()
      if (chainType === 'solana') {
        await frame.request(
          'lobby:solana:recover',
          { accessToken, publicKey: address, recoveryMethod: 'user-passcode', ...pin },
          WALLET_OPERATION_TIMEOUT_MS,
        )
      } else {
        await frame.request(
          'lobby:wallet:recover',
          { accessToken, address, recoveryMethod: 'user-passcode', ...pin },
          WALLET_OPERATION_TIMEOUT_MS,
        )
      }
    }, options.verifyMfa)
  } catch (cause) {
    const code = isLobbyError(cause) ? cause.code : 'error'
    if (WRONG_PASSWORD_TYPES.has(code))
      throw createLobbyError('embedded_wallet.invalid_recovery_password', { code, cause })
    throw createLobbyError('embedded_wallet.recovery_failed', { code, cause })
  }
  markConnected(session, address)
  return { address }
}
