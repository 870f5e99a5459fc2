import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OAuthTest } from './fixtures/oauth/main.ts'
import { clickAndClose, type FixtureServer, openBrowser, snap, startFixture } from './harness.ts'

declare global {
  interface Window {
    oauthTest: OAuthTest
  }
}

describe('OAuth in Chromium through the sandbox consent page', () => {
  let browser: Browser
  let sandbox: RunningSandbox
  let fixture: FixtureServer

  beforeAll(async () => {
    ;[browser, sandbox, fixture] = await Promise.all([openBrowser(), startSandbox({ port: 0 }), startFixture('oauth')])
  }, 120_000)

  afterAll(async () => {
    await browser?.close()
    await fixture?.close()
    await sandbox?.close()
  })

  const open = async (): Promise<Page> => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const query = new URLSearchParams({ app: sandbox.sandbox.apps['all-methods']?.id ?? '', api: sandbox.url })
    await page.goto(`${fixture.url}/?${query}`)
    await page.waitForFunction(() => 'oauthTest' in window)
    expect((await page.evaluate(() => window.oauthTest.ready())).authenticated).toBe(false)
    return page
  }

  const afterReturn = async (page: Page) => {
    await page.waitForURL(`${fixture.url}/**`)
    await page.waitForFunction(() => 'oauthTest' in window)
    return page.evaluate(() => window.oauthTest.ready())
  }

  it('A-2.12 A-7.23 A-7.24 A-4.31 by redirect: the consent page, back with privy_oauth_*, logged in, the URL cleaned', async () => {
    const page = await open()
    await page.evaluate(() => window.oauthTest.start('github', 'redirect'))
    await page.waitForURL(/\/_sandbox\/oauth\/github\/authorize/)
    await snap(page, 'oauth-redirect-consent')
    await page.click('[data-testid="allow-ada"]')
    const state = await afterReturn(page)
    expect(state).toMatchObject({ status: 'connected', authenticated: true, accounts: ['github_oauth'] })
    expect(state.href).not.toContain('privy_oauth_')
    expect(new URL(state.href).searchParams.get('app')).toBe(sandbox.sandbox.apps['all-methods']?.id)
    await page.context().close()
  })

  it("A-5.19 A-8.40 by redirect: denying on the consent page comes back as the code 'undefined', oauth_user_denied", async () => {
    const page = await open()
    await page.evaluate(() => window.oauthTest.start('google', 'redirect'))
    await page.waitForURL(/\/_sandbox\/oauth\/google\/authorize/)
    await page.click('[data-testid="deny"]')
    const state = await afterReturn(page)
    expect(state).toMatchObject({ status: 'failed', retryable: true, authenticated: false })
    expect(state.error?.code).toBe('oauth_user_denied')
    await page.context().close()
  })

  it('A-4.33 A-9.20 A-4.31 by popup: the consent page in a popup, which hands the return back and closes', async () => {
    const page = await open()
    const popupOpened = page.waitForEvent('popup')
    await page.evaluate(() => window.oauthTest.start('discord', 'popup'))
    const popup = await popupOpened
    await popup.waitForURL(/\/_sandbox\/oauth\/discord\/authorize/)
    expect(await popup.evaluate(() => window.name)).toBe('lobby-oauth')
    await snap(popup, 'oauth-popup-consent')
    await clickAndClose(popup, '[data-testid="allow-grace"]')
    await page.waitForFunction(() => window.oauthTest.state().status === 'connected')
    const state = await page.evaluate(() => window.oauthTest.state())
    expect(state).toMatchObject({ authenticated: true, accounts: ['discord_oauth'] })
    await page.context().close()
  })

  it("A-4.34 A-8.46 by popup: closing the popup fails with 'User rejected request'", async () => {
    const page = await open()
    const popupOpened = page.waitForEvent('popup')
    await page.evaluate(() => window.oauthTest.start('spotify', 'popup'))
    const popup = await popupOpened
    await popup.waitForURL(/\/_sandbox\/oauth\/spotify\/authorize/)
    await popup.close()
    await page.waitForFunction(() => window.oauthTest.state().status === 'failed')
    const state = await page.evaluate(() => window.oauthTest.state())
    expect(state.error?.message).toBe('User rejected request')
    expect(state.retryable).toBe(true)
    await page.context().close()
  })

  it("A-1.08 A-9.21 A-3.11 cross-app login: the provider app's login page in a popup, a cross_app account", async () => {
    const page = await open()
    const popupOpened = page.waitForEvent('popup')
    const providerAppId = sandbox.sandbox.apps['cross-app-provider']?.id ?? ''
    await page.evaluate((id) => window.oauthTest.crossApp(id), providerAppId)
    const popup = await popupOpened
    await popup.waitForURL(/\/_sandbox\/oauth\/privy(%3A|:)/)
    expect(await popup.textContent('h1')).toBe('Log in with Provider app')
    await popup.click('[data-testid="allow-alan"]')
    await page.waitForFunction(() => window.oauthTest.crossAppStatus() === 'connected')
    expect((await page.evaluate(() => window.oauthTest.state())).accounts).toEqual(['cross_app'])
    await page.context().close()
  })

  /** Starts a cross-app login and answers the provider app's page in its popup with `decision`. */
  const crossAppAnswered = async (decision: string) => {
    const page = await open()
    const popupOpened = page.waitForEvent('popup')
    const providerAppId = sandbox.sandbox.apps['cross-app-provider']?.id ?? ''
    await page.evaluate((id) => window.oauthTest.crossApp(id), providerAppId)
    const popup = await popupOpened
    await popup.waitForURL(/\/_sandbox\/oauth\/privy(%3A|:)/)
    await clickAndClose(popup, `[data-testid="${decision}"]`)
    await page.waitForFunction(() => window.oauthTest.crossAppStatus() === 'failed')
    const error = await page.evaluate(() => window.oauthTest.crossAppError())
    expect((await page.evaluate(() => window.oauthTest.state())).authenticated).toBe(false)
    await page.context().close()
    return error
  }

  it("W-8.61 cross-app login: denying on the provider app's page fails as oauth_user_denied, 'User denied confirmation during cross-app auth flow'", async () => {
    expect(await crossAppAnswered('deny')).toEqual({
      code: 'oauth_user_denied',
      message: 'User denied confirmation during cross-app auth flow',
    })
  })

  it("W-8.60 cross-app login: a provider that comes back without a code fails with '[Cross-App AuthFlow] Authorization and state codes code must be set prior to calling authenicate.'", async () => {
    expect(await crossAppAnswered('no_code')).toEqual({
      code: 'cross_app.codes_missing',
      message: '[Cross-App AuthFlow] Authorization and state codes code must be set prior to calling authenicate.',
    })
  })

  it("W-8.62 cross-app login: a code the server refuses fails with 'Invalid code during cross-app auth flow.' and the server's code", async () => {
    expect(await crossAppAnswered('suspended')).toEqual({
      code: 'oauth_account_suspended',
      message: 'Invalid code during cross-app auth flow.',
    })
  })

  it('A-7.51 A-7.37 A-4.36 Telegram: the widget script from the API host opens the bot popup; the signed result logs in', async () => {
    const page = await open()
    const popupOpened = page.waitForEvent('popup')
    await page.evaluate(() => window.oauthTest.telegram())
    const popup = await popupOpened
    await popup.waitForURL(/\/_sandbox\/telegram\/auth/)
    const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src))
    expect(scripts).toContain(`${sandbox.url}/js/telegram-widget.js`)
    await snap(popup, 'telegram-bot-popup')
    await clickAndClose(popup, '[data-testid="telegram-grace_tg"]')
    await page.waitForFunction(() => window.oauthTest.telegramStatus().status === 'success')
    expect((await page.evaluate(() => window.oauthTest.state())).accounts).toEqual(['telegram'])
    await page.context().close()
  })
})
