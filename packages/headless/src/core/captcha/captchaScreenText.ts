import { ERROR_TEXTS } from '../errorTexts'

/** the texts of CAPTCHA_SCREEN. */
export const CAPTCHA_SCREEN_TEXT = {
  /** while the check runs. */
  checking: 'Checking that you are a human...',
  /** on success, with `successDetail`. */
  success: 'Success!',
  successDetail: 'CAPTCHA passed successfully.',
  /** on failure (the catalogue's text). */
  failure: ERROR_TEXTS.somethingWentWrong,
  /** the two buttons. */
  continue: 'Continue',
  retry: 'Retry',
} as const

/** the headline and detail CAPTCHA_SCREEN shows for a captcha status. */
export function captchaScreenText(status: 'disabled' | 'ready' | 'loading' | 'success' | 'error'): {
  title: string
  detail: string
} {
  if (status === 'success') return { title: CAPTCHA_SCREEN_TEXT.success, detail: CAPTCHA_SCREEN_TEXT.successDetail }
  if (status === 'error') return { title: CAPTCHA_SCREEN_TEXT.failure, detail: '' }
  return { title: CAPTCHA_SCREEN_TEXT.checking, detail: '' }
}
