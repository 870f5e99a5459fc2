import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginWithEmail } from '../../../src/core/auth/loginWithEmail'
import { withCaptchaFirst } from '../../../src/core/captcha/captchaFirst'
import { createCaptcha } from '../../../src/core/captcha/createCaptcha'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { sandboxWidget } from '../../integration/sandboxWidget'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('captcha against the sandbox', () => {
  it('A-4.06 A-4.07 A-7.15 email on the captcha app: the captcha first, then passwordless/init with its token, then login', async () => {
    const client = h.client({ appId: h.appId('captcha') })
    await client.ready()
    const config = client.store.getSnapshot().config
    expect(config?.captcha).toEqual({ enabled: true, siteKey: 't:lobby-sandbox-captcha' })
    const widget = sandboxWidget(h)
    const captcha = createCaptcha({
      enabled: config?.captcha.enabled ?? false,
      siteKey: config?.captcha.siteKey ?? null,
      loadWidget: async () => widget,
    })
    await captcha.mount('#captcha')
    const flow = createLoginWithEmail(client, { getCaptchaToken: captcha.takeToken })
    const email = `captcha-first-${Date.now()}@example.com`
    const outcome = await withCaptchaFirst({
      captcha,
      method: 'email',
      authenticated: false,
      login: () => flow.sendCode(email),
    })
    expect(outcome.status).toBe('done')
    expect(widget.executes).toBe(1)
    expect(flow.getSnapshot().status).toBe('awaiting-code-input')
    const init = h.sent.find((r) => r.url.endsWith('/passwordless/init'))
    expect(((await init?.json()) as { token?: string } | undefined)?.token).toMatch(/^lobby-captcha\./)
    await flow.submitCode(await h.latestCode(email))
    expect(client.store.getSnapshot().user?.email?.address).toBe(email)
  })

  it('A-8.05 A-8.06 a spent token is refused as invalid_captcha; after a reset a fresh one passes', async () => {
    const client = h.client({ appId: h.appId('captcha') })
    await client.ready()
    const widget = sandboxWidget(h)
    const captcha = createCaptcha({ enabled: true, siteKey: 't:lobby-sandbox-captcha', loadWidget: async () => widget })
    await captcha.mount('#captcha')
    const token = await captcha.waitForToken()
    const email = `captcha-reuse-${Date.now()}@example.com`
    const first = createLoginWithEmail(client, { getCaptchaToken: () => token })
    await first.sendCode(email)
    expect(first.getSnapshot().status).toBe('awaiting-code-input')
    const again = createLoginWithEmail(client, { getCaptchaToken: () => token })
    await again.sendCode(email)
    expect(again.getSnapshot().error?.code).toBe('invalid_captcha')
    expect(errorScreenFor(again.getSnapshot().error)).toMatchObject({
      title: 'Something went wrong',
      detail: 'Please try again.',
      action: 'reset_captcha',
    })
    captcha.reset()
    expect(captcha.getSnapshot().status).toBe('ready')
    const fresh = await captcha.waitForToken()
    expect(fresh).not.toBe(token)
    const third = createLoginWithEmail(client, { getCaptchaToken: () => fresh })
    await third.sendCode(email)
    expect(third.getSnapshot().status).toBe('awaiting-code-input')
  })
})
