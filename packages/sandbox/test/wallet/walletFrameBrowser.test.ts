import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { embeddedWalletExportUrl, embeddedWalletFrameUrl } from '@lobby/headless/core'
import { type Browser, chromium, type Frame, type Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pkceChallenge } from '../../src/api/oauth.ts'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

// Debian's Chromium, as in the docs e2e harness; LOBBY_CHROMIUM overrides it.
const chromiumPath = process.env.LOBBY_CHROMIUM ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']

let running: RunningSandbox
let browser: Browser
let host: Server
let hostUrl: string

// The host app: another origin (another port) than the frame, on the same site, as the docs run it: a
// private window (which Playwright's contexts are) denies storage to a frame of another site.
// It records every message it receives.
const HOST_PAGE = `<!doctype html><html><head><title>host</title><script>
  window.received = []
  window.addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }))
</script></head><body><h1>Host app</h1></body></html>`

beforeAll(async () => {
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install it or set LOBBY_CHROMIUM.`)
  running = await startSandbox({ port: 0 })
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

/** Mounts an iframe in the host page and waits for the message that says it is up. */
async function mountFrame(page: Page, src: string, readyType: string): Promise<void> {
  await page.evaluate(
    async ({ src, readyType }) => {
      const frame = document.createElement('iframe')
      frame.id = readyType
      frame.src = src
      // As the registry's key export screen embeds it: its copy buttons need the clipboard.
      frame.allow = 'clipboard-write'
      document.body.append(frame)
      const seen = () =>
        (window as unknown as { received: Array<{ data: { type?: string } }> }).received.some(
          (message) => message.data?.type === readyType,
        )
      for (let i = 0; i < 600 && !seen(); i++) await new Promise((resolve) => setTimeout(resolve, 50))
      if (!seen()) throw new Error(`${readyType} never came`)
    },
    { src, readyType },
  )
}

/**
 * Mounts the key export view for `address` in the host page and authorizes it with the access
 * token, as the registry's export screen does; answers the view's frame.
 */
async function openExportView(
  page: Page,
  options: { appId: string; address: string; caid: string; phraseExport: boolean; accessToken: string },
): Promise<Frame> {
  const exportSrc = new URL(
    embeddedWalletExportUrl({
      frameBase: running.frameUrl,
      appId: options.appId,
      clientId: 'test-client',
      caid: options.caid,
      address: options.address,
      width: 360,
      phraseExport: options.phraseExport,
    }),
  )
  exportSrc.searchParams.set('origin', hostUrl)
  await mountFrame(page, exportSrc.toString(), 'lobby:export:ready')
  await page.evaluate(
    ({ frameOrigin, accessToken }) => {
      const frame = document.getElementById('lobby:export:ready') as HTMLIFrameElement
      frame.contentWindow?.postMessage({ type: 'lobby:export:authorize', accessToken }, frameOrigin)
    },
    { frameOrigin: new URL(running.frameUrl).origin, accessToken: options.accessToken },
  )
  const exportFrame = page.frames().find((frame) => frame.url().includes('/embedded-wallets/export'))
  if (!exportFrame) throw new Error('no export frame')
  return exportFrame
}

/** One frame request from the host page, as the SDK's channel makes it: posted to the frame origin, reply by id. */
function request(page: Page, frameOrigin: string, type: string, data: unknown) {
  return page.evaluate(
    async ({ frameOrigin, type, data }) => {
      const frame = document.getElementById('lobby:frame:ready') as HTMLIFrameElement
      const id = crypto.randomUUID()
      const reply = new Promise<unknown>((resolve) => {
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== frameOrigin || event.source !== frame.contentWindow || event.data?.id !== id) return
          window.removeEventListener('message', onMessage)
          resolve(event.data)
        }
        window.addEventListener('message', onMessage)
      })
      frame.contentWindow?.postMessage({ type, id, data }, frameOrigin)
      return reply
    },
    { frameOrigin, type, data },
  )
}

/** A new device: a fresh browser context with the host page and the wallet frame mounted. */
async function openDevice(appId: string): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${hostUrl}/`)
  const src = new URL(
    embeddedWalletFrameUrl({ frameBase: running.frameUrl, appId, clientId: 'test-client', caid: 'c' }),
  )
  src.searchParams.set('origin', hostUrl)
  await mountFrame(page, src.toString(), 'lobby:frame:ready')
  return { page, close: () => context.close() }
}

