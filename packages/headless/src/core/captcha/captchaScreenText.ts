import { ERROR_TEXTS } from '../errorTexts'
import { SCREEN_TEXT } from '../rules/screenText'
import type { CaptchaStatus } from './createCaptcha'

/** the headline and detail CAPTCHA_SCREEN shows for a captcha status (texts from SCREEN_TEXT). */
export function captchaScreenText(status: CaptchaStatus): { title: string; detail: string } {
  if (status === 'success') return { title: SCREEN_TEXT.captcha.success, detail: SCREEN_TEXT.captcha.successDetail }
  if (status === 'error') return { title: ERROR_TEXTS.somethingWentWrong, detail: '' }
  return { title: SCREEN_TEXT.captcha.checking, detail: '' }
}
