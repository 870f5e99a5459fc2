import type { Navigator } from '@lobby/headless'
import { CaptchaScreen } from '@/components/lobby/screens/captcha-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('CAPTCHA_SCREEN', undefined)
const STATES = ['pending', 'success', 'failure'] as const

/** CAPTCHA_SCREEN on the captcha app: checking, passed, failed; Retry starts the check again. */
export function Example() {
  return (
    <ScreenExample
      slug="captcha"
      screen="CAPTCHA_SCREEN"
      open={open}
      states={STATES}
      render={(status, setStatus) => (
        <CaptchaScreen status={status} onContinue={() => setStatus('success')} onRetry={() => setStatus('pending')} />
      )}
    />
  )
}
