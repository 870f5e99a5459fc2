import type { ConnectPasswordViewOptions, PreparePasswordViewOptions } from '../passwordView'
import type { WalletStepNavigation } from './walletStep'

/** The screens that embed the frame's password view. */
export type PasswordStepScreen =
  | 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN'
  | 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN'
  | 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN'

/**
 * The password view a screen opens, and when the modal closes: the recovery field recovers the
 * wallet and closes once recovered (W-2.19, W-2.20); the wizard the user opened sets or replaces
 * the password, may be cancelled (W-2.22, W-2.26, W-4.27), and closes when the view does (1.4 s
 * after a success, W-4.26, or on Cancel).
 */
export function passwordStepView(
  screen: PasswordStepScreen,
  navigation: WalletStepNavigation,
): PreparePasswordViewOptions & Pick<ConnectPasswordViewOptions, 'onDone' | 'onClose'> {
  const close = () => navigation.close()
  if (screen === 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN') return { mode: 'recover', onDone: close }
  return {
    mode: 'update',
    userStarted: true,
    replacing: screen === 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN',
    onClose: close,
  }
}

/** EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN (W-4.19): Continue opens the update wizard, Cancel closes. */
export function passwordUpdateSplash(navigation: WalletStepNavigation): { continue(): void; cancel(): void } {
  return {
    continue: () => navigation.replace('EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN'),
    cancel: () => navigation.close(),
  }
}
