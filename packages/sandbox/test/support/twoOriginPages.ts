import { createHash, randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Browser, chromium, type Page } from 'playwright-core'
import type { Hex } from 'viem'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'

// Debian's Chromium, as in the docs e2e harness; LOBBY_CHROMIUM overrides it.
const chromiumPath = process.env.LOBBY_CHROMIUM ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']

/** The shipped app whose page is `requesterUrl`, and the provider app it logs in with (cross-app). */
export const REQUESTER_APP_ID = 'lobbysandboxallmethods001'
const PROVIDER_APP_ID = 'lobbysandboxcrossprovider'

// Both pages record every message they receive.
const PAGE = `<!doctype html><html><head><title>page</title><script>
  window.received = []
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }))
</script></head><body><h1>page</h1></body></html>`

/**
 * A started sandbox, Chromium, and one page server on two origins: the requester app's page on
 * 127.0.0.1 (a loopback origin the app allows) and a hostile page on evil.localhost (loopback too,
 * so the sandbox's CORS lets its scripts read answers, but no page of any shipped app).
 */
export type TwoOriginPages = {
  running: RunningSandbox
  browser: Browser
  requesterUrl: string
  hostileUrl: string
  close(): Promise<void>
}

export async function startTwoOriginPages(): Promise<TwoOriginPages> {
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install it or set LOBBY_CHROMIUM.`)
  const running = await startSandbox({ port: 0 })
  const pages = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE))
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve))
  const { port } = pages.address() as AddressInfo
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ARGS })
  return {
    running,
    browser,
    requesterUrl: `http://127.0.0.1:${port}`,
    hostileUrl: `http://evil.localhost:${port}`,
    async close() {
      await browser.close()
      await new Promise((resolve) => pages.close(resolve))
      await running.close()
    },
  }
}

/** The messages a page of the server has received so far. */
export const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Array<{ origin: string; data: unknown }> }).received)

/** Cross-app login of the requester app: the provider token it keeps, and the provider wallet. */
export async function crossAppLogin(pages: TwoOriginPages): Promise<{ token: string; wallet: Hex }> {
  const api = async (path: string, body: unknown) =>
    (await (
      await fetch(`${pages.running.url}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'privy-app-id': REQUESTER_APP_ID },
        body: JSON.stringify(body),
      })
    ).json()) as Record<string, unknown>
  const verifier = randomBytes(36).toString('base64url')
  const state = randomBytes(36).toString('base64url')
  const init = await api('/oauth/init', {
    provider: `privy:${PROVIDER_APP_ID}`,
    redirect_to: `${pages.requesterUrl}/login`,
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
