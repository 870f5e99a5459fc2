import type { Navigator } from '@lobby/headless'
import { CrossAppScreen } from '@/components/lobby/screens/cross-app-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

// The sandbox's second app, whose accounts this one may borrow.
const open = (navigator: Navigator) =>
  navigator.navigate('CROSS_APP_AUTH_SCREEN', { providerAppId: 'lobbysandboxcrossprovider' })
const STATES = ['pending', 'success', 'failure'] as const

/** CROSS_APP_AUTH_SCREEN: logging in with an account of the sandbox's provider app. */
export function Example() {
  return (
    <ScreenExample
      screen="CROSS_APP_AUTH_SCREEN"
      open={open}
      states={STATES}
      render={(status, setStatus) => (
        <CrossAppScreen
          providerAppName="Provider app"
          status={status}
          error={status === 'failure' ? 'Could not log in with Provider app' : null}
          onRetry={() => setStatus('pending')}
        />
      )}
    />
  )
}
