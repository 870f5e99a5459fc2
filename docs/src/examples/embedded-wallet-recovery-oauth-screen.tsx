import type { Navigator } from '@lobby/headless'
import { EmbeddedWalletRecoveryOAuthScreen } from '@/components/lobby/screens/embedded-wallet-recovery-oauth-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN')
const STATES = ['google-drive', 'icloud', 'failure'] as const

/** EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN for each cloud drive, and a failed sign-in. */
export function Example() {
  return (
    <ScreenExample
      screen="EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN"
      open={open}
      states={STATES}
      render={(state, setState) => (
        <EmbeddedWalletRecoveryOAuthScreen
          provider={state === 'icloud' ? 'icloud' : 'google-drive'}
          status={state === 'failure' ? 'failure' : 'pending'}
          error={state === 'failure' ? 'Unexpected auth flow. This may be a phishing attempt.' : null}
          onContinue={() => setState('google-drive')}
        />
      )}
    />
  )
}
