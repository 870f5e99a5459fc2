import type { InAppBrowserView } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

/** IN_APP_BROWSER_SCREEN: OAuth cannot finish here; the page to open in a real browser. */
export function InAppBrowserScreen({ inAppBrowser }: { inAppBrowser: InAppBrowserView }) {
  return (
    <StatusScreen title={inAppBrowser.title} detail={inAppBrowser.message}>
      {inAppBrowser.systemBrowserUrl ? (
        <a href={inAppBrowser.systemBrowserUrl} className={BUTTON}>
          Open in your browser
        </a>
      ) : null}
      {inAppBrowser.pageUrl ? <code className="text-xs break-all">{inAppBrowser.pageUrl}</code> : null}
      <button type="button" className="text-sm underline" onClick={inAppBrowser.back}>
        Back
      </button>
    </StatusScreen>
  )
}
