import type { CaptchaView } from '@lobby/headless'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

/** CAPTCHA_SCREEN: the check's texts and the button that applies, from core. */
export function CaptchaScreen({ captcha }: { captcha: CaptchaView }) {
  const { text } = captcha
  return (
    <StatusScreen title={text.title} detail={text.detail}>
      {text.canContinue ? (
        <button type="button" className={BUTTON} onClick={captcha.continue}>
          {text.continueLabel}
        </button>
      ) : null}
      {text.canRetry ? (
        <button type="button" className={BUTTON} onClick={captcha.retry}>
          {text.retryLabel}
        </button>
      ) : null}
    </StatusScreen>
  )
}

/**
 * Where the captcha widget renders: one element for the whole modal, outside the screens, so a
 * check begun on the landing survives the move to CAPTCHA_SCREEN.
 */
export function CaptchaWidget({ captcha }: { captcha: CaptchaView }) {
  return captcha.enabled ? <div ref={captcha.attach} /> : null
}
