import { WireUser } from '@lobby/headless/core'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { clickAndClose, type LobbyStack, snap, startLobbyStack } from './harness.ts'

let stack: LobbyStack
let context: BrowserContext | undefined

beforeAll(async () => {
  stack = await startLobbyStack()
}, 240_000)
afterAll(() => stack?.close())
afterEach(async () => {
  await context?.close()
  context = undefined
})

/** The page's sandbox app, as the sandbox lists it. */
async function sandboxApp(page: Page): Promise<{ id: string; name: string }> {
  const slug = await page.getByTestId('sandbox-app').textContent()
  const apps = (await (await fetch(`${stack.sandboxUrl}/_sandbox/apps`)).json()) as Array<{
    slug: string
    id: string
    name: string
  }>
  const app = apps.find((entry) => entry.slug === slug)
  if (!app) throw new Error(`the sandbox lists no app ${slug}`)
  return app
}

/** The signed-in user as the sandbox knows them, read with the page's own access token. */
async function signedInUser(page: Page, appId: string) {
  const token = await page.evaluate(() => localStorage.getItem('privy:token'))
  const me = await fetch(`${stack.sandboxUrl}/api/v1/users/me`, {
    headers: { authorization: `Bearer ${token}`, 'privy-app-id': appId },
  })
  expect(me.status).toBe(200)
  return WireUser.parse(((await me.json()) as { user: unknown }).user)
}

/** The live wallet list of the useConnectWallet page, in a fresh browser profile, once the app's configuration is loaded. */
async function openWalletList(): Promise<Page> {
  context = await stack.browser.newContext()
  const page = await context.newPage()
  await page.goto(`${stack.docs.url}/hooks/useConnectWallet`, { waitUntil: 'domcontentloaded', timeout: 120_000 })
  await page.getByRole('button', { name: /Coinbase Smart Wallet/ }).waitFor({ timeout: 120_000 })
  // The app's configuration is loaded: the popup names the app.
  await expect.poll(() => page.getByTestId('session-status').textContent(), { timeout: 60_000 }).toBe('Signed out')
  return page
}

/** Clicks `button` on the page and returns the popup the click opens. */
async function popupOf(page: Page, button: string | RegExp): Promise<Page> {
  const opened = page.context().waitForEvent('page')
  await page.getByRole('button', { name: button }).click()
  const popup = await opened
  await popup.waitForLoadState('domcontentloaded')
  return popup
}

describe('Coinbase Smart Wallet, the smart-wallet provider, in Chromium', () => {
  it('W-1.01 W-4.04 picking Coinbase Smart Wallet in the wallet list opens its popup on the sandbox; approving connects, then signs in with its address', async () => {
    const page = await openWalletList()

    const popup = await popupOf(page, /Coinbase Smart Wallet/)
    expect(new URL(popup.url()).pathname).toBe('/_sandbox/coinbase-smart-wallet')
    const address = (await popup.getByTestId('wallet-address').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

    // The SDK's handshake: the user approves the connection in the popup.
    const app = await sandboxApp(page)
    await popup.getByRole('heading', { name: `Connect to ${app.name}` }).waitFor({ timeout: 60_000 })
    expect(await popup.getByTestId('origin').textContent()).toBe(new URL(stack.docs.url).origin)
    await snap(popup, 'coinbase-smart-wallet-connect')
    await popup.getByRole('button', { name: 'Approve' }).click()
    // W-4.04: the login's signature request follows in the same popup, with the SIWE message.
    await popup.getByRole('heading', { name: 'Sign message' }).waitFor({ timeout: 60_000 })
    expect(await popup.getByTestId('request').textContent()).toContain(address)
    await clickAndClose(popup, 'button[data-decision="approve"]')

    await page.locator('[data-testid="session-status"][data-authenticated="true"]').waitFor({ timeout: 60_000 })
    expect(await page.getByTestId('wallet-connected').textContent()).toBe(`${address} on chain 1`)
    await snap(page, 'coinbase-smart-wallet-signed-in')
    const user = await signedInUser(page, app.id)
    expect(user.linked_accounts).toContainEqual(
      expect.objectContaining({
        type: 'wallet',
        address,
        wallet_client_type: 'coinbase_smart_wallet',
        connector_type: 'coinbase_wallet',
      }),
    )
  }, 240_000)

  it("W-8.03 W-4.05 rejecting the connection in the popup shows 'You rejected the request'; Retry opens it again and signs in", async () => {
    const page = await openWalletList()
    const rejected = await popupOf(page, /Coinbase Smart Wallet/)
    await rejected.getByRole('heading', { name: /^Connect to / }).waitFor({ timeout: 60_000 })
    await clickAndClose(rejected, 'button[data-decision="reject"]')
    const alert = page.getByRole('alert')
    await alert.waitFor({ timeout: 30_000 })
    expect(await alert.textContent()).toBe('You rejected the request')

    const popup = await popupOf(page, 'Retry')
    await popup.getByRole('heading', { name: /^Connect to / }).waitFor({ timeout: 60_000 })
    await popup.getByRole('button', { name: 'Approve' }).click()
    await popup.getByRole('heading', { name: 'Sign message' }).waitFor({ timeout: 60_000 })
    await clickAndClose(popup, 'button[data-decision="approve"]')
    await page.locator('[data-testid="session-status"][data-authenticated="true"]').waitFor({ timeout: 60_000 })
  }, 240_000)
})
