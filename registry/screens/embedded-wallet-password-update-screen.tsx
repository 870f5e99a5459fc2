'use client'
import {
  EmbeddedWalletPasswordWizard,
  type EmbeddedWalletPasswordWizardProps,
} from '@/components/lobby/screens/embedded-wallet-password-wizard'

/** Props of `EmbeddedWalletPasswordUpdateScreen`: the wizard's, but its label. */
export type EmbeddedWalletPasswordUpdateScreenProps = Omit<EmbeddedWalletPasswordWizardProps, 'label'>

/** EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN: the password wizard replacing the recovery password (W-2.22, W-4.18). */
export function EmbeddedWalletPasswordUpdateScreen(props: EmbeddedWalletPasswordUpdateScreenProps) {
  return (
    <EmbeddedWalletPasswordWizard
      data-slot="embedded-wallet-password-update-screen"
      label="Set a new recovery password"
      {...props}
    />
  )
}
