import type { PasskeyView } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

/** AWAITING_PASSKEY_SYSTEM_DIALOGUE: the browser's passkey prompt is open; its error and a retry. */
export function PasskeyScreen({ passkey }: { passkey: PasskeyView }) {
  return (
    <StatusScreen
      title="Waiting for passkey"
      detail={passkey.error ?? 'Follow the prompts from your browser or device.'}
    >
      {passkey.error ? (
        <button type="button" className={BUTTON} onClick={passkey.retry}>
          Retry
        </button>
      ) : null}
    </StatusScreen>
  )
}
