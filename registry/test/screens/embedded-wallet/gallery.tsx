import type { PasswordWizardStep } from '@lobby/headless'
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

const wizard = (step: PasswordWizardStep, ok = true) => ({
  step,
  password: step === 'creating' ? 'abc' : 'Maple-River-Stone-42',
  onPasswordChange: noop,
  passwordError: step === 'creating' ? 'Password must be at least 6 characters' : null,
  confirmation: step === 'confirming' ? 'Maple-River' : '',
  onConfirmationChange: noop,
  confirmationError: step === 'confirming' ? 'Passwords do not match' : null,
  acknowledged: false,
  onAcknowledgedChange: noop,
  canContinue: step === 'saving',
  onContinue: noop,
  onBack: noop,
  onCancel: noop,
  onGenerate: noop,
  result:
    step === 'done'
      ? ok
        ? { ok: true, title: 'Success' }
        : { ok: false, title: 'Something went wrong', detail: 'Failed to refresh user.' }
      : null,
})

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
  'embedded-wallet-password-recovery-screen': () => (
    <EmbeddedWalletPasswordRecoveryScreen onRecover={noop} error="Invalid recovery password, please try again." />
  ),
  'embedded-wallet-recovery-oauth-screen': () => (
    <EmbeddedWalletRecoveryOAuthScreen provider="google-drive" status="pending" onContinue={noop} />
  ),
  'embedded-wallet-password-create-screen': () => <EmbeddedWalletPasswordCreateScreen {...wizard('creating')} />,
  'embedded-wallet-password-create-screen:saving': () => <EmbeddedWalletPasswordCreateScreen {...wizard('saving')} />,
  'embedded-wallet-password-create-screen:confirming': () => (
    <EmbeddedWalletPasswordCreateScreen {...wizard('confirming')} />
  ),
  'embedded-wallet-password-create-screen:finalizing': () => (
    <EmbeddedWalletPasswordCreateScreen {...wizard('finalizing')} />
  ),
  'embedded-wallet-password-create-screen:failed': () => (
    <EmbeddedWalletPasswordCreateScreen {...wizard('done', false)} />
  ),
  'embedded-wallet-password-update-splash-screen': () => (
    <EmbeddedWalletPasswordUpdateSplashScreen onContinue={noop} onCancel={noop} />
  ),
  'embedded-wallet-password-update-screen': () => <EmbeddedWalletPasswordUpdateScreen {...wizard('done')} />,
  'embedded-wallet-key-export-screen': () => <EmbeddedWalletKeyExportScreen exportUrl={null} onClose={noop} />,
}
