import type { Navigator } from '@lobby/headless'
import { EmbeddedWalletSetAutomaticRecoveryScreen } from '@/components/lobby/screens/embedded-wallet-set-automatic-recovery-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN')
const STATES = ['ready', 'saving'] as const

/** EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN: one confirmation, or 'More recovery options'. */
export function Example() {
  return (
    <ScreenExample
      screen="EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN"
      open={open}
      states={STATES}
      render={(state, setState) => (
        <EmbeddedWalletSetAutomaticRecoveryScreen
          isPending={state === 'saving'}
          onConfirm={() => setState('saving')}
          onMoreOptions={() => setState('ready')}
        />
      )}
    />
  )
}
