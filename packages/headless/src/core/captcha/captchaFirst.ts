import { CAPTCHA_CONTINUE_DELAY_MS, type Captcha } from './createCaptcha'

/** The login methods the captcha comes first for. */
export const CAPTCHA_FIRST_METHODS = ['email', 'sms', 'farcaster', 'passkey', 'oauth', 'telegram'] as const
/** A login method the captcha-first rule covers. */
export type CaptchaFirstMethod = (typeof CAPTCHA_FIRST_METHODS)[number]

/** For these the captcha step waits for the user's own click (Continue on CAPTCHA_SCREEN). */
export const CAPTCHA_INTENT_METHODS: readonly CaptchaFirstMethod[] = ['oauth', 'telegram']

/** What to do before a login starts: go ahead, run the captcha first, or show CAPTCHA_SCREEN and wait for a click. */
export type CaptchaFirstStep = 'proceed' | 'captcha' | 'await-intent'

/**
 * the captcha comes first when it is enabled, no token is held and no
 * authenticated user is signed in (a guest is none: `isAuthenticatedUser`); for OAuth and Telegram
 * it also needs the user's intent.
 */
export function captchaFirstStep(input: {
  method: CaptchaFirstMethod
  captchaEnabled: boolean
  hasToken: boolean
  authenticated: boolean
  /** True once the user clicked to go on. */
  intent?: boolean
}): CaptchaFirstStep {
  if (!input.captchaEnabled || input.hasToken || input.authenticated) return 'proceed'
  if (CAPTCHA_INTENT_METHODS.includes(input.method) && !input.intent) return 'await-intent'
  return 'captcha'
}

/** What `withCaptchaFirst` did: ran the login (with its result), or stopped to wait for the user's click. */
export type CaptchaFirstOutcome<T> = { status: 'done'; value: T } | { status: 'needs-intent' }

/**
 * runs `login` behind the captcha. When the captcha must come
 * first it is solved, then `login` runs 1 s later (the 'Success!' moment); `login` reads the token
 * with `captcha.takeToken()`. OAuth and Telegram stop at 'needs-intent' until called with `intent`.
 */
export async function withCaptchaFirst<T>(options: {
  captcha: Captcha
  method: CaptchaFirstMethod
  authenticated: boolean
  intent?: boolean
  login: () => Promise<T>
}): Promise<CaptchaFirstOutcome<T>> {
  const { captcha } = options
  const state = captcha.getSnapshot()
  const step = captchaFirstStep({
    method: options.method,
    captchaEnabled: state.status !== 'disabled',
    hasToken: state.status === 'success' && Boolean(state.token),
    authenticated: options.authenticated,
    ...(options.intent === undefined ? {} : { intent: options.intent }),
  })
  if (step === 'await-intent') return { status: 'needs-intent' }
  if (step === 'captcha') {
    await captcha.waitForToken()
    await new Promise((resolve) => setTimeout(resolve, CAPTCHA_CONTINUE_DELAY_MS))
  }
  return { status: 'done', value: await options.login() }
}
