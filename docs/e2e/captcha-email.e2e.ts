import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import { latestCode } from '@lobby/sandbox/testing'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyTest } from './fixtures/captcha-email/main.ts'
import { type FixtureServer, openBrowser, snap, startFixture } from './harness.ts'

declare global {
  interface Window {
    lobbyCaptchaTest: LobbyTest
  }
}

describe('captcha then email login in Chromium', () => {
  let browser: Browser
  let sandbox: RunningSandbox
  let fixture: FixtureServer

  beforeAll(async () => {
    ;[browser, sandbox, fixture] = await Promise.all([
      openBrowser(),
      startSandbox({ port: 0 }),
      startFixture('captcha-email'),
    ])
  })

  afterAll(async () => {
    await browser?.close()
    await fixture?.close()
    await sandbox?.close()
  })

  it('A-4.06 A-4.07 A-4.11 A-2.17 A-2.18 A-7.15 the sandbox widget passes, the code is sent with its token, and the code logs in', async () => {
    const page = await browser.newPage()
    const appId = sandbox.sandbox.apps.captcha!.id
    await page.goto(`${fixture.url}/?${new URLSearchParams({ app: appId, api: sandbox.url })}`)
    await page.waitForFunction(() => 'lobbyCaptchaTest' in window)
    expect(await page.evaluate(() => window.lobbyCaptchaTest.ready())).toBe('ready')
    // The widget script came from the sandbox and rendered into the page.
    expect(await page.locator('#captcha').getAttribute('data-turnstile-widget')).toBe('cf-0')
    expect(await page.locator('#captcha-title').textContent()).toBe('Checking that you are a human...')

    const inits: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/passwordless/init')) inits.push(request.postData() ?? '')
    })
    const email = `captcha-e2e-${Date.now()}@example.com`
    const sending = page.evaluate((to) => window.lobbyCaptchaTest.sendCode(to), email)
    await page.locator('#captcha-title', { hasText: 'Success!' }).waitFor()
    expect(await page.locator('#captcha-detail').textContent()).toBe('CAPTCHA passed successfully.')
    await snap(page, 'captcha-email-success')
    expect(await sending).toEqual({ outcome: 'done', flow: 'awaiting-code-input' })
    expect(inits).toHaveLength(1)
    expect((JSON.parse(inits[0]!) as { token: string }).token).toMatch(/^lobby-captcha\./)

    const code = await latestCode(sandbox.url, email)
    expect(await page.evaluate((typed) => window.lobbyCaptchaTest.submitCode(typed), code)).toBe('done')
    expect(await page.evaluate(() => window.lobbyCaptchaTest.userEmail())).toBe(email)
    await page.locator('#status', { hasText: 'authenticated' }).waitFor()
    await page.close()
  })
})
