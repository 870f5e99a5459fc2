import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { embeddedWalletFrameUrl, embeddedWalletPasswordUrl } from '@lobby/headless/core'
import { type Browser, chromium, type FrameLocator, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

// Debian's Chromium, as in the docs e2e harness; LOBBY_CHROMIUM overrides it.
const chromiumPath = process.env.LOBBY_CHROMIUM ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']

let running: RunningSandbox
let browser: Browser
let host: Server
let hostUrl: string
let appId: string
let frameOrigin: string

// The host app, on another port than the frame (same site, as the docs run it); it records every message.
const HOST_PAGE = `<!doctype html><html><head><title>host</title><script>
  window.received = []
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }))
</script></head><body><h1>Host app</h1></body></html>`

beforeAll(async () => {
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install it or set LOBBY_CHROMIUM.`)
  running = await startSandbox({ port: 0 })
  appId = running.sandbox.apps['all-methods']?.id ?? ''
  frameOrigin = new URL(running.frameUrl).origin
  host = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(HOST_PAGE))
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve))
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ARGS })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => host?.close(resolve))
  await running?.close()
})

/** Mounts an iframe with `id` in the host page and waits for its first message of `readyType`. */
async function mount(page: Page, id: string, src: string, readyType: string): Promise<void> {
  await page.evaluate(
    async ({ id, src, readyType }) => {
      const frame = document.createElement('iframe')
      frame.id = id
      frame.src = src
      // As the registry's screens embed the views: their copy buttons need the clipboard.
      frame.allow = 'clipboard-write'
      frame.style.height = '600px'
      document.body.append(frame)
      const seen = () =>
        (window as unknown as { received: Array<{ data: { type?: string } }> }).received.some(
          (message) => message.data?.type === readyType,
        )
      for (let i = 0; i < 600 && !seen(); i++) await new Promise((resolve) => setTimeout(resolve, 50))
      if (!seen()) throw new Error(`${readyType} never came`)
    },
    { id, src, readyType },
  )
}

/** A frame request from the host page to the iframe `id`, as the SDK's channel makes it; the reply by id. */
function request(page: Page, id: string, type: string, data: unknown) {
  return page.evaluate(
    async ({ id, type, data, frameOrigin }) => {
      const frame = document.getElementById(id) as HTMLIFrameElement
      const requestId = crypto.randomUUID()
      const reply = new Promise<unknown>((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.source === frame.contentWindow && event.data?.id === requestId) resolve(event.data)
        })
      })
      frame.contentWindow?.postMessage({ type, id: requestId, data }, frameOrigin)
      return reply
    },
    { id, type, data, frameOrigin },
  )
}

/** Posts a message to the view, as `connectPasswordView` does. */
function tellView(page: Page, message: unknown) {
  return page.evaluate(
    ({ message, frameOrigin }) =>
      (document.getElementById('view') as HTMLIFrameElement).contentWindow?.postMessage(message, frameOrigin),
    { message, frameOrigin },
  )
}

/** How many messages of `type` the host page received from the frame origin. */
function receivedOf(page: Page, type: string) {
  return page.evaluate(
    ({ type, frameOrigin }) =>
      (window as unknown as { received: Array<{ origin: string; data: { type?: string } }> }).received.filter(
        (message) => message.origin === frameOrigin && message.data?.type === type,
      ).length,
    { type, frameOrigin },
  )
}

/** A device (a fresh profile) with the host page and the hidden wallet frame. */
async function openDevice(): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${hostUrl}/`)
  const src = new URL(
    embeddedWalletFrameUrl({ frameBase: running.frameUrl, appId, clientId: 'test-client', caid: 'c' }),
  )
  src.searchParams.set('origin', hostUrl)
  await mount(page, 'wallet', src.toString(), 'lobby:frame:ready')
  return page
}

/** Mounts the password view in `mode`; returns a locator inside it. */
async function openView(
  page: Page,
  mode: 'create' | 'update' | 'recover',
  userStarted: boolean,
): Promise<FrameLocator> {
  const src = new URL(
    embeddedWalletPasswordUrl({
      frameBase: running.frameUrl,
      appId,
      clientId: 'test-client',
      caid: 'c',
      mode,
      userStarted,
    }),
  )
  src.searchParams.set('origin', hostUrl)
  await mount(page, 'view', src.toString(), 'lobby:password:ready')
  return page.frameLocator('#view')
}

/** A signed-in user with a provider-managed wallet made in this device's frame. */
async function userWithWallet(page: Page): Promise<{ accessToken: string; address: string; email: string }> {
  const email = uniqueEmail('view')
  const accessToken = (await sandboxClient(running.sandbox, 'all-methods').loginWithEmail(email)).token as string
  const created = (await request(page, 'wallet', 'lobby:wallet:create', { accessToken })) as {
    data: { address: string }
  }
  return { accessToken, address: created.data.address, email }
}

const isDisabled = (view: FrameLocator, name: string) => view.getByRole('button', { name, exact: true }).isDisabled()

describe('the recovery password view, on the frame origin, in Chromium', () => {
  it('W-2.22 W-2.23 W-2.25 W-2.26 W-4.25 W-5.01 W-5.04 W-5.05 W-5.13 W-2.24 W-4.26 the wizard sets a password the frame seals, the host sending none', async () => {
    const page = await openDevice()
    const { accessToken, address } = await userWithWallet(page)
    const view = await openView(page, 'update', true)

    await view.getByRole('heading', { name: 'Set a recovery password' }).waitFor()
    expect(await isDisabled(view, 'Continue')).toBe(true) // W-5.05
    expect(await view.getByRole('alert').count()).toBe(0) // W-5.04: nothing before typing
    expect(await view.getByRole('button', { name: 'Cancel' }).count()).toBe(1) // W-2.26: the user started it
    await view.getByLabel('Password', { exact: true }).fill('abc')
    expect(await view.getByRole('alert').textContent()).toBe('Password must be at least 6 characters')
    expect(await isDisabled(view, 'Continue')).toBe(true)
    await view.getByLabel('Password', { exact: true }).fill('Maple-River-42')
    expect(await view.getByRole('alert').count()).toBe(0)
    await view.getByRole('button', { name: 'Continue' }).click()
    await view.getByText('Maple-River-42', { exact: true }).waitFor() // save
    await view.getByRole('button', { name: 'Continue' }).click()
    await view.getByLabel('Confirm password').fill('Maple-River-4')
    expect(await view.getByRole('alert').textContent()).toBe('Passwords do not match') // W-5.13
    expect(await isDisabled(view, 'Continue')).toBe(true)
    await view.getByLabel('Confirm password').fill('Maple-River-42')
    await view.getByRole('button', { name: 'Continue' }).click()
    await view.getByRole('heading', { name: 'Did you save your password?' }).waitFor()
    await view.getByRole('button', { name: 'Back' }).click() // W-4.25
    await view.getByRole('heading', { name: 'Confirm your password' }).waitFor()
    await view.getByLabel('Confirm password').fill('Maple-River-42')
    await view.getByRole('button', { name: 'Continue' }).click()
    expect(await isDisabled(view, 'Set Password')).toBe(true) // W-2.25
    await view.getByRole('checkbox', { name: 'I understand' }).check()
    expect(await isDisabled(view, 'Set Password')).toBe(false)

    // Before the user submits, the view answers no operation.
    const early = (await request(page, 'view', 'lobby:wallet:set-recovery', {
      accessToken,
      address,
      method: 'user-passcode',
    })) as { error?: { message: string } }
    expect(early.error?.message).toBe('No password was submitted in this view.')

    await view.getByRole('button', { name: 'Set Password' }).click()
    await expect.poll(() => receivedOf(page, 'lobby:password:submit')).toBe(1)
    // The host's operation, as connectPasswordView runs it: no password in the request.
    const set = (await request(page, 'view', 'lobby:wallet:set-recovery', {
      accessToken,
      address,
      method: 'user-passcode',
    })) as { data?: { recoveryMethod: string } }
    expect(set.data?.recoveryMethod).toBe('user-passcode')
    await tellView(page, { type: 'lobby:password:result', ok: true })
    await view.getByRole('heading', { name: 'Success' }).waitFor() // W-2.24
    expect(await receivedOf(page, 'lobby:password:close')).toBe(0)
    await expect.poll(() => receivedOf(page, 'lobby:password:close'), { timeout: 5_000 }).toBe(1) // W-4.26

    // A new device recovers the wallet with the password typed in its own view.
    const device = await openDevice()
    const recoverView = await openView(device, 'recover', false)
    expect(await isDisabled(recoverView, 'Recover your account')).toBe(true) // W-2.20
    await recoverView.getByLabel('Recovery password').fill('Maple-River-42')
    await recoverView.getByRole('button', { name: 'Recover your account' }).click()
    await expect.poll(() => receivedOf(device, 'lobby:password:submit')).toBe(1)
    const recovered = (await request(device, 'view', 'lobby:wallet:recover', { accessToken, address })) as {
      data?: { address: string }
    }
    expect(recovered.data?.address).toBe(address)
    await page.context().close()
    await device.context().close()
  }, 120_000)

  it("W-4.53 the save step's Copy puts the password on the clipboard and reads 'Copied' for 1.5 s, then Copy again", async () => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    const page = await context.newPage()
    await page.goto(`${hostUrl}/`)
    const view = await openView(page, 'create', false)
    await view.getByLabel('Password', { exact: true }).fill('Birch-Hill-77')
    await view.getByRole('button', { name: 'Continue' }).click()
    const copy = view.getByRole('button', { name: 'Copy', exact: true })
    await copy.waitFor()
    const viewFrame = page.frames().find((frame) => frame.url().includes('/embedded-wallets/password'))
    if (!viewFrame) throw new Error('no password view frame')
    // The view's own clock stamps each label change, so the page's load does not blur the 1.5 s.
    await viewFrame.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Copy')
      if (!button) throw new Error('no Copy button')
      const log: Array<{ text: string; at: number }> = []
      ;(window as unknown as { copyLog: typeof log }).copyLog = log
      new MutationObserver(() => log.push({ text: button.textContent ?? '', at: performance.now() })).observe(button, {
        childList: true,
        characterData: true,
        subtree: true,
      })
    })
    await copy.click()
    await view.getByRole('button', { name: 'Copied', exact: true }).waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Birch-Hill-77')
    await view.getByRole('button', { name: 'Copy', exact: true }).waitFor({ timeout: 5_000 })
    const log = await viewFrame.evaluate(
      () => (window as unknown as { copyLog: Array<{ text: string; at: number }> }).copyLog,
    )
    expect(log.map((entry) => entry.text)).toEqual(['Copied', 'Copy'])
    const shownMs = (log[1]?.at ?? 0) - (log[0]?.at ?? 0)
    expect(shownMs).toBeGreaterThanOrEqual(1490)
    expect(shownMs).toBeLessThan(2400)
    await context.close()
  }, 60_000)

  it('W-2.19 W-2.20 W-8.25 W-2.24 W-2.26 a wrong password is refused and the view says so; a failed set reads Something went wrong with its detail', async () => {
    const page = await openDevice()
    const { accessToken, address } = await userWithWallet(page)
    const view = await openView(page, 'update', false)
    expect(await view.getByRole('button', { name: 'Cancel' }).count()).toBe(0) // W-2.26
    await view.getByLabel('Password', { exact: true }).fill('Cedar-Lake-19')
    await view.getByRole('button', { name: 'Continue' }).click()
    await view.getByRole('button', { name: 'Continue' }).click()
    await view.getByLabel('Confirm password').fill('Cedar-Lake-19')
    await view.getByRole('button', { name: 'Continue' }).click()
    await view.getByRole('checkbox', { name: 'I understand' }).check()
    await view.getByRole('button', { name: 'Set Password' }).click()
    await expect.poll(() => receivedOf(page, 'lobby:password:submit')).toBe(1)
    await tellView(page, {
      type: 'lobby:password:result',
      ok: false,
      error: { code: 'error', message: 'An error has occurred, please try again.' },
    })
    await view.getByRole('heading', { name: 'Something went wrong' }).waitFor()
    expect(await view.getByText('An error has occurred, please try again.').count()).toBe(1)
    // Try again goes back to the last step, and this time the set goes through.
    await view.getByRole('button', { name: 'Try again' }).click()
    await view.getByRole('button', { name: 'Set Password' }).click()
    await expect.poll(() => receivedOf(page, 'lobby:password:submit')).toBe(2)
    await request(page, 'view', 'lobby:wallet:set-recovery', { accessToken, address, method: 'user-passcode' })
    await page.context().close()

    const device = await openDevice()
    const recoverView = await openView(device, 'recover', false)
    await recoverView.getByLabel('Recovery password').fill('Cedar-Lake-18')
    await recoverView.getByRole('button', { name: 'Recover your account' }).click()
    await expect.poll(() => receivedOf(device, 'lobby:password:submit')).toBe(1)
    const wrong = (await request(device, 'view', 'lobby:wallet:recover', { accessToken, address })) as {
      error?: { type: string }
    }
    expect(wrong.error?.type).toBeTruthy()
    await tellView(device, {
      type: 'lobby:password:result',
      ok: false,
      error: { code: wrong.error?.type ?? '', message: 'Invalid recovery password, please try again.' },
    })
    expect(await recoverView.getByRole('alert').textContent()).toBe('Invalid recovery password, please try again.')
    expect(await isDisabled(recoverView, 'Recover your account')).toBe(false)
    await recoverView.getByLabel('Recovery password').fill('Cedar-Lake-19')
    await recoverView.getByRole('button', { name: 'Recover your account' }).click()
    await expect.poll(() => receivedOf(device, 'lobby:password:submit')).toBe(2)
    const right = (await request(device, 'view', 'lobby:wallet:recover', { accessToken, address })) as {
      data?: { address: string }
    }
    expect(right.data?.address).toBe(address)
    await device.context().close()
  }, 120_000)
})
