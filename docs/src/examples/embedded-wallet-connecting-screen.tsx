import type { Navigator } from '@lobby/headless'
import { EmbeddedWalletConnectingScreen } from '@/components/lobby/screens/embedded-wallet-connecting-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('EMBEDDED_WALLET_CONNECTING_SCREEN')
const STATES = ['pending', 'failure'] as const

/** EMBEDDED_WALLET_CONNECTING_SCREEN while the wallet frame connects the wallet, and when it could not. */
export function Example() {
  return (
    <ScreenExample
      screen="EMBEDDED_WALLET_CONNECTING_SCREEN"
      open={open}
      states={STATES}
      render={(status, setStatus) => (
        <EmbeddedWalletConnectingScreen
          status={status}
          error={status === 'failure' ? 'Unable to connect to wallet.' : null}
          onRetry={() => setStatus('pending')}
        />
      )}
    />
  )
}
