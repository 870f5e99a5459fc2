import type { Navigator } from '@lobby/headless'
import { WalletListScreen } from '@/components/lobby/screens/wallet-list-screen'
import { EXAMPLE_WALLETS } from '../components/ExternalWalletDemo.tsx'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('CONNECT_ONLY_LANDING_SCREEN')
const STATES = ['ready', 'looking for wallets'] as const

/** The wallet list (W-9.39) in the modal; the useConnectWallet page runs it live with the sandbox's test wallet. */
export function Example() {
  return (
    <ScreenExample
      screen="CONNECT_ONLY_LANDING_SCREEN"
      open={open}
      states={STATES}
      render={(state) => (
        <WalletListScreen wallets={EXAMPLE_WALLETS} ready={state === 'ready'} onSelectWallet={() => undefined} />
      )}
    />
  )
}
