import type * as React from 'react'
import { EmbeddedWalletConnectingScreen } from '@/components/lobby/screens/embedded-wallet-connecting-screen'
import { EmbeddedWalletCreatedScreen } from '@/components/lobby/screens/embedded-wallet-created-screen'
import { EmbeddedWalletKeyExportScreen } from '@/components/lobby/screens/embedded-wallet-key-export-screen'
import { EmbeddedWalletOnAccountCreateScreen } from '@/components/lobby/screens/embedded-wallet-on-account-create-screen'
import { EmbeddedWalletPasswordCreateScreen } from '@/components/lobby/screens/embedded-wallet-password-create-screen'
import { EmbeddedWalletPasswordRecoveryScreen } from '@/components/lobby/screens/embedded-wallet-password-recovery-screen'
import { EmbeddedWalletPasswordUpdateScreen } from '@/components/lobby/screens/embedded-wallet-password-update-screen'
import { EmbeddedWalletPasswordUpdateSplashScreen } from '@/components/lobby/screens/embedded-wallet-password-update-splash-screen'
import { EmbeddedWalletRecoveryOAuthScreen } from '@/components/lobby/screens/embedded-wallet-recovery-oauth-screen'
import { EmbeddedWalletRecoverySelectionScreen } from '@/components/lobby/screens/embedded-wallet-recovery-selection-screen'
import { EmbeddedWalletSetAutomaticRecoveryScreen } from '@/components/lobby/screens/embedded-wallet-set-automatic-recovery-screen'

const noop = () => {}
const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

// The password screens embed the wallet frame's password view; the gallery has no frame, so an empty page stands in.
const view = { viewUrl: 'about:blank', frameHeight: 200 }

/** The embedded-wallet screens in representative states, for the registry's axe gallery. */
export const embeddedWalletGallery: Record<string, () => React.ReactNode> = {
  'embedded-wallet-on-account-create-screen': () => <EmbeddedWalletOnAccountCreateScreen status="pending" />,
  'embedded-wallet-on-account-create-screen:failure': () => (
    <EmbeddedWalletOnAccountCreateScreen
      status="failure"
      error="walletProxy.create timed out."
      onRetry={noop}
      onClose={noop}
    />
  ),
  'embedded-wallet-created-screen': () => <EmbeddedWalletCreatedScreen address={ADDRESS} onClose={noop} />,
  'embedded-wallet-connecting-screen': () => <EmbeddedWalletConnectingScreen status="pending" />,
  'embedded-wallet-recovery-selection-screen': () => (
    <EmbeddedWalletRecoverySelectionScreen
      methods={['google-drive', 'icloud', 'user-passcode']}
      onSelect={noop}
      onBack={noop}
    />
  ),
  'embedded-wallet-set-automatic-recovery-screen': () => (
    <EmbeddedWalletSetAutomaticRecoveryScreen onConfirm={noop} onMoreOptions={noop} />
  ),
  'embedded-wallet-password-recovery-screen': () => <EmbeddedWalletPasswordRecoveryScreen {...view} onBack={noop} />,
  'embedded-wallet-recovery-oauth-screen': () => (
    <EmbeddedWalletRecoveryOAuthScreen provider="google-drive" status="pending" onContinue={noop} />
  ),
  'embedded-wallet-password-create-screen': () => <EmbeddedWalletPasswordCreateScreen {...view} />,
  'embedded-wallet-password-create-screen:unavailable': () => (
    <EmbeddedWalletPasswordCreateScreen viewUrl={null} error="An error has occured, please login again." />
  ),
  'embedded-wallet-password-update-splash-screen': () => (
    <EmbeddedWalletPasswordUpdateSplashScreen onContinue={noop} onCancel={noop} />
  ),
  'embedded-wallet-password-update-screen': () => <EmbeddedWalletPasswordUpdateScreen {...view} />,
  'embedded-wallet-key-export-screen': () => <EmbeddedWalletKeyExportScreen exportUrl={null} onClose={noop} />,
}
