import { type CrossAppView, SCREEN_TEXT } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

/** CROSS_APP_AUTH_SCREEN: the provider app's popup is open; connected or failed with the W-8.60 to W-8.62 line. */
export function CrossAppScreen({ crossApp }: { crossApp: CrossAppView }) {
  return (
    <StatusScreen
      title={`Continue with ${crossApp.providerAppName}`}
      detail={crossApp.error ?? (crossApp.status === 'pending' ? SCREEN_TEXT.crossApp.pending : null)}
    >
      {crossApp.logoUrl ? <img src={crossApp.logoUrl} alt="" className="size-12 self-center rounded" /> : null}
      {crossApp.canRetry ? (
        <button type="button" className={BUTTON} onClick={crossApp.retry}>
          Retry
        </button>
      ) : null}
    </StatusScreen>
  )
}
