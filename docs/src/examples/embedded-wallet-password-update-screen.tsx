import { EmbeddedWalletPasswordUpdateScreen } from '@/components/lobby/screens/embedded-wallet-password-update-screen'
import { PasswordWizardExample } from '../components/PasswordWizardExample.tsx'

/** EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN: the same wizard, replacing the recovery password. */
export function Example() {
  return (
    <PasswordWizardExample
      screen="EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN"
      Screen={EmbeddedWalletPasswordUpdateScreen}
    />
  )
}
