import { type ConnectWalletStep, type Navigator, WALLET_LIST } from '@lobby/headless'
import { AwaitingConnectionScreen } from '@/components/lobby/screens/awaiting-connection-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('AWAITING_CONNECTION', { walletClientType: 'metamask' })
const STATES = ['connecting', 'switching_to_supported_chain', 'signing', 'rejected', 'retries used'] as const
const metamask = { walletClientType: 'metamask', name: WALLET_LIST.metamask.name, icon: WALLET_LIST.metamask.icon }

/** AWAITING_CONNECTION through its steps (W-2.03, W-4.06) and errors (W-8.03, W-8.09); useConnectWallet's page runs it live. */
export function Example() {
  return (
    <ScreenExample
      screen="AWAITING_CONNECTION"
      open={open}
      states={STATES}
      render={(state, setState) => {
        const failed = state === 'rejected' || state === 'retries used'
        return (
          <AwaitingConnectionScreen
            wallet={metamask}
            step={failed ? 'error' : (state as ConnectWalletStep)}
            error={state === 'rejected' ? 'You rejected the request' : failed ? 'Unable to connect wallet' : null}
            canRetry={state === 'rejected'}
            onRetry={() => setState('connecting')}
          />
        )
      }}
    />
  )
}
