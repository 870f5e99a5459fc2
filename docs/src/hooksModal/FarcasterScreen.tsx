import type { FarcasterView } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

/** AWAITING_FARCASTER_CONNECTION: the relay link to open in Farcaster, polled until approved. */
export function FarcasterScreen({ farcaster }: { farcaster: FarcasterView }) {
  const detail = farcaster.error ?? (farcaster.url ? 'Open the link in Farcaster and approve.' : 'Opening a link…')
  return (
    <StatusScreen title="Sign in with Farcaster" detail={detail}>
      {farcaster.url && !farcaster.error ? (
        <a className="text-sm underline" href={farcaster.url} target="_blank" rel="noreferrer">
          {farcaster.isMobile ? 'Open Farcaster' : 'Open link'}
        </a>
      ) : null}
      {farcaster.canRetry ? (
        <button type="button" className={BUTTON} onClick={farcaster.retry}>
          Retry
        </button>
      ) : null}
      <button type="button" className="text-sm underline" onClick={farcaster.cancel}>
        Cancel
      </button>
    </StatusScreen>
  )
}
