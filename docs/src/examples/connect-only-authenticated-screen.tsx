import type { Navigator } from '@lobby/headless'
import { ConnectOnlyAuthenticatedScreen } from '@/components/lobby/screens/connect-only-authenticated-screen'
import { EXAMPLE_WALLETS } from '../components/ExternalWalletDemo.tsx'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('CONNECT_ONLY_AUTHENTICATED_SCREEN')
const STATES = ['wallets'] as const

/** CONNECT_ONLY_AUTHENTICATED_SCREEN: a signed-in user connects a wallet. */
export function Example() {
  return (
    <ScreenExample
      screen="CONNECT_ONLY_AUTHENTICATED_SCREEN"
      open={open}
      states={STATES}
      render={() => <ConnectOnlyAuthenticatedScreen wallets={EXAMPLE_WALLETS} onSelectWallet={() => undefined} />}
    />
  )
}
