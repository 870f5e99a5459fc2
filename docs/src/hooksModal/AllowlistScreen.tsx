import { type AllowlistView, ERROR_TEXTS } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

/** ALLOWLIST_REJECTION_SCREEN: the app's own texts and link, else the spec's. */
export function AllowlistScreen({ allowlist }: { allowlist: AllowlistView }) {
  const cta = allowlist.ctaText || ERROR_TEXTS.allowlistCta
  return (
    <StatusScreen
      title={allowlist.title || ERROR_TEXTS.allowlistTitle}
      detail={allowlist.detail || ERROR_TEXTS.allowlistDetail}
    >
      {allowlist.ctaLink ? (
        <a href={allowlist.ctaLink} target="_blank" rel="noreferrer" className={BUTTON}>
          {cta}
        </a>
      ) : (
        <button type="button" className={BUTTON} onClick={allowlist.cta}>
          {cta}
        </button>
      )}
    </StatusScreen>
  )
}
