import { type Navigator, recoverySelectionOptions } from '@lobby/headless'
import { EmbeddedWalletRecoverySelectionScreen } from '@/components/lobby/screens/embedded-wallet-recovery-selection-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN')
const STATES = ['provider-managed', 'google-drive', 'icloud'] as const
const OPTIONS = ['google-drive', 'icloud', 'user-passcode']

/** EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN for a wallet on each current method: that cloud option is left out. */
export function Example() {
  return (
    <ScreenExample
      screen="EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN"
      open={open}
      states={STATES}
      render={(current) => (
        <EmbeddedWalletRecoverySelectionScreen
          methods={recoverySelectionOptions(OPTIONS, current)}
          onSelect={() => undefined}
        />
      )}
    />
  )
}
