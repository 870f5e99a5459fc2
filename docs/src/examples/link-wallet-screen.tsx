import type { Navigator } from '@lobby/headless'
import { LinkWalletScreen } from '@/components/lobby/screens/link-wallet-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('LINK_WALLET_SCREEN')
const STATES = ['choose'] as const
const WALLETS = [
  { id: 'metamask', name: 'MetaMask' },
  { id: 'coinbase_wallet', name: 'Coinbase Wallet' },
  { id: 'rainbow', name: 'Rainbow' },
]

/** LINK_WALLET_SCREEN: the wallets a signed-in user can link. */
export function Example() {
  return (
    <ScreenExample
      screen="LINK_WALLET_SCREEN"
      open={open}
      states={STATES}
      render={() => <LinkWalletScreen wallets={WALLETS} onSelectWallet={() => undefined} />}
    />
  )
}