/** Google Drive consent driven as the browser would, in-process: a recovery access token for `login`'s drive. */
async function driveToken(accessToken: string, login: string): Promise<string> {
  const client = sandboxClient(running.sandbox, 'all-methods')
  const verifier = 'v'.repeat(43)
  const state = `state-${Math.random().toString(36).slice(2)}-0123456789`
  const init = await client.post(
    '/recovery/oauth/init',
    { redirect_to: `${hostUrl}/back`, code_challenge: pkceChallenge(verifier), state_code: state },
    accessToken,
  )
  const url = new URL(init.body.url as string)
  const decided = await running.sandbox.app.fetch(
    new Request(new URL('/_sandbox/cloud-drive/google-drive/decide', url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        app_id: url.searchParams.get('app_id') ?? '',
        state_code: state,
        decision: 'allow',
        login,
      }),
    }),
  )
  const code = new URL(decided.headers.get('location') ?? '').searchParams.get('privy_oauth_code') ?? ''
  const redeemed = await client.post(
    '/recovery/oauth/authenticate',
    { authorization_code: code, state_code: state, code_verifier: verifier, provider: 'google-drive' },
    accessToken,
  )
  return redeemed.body.access_token as string
}

describe('the wallet frame in Chromium, on its own origin', () => {
  it('W-7.05 W-7.06 W-7.09 creates a wallet and signs a message viem verifies, while the host document cannot reach the key', async () => {
    const app = running.sandbox.apps['all-methods']
    if (!app) throw new Error('no all-methods app')
    const client = sandboxClient(running.sandbox, 'all-methods')
    const auth = await client.loginWithEmail(uniqueEmail('browser'))
    const accessToken = auth.token as string
    const frameOrigin = new URL(running.frameUrl).origin
    const page = await browser.newPage()
    try {
      await page.goto(`${hostUrl}/`)
      const src = new URL(
        embeddedWalletFrameUrl({ frameBase: running.frameUrl, appId: app.id, clientId: 'test-client', caid: 'caid-1' }),
      )
      src.searchParams.set('origin', hostUrl)
      await mountFrame(page, src.toString(), 'lobby:frame:ready')

      const created = (await request(page, frameOrigin, 'lobby:wallet:create', { accessToken })) as {
        data: { address: Hex }
      }
      const address = created.data.address
      expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      const signed = (await request(page, frameOrigin, 'lobby:wallet:rpc', {
        accessToken,
        address,
        request: { method: 'personal_sign', params: ['Sign in to the host app', address] },
      })) as { type: string; data: { method: string; result: Hex } }
      expect(Object.keys(signed).sort()).toEqual(['data', 'id', 'type'])
      expect(await verifyMessage({ address, message: 'Sign in to the host app', signature: signed.data.result })).toBe(
        true,
      )

      // A wrong request gets exactly one reply, an error and no data (W-7.09).
      const refused = (await request(page, frameOrigin, 'lobby:wallet:rpc', {
        accessToken,
        address,
        request: { method: 'personal_sign', params: ['', address] },
      })) as Record<string, unknown>
      expect(refused.error).toEqual({
        type: 'invalid_request_arguments',
        message: 'Message must be a non-empty string',
      })
      expect('data' in refused).toBe(false)

      // What the frame holds, read with the test's own privileges (not the host's).
      const walletFrame = page.frames().find((frame) => frame.url().startsWith(running.frameUrl))
      if (!walletFrame) throw new Error('no wallet frame')
      const frameStorage = await walletFrame.evaluate(() => ({ ...window.localStorage }))
      const deviceShare = frameStorage[`lobby:device-share:${app.id}:${address.toLowerCase()}`]
      expect(deviceShare).toBeTruthy()

      // The host document: no share in its DOM, storage or messages; the frame's storage is out of reach.
      const hostView = await page.evaluate(() => {
        const frame = document.getElementById('lobby:frame:ready') as HTMLIFrameElement
        let storageError = ''
        try {
          void (frame.contentWindow as Window).localStorage.length
        } catch (error) {
          storageError = (error as Error).name
        }
        return {
          storageError,
          contentDocument: frame.contentDocument === null,
          dom: document.documentElement.outerHTML,
          storage: JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }),
          cookies: document.cookie,
          messages: JSON.stringify((window as unknown as { received: unknown[] }).received),
        }
      })
      expect(hostView.storageError).toBe('SecurityError')
      expect(hostView.contentDocument).toBe(true)
      for (const place of [hostView.dom, hostView.storage, hostView.cookies, hostView.messages]) {
        expect(place).not.toContain(deviceShare)
      }

      // Export: the key shows inside the frame origin only, and derives the same address.
      const exportFrame = await openExportView(page, {
        appId: app.id,
        address,
        caid: 'caid-1',
        phraseExport: true,
        accessToken,
      })
      const shownKey = exportFrame.locator('[data-slot="private-key"]')
      await shownKey.waitFor({ state: 'visible', timeout: 30_000 })
      const privateKey = (await shownKey.textContent()) as Hex
      const phrase = (await exportFrame.locator('[data-slot="recovery-phrase"]').textContent()) as string
      expect(privateKeyToAccount(privateKey).address).toBe(address)
      expect(mnemonicToAccount(phrase).address).toBe(address)
      const afterExport = await page.evaluate(() => ({
        dom: document.documentElement.outerHTML,
        messages: JSON.stringify((window as unknown as { received: unknown[] }).received),
      }))
      for (const secret of [privateKey, privateKey.slice(2), phrase]) {
        expect(afterExport.dom).not.toContain(secret)
        expect(afterExport.messages).not.toContain(secret)
      }
      expect(afterExport.messages).toContain('lobby:export:shown')
    } finally {
      await page.close()
    }
  }, 120_000)

  it("W-4.53 the export view's Copy key puts the key on the clipboard and reads 'Copied' for 1.5 s, then Copy key again", async () => {
    const app = running.sandbox.apps['all-methods']
    if (!app) throw new Error('no all-methods app')
    const accessToken = (await sandboxClient(running.sandbox, 'all-methods').loginWithEmail(uniqueEmail('copy')))
      .token as string
    const frameOrigin = new URL(running.frameUrl).origin
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] })
    const page = await context.newPage()
    try {
      await page.goto(`${hostUrl}/`)
      const src = new URL(
        embeddedWalletFrameUrl({ frameBase: running.frameUrl, appId: app.id, clientId: 'test-client', caid: 'c' }),
      )
      src.searchParams.set('origin', hostUrl)
      await mountFrame(page, src.toString(), 'lobby:frame:ready')
      const created = (await request(page, frameOrigin, 'lobby:wallet:create', { accessToken })) as {
        data: { address: Hex }
      }
      const exportFrame = await openExportView(page, {
        appId: app.id,
        address: created.data.address,
        caid: 'c',
        phraseExport: false,
        accessToken,
      })
      await exportFrame.locator('[data-slot="private-key"]').waitFor({ state: 'visible', timeout: 30_000 })
      const privateKey = await exportFrame.locator('[data-slot="private-key"]').textContent()
      // The view's own clock stamps each label change, so the machine's load does not blur the 1.5 s.
      await exportFrame.evaluate(() => {
        const button = document.querySelector('button[data-copy="private-key"]')
        if (!button) throw new Error('no Copy key button')
        const log: Array<{ text: string; at: number }> = []
        ;(window as unknown as { copyLog: typeof log }).copyLog = log
        new MutationObserver(() => log.push({ text: button.textContent ?? '', at: performance.now() })).observe(
          button,
          {
            childList: true,
            characterData: true,
            subtree: true,
          },
        )
      })
      await exportFrame.getByRole('button', { name: 'Copy key', exact: true }).click()
      await exportFrame.getByRole('button', { name: 'Copied', exact: true }).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(privateKey)
      await exportFrame.getByRole('button', { name: 'Copy key', exact: true }).waitFor({ timeout: 5_000 })
      const log = await exportFrame.evaluate(
        () => (window as unknown as { copyLog: Array<{ text: string; at: number }> }).copyLog,
      )
      expect(log.map((entry) => entry.text)).toEqual(['Copied', 'Copy key'])
      const shownMs = (log[1]?.at ?? 0) - (log[0]?.at ?? 0)
      expect(shownMs).toBeGreaterThanOrEqual(1490)
      expect(shownMs).toBeLessThan(2400)
    } finally {
      await context.close()
    }
  }, 120_000)

  it('W-7.05 the frame page opened as a top-level page stays silent, and the health route names the frame origin', async () => {
    const app = running.sandbox.apps['all-methods']
    if (!app) throw new Error('no all-methods app')
    const page = await browser.newPage()
    try {
      await page.goto(`${running.frameUrl}/apps/${app.id}/embedded-wallets?caid=c&client_id=x`)
      await page.waitForFunction(() => document.documentElement.dataset.state !== undefined)
      expect(await page.evaluate(() => document.documentElement.dataset.state)).toBe('refused')
      const health = (await (await fetch(`${running.url}/_sandbox/health`)).json()) as { frameUrl?: string }
      expect(health.frameUrl).toBe(running.frameUrl)
    } finally {
      await page.close()
    }
  }, 60_000)
  it('W-7.10 W-8.19 on a new device, a password wallet recovers with its password only, then a Google Drive backup recovers it too', async () => {
    const app = running.sandbox.apps['all-methods']
    if (!app) throw new Error('no all-methods app')
    const frameOrigin = new URL(running.frameUrl).origin
    const auth = await sandboxClient(running.sandbox, 'all-methods').loginWithEmail(uniqueEmail('recover'))
    const accessToken = auth.token as string
    const first = await openDevice(app.id)
    const second = await openDevice(app.id)
    const third = await openDevice(app.id)
    try {
      const created = (await request(first.page, frameOrigin, 'lobby:wallet:create', {
        accessToken,
        recoveryPassword: 'Browser-pass-1',
      })) as { data: { address: Hex } }
      const address = created.data.address
      expect(await request(second.page, frameOrigin, 'lobby:wallet:connect', { accessToken, address })).toMatchObject({
        error: { type: 'wallet_not_on_device' },
      })
      expect(
        await request(second.page, frameOrigin, 'lobby:wallet:recover', {
          accessToken,
          address,
          recoveryPin: 'wrong-pass',
        }),
      ).toMatchObject({ error: { type: 'invalid_recovery_pin' } })
      expect(
        await request(second.page, frameOrigin, 'lobby:wallet:recover', {
          accessToken,
          address,
          recoveryPin: 'Browser-pass-1',
        }),
      ).toMatchObject({ data: { address } })
      const signed = (await request(second.page, frameOrigin, 'lobby:wallet:rpc', {
        accessToken,
        address,
        request: { method: 'personal_sign', params: ['recovered', address] },
      })) as { data: { result: Hex } }
      expect(await verifyMessage({ address, message: 'recovered', signature: signed.data.result })).toBe(true)

      // Back it up to the emulated Google Drive from the recovered device (the drive is written over CORS).
      expect(
        await request(second.page, frameOrigin, 'lobby:wallet:set-recovery', {
          accessToken,
          address,
          method: 'google-drive',
          recoveryAccessToken: await driveToken(accessToken, 'ada'),
        }),
      ).toMatchObject({ data: { address, recoveryMethod: 'google-drive' } })
      expect(
        await request(third.page, frameOrigin, 'lobby:wallet:recover', {
          accessToken,
          address,
          recoveryMethod: 'google-drive',
          recoveryAccessToken: await driveToken(accessToken, 'ada'),
        }),
      ).toMatchObject({ data: { address } })
      expect(await request(third.page, frameOrigin, 'lobby:wallet:connect', { accessToken, address })).toMatchObject({
        data: { address },
      })
    } finally {
      await Promise.all([first.close(), second.close(), third.close()])
    }
  }, 180_000)
})

