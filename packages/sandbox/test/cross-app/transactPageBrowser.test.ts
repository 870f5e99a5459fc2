import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'

// Debian's Chromium, as in the docs e2e harness; LOBBY_CHROMIUM overrides it.
const chromiumPath = process.env.LOBBY_CHROMIUM ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']
const REQUESTER_APP_ID = 'lobbysandboxallmethods001'
const PROVIDER_APP_ID = 'lobbysandboxcrossprovider'

// One page server, two origins: the requester app's page on 127.0.0.1 (a loopback origin the app
// allows) and a hostile page on evil.localhost (loopback too, so the sandbox's CORS lets its scripts
// read answers, but no page of the app). Both record every message they receive.
const PAGE = `<!doctype html><html><head><title>page</title><script>
  window.received = []
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }))
</script></head><body><h1>page</h1></body></html>`

let running: RunningSandbox
let browser: Browser
let pages: Server
let requesterUrl: string
let hostileUrl: string

beforeAll(async () => {
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install it or set LOBBY_CHROMIUM.`)
  running = await startSandbox({ port: 0 })
  pages = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE))
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve))
  const port = (pages.address() as AddressInfo).port
  requesterUrl = `http://127.0.0.1:${port}`
  hostileUrl = `http://evil.localhost:${port}`
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ARGS })
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => pages?.close(resolve))
  await running?.close()
})

