import type { TelegramView } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

const TITLES = {
  verifying: 'Logging in with Telegram',
  success: 'Logged in with Telegram',
  failure: 'Could not log in with Telegram',
} as const

/** TELEGRAM_AUTH_SCREEN: Telegram's window is open, then verifying, success or failure. */
export function TelegramScreen({ telegram }: { telegram: TelegramView }) {
  return (
    <StatusScreen title={TITLES[telegram.status]} detail={telegram.error}>
      {telegram.canRetry ? (
        <button type="button" className={BUTTON} onClick={telegram.retry}>
          Retry
        </button>
      ) : null}
    </StatusScreen>
  )
}
