import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { captchaScreenText } from '../../../src/core/captcha/captchaScreenText'
import { createCaptcha } from '../../../src/core/captcha/createCaptcha'
import { ERROR_TEXTS } from '../../../src/core/errors/errorTexts'
import { type FakeOutcome, fakeTurnstile } from './fakeTurnstile'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

async function mounted(outcomes: FakeOutcome[] = [], solveMs = 300, siteKey = 't:lobby-sandbox-captcha') {
  const widget = fakeTurnstile(outcomes, solveMs)
  const captcha = createCaptcha({ enabled: true, siteKey, loadWidget: async () => widget.api })
  await captcha.mount('#captcha')
  return { captcha, widget }
}

describe('createCaptcha', () => {
  it('A-4.11 is disabled when the app has no captcha, ready once mounted, loading while it runs, success with the token', async () => {
    const off = createCaptcha({ enabled: false, siteKey: null, loadWidget: async () => fakeTurnstile().api })
    expect(off.getSnapshot().status).toBe('disabled')
    const { captcha, widget } = await mounted()
    expect(captcha.getSnapshot()).toMatchObject({ status: 'ready', token: null })
    // the widget gets the provider's own key, on-demand execution.
    expect(widget.log.renders[0]).toMatchObject({ sitekey: 'lobby-sandbox-captcha', execution: 'execute' })
    const run = captcha.execute()
    expect(captcha.getSnapshot().status).toBe('loading')
    await vi.advanceTimersByTimeAsync(400)
    await run
    expect(captcha.getSnapshot()).toMatchObject({ status: 'success', token: 'token-1', error: null })
  })

  it('A-4.13 reads the widget every 200 ms until it answers', async () => {
    const { captcha, widget } = await mounted([], 1_000)
    void captcha.execute()
    await vi.advanceTimersByTimeAsync(199)
    expect(widget.log.getResponse).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(widget.log.getResponse).toBe(1)
    await vi.advanceTimersByTimeAsync(199)
    expect(widget.log.getResponse).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(widget.log.getResponse).toBe(2)
    await vi.advanceTimersByTimeAsync(400)
    expect(widget.log.getResponse).toBe(4)
    expect(captcha.getSnapshot().status).toBe('loading')
    await vi.advanceTimersByTimeAsync(200)
    expect(widget.log.getResponse).toBe(5)
    expect(captcha.getSnapshot().status).toBe('success')
  })

  it('A-4.14 A-8.12 fails with captcha_timeout after 20 s without an answer', async () => {
    const { captcha } = await mounted(['hang'])
    void captcha.execute()
    await vi.advanceTimersByTimeAsync(19_999)
    expect(captcha.getSnapshot().status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    const { status, error } = captcha.getSnapshot()
    expect(status).toBe('error')
    expect(error).toMatchObject({
      code: 'captcha_timeout',
      shortMessage: 'Something went wrong! Please try again later.',
    })
  })

  it("A-4.15 A-4.16 A-8.10 retries a failed challenge 3 times from a 1 s delay, then fails: 'You did not pass CAPTCHA.'", async () => {
    const { captcha, widget } = await mounted(['fail', 'fail', 'fail', 'fail'])
    void captcha.execute()
    await vi.advanceTimersByTimeAsync(400)
    expect(widget.log.executes).toHaveLength(1)
    expect(captcha.getSnapshot()).toMatchObject({ status: 'loading', retries: 1 })
    await vi.advanceTimersByTimeAsync(999)
    expect(widget.log.executes).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(widget.log.executes).toHaveLength(2)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(widget.log.executes).toHaveLength(4)
    const { status, error, retries, userRetries } = captcha.getSnapshot()
    expect({ status, retries, userRetries }).toEqual({ status: 'error', retries: 3, userRetries: 0 })
    expect(error?.code).toBe('captcha_failure')
    expect(captchaScreenText(status, captcha.getSnapshot()).detail).toBe('You did not pass CAPTCHA. Please try again.')
  })

  it("A-2.20 A-8.10 A-8.11 the user's Retry runs the check again 3 times; then the advice on adblockers shows and Retry is off", async () => {
    // Every try fails: the first run and each Retry's run end after their own 3 automatic retries.
    const { captcha, widget } = await mounted(Array.from({ length: 16 }, () => 'fail' as const))
    const details: string[] = []
    const failed = async () => {
      await vi.advanceTimersByTimeAsync(60_000)
      const state = captcha.getSnapshot()
      expect(state.status).toBe('error')
      details.push(captchaScreenText(state.status, state).detail)
      return captchaScreenText(state.status, state).canRetry
    }
    void captcha.execute()
    expect(await failed()).toBe(true)
    for (let press = 1; press <= 3; press++) {
      expect(captcha.retry()).toBe(true)
      expect(captcha.getSnapshot()).toMatchObject({ status: 'ready', userRetries: press })
      void captcha.execute()
      expect(await failed()).toBe(press < 3)
    }
    expect(details).toEqual([
      'You did not pass CAPTCHA. Please try again.',
      'You did not pass CAPTCHA. Please try again.',
      'You did not pass CAPTCHA. Please try again.',
      'If you use an adblocker or VPN, try disabling and re-attempting.',
    ])
    // A fourth press does nothing.
    const executes = widget.log.executes.length
    expect(captcha.retry()).toBe(false)
    expect(captcha.getSnapshot()).toMatchObject({ status: 'error', userRetries: 3 })
    expect(widget.log.executes).toHaveLength(executes)
  })

  it('A-2.20 a check that passes after Retry starts the count again', async () => {
    const { captcha } = await mounted(['fail', 'fail', 'fail', 'fail', 'pass'])
    void captcha.execute()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(captcha.retry()).toBe(true)
    void captcha.execute()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(captcha.getSnapshot()).toMatchObject({ status: 'success', userRetries: 0 })
  })

  it('A-4.15 a challenge that passes on a retry ends in success', async () => {
    const { captcha, widget } = await mounted(['fail', 'pass'])
    void captcha.execute()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(widget.log.executes).toHaveLength(2)
    expect(captcha.getSnapshot()).toMatchObject({ status: 'success', token: 'token-2' })
  })

  it('A-4.12 A-4.18 an automatic run starts 0.5 s after it is asked for', async () => {
    const { captcha, widget } = await mounted()
    void captcha.autoExecute()
    await vi.advanceTimersByTimeAsync(499)
    expect(widget.log.executes).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(widget.log.executes).toHaveLength(1)
  })

  it('A-8.06 reset puts a fresh widget back to ready; takeToken hands a token out once', async () => {
    const { captcha, widget } = await mounted()
    void captcha.execute()
    await vi.advanceTimersByTimeAsync(400)
    expect(captcha.takeToken()).toBe('token-1')
    expect(captcha.takeToken()).toBeUndefined()
    expect(captcha.getSnapshot().status).toBe('ready')
    const resetsBefore = widget.log.resets
    captcha.reset()
    expect(widget.log.resets).toBe(resetsBefore + 1)
    expect(captcha.getSnapshot()).toMatchObject({ status: 'ready', token: null, error: null })
  })

  it('A-8.67 A-8.68 a widget that cannot reset gives expired_and_failed_reset, "Captcha failed"', async () => {
    const { captcha, widget } = await mounted()
    widget.breakReset()
    captcha.reset()
    expect(captcha.getSnapshot().status).toBe('error')
    expect(captcha.getSnapshot().error).toMatchObject({
      code: 'expired_and_failed_reset',
      shortMessage: 'Captcha failed',
    })
    expect(ERROR_TEXTS.captchaFailed).toBe('Captcha failed')
  })

  it('A-5.30 a site key without the t: prefix fails to mount with "Unsupported captcha site key"', async () => {
    const captcha = createCaptcha({ enabled: true, siteKey: 'h:other', loadWidget: async () => fakeTurnstile().api })
    await expect(captcha.mount('#captcha')).rejects.toBeDefined()
    expect(captcha.getSnapshot().status).toBe('error')
    expect(captcha.getSnapshot().error?.details).toBe('Unsupported captcha site key')
  })
})
