import type { Navigator } from '@lobby/headless'
import { PasskeyScreen } from '@/components/lobby/screens/passkey-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('AWAITING_PASSKEY_SYSTEM_DIALOGUE')
const STATES = ['waiting', 'error'] as const

/** AWAITING_PASSKEY_SYSTEM_DIALOGUE while the browser's passkey prompt is up, and after it fails. */
export function Example() {
  return (
    <ScreenExample
      screen="AWAITING_PASSKEY_SYSTEM_DIALOGUE"
      open={open}
      states={STATES}
      render={(state, setState) => (
        <PasskeyScreen
          error={state === 'error' ? 'Passkey request timed out or rejected by user.' : null}
          onRetry={() => setState('waiting')}
        />
      )}
    />
  )
}
