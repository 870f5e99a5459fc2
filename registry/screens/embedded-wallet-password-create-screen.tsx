'use client'
import {
  EmbeddedWalletPasswordWizard,
  type EmbeddedWalletPasswordWizardProps,
} from '@/components/lobby/screens/embedded-wallet-password-wizard'

/** Props of `EmbeddedWalletPasswordCreateScreen`: the wizard's, but its title. */
export type EmbeddedWalletPasswordCreateScreenProps = Omit<EmbeddedWalletPasswordWizardProps, 'title'>

/** EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN: the password wizard setting the wallet's first recovery password (W-2.22, W-4.18). */
export function EmbeddedWalletPasswordCreateScreen(props: EmbeddedWalletPasswordCreateScreenProps) {
  return (
    <EmbeddedWalletPasswordWizard
      data-slot="embedded-wallet-password-create-screen"
      title="Set a recovery password"
      {...props}
    />
  )
}
