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

/**
 * CAPTCHA_SCREEN's headline, detail and buttons for a captcha status, or for the
 * screen's picture of one (texts from SCREEN_TEXT).
 */
export function captchaScreenText(captchaStatus: CaptchaStatus | CaptchaScreenStatus): CaptchaScreenText {
  const status = captchaStatus === 'failure' ? 'error' : captchaStatus
  const buttons = {
    continueLabel: SCREEN_TEXT.captcha.continue,
    canContinue: status === 'success',
    retryLabel: SCREEN_TEXT.captcha.retry,
    canRetry: status === 'error',
  }
  if (status === 'success') {
    return { title: SCREEN_TEXT.captcha.success, detail: SCREEN_TEXT.captcha.successDetail, ...buttons }
  }
  if (status === 'error') return { title: ERROR_TEXTS.somethingWentWrong, detail: '', ...buttons }
  return { title: SCREEN_TEXT.captcha.checking, detail: '', ...buttons }
}
