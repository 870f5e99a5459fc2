import type { Navigator } from '@lobby/headless'
import { EmbeddedWalletOnAccountCreateScreen } from '@/components/lobby/screens/embedded-wallet-on-account-create-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
const STATES = ['pending', 'failure'] as const

/** EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN while the wallet is made, and when making it failed. */
export function Example() {
  return (
    <>
      <p className="mb-3 text-sm">
        On the all-methods app (create on login: users without wallets) the block opens this screen by itself after a
        login by email, and creates the wallet in the sandbox's wallet frame. Here its two states are one click away.
      </p>
      <ScreenExample
        screen="EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN"
        open={open}
        states={STATES}
        render={(status, setStatus) => (
          <EmbeddedWalletOnAccountCreateScreen
            status={status}
            error={status === 'failure' ? 'walletProxy.create timed out.' : null}
            onRetry={() => setStatus('pending')}
          />
        )}
      />
    </>
  )
}
