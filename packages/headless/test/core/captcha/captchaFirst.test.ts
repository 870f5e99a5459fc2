import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CAPTCHA_FIRST_METHODS, captchaFirstStep, withCaptchaFirst } from '../../../src/core/captcha/captchaFirst'
import { captchaScreenStatus, captchaScreenText } from '../../../src/core/captcha/captchaScreenText'
import { createCaptcha } from '../../../src/core/captcha/createCaptcha'
import { createLobbyError } from '../../../src/core/errors/errorCatalogue'
import { fakeTurnstile } from './fakeTurnstile'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('captchaFirstStep', () => {
  it.each(CAPTCHA_FIRST_METHODS)(
    'A-4.06 A-4.09 %s: the captcha comes first only when enabled, tokenless and signed out',
    (method) => {
      const base = { method, captchaEnabled: true, hasToken: false, authenticated: false, intent: true }
      expect(captchaFirstStep(base)).toBe('captcha')
      expect(captchaFirstStep({ ...base, captchaEnabled: false })).toBe('proceed')
      expect(captchaFirstStep({ ...base, hasToken: true })).toBe('proceed')
      expect(captchaFirstStep({ ...base, authenticated: true })).toBe('proceed')
    },
  )

  it('A-4.10 OAuth and Telegram wait for the user before the captcha; the others do not', () => {
    const step = (method: (typeof CAPTCHA_FIRST_METHODS)[number]) =>
      captchaFirstStep({ method, captchaEnabled: true, hasToken: false, authenticated: false })
    expect(CAPTCHA_FIRST_METHODS.map((m) => [m, step(m)])).toEqual([
      ['email', 'captcha'],
      ['sms', 'captcha'],
      ['farcaster', 'captcha'],
      ['passkey', 'captcha'],
      ['oauth', 'await-intent'],
      ['telegram', 'await-intent'],
    ])
  })
})

describe('withCaptchaFirst', () => {
  async function setup() {
    const widget = fakeTurnstile()
    const captcha = createCaptcha({ enabled: true, siteKey: 't:key', loadWidget: async () => widget.api })
    await captcha.mount('#captcha')
    return { widget, captcha }
  }

  it('A-4.06 A-4.17 solves the captcha, then runs the login 1 s later with the token', async () => {
    const { captcha, widget } = await setup()
    const login = vi.fn(async () => captcha.takeToken())
    const outcome = withCaptchaFirst({ captcha, method: 'email', authenticated: false, login })
    await vi.advanceTimersByTimeAsync(400)
    expect(widget.log.executes).toHaveLength(1)
    expect(captcha.getSnapshot().status).toBe('success')
    await vi.advanceTimersByTimeAsync(999)
    expect(login).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await expect(outcome).resolves.toEqual({ status: 'done', value: 'token-1' })
  })

  it('A-4.10 OAuth stops for the user intent; with it, the captcha runs', async () => {
    const { captcha, widget } = await setup()
    const login = vi.fn(async () => 'redirected')
    await expect(withCaptchaFirst({ captcha, method: 'oauth', authenticated: false, login })).resolves.toEqual({
      status: 'needs-intent',
    })
    expect(widget.log.executes).toHaveLength(0)
    const outcome = withCaptchaFirst({ captcha, method: 'oauth', authenticated: false, intent: true, login })
    await vi.advanceTimersByTimeAsync(2_000)
    await expect(outcome).resolves.toEqual({ status: 'done', value: 'redirected' })
    expect(widget.log.executes).toHaveLength(1)
  })

  it('A-4.06 a signed-in user goes straight on, without the captcha', async () => {
    const { captcha, widget } = await setup()
    await expect(
      withCaptchaFirst({ captcha, method: 'sms', authenticated: true, login: async () => 'sent' }),
    ).resolves.toEqual({ status: 'done', value: 'sent' })
    expect(widget.log.executes).toHaveLength(0)
  })
})

describe('captchaScreenText', () => {
  it('A-2.17 A-2.18 A-2.19 the screen texts per status', () => {
    expect(captchaScreenText('loading')).toMatchObject({ title: 'Checking that you are a human...', detail: '' })
    expect(captchaScreenText('success')).toMatchObject({ title: 'Success!', detail: 'CAPTCHA passed successfully.' })
    expect(captchaScreenText('error')).toMatchObject({ title: 'Something went wrong', detail: '' })
  })

  it("A-2.19 A-8.10 A-8.11 A-8.12 a failed check's detail says why: not passed, the adblocker advice after the user's 3 retries, or the time-out", () => {
    const failure = createLobbyError('captcha_failure')
    expect(captchaScreenText('error', { error: failure, userRetries: 2 })).toMatchObject({
      title: 'Something went wrong',
      detail: 'You did not pass CAPTCHA. Please try again.',
    })
    expect(captchaScreenText('error', { error: failure, userRetries: 3 })).toMatchObject({
      title: 'Something went wrong',
      detail: 'If you use an adblocker or VPN, try disabling and re-attempting.',
      canRetry: false,
    })
    expect(captchaScreenText('error', { error: createLobbyError('captcha_timeout'), userRetries: 0 })).toMatchObject({
      title: 'Something went wrong',
      detail: 'Something went wrong! Please try again later.',
    })
  })

  it('A-2.20 offers Continue once passed and Retry once failed', () => {
    expect(captchaScreenText('success')).toMatchObject({
      continueLabel: 'Continue',
      canContinue: true,
      canRetry: false,
    })
    expect(captchaScreenText('error')).toMatchObject({ retryLabel: 'Retry', canRetry: true, canContinue: false })
    expect(captchaScreenText('loading')).toMatchObject({ canContinue: false, canRetry: false })
  })

  it("A-2.17 A-2.19 A-2.20 the screen's picture of a status reads the same: ready and loading are checking, failure is error", () => {
    expect(['ready', 'loading', 'success', 'error'].map((s) => captchaScreenStatus(s as never))).toEqual([
      'pending',
      'pending',
      'success',
      'failure',
    ])
    expect(captchaScreenText('pending')).toEqual(captchaScreenText('loading'))
    expect(captchaScreenText('failure')).toEqual(captchaScreenText('error'))
  })
})
