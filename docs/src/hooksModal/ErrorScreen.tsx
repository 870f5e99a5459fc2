import type { ErrorView } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

/** ERROR_SCREEN: the error's title, detail and button, all from core. */
export function ErrorScreen({ error }: { error: ErrorView }) {
  return (
    <StatusScreen title={error.title} detail={error.detail}>
      {error.href ? (
        <a href={error.href} target="_blank" rel="noreferrer" className={BUTTON}>
          {error.cta}
        </a>
      ) : (
        <button type="button" className={BUTTON} onClick={error.ctaClick}>
          {error.cta}
        </button>
      )}
    </StatusScreen>
  )
}
