import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import { addVirtualAuthenticator, latestCode as readLatestCode } from '@lobby/sandbox/testing'
import { generate } from 'otplib'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyPasskeyTest } from './fixtures/passkey-mfa/main.ts'
import { type FixtureServer, openBrowser, snap, startFixture } from './harness.ts'

declare global {
  interface Window {
    lobbyPasskeyTest: LobbyPasskeyTest
  }
}

describe('passkeys and MFA in Chromium', () => {
  let browser: Browser
  let sandbox: RunningSandbox
  let fixture: FixtureServer
  const appId = () => sandbox.sandbox.apps['all-methods']!.id

  beforeAll(async () => {
    ;[browser, sandbox, fixture] = await Promise.all([
      openBrowser(),
      startSandbox({ port: 0 }),
      startFixture('passkey-mfa', { hostname: 'localhost' }),
    ])
  })

  afterAll(async () => {
    await browser?.close()
    await fixture?.close()
    await sandbox?.close()
  })

  /** A page with Chromium's virtual platform authenticator (CDP WebAuthn domain) attached. */
  async function openPage(): Promise<Page> {
    const context = await browser.newContext()
    const page = await context.newPage()
    await addVirtualAuthenticator(page)
    const query = new URLSearchParams({ app: appId(), api: sandbox.url })
    await page.goto(`${fixture.url}/?${query}`)
    await page.waitForFunction(() => 'lobbyPasskeyTest' in window)
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true)
    return page
  }

  const latestCode = (to: string) => readLatestCode(sandbox.url, to)

  async function loginByEmail(page: Page, prefix: string) {
    expect(await page.evaluate(() => window.lobbyPasskeyTest.ready())).toBe('unauthenticated')
    const email = `${prefix}-${Date.now()}@example.com`
    expect(await page.evaluate((to) => window.lobbyPasskeyTest.sendCode(to), email)).toBe('awaiting-code-input')
    expect(await page.evaluate((c) => window.lobbyPasskeyTest.submitCode(c), await latestCode(email))).toBe('done')
  }

  it('A-7.33 A-7.34 A-7.31 A-7.32 A-4.29 A-7.44 A-4.40 registers a passkey, logs in with it, and verifies MFA with it', async () => {
    const page = await openPage()
    await loginByEmail(page, 'e2e-passkey')
    const userId = (await page.evaluate(() => window.lobbyPasskeyTest.user())).id

    expect(await page.evaluate(() => window.lobbyPasskeyTest.linkPasskey())).toBe('success')
    const [passkey] = (await page.evaluate(() => window.lobbyPasskeyTest.user())).passkeys
    expect(passkey?.credentialId).toEqual(expect.any(String))

    expect(await page.evaluate(() => window.lobbyPasskeyTest.logout())).toBe('unauthenticated')
    expect(await page.evaluate(() => window.lobbyPasskeyTest.loginWithPasskey())).toBe('success')
    expect(await page.textContent('#status')).toBe('authenticated')
    expect((await page.evaluate(() => window.lobbyPasskeyTest.user())).id).toBe(userId)

    expect(await page.evaluate(() => window.lobbyPasskeyTest.beginEnrollment('passkey'))).toBe('passkey-list')
    expect(await page.evaluate(() => window.lobbyPasskeyTest.enablePasskeys())).toBe('success')
    expect(await page.textContent('#enrollment-success')).toBe('Passkey verification added')
    expect((await page.evaluate(() => window.lobbyPasskeyTest.user())).passkeys).toEqual([
      { credentialId: passkey?.credentialId, enrolledInMfa: true },
    ])

    // opening the verification runs the passkey prompt and submits it, with no input.
    expect(await page.evaluate(() => window.lobbyPasskeyTest.verifyMfa())).toBe('verified')
    await snap(page, 'passkey-mfa-verified')
  })

  it('A-7.48 A-3.34 A-2.75 A-4.39 enrolls TOTP with a code computed from the secret the page shows, then verifies with one', async () => {
    const page = await openPage()
    await loginByEmail(page, 'e2e-totp')
    expect(await page.evaluate(() => window.lobbyPasskeyTest.beginEnrollment('totp'))).toBe('totp-qr')
    const secret = (await page.textContent('#totp-secret')) ?? ''
    const url = new URL((await page.textContent('#totp-url')) ?? '')
    expect(url.protocol).toBe('otpauth:')
    expect(url.searchParams.get('secret')).toBe(secret)
    await snap(page, 'totp-enrollment-secret')

    await page.evaluate(() => window.lobbyPasskeyTest.continueEnrollment())
    expect(await page.textContent('#enrollment-step')).toBe('totp-code')
    const code = await generate({ secret })
    expect(await page.evaluate((c) => window.lobbyPasskeyTest.submitEnrollmentCode(c), code)).toBe('success')
    expect(await page.textContent('#enrollment-success')).toBe('Authenticator app verification added')
    expect((await page.evaluate(() => window.lobbyPasskeyTest.user())).mfaMethods).toEqual(['totp'])

    // the only method, totp, starts by itself and waits for a code.
    await page.evaluate(() => window.lobbyPasskeyTest.openMfa())
    await page.waitForFunction(() => window.lobbyPasskeyTest.mfaStatus() === 'awaiting-code')
    // The enrollment spent this time step's code (a TOTP step is accepted once): the next step's is
    // within the accepted drift.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 })
    expect(await page.evaluate((c) => window.lobbyPasskeyTest.submitMfaCode(c), next)).toBe('verified')
  })
})
