// Your app's email-code login in Chromium, against a Lobby sandbox started for this file:
// no network, no real inbox, no account. Run it with vitest like any other test file.
import { fileURLToPath } from 'node:url'
import { startTestSandbox, type TestSandbox } from '@lobby/sandbox/testing'
import { type Browser, chromium } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, expect, it } from 'vitest'

// Your app's folder (here, these docs: a Vite app that reads its Lobby API URL from VITE_LOBBY_SANDBOX_URL).
const APP_ROOT = fileURLToPath(new URL('../..', import.meta.url))
// The page of your app with the login on it.
const LOGIN_PAGE = '/playground?app=all-methods&presentation=inline'

let sandbox: TestSandbox
let app: ViteDevServer
let appUrl: string
let browser: Browser

beforeAll(async () => {
  // Chains stay off: an email login needs none, and the sandbox starts in a few seconds.
  sandbox = await startTestSandbox()
  // Point your app at the sandbox, then serve it on a free port. Vite reads the variable as it
  // starts; put it back then, so the rest of your test run never sees this file's sandbox.
  const previous = process.env.VITE_LOBBY_SANDBOX_URL
  process.env.VITE_LOBBY_SANDBOX_URL = sandbox.url
  try {
    app = await createServer({ root: APP_ROOT, logLevel: 'error', server: { host: '127.0.0.1', port: 0, hmr: false } })
  } finally {
    if (previous === undefined) delete process.env.VITE_LOBBY_SANDBOX_URL
    else process.env.VITE_LOBBY_SANDBOX_URL = previous
  }
  await app.listen()
  const address = app.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('the app server has no port')
  // localhost, as the sandbox: WebAuthn refuses IP addresses, and one site keeps the wallet frame's storage.
  appUrl = `http://localhost:${address.port}`
  browser = await chromium.launch({
    executablePath: process.env.LOBBY_CHROMIUM ?? '/usr/bin/chromium',
    // --no-sandbox: CI containers often run as root.
    args: ['--no-sandbox'],
  })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await app?.close()
  await sandbox?.close()
})

it('signs in with the code the sandbox sent to the email address', async () => {
  const page = await browser.newPage()
  // The first visit waits for the dev server to compile the app.
  await page.goto(`${appUrl}${LOGIN_PAGE}`, { timeout: 120_000 })
  const email = `ci-${Date.now()}@example.com`
  await page.getByLabel('Email address').fill(email, { timeout: 120_000 })
  await page.getByLabel('Email address').press('Enter')
  await page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox').first().click()
  // The code the page asked for, read from the sandbox's inbox.
  await page.keyboard.type(await sandbox.latestCode(email))
  await expect.poll(() => page.getByText(`Signed in as ${email}`).count(), { timeout: 30_000 }).toBe(1)
}, 180_000)
