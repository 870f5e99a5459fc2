import type { Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LobbyStack, snap, startLobbyStack } from './harness.ts'

const MESSAGE = 'Hello from the Lobby docs'

describe('cross-app signing in Chromium: the docs page, the sandbox provider app in a popup', () => {
  let stack: LobbyStack

  beforeAll(async () => {
    stack = await startLobbyStack()
    // One warm-up visit: the dev server compiles the page and the screen once, not inside a test's time.
    const page = await stack.browser.newPage()
    await page.goto(`${stack.docs.url}/screens/cross-app-sign-screen`, { timeout: 150_000 })
    await page.locator('[data-slot="lobby-modal"] [data-slot="cross-app-sign-screen"]').waitFor({ timeout: 150_000 })
    await page.close()
  }, 320_000)

  afterAll(async () => {
    await stack?.close()
  })

  /** A fresh browser on the docs page, logged in with an account of the provider app `providerAppId` from the screen. */
  const loggedInWith = async (providerAppId: string, providerName: string, login: string): Promise<Page> => {
    const context = await stack.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${stack.docs.url}/screens/cross-app-sign-screen`)
    await page.getByTestId('provider').selectOption(providerAppId, { timeout: 30_000 })
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: `Continue with ${providerName}` }).click({ timeout: 30_000 })
    const popup = await popupOpened
    await popup.waitForURL(/\/_sandbox\/oauth\/privy(%3A|:)/)
    await popup.click(`[data-testid="allow-${login}"]`)
    await expect
      .poll(() => page.locator('[data-slot="cross-app-sign-address"]').textContent(), { timeout: 30_000 })
      .toMatch(/^0x[0-9a-fA-F]{40}$/)
    return page
  }

  const walletOf = async (page: Page) =>
    (await page.locator('[data-slot="cross-app-sign-address"]').textContent())?.trim() as Hex

  it('W-1.07 W-2.49 A-9.21 W-7.34 W-7.35 W-7.36 W-7.37 a signature from the provider app wallet, approved in its popup, verifies with viem', async () => {
    const page = await loggedInWith('lobbysandboxcrossprovider', 'Provider app', 'ada')
    const wallet = await walletOf(page)
    expect(wallet).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Continue with Provider app' }).click()
    const popup = await popupOpened
    await popup.waitForURL(/\/oauth\/transact\?/)
    // W-7.34: token and request (content.request, timestamp, callbackUrl) in the query.
    const request = JSON.parse(new URL(popup.url()).searchParams.get('request') ?? '{}')
    expect(request).toMatchObject({ content: { request: { method: 'personal_sign' } }, callbackUrl: page.url() })
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([400, 680])
    await popup.getByTestId('request').waitFor()
    expect(await popup.getByTestId('request').textContent()).toBe(MESSAGE)
    expect(await popup.getByTestId('wallet-address').textContent()).toBe(wallet)
    await snap(popup, 'cross-app-transact')
    const closed = popup.waitForEvent('close')
    await popup.getByTestId('approve').click()
    await closed
    const signature = (await page.getByTestId('cross-app-result').textContent()) as Hex
    expect(await verifyMessage({ address: wallet, message: MESSAGE, signature })).toBe(true)
    await snap(page, 'cross-app-signed')
    await page.context().close()
  })

  it("A-4.34 W-4.49 W-8.59 closing the provider's popup gives 'User rejected request'", async () => {
    const page = await loggedInWith('lobbysandboxcrossprovider', 'Provider app', 'grace')
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Continue with Provider app' }).click()
    const popup = await popupOpened
    await popup.waitForURL(/\/oauth\/transact\?/)
    await popup.close()
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('User rejected request')
    await page.context().close()
  })

  it("W-4.46 W-5.41 W-8.55 a read-only provider refuses transactions with 'Cannot transact against a read-only provider app'", async () => {
    const page = await loggedInWith('lobbysandboxcrossreadonly', 'Read-only provider app', 'alan')
    await page.getByTestId('action').selectOption('transaction')
    let popups = 0
    page.on('popup', () => {
      popups += 1
    })
    await page.getByRole('button', { name: 'Continue with Read-only provider app' }).click()
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('Cannot transact against a read-only provider app')
    expect(popups).toBe(0)
    await snap(page, 'cross-app-read-only')
    await page.context().close()
  })
})
