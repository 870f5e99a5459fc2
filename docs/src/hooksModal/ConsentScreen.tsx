import { type ConsentView, SCREEN_TEXT } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

const TEXT = SCREEN_TEXT.consent

/** AFFIRMATIVE_CONSENT_SCREEN: the app's terms, accepted or declined. */
export function ConsentScreen({ consent }: { consent: ConsentView }) {
  return (
    <StatusScreen title={TEXT.title} detail={TEXT.body}>
      <p className="flex gap-3 text-sm">
        {consent.termsUrl ? (
          <a href={consent.termsUrl} target="_blank" rel="noreferrer" className="underline">
            {TEXT.viewTerms}
          </a>
        ) : null}
        {consent.privacyPolicyUrl ? (
          <a href={consent.privacyPolicyUrl} target="_blank" rel="noreferrer" className="underline">
            {TEXT.viewPrivacyPolicy}
          </a>
        ) : null}
      </p>
      <button type="button" className={BUTTON} disabled={consent.isPending} onClick={consent.accept}>
        {TEXT.accept}
      </button>
      <button type="button" className="text-sm underline" onClick={consent.decline}>
        {TEXT.decline}
      </button>
    </StatusScreen>
  )
}
