import type { Navigator } from '@lobby/headless'
import { LoginFailedScreen } from '@/components/lobby/screens/login-failed-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('LOGIN_FAILED_SCREEN')
const STATES = ['failed'] as const

/** LOGIN_FAILED_SCREEN after a wallet login that did not go through; Retry returns to the landing screen. */
export function Example() {
  return (
    <ScreenExample
      screen="LOGIN_FAILED_SCREEN"
      open={open}
      states={STATES}
      render={() => <LoginFailedScreen message="Could not log in with wallet" onRetry={() => undefined} />}
    />
  )
}
