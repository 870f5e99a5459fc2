'use client'
import {
  EmbeddedWalletPasswordWizard,
  type EmbeddedWalletPasswordWizardProps,
} from '@/components/lobby/screens/embedded-wallet-password-wizard'

/** Props of `EmbeddedWalletPasswordRecoveryScreen`: the password view's (`usePasswordView({ mode: 'recover' })`). */
export type EmbeddedWalletPasswordRecoveryScreenProps = Omit<EmbeddedWalletPasswordWizardProps, 'label'>

/**
 * EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN: the recovery password, typed in the frame's view;
 * its Recover button stays disabled while the field is empty (W-2.19, W-2.20, W-5.16).
 */
export function EmbeddedWalletPasswordRecoveryScreen(props: EmbeddedWalletPasswordRecoveryScreenProps) {
  return (
    <EmbeddedWalletPasswordWizard
      data-slot="embedded-wallet-password-recovery-screen"
      label="Enter your recovery password"
      {...props}
    />
  )
}
