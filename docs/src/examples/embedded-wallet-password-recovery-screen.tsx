import { EmbeddedWalletPasswordRecoveryScreen } from '@/components/lobby/screens/embedded-wallet-password-recovery-screen'
import { PasswordWizardExample } from '../components/PasswordWizardExample.tsx'

/** EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN: the field in the frame's view; Recover stays disabled until something is typed. */
export function Example() {
  return (
    <PasswordWizardExample
      screen="EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN"
      Screen={EmbeddedWalletPasswordRecoveryScreen}
    />
  )
}
