import type { Navigator } from '@lobby/headless'
import { ConnectOnlyLandingScreen } from '@/components/lobby/screens/connect-only-landing-screen'
import { EXAMPLE_WALLETS } from '../components/ExternalWalletDemo.tsx'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('CONNECT_ONLY_LANDING_SCREEN')
const STATES = ['wallets'] as const

/** CONNECT_ONLY_LANDING_SCREEN; useWalletConnection's page runs it live with the sandbox's test wallet. */
export function Example() {
  return (
    <ScreenExample
      screen="CONNECT_ONLY_LANDING_SCREEN"
      open={open}
      states={STATES}
      render={() => <ConnectOnlyLandingScreen wallets={EXAMPLE_WALLETS} onSelectWallet={() => undefined} />}
    />
  )
}
