import { existsSync } from 'node:fs'
import { type Browser, chromium, type Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { uniqueEmail } from '../support/sandboxClient.ts'

// Debian's Chromium, as in the docs e2e harness; LOBBY_CHROMIUM overrides it.
const chromiumPath = process.env.LOBBY_CHROMIUM ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']

let running: RunningSandbox
let browser: Browser
let token: string
let appId: string

/** A call to the served sandbox over HTTP, as the SDK makes it (from a page on `origin`, when given). */
async function api(path: string, body?: unknown, origin?: string) {
  const res = await fetch(`${running.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'privy-app-id': appId,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(origin ? { origin } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return (await res.json()) as Record<string, unknown>
}

const freshAddress = () =>
  privateKeyToAccount(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as Hex).address
const balance = (chainId: number, address: Hex) =>
  createPublicClient({
    transport: http(running.chains?.chains.find((chain) => chain.id === chainId)?.rpcUrl),
  }).getBalance({
    address,
  })

beforeAll(async () => {
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install it or set LOBBY_CHROMIUM.`)
  ;[running, browser] = await Promise.all([
    startSandbox({ port: 0, chains: true }),
    chromium.launch({ executablePath: chromiumPath, headless: true, args: ARGS }),
  ])
  appId = running.sandbox.apps['all-methods']?.id ?? ''
  token = ''
  const email = uniqueEmail('pay-pages')
  await api('/api/v1/passwordless/init', { email })
  const inbox = (await (await fetch(`${running.url}/_sandbox/inbox?to=${encodeURIComponent(email)}`)).json()) as Array<{
    code: string
  }>
  token = String((await api('/api/v1/passwordless/authenticate', { email, code: inbox[0]?.code })).token)
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await running?.close()
})

describe('funding pay pages in Chromium', () => {
  it('W-7.20 card on-ramp A: the signed pay page takes an amount, Pay shows Processing then complete, and the wallet is funded', async () => {
    await fetch(`${running.url}/_sandbox/onramp-a`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authorizationMs: 500 }),
    })
    const address = freshAddress()
    const signed = await api('/api/v1/plugins/moonpay_on_ramp/sign', { address, useSandbox: true, config: {} })
    const page = await browser.newPage()
    try {
      await page.goto(String(signed.signedUrl))
      await page.getByLabel('Amount of ETH').fill('0.3')
      await page.getByRole('button', { name: 'Pay' }).click()
      const status = page.getByRole('status')
      await expect.poll(() => status.textContent(), { timeout: 10_000 }).toMatch(/Processing payment/)
      // The page's script follows the transaction without a reload.
      await expect.poll(() => status.textContent(), { timeout: 10_000 }).toMatch(/Payment complete/)
      expect(await page.getByRole('button', { name: 'Pay' }).isDisabled()).toBe(true)
      expect(await balance(11155111, address)).toBe(parseEther('0.3'))
    } finally {
      await page.close()
    }
  }, 30_000)

  /** W-7.22 init from a page on `appOrigin`, and W-7.24's pay page URL built from its answer. */
  async function startOnRampB(appOrigin: string) {
    const address = freshAddress()
    const session = await api(
      '/api/v1/funding/coinbase_on_ramp/init',
      { addresses: [{ address, blockchains: ['ethereum'] }] },
      appOrigin,
    )
    const url = new URL(`${running.url}/_emulators/onramp-b/pay`)
    for (const [key, value] of Object.entries({
      appId: session.app_id,
      sessionToken: session.session_token,
      defaultExperience: 'buy',
      presetCryptoAmount: '0.15',
      defaultNetwork: 'ethereum',
      partnerUserId: session.partner_user_id,
    }))
      url.searchParams.set(key, String(value))
    return { address, session, url: url.toString() }
  }

  /** Opens the pay page in a popup from `opener` (already on its page), buys, and waits for the outcome. */
  async function buyFrom(opener: Page, payUrl: string) {
    const [popup] = await Promise.all([
      opener.waitForEvent('popup'),
      opener.evaluate((target) => {
        const messages: unknown[] = []
        Object.assign(window, { messages })
        window.addEventListener('message', (event) => messages.push(event.data))
        window.open(target, 'lobby-onramp', 'popup=yes,width=440,height=680')
      }, payUrl),
    ])
    await popup.getByRole('button', { name: 'Buy' }).click()
    await expect.poll(() => popup.getByRole('status').textContent(), { timeout: 10_000 }).toMatch(/Purchase complete/)
    return popup
  }
  const heard = (page: Page) => page.evaluate(() => (window as unknown as { messages: unknown[] }).messages)

  /** A page of http://evil.test opens the pay page of a session started for `sessionOrigin`, buys, and must hear nothing. */
  async function expectEvilPageHearsNothing(sessionOrigin: string): Promise<void> {
    const { url } = await startOnRampB(sessionOrigin)
    const evil = await browser.newPage()
    try {
      await evil.route('http://evil.test/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>evil</title>' }),
      )
      await evil.goto('http://evil.test/')
      const popup = await buyFrom(evil, url)
      // The pay page has said what it says (the purchase is complete); give its message time to arrive.
      await popup.waitForLoadState('load')
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect(await heard(evil)).toEqual([])
    } finally {
      await evil.close()
    }
  }

  it('W-7.22 card on-ramp B: the pay page in a 440x680 popup buys, funds the wallet, and tells its opener', async () => {
    // The app page is on another origin than the pay page (localhost vs 127.0.0.1), as an app is.
    const appOrigin = `http://localhost:${new URL(running.url).port}`
    const { address, session, url } = await startOnRampB(appOrigin)
    const opener = await browser.newPage()
    try {
      await opener.goto(`${appOrigin}/_sandbox/health`)
      await buyFrom(opener, url)
      await expect
        .poll(() => heard(opener), { timeout: 5_000 })
        .toContainEqual({ type: 'lobby:onramp-b', state: 'success', reason: null })
      expect(await balance(1, address)).toBe(parseEther('0.15'))
      expect(
        await api(`/api/v1/funding/coinbase_on_ramp/status?partnerUserId=${String(session.partner_user_id)}`),
      ).toEqual({
        status: 'success',
      })
    } finally {
      await opener.close()
    }
  }, 30_000)

  it("attack: W-7.22 a page on another origin that opens the pay page of an app's session hears nothing of its outcome", async () => {
    const appOrigin = `http://localhost:${new URL(running.url).port}`
    await expectEvilPageHearsNothing(appOrigin)
  }, 30_000)

  it('attack: W-7.22 a session opened from a page the app does not allow tells no window', async () => {
    await expectEvilPageHearsNothing('http://evil.test')
  }, 30_000)
})
