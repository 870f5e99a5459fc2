import type { OAuthView } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

const TITLES = { pending: 'Logging in with', success: 'Logged in with', failure: 'Could not log in with' } as const

/** AWAITING_OAUTH_SCREEN: the provider's popup is open; verifying, connected or failed. */
export function OAuthScreen({ oauth }: { oauth: OAuthView }) {
  return (
    <StatusScreen title={`${TITLES[oauth.status]} ${oauth.providerName}`} detail={oauth.error}>
      {oauth.canRetry ? (
        <button type="button" className={BUTTON} onClick={oauth.retry}>
          Retry
        </button>
      ) : null}
    </StatusScreen>
  )
}