describe('the key never reaches the page, in Chromium', () => {
  /** The frame in a host page of `device`, mounted again (after a reload, as the SDK mounts it). */
  async function remount(page: Page, appId: string) {
    const src = new URL(
      embeddedWalletFrameUrl({ frameBase: running.frameUrl, appId, clientId: 'test-client', caid: 'c' }),
    )
    src.searchParams.set('origin', hostUrl)
    await mountFrame(page, src.toString(), 'lobby:frame:ready')
  }

  it("attack: the host page (another origin) holding the user's token fetches the share routes: refused; the real frame on the same page still connects and signs, after a reload too", async () => {
    const app = running.sandbox.apps['all-methods']
    if (!app) throw new Error('no all-methods app')
    const accessToken = (await sandboxClient(running.sandbox, 'all-methods').loginWithEmail(uniqueEmail('page')))
      .token as string
    const frameOrigin = new URL(running.frameUrl).origin
    const device = await openDevice(app.id)
    try {
      const created = (await request(device.page, frameOrigin, 'lobby:wallet:create', { accessToken })) as {
        data: { address: Hex }
      }
      const address = created.data.address
      const [row] = await running.sandbox.store.db.query<{ auth_share: string }>(
        'select auth_share from embedded_wallets where address = $1',
        [address],
      )
      const authShare = row?.auth_share ?? ''
      expect(authShare).not.toBe('')
      // The page's own script: the token, the app id and every route, with an Origin it tries to set.
      const answers = await device.page.evaluate(
        async ({ apiUrl, appId, accessToken, address, frameOrigin }) => {
          const routes: Array<[string, Record<string, unknown>]> = [
            ['auth_share', { address, purpose: 'connect' }],
            ['auth_share', { address, purpose: 'export' }],
            ['auth_share', { address }],
            ['recovery_share', { address }],
            ['challenge', { address, purpose: 'recover' }],
          ]
          const out: Array<{ status: number; text: string }> = []
          for (const [route, body] of routes) {
            const res = await fetch(`${apiUrl}/api/v1/embedded_wallets/${route}`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${accessToken}`,
                'privy-app-id': appId,
                'privy-client-id': 'test-client',
                // A forbidden header: the browser keeps the page's own Origin.
                origin: frameOrigin,
              },
              body: JSON.stringify(body),
            })
            out.push({ status: res.status, text: await res.text() })
          }
          return out
        },
        { apiUrl: running.url, appId: app.id, accessToken, address, frameOrigin },
      )
      expect(answers).toHaveLength(5)
      for (const answer of answers) {
        expect(answer.status).toBe(403)
        expect(JSON.parse(answer.text)).toEqual({
          code: 'invalid_origin',
          error: "Embedded wallet calls come from the wallet frame's origin only.",
        })
        expect(answer.text).not.toContain(authShare)
      }
      // The page asks the frame itself for the possession proof: refused.
      const proofRefusal = {
        type: 'invalid_request_arguments',
        message: "The wallet frame never signs Lobby's proof of the wallet's shares.",
      }
      const typed = {
        domain: { name: 'Lobby embedded wallet shares', version: '1' },
        types: { WalletShares: [{ name: 'app', type: 'string' }] },
        primaryType: 'WalletShares',
        message: { app: app.id },
      }
      for (const rpc of [
        { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typed)] },
        { method: 'personal_sign', params: [`Lobby embedded wallet shares\napp: ${app.id}`, address] },
      ]) {
        const refused = (await request(device.page, frameOrigin, 'lobby:wallet:rpc', {
          accessToken,
          address,
          request: rpc,
        })) as Record<string, unknown>
        expect(refused.error).toEqual(proofRefusal)
      }
      // The legitimate flow: the frame signs, and after a reload (device key from IndexedDB) still connects.
      const signed = (await request(device.page, frameOrigin, 'lobby:wallet:rpc', {
        accessToken,
        address,
        request: { method: 'personal_sign', params: ['still mine', address] },
      })) as { data: { result: Hex } }
      expect(await verifyMessage({ address, message: 'still mine', signature: signed.data.result })).toBe(true)
      await device.page.reload()
      await remount(device.page, app.id)
      expect(await request(device.page, frameOrigin, 'lobby:wallet:connect', { accessToken, address })).toMatchObject({
        data: { address },
      })
      // The device key is a CryptoKey the frame cannot export.
      const walletFrame = device.page.frames().find((frame) => frame.url().startsWith(running.frameUrl))
      const extractable = await walletFrame?.evaluate(
        () =>
          new Promise<boolean | null>((resolve) => {
            const open = indexedDB.open('lobby-wallet-frame')
            open.onsuccess = () => {
              const all = open.result.transaction('device-keys').objectStore('device-keys').getAll()
              all.onsuccess = () =>
                resolve((all.result[0] as CryptoKeyPair | undefined)?.privateKey.extractable ?? null)
            }
          }),
      )
      expect(extractable).toBe(false)
    } finally {
      await device.close()
    }
  }, 120_000)

  it("attack: after lobby:wallet:lock the frame in the tab answers the next user's token with no signature by the previous user's key", async () => {
    const app = running.sandbox.apps['all-methods']
    if (!app) throw new Error('no all-methods app')
    const client = sandboxClient(running.sandbox, 'all-methods')
    const first = (await client.loginWithEmail(uniqueEmail('first'))).token as string
    const next = (await client.loginWithEmail(uniqueEmail('next'))).token as string
    const frameOrigin = new URL(running.frameUrl).origin
    const device = await openDevice(app.id)
    try {
      const created = (await request(device.page, frameOrigin, 'lobby:wallet:create', { accessToken: first })) as {
        data: { address: Hex }
      }
      const address = created.data.address
      expect(await request(device.page, frameOrigin, 'lobby:wallet:lock', {})).toMatchObject({ data: {} })
      const answer = (await request(device.page, frameOrigin, 'lobby:wallet:rpc', {
        accessToken: next,
        address,
        request: { method: 'personal_sign', params: ['pay the next user', address] },
      })) as Record<string, unknown>
      expect(answer.error).toMatchObject({ type: 'embedded_wallet_not_found' })
      expect('data' in answer).toBe(false)
    } finally {
      await device.close()
    }
  }, 120_000)
})
