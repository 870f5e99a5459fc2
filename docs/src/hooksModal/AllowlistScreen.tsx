import { type AllowlistView, allowlistRejectionTexts } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

/** ALLOWLIST_REJECTION_SCREEN: the app's own texts and link, else the spec's, as core words them. */
export function AllowlistScreen({ allowlist }: { allowlist: AllowlistView }) {
  const shown = allowlistRejectionTexts(allowlist)
  return (
    <StatusScreen title={shown.title} detail={shown.detail}>
      {shown.href ? (
        <a href={shown.href} target="_blank" rel="noreferrer" className={BUTTON}>
          {shown.cta}
        </a>
      ) : (
        <button type="button" className={BUTTON} onClick={allowlist.cta}>
          {shown.cta}
        </button>
      )}
    </StatusScreen>
  )
}
