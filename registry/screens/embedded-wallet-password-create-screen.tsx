'use client'
import {
  EmbeddedWalletPasswordWizard,
  type EmbeddedWalletPasswordWizardProps,
} from '@/components/lobby/screens/embedded-wallet-password-wizard'

/** Props of `EmbeddedWalletPasswordCreateScreen`: the wizard's, but its label. */
export type EmbeddedWalletPasswordCreateScreenProps = Omit<EmbeddedWalletPasswordWizardProps, 'label'>

/** EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN: the password wizard setting the wallet's first recovery password (W-2.22, W-4.18). */
export function EmbeddedWalletPasswordCreateScreen(props: EmbeddedWalletPasswordCreateScreenProps) {
  return (
    <EmbeddedWalletPasswordWizard
      data-slot="embedded-wallet-password-create-screen"
      label="Set a recovery password"
      {...props}
    />
  )
}
