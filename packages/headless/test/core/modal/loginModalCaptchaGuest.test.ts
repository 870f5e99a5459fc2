import type { SandboxAppDefinition } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAsGuest } from '../../../src/core/auth/loginAsGuest'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { sandboxWidget } from '../../integration/sandboxWidget'
import { startTestLoginModal, stoppedAfterEach, until } from './oauthLoginModal'

/** Email login behind the captcha, and guests, which need none. */
const CAPTCHA_AND_GUESTS: SandboxAppDefinition = {
  slug: 'captcha-and-guests',
  id: 'lobbysandboxcaptchaguests',
  name: 'Captcha and guests',
  config: { email_auth: true, guest_auth: true, captcha_enabled: true, captcha_site_key: 't:lobby-sandbox-captcha' },
  sandbox: {},
}

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness({ apps: [CAPTCHA_AND_GUESTS] })
}, 60_000)
afterAll(() => h.close())

const stops = stoppedAfterEach()

describe('createLoginModal captcha for a guest', () => {
  it('A-4.06 A-1.17 A-6.02 a guest logging in by email passes the captcha first, as a visitor does, and the code is sent with its token', async () => {
    const client = h.client({ appId: h.appId('captcha-and-guests') })
    await client.ready()
    const guest = await loginAsGuest(client)
    expect(guest.isGuest).toBe(true)
    const widget = sandboxWidget(h)
    const { view } = await startTestLoginModal(client, stops, { loadCaptchaWidget: async () => widget })
    view().captcha.attach({} as Element)
    view().open('LANDING')
    const email = `captcha-guest-${Date.now()}@example.com`
    view().landing?.submitEmail(email)
    expect(view().screen?.name).toBe('CAPTCHA_SCREEN')
    await until(() => expect(view().screen?.name).toBe('AWAITING_PASSWORDLESS_CODE'))
    expect(widget.executes).toBe(1)
    const init = h.sent.findLast((r) => r.url.endsWith('/passwordless/init'))
    expect(((await init?.json()) as { token?: string } | undefined)?.token).toMatch(/^lobby-captcha\./)
    expect(await h.inbox(email)).toHaveLength(1)
  })
})
