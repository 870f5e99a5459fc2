import { EmbeddedWalletPasswordCreateScreen } from '@/components/lobby/screens/embedded-wallet-password-create-screen'
import { PasswordWizardExample } from '../components/PasswordWizardExample.tsx'

/** EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN: set, save, confirm, 'I understand', 'Set Password', 'Success'. */
export function Example() {
  return (
    <PasswordWizardExample
      screen="EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN"
      Screen={EmbeddedWalletPasswordCreateScreen}
    />
  )
}
