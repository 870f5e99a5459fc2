import { WireUser } from '@lobby/headless/core'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  clickAndClose,
  LOGIN_MODALS,
  type LobbyStack,
  type LoginModalKind,
  modalQuery,
  snap,
  startLobbyStack,
} from './harness.ts'

type SandboxAppEntry = { slug: string; id: string; name: string }

let stack: LobbyStack
let context: BrowserContext | undefined
let requester: SandboxAppEntry
let provider: SandboxAppEntry

beforeAll(async () => {
  stack = await startLobbyStack()
  const apps = (await (await fetch(`${stack.sandboxUrl}/_sandbox/apps`)).json()) as SandboxAppEntry[]
  const bySlug = (slug: string) => {
    const app = apps.find((entry) => entry.slug === slug)
    if (!app) throw new Error(`the sandbox lists no app ${slug}`)
    return app
  }
  requester = bySlug('all-methods')
  provider = bySlug('cross-app-provider')
}, 120_000)

afterAll(() => stack?.close())
afterEach(async () => {
  await context?.close()
  context = undefined
})

const POPUP_URL = /\/_sandbox\/oauth\/privy(%3A|:)/
const status = (page: Page) => page.getByTestId('session-status').textContent()

/** The playground with `modal`, inline, its host listing the provider app as `privy:<appId>` in loginMethodsAndOrder. */
async function visit(modal: LoginModalKind): Promise<Page> {
  context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const query = `app=${requester.slug}&presentation=inline&crossApp=${provider.id}${modalQuery(modal)}`
  await page.goto(`${stack.docs.url}/playground?${query}`, { timeout: 120_000 })
  await expect.poll(() => status(page), { timeout: 60_000 }).toBe('Signed out')
  return page
}

/** Clicks `button` and returns the popup it opened once on the provider app's page, checked at 400 by 680. */
async function popupOf(page: Page, click: () => Promise<void>): Promise<Page> {
  const opened = page.waitForEvent('popup')
  await click()
  const popup = await opened
  await popup.waitForURL(POPUP_URL, { timeout: 20_000 })
  expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([400, 680])
  expect(await popup.textContent('h1')).toBe(`Log in with ${provider.name}`)
  return popup
}

/** The signed-in user as the sandbox knows them, read with the page's own access token. */
async function signedInUser(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('privy:token'))
  const me = await fetch(`${stack.sandboxUrl}/api/v1/users/me`, {
    headers: { authorization: `Bearer ${token}`, 'privy-app-id': requester.id },
  })
  expect(me.status).toBe(200)
  return WireUser.parse(((await me.json()) as { user: unknown }).user)
}

// The same flow for the registry's block and for the modal the docs build on hooks alone.
describe.each(LOGIN_MODALS)('cross-app login in the %s login modal on the docs playground, in Chromium', (modal) => {
  it("A-1.08 A-2.23 A-3.30 W-7.33 A-4.33 A-9.21 W-4.49 W-8.61 A-4.32 the provider app's button opens its page in a 400 by 680 popup; closed, 'User denied confirmation during cross-app auth flow' and Retry; allowed, signed in with a cross_app account", async () => {
    const page = await visit(modal)
    // W-7.33: the button carries the provider app's name once looked up.
    const button = page.getByRole('button', { name: provider.name, exact: true })
    await button.waitFor({ timeout: 20_000 })
    await snap(page, `${modal}-cross-app-0-landing`)
    const first = await popupOf(page, () => button.click())
    await page.getByText('Finish in the window that opened.').waitFor({ timeout: 10_000 })
    await page.getByRole('heading', { name: `Continue with ${provider.name}` }).waitFor()
    await snap(page, `${modal}-cross-app-1-pending`)

    await first.close()
    await page.getByText('User denied confirmation during cross-app auth flow').waitFor({ timeout: 10_000 })
    const retry = page.getByRole('button', { name: 'Retry' })
    await retry.waitFor()
    await snap(page, `${modal}-cross-app-2-closed`)

    const again = await popupOf(page, () => retry.click())
    await again.fill('[data-testid="login"]', `cross-${modal}-${Date.now()}`)
    await clickAndClose(again, '[data-testid="allow"]')
    await expect.poll(() => status(page), { timeout: 20_000 }).toMatch(/^Signed in as /)
    await snap(page, `${modal}-cross-app-3-signed-in`)
    const user = await signedInUser(page)
    expect(user.linked_accounts).toContainEqual(
      expect.objectContaining({ type: 'cross_app', provider_app_id: provider.id }),
    )
  })
})
