import type { Navigator } from '@lobby/headless'
import { TelegramScreen } from '@/components/lobby/screens/telegram-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('TELEGRAM_AUTH_SCREEN')
const STATES = ['pending', 'success', 'failure'] as const

/** TELEGRAM_AUTH_SCREEN: verifying the Telegram login, then success or failure with a retry. */
export function Example() {
  return (
    <ScreenExample
      screen="TELEGRAM_AUTH_SCREEN"
      open={open}
      states={STATES}
      render={(status, setStatus) => (
        <TelegramScreen
          status={status}
          error={status === 'failure' ? 'Something went wrong. Try again.' : null}
          onRetry={() => setStatus('pending')}
        />
      )}
    />
  )
}
