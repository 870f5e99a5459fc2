import { CAPTCHA_RETRIES_BEFORE_ADVICE, errorScreenFor } from '../errors/errorScreens'
import { ERROR_TEXTS } from '../errors/errorTexts'
import { SCREEN_TEXT } from '../rules/screenText'
import type { CaptchaStatus } from './createCaptcha'

/** What CAPTCHA_SCREEN shows for one captcha status: its texts and which of its two buttons apply. */
export type CaptchaScreenText = {
  title: string
  detail: string
  /** A-2.20 'Continue': goes on with the pending login once the check passed. */
  continueLabel: string
  canContinue: boolean
  /** A-2.20 'Retry': runs the check again after a failure. */
  retryLabel: string
  canRetry: boolean
}

/** CAPTCHA_SCREEN's picture of a captcha status: checking, passed or failed. */
export type CaptchaScreenStatus = 'pending' | 'success' | 'failure'

/** The picture CAPTCHA_SCREEN draws for a captcha status: anything not yet passed or failed is checking. */
export function captchaScreenStatus(status: CaptchaStatus): CaptchaScreenStatus {
  return status === 'success' ? 'success' : status === 'error' ? 'failure' : 'pending'
}

/** The failed check behind an `error` status: its error, and the user's Retry presses so far (from `CaptchaState`). */
export type CaptchaFailure = { readonly error?: unknown; readonly userRetries?: number }

/**
 * A-2.17 to A-2.20: CAPTCHA_SCREEN's headline, detail and buttons for a captcha status, or for the
 * screen's picture of one (texts from SCREEN_TEXT). Given the failed check, a failure's detail is
 * the spec's reason (A-8.10 to A-8.12; A-8.11's advice once the user has pressed Retry 3 times,
 * when Retry goes off), so the user learns why and what to try, not only that something went wrong.
 */
export function captchaScreenText(
  captchaStatus: CaptchaStatus | CaptchaScreenStatus,
  failure?: CaptchaFailure,
): CaptchaScreenText {
  const status = captchaStatus === 'failure' ? 'error' : captchaStatus
  const userRetries = failure?.userRetries ?? 0
  const buttons = {
    continueLabel: SCREEN_TEXT.captcha.continue,
    canContinue: status === 'success',
    retryLabel: SCREEN_TEXT.captcha.retry,
    canRetry: status === 'error' && userRetries < CAPTCHA_RETRIES_BEFORE_ADVICE,
  }
  if (status === 'success') {
    return { title: SCREEN_TEXT.captcha.success, detail: SCREEN_TEXT.captcha.successDetail, ...buttons }
  }
  if (status === 'error') {
    const detail = failure?.error ? errorScreenFor(failure.error, null, { captchaRetries: userRetries }).detail : ''
    return { title: ERROR_TEXTS.somethingWentWrong, detail, ...buttons }
  }
  return { title: SCREEN_TEXT.captcha.checking, detail: '', ...buttons }
}
