import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LobbyStack, signInByEmail, snap, startLobbyStack } from './harness.ts'

let stack: LobbyStack
const contexts: BrowserContext[] = []

beforeAll(async () => {
  stack = await startLobbyStack()
  // One warm-up visit: the dev server compiles the guide, the modal and the wallet chunk once.
  const page = await stack.browser.newPage()
  await page.goto(`${stack.docs.url}/guides/embedded-wallets`, { timeout: 90_000 })
  await page.getByLabel('Email address').waitFor({ timeout: 90_000 })
  await page.close()
}, 200_000)

afterAll(() => stack?.close())
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

let addresses = 0
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${addresses++}@example.com`

/**
 * Opens the Embedded wallets guide in a fresh browser profile: a new profile has empty storage
 * on every origin, the wallet frame's included, as a new device (or cleared site data) would.
 */
async function visitGuide(): Promise<Page> {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  const page = await context.newPage()
  await page.goto(`${stack.docs.url}/guides/embedded-wallets`)
  await expect.poll(() => page.getByTestId('sandbox-app').textContent(), { timeout: 20_000 }).toBe('all-methods')
  await expect.poll(() => page.getByTestId('session-status').textContent(), { timeout: 20_000 }).toBe('Signed out')
  return page
}

const walletAddress = (page: Page) => page.getByTestId('wallet-address').textContent()
const walletStatus = (page: Page) => page.getByTestId('wallet-status').textContent()

/** Logs in a new user, whose wallet the modal creates on login; returns the email and the wallet's address. */
async function signUpWithWallet(page: Page, tag: string): Promise<{ email: string; address: string }> {
  const email = freshEmail(tag)
  await signInByEmail(page, stack, email)
  await page.getByRole('heading', { name: 'Your wallet is ready' }).waitFor({ timeout: 40_000 })
  const address = (await page.locator('[data-slot="wallet-address"]').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect.poll(() => walletStatus(page), { timeout: 20_000 }).toBe('Ready')
  expect(await walletAddress(page)).toBe(address)
  return { email, address }
}

describe('embedded wallet on the docs site, in Chromium', () => {
  it('W-4.08 W-4.13 W-2.11 W-2.12 W-2.14 an email login creates the wallet; after a reload the same address is connected', async () => {
    const page = await visitGuide()
    const { address } = await signUpWithWallet(page, 'wallet-create')
    await snap(page, 'wallet-1-created')
    await page.reload()
    await expect.poll(() => walletStatus(page), { timeout: 30_000 }).toBe('Ready')
    expect(await walletAddress(page)).toBe(address)
    await snap(page, 'wallet-2-reloaded')
  })
})
