import type { Navigator } from '@lobby/headless'
import { OAuthScreen } from '@/components/lobby/screens/oauth-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('AWAITING_OAUTH_SCREEN', { provider: 'google' })
const STATES = ['pending', 'success', 'failure'] as const

/** AWAITING_OAUTH_SCREEN while the provider's window is open, then connected or failed. */
export function Example() {
  return (
    <ScreenExample
      screen="AWAITING_OAUTH_SCREEN"
      open={open}
      states={STATES}
      render={(status, setStatus) => (
        <OAuthScreen
          providerName="Google"
          status={status}
          error={status === 'failure' ? 'User rejected request' : null}
          onRetry={() => setStatus('pending')}
        />
      )}
    />
  )
}
