import type { User } from '../api/user'
import type { AppConfig } from '../config/resolveAppConfig'
import type { ScreenName } from '../modal/screens'
import { createsWalletOnLogin } from '../rules/createOnLogin'

/** Where the modal goes once a login succeeded: the terms, the wallet creation, or closed with success. */
export type AfterLoginStep = 'consent' | 'create-wallet' | 'close'

/** after the code's 'Success!', the consent or wallet step follows 900 ms later. */
export const CODE_SUCCESS_NEXT_STEP_MS = 900
/** otherwise the modal closes with success 1400 ms after 'Success!'. */
export const CODE_SUCCESS_CLOSE_MS = 1400

/**
 * terms first when the app requires them and the user has not
 * accepted them, then the embedded wallet when the app creates one on login for users
 * without any wallet (W-3.12, W-4.13), else close.
 */
export function nextStepAfterLogin(user: User, config: AppConfig | null): AfterLoginStep {
  if (config?.legal.requireUsersAcceptTerms && !user.hasAcceptedTerms) return 'consent'
  if (createsWalletOnLogin(user, config?.embeddedWallets.createOnLogin)) return 'create-wallet'
  return 'close'
}

/** how long the code screen shows 'Success!' before `step`. */
export function codeSuccessDelayMs(step: AfterLoginStep): number {
  return step === 'close' ? CODE_SUCCESS_CLOSE_MS : CODE_SUCCESS_NEXT_STEP_MS
}

/** W-4.13: the screen each after-login step opens, or null when the modal closes with success. */
export const AFTER_LOGIN_SCREENS = {
  consent: 'AFFIRMATIVE_CONSENT_SCREEN',
  'create-wallet': 'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN',
  close: null,
} as const satisfies Record<AfterLoginStep, ScreenName | null>

/** W-4.13, A-4.21: the screen of an after-login step (the wallet step opens EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN), null to close. */
export function afterLoginScreen(step: AfterLoginStep): (typeof AFTER_LOGIN_SCREENS)[AfterLoginStep] {
  return AFTER_LOGIN_SCREENS[step]
}
