import { addVirtualAuthenticator, type VirtualAuthenticator } from '@lobby/sandbox/testing'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addPasskeyAsNewUser, type LobbyStack, snap, startLobbyStack } from './harness.ts'

// A new user's visit as `npm start` serves the docs: the stack runs on the URLs it prints.
let stack: LobbyStack
let context: BrowserContext | undefined

beforeAll(async () => {
  stack = await startLobbyStack()
  // One warm-up visit: the dev server compiles the modal once, not inside a test's time.
  const page = await stack.browser.newPage()
  await page.goto(`${stack.docs.url}/playground`, { timeout: 120_000 })
  await page.getByLabel('Email address').waitFor({ timeout: 60_000 })
  await page.close()
}, 240_000)

afterAll(() => stack?.close())
afterEach(async () => {
  await context?.close()
  context = undefined
})

/** A fresh profile with Chromium's virtual platform authenticator (CDP WebAuthn domain), on the playground at `base`. */
async function visitWithAuthenticator(base: string): Promise<{ page: Page; authenticator: VirtualAuthenticator }> {
  context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  const authenticator = await addVirtualAuthenticator(page)
  await page.goto(`${base}/playground?app=all-methods&presentation=inline`)
  await expect.poll(() => page.getByTestId('mfa-methods').textContent(), { timeout: 30_000 }).toContain('passkey')
  return { page, authenticator }
}

/** The signed-in user's embedded wallets, as the sandbox holds them (read with the page's access token, A-7.52). */
async function embeddedWalletsOf(page: Page, slug: string): Promise<unknown[]> {
  const apps = (await (await fetch(`${stack.sandboxUrl}/_sandbox/apps`)).json()) as Array<{ id: string; slug: string }>
  const token = await page.evaluate(() => localStorage.getItem('privy:token') ?? '')
  const response = await fetch(`${stack.sandboxUrl}/api/v1/users/me`, {
    headers: {
      authorization: `Bearer ${token}`,
      'privy-app-id': apps.find((app) => app.slug === slug)?.id ?? '',
      origin: stack.docs.url,
    },
  })
  const { user } = (await response.json()) as { user: { linked_accounts: Array<Record<string, unknown>> } }
  return user.linked_accounts.filter((account) => account.type === 'wallet' && account.connector_type === 'embedded')
}

describe('passkeys on the docs as `npm start` serves them, in Chromium', () => {
  it('the docs, the sandbox and the wallet frame are on localhost, the frame on its own origin', () => {
    expect(stack.docs.url).toMatch(/^http:\/\/localhost:\d+$/)
    expect(stack.sandboxUrl).toMatch(/^http:\/\/localhost:\d+$/)
    expect(stack.frameUrl).toMatch(/^http:\/\/localhost:\d+$/)
    expect(new Set([stack.docs.url, stack.sandboxUrl, stack.frameUrl]).size).toBe(3)
  })

  it('A-2.78 A-4.47 A-2.80 A-7.33 A-7.34 A-4.21 W-4.13 Set up MFA → Passkey → Add a new passkey, right after signing in, registers one for localhost and enrolls it', async () => {
    const { page, authenticator } = await visitWithAuthenticator(stack.docs.url)
    await addPasskeyAsNewUser(page, stack, 'docs-passkey')
    const enrollment = page.locator('[data-slot="mfa-passkey-enrollment-screen"]')
    // the new passkey is linked, then enrolled for MFA at once.
    const added = enrollment.getByRole('heading', { name: 'Passkey verification added' })
    await added.waitFor({ timeout: 20_000 })
    // W-4.13: Set up MFA came while the login's steps still ran: the app's wallet is made
    // on login all the same, once, and the screen the page opened is still the one shown.
    await expect.poll(() => embeddedWalletsOf(page, 'all-methods'), { timeout: 30_000 }).toHaveLength(1)
    expect(await added.isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Your wallet is ready' }).count()).toBe(0)
    await snap(page, 'docs-passkey-added')
    expect((await authenticator.credentials()).map((credential) => credential.rpId)).toEqual(['localhost'])
  })

  it('A-2.81 passkey.invalid_domain: the same page on 127.0.0.1, which Chromium refuses for passkeys, says to open it on localhost', async () => {
    const onIp = stack.docs.url.replace('//localhost:', '//127.0.0.1:')
    const { page, authenticator } = await visitWithAuthenticator(onIp)
    await addPasskeyAsNewUser(page, stack, 'ip-passkey')
    await page
      .getByText(
        "Passkeys don't work on this page's address. Open the page on localhost or an https domain (not an IP address such as 127.0.0.1), then try again.",
      )
      .waitFor({ timeout: 20_000 })
    await expect(page.getByText('Unknown error occurred.').count()).resolves.toBe(0)
    await page.getByRole('button', { name: 'Back' }).first().waitFor()
    expect(await authenticator.credentials()).toEqual([])
    await snap(page, 'docs-passkey-on-ip-address')
  })
})
