import type { MfaVerificationState } from '../../mfa/mfaVerification'
import type { WalletStepNavigation } from './walletStep'

/**
 * W-4.55: the MFA dialog shows over a wallet step (export, recovery on a new device) while a
 * verification the step opened waits for the user; the step stays underneath, so a password
 * view keeps what the user typed.
 */
export function isMfaPromptOpen(state: Pick<MfaVerificationState, 'status' | 'method'>): boolean {
  return state.method !== null && state.status !== 'idle' && state.status !== 'verified' && state.status !== 'canceled'
}

/** W-4.55: cancelling the MFA dialog ends the verification ('Verification canceled') and the wallet step: the modal closes. */
export function cancelMfaPrompt(mfa: { cancel(): void }, navigation: Pick<WalletStepNavigation, 'close'>): void {
  mfa.cancel()
  navigation.close()
}
