export {
  CAPTCHA_FIRST_METHODS,
  CAPTCHA_INTENT_METHODS,
  type CaptchaFirstMethod,
  type CaptchaFirstOutcome,
  type CaptchaFirstStep,
  captchaFirstStep,
  withCaptchaFirst,
} from './captchaFirst'
export {
  type CaptchaScreenStatus,
  type CaptchaScreenText,
  captchaScreenStatus,
  captchaScreenText,
} from './captchaScreenText'
export {
  CAPTCHA_AUTO_EXECUTE_DELAY_MS,
  CAPTCHA_CONTINUE_DELAY_MS,
  CAPTCHA_MAX_RETRIES,
  CAPTCHA_POLL_INTERVAL_MS,
  CAPTCHA_RETRY_INITIAL_DELAY_MS,
  CAPTCHA_TIMEOUT_MS,
  type Captcha,
  type CaptchaState,
  type CaptchaStatus,
  type CreateCaptchaOptions,
  createCaptcha,
} from './createCaptcha'
export { loadTurnstile, TURNSTILE_SCRIPT_URL, type TurnstileApi, type TurnstileRenderParams } from './turnstile'