/** Cross-app login of the requester app: the provider token it keeps, and the provider wallet. */
async function crossAppLogin() {
  const api = async (path: string, body: unknown) =>
    (await (
      await fetch(`${running.url}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'privy-app-id': REQUESTER_APP_ID },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>
  const verifier = randomBytes(36).toString('base64url')
  const state = randomBytes(36).toString('base64url')
  const init = await api('/oauth/init', {
    provider: `privy:${PROVIDER_APP_ID}`,
    redirect_to: `${requesterUrl}/login`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    state_code: state,
  })
  const decided = await fetch(new URL('decide', String(init.url)), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ app_id: REQUESTER_APP_ID, state_code: state, decision: 'allow', login: 'browser' }),
  })
  const back = new URL(decided.headers.get('location') ?? '')
  const result = await api('/oauth/authenticate', {
    authorization_code: back.searchParams.get('privy_oauth_code'),
    state_code: state,
    code_verifier: verifier,
  })
  const accounts = (result.user as { linked_accounts: Array<Record<string, unknown>> }).linked_accounts
  const account = accounts.find((entry) => entry.type === 'cross_app') as { embedded_wallets: Array<{ address: Hex }> }
  return {
    token: String((result.oauth_tokens as { access_token: string }).access_token),
    wallet: account.embedded_wallets[0]?.address as Hex,
  }
}

/** The W-7.34 popup URL for a personal_sign of `message`, answering at `callbackUrl`. */
function transactUrl(token: string, wallet: Hex, message: string, callbackUrl: string) {
  const request = JSON.stringify({
    content: { request: { method: 'personal_sign', params: [message, wallet] } },
    timestamp: Date.now(),
    callbackUrl,
  })
  return { url: `${running.url}/oauth/transact?${new URLSearchParams({ token, request })}`, request }
}

/** The popup a page opens with `window.open`, loaded. */
async function openPopup(context: BrowserContext, opener: Page, url: string): Promise<Page> {
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    opener.evaluate((target) => {
      window.open(target, 'lobby-cross-app', 'width=400,height=680')
    }, url),
  ])
  await popup.waitForLoadState('load')
  return popup
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Array<{ origin: string; data: unknown }> }).received)

describe('the provider app signature page, in Chromium', () => {
  it('W-7.34 W-7.35 W-7.37 the requester page opens the popup, the user approves, the signature comes back to it', async () => {
    const { token, wallet } = await crossAppLogin()
    const context = await browser.newContext()
    try {
      const requester = await context.newPage()
      await requester.goto(`${requesterUrl}/wallet`)
      const { url } = transactUrl(token, wallet, 'Hello, cross-app', `${requesterUrl}/wallet`)
      const popup = await openPopup(context, requester, url)
      await popup.getByTestId('approve').click()
      await requester.waitForFunction(() => (window as unknown as { received: unknown[] }).received.length > 0)
      const [message] = await received(requester)
      expect(message?.origin).toBe(running.url)
      const answer = message?.data as { type: string; result: Hex }
      expect(answer.type).toBe('PRIVY_CROSS_APP_ACTION_RESPONSE')
      expect(await verifyMessage({ address: wallet, message: 'Hello, cross-app', signature: answer.result })).toBe(true)
    } finally {
      await context.close()
    }
  }, 60_000)

  it('W-7.34 attack: a hostile page with a stolen token opens the popup for itself: no approve button, nothing posted to it', async () => {
    const { token, wallet } = await crossAppLogin()
    const context = await browser.newContext()
    try {
      const hostile = await context.newPage()
      await hostile.goto(`${hostileUrl}/`)
      const { url } = transactUrl(token, wallet, '0x7061792065766531', `${hostileUrl}/`)
      const popup = await openPopup(context, hostile, url)
      expect(await popup.locator('[role=alert]').textContent()).toBe(
        "This request's callback is not a page of All methods.",
      )
      expect(await popup.getByTestId('approve').count()).toBe(0)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await received(hostile)).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)

  it('W-7.34 attack: a hostile page cannot read the approval, nor sign with one, by fetch or by a text/plain form', async () => {
    const { token, wallet } = await crossAppLogin()
    // The approval the user's own popup holds, as if it leaked to the hostile page.
    const { url, request } = transactUrl(token, wallet, 'Hello, cross-app', `${requesterUrl}/wallet`)
    const shown = await (await fetch(url)).text()
    const approval = String(
      JSON.parse(shown.match(/id="transact-data">([\s\S]*?)<\/script>/)?.[1] ?? '{}').approval ?? '',
    )
    expect(approval).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const context = await browser.newContext()
    try {
      const hostile = await context.newPage()
      await hostile.goto(`${hostileUrl}/`)
      const attempts = await hostile.evaluate(
        async ({ url, origin, body }) => {
          const read = await fetch(url).then(
            async (res) => ({ status: res.status, text: await res.text() }),
            (error: unknown) => ({ status: 0, text: String(error) }),
          )
          const signed = await fetch(`${origin}/oauth/transact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          }).then(
            async (res) => ({ status: res.status, text: await res.text() }),
            (error: unknown) => ({ status: 0, text: String(error) }),
          )
          return { read, signed }
        },
        { url, origin: running.url, body: JSON.stringify({ token, request, approval }) },
      )
      expect(attempts.read.status).toBe(403)
      expect(attempts.read.text).not.toContain(approval)
      expect(attempts.signed).toEqual({
        status: 403,
        text: JSON.stringify({ error: 'The provider app approves only from its own page.' }),
      })
      // A form needs no CORS grant; text/plain lets it spell the JSON body.
      await hostile.evaluate(
        ({ action, name, value }) => {
          const frame = document.createElement('iframe')
          frame.name = 'sink'
          document.body.append(frame)
          const form = document.createElement('form')
          form.method = 'post'
          form.enctype = 'text/plain'
          form.action = action
          form.target = 'sink'
          const input = document.createElement('input')
          input.name = name
          input.value = value
          form.append(input)
          document.body.append(form)
          form.submit()
        },
        {
          action: `${running.url}/oauth/transact`,
          name: `${JSON.stringify({ token, request, approval }).slice(0, -1)},"pad":"`,
          value: '"}',
        },
      )
      const sink = hostile.frames().find((frame) => frame.name() === 'sink')
      await sink?.waitForURL(`${running.url}/oauth/transact`)
      expect(await sink?.textContent('body')).toBe(
        JSON.stringify({ error: 'The provider app approves only from its own page.' }),
      )
    } finally {
      await context.close()
    }
    // None of that spent the user's approval: the user's own page still signs with it once.
    const own = await fetch(`${running.url}/oauth/transact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: running.url },
      body: JSON.stringify({ token, request, approval }),
    })
    expect(own.status).toBe(200)
  }, 60_000)
})
