import { fileURLToPath } from 'node:url'
import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import type { Browser } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyTest } from './fixtures/farcaster/main.ts'
import { launchBrowser, snap } from './harness.ts'

const fixtureRoot = fileURLToPath(new URL('./fixtures/farcaster/', import.meta.url))
const headlessSrc = fileURLToPath(new URL('../../packages/headless/src/', import.meta.url))

declare global {
  interface Window {
    lobbyTest: LobbyTest
  }
}

/** Serves the fixture page on loopback with the SDK from its sources. */
async function startFixture(): Promise<{ url: string; close(): Promise<void> }> {
  const server: ViteDevServer = await createServer({
    configFile: false,
    root: fixtureRoot,
    logLevel: 'error',
    resolve: { alias: [{ find: /^@lobby\/headless\/core$/, replacement: `${headlessSrc}core/index.ts` }] },
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, fs: { strict: false } },
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('fixture server has no TCP address')
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() }
}

describe('Farcaster login in Chromium', () => {
  let browser: Browser
  let sandbox: RunningSandbox
  let fixture: { url: string; close(): Promise<void> }

  beforeAll(async () => {
    ;[browser, sandbox, fixture] = await Promise.all([launchBrowser(), startSandbox({ port: 0 }), startFixture()])
  })

  afterAll(async () => {
    await browser?.close()
    await fixture?.close()
    await sandbox?.close()
  })

  it('A-2.22 A-4.24 A-7.26 A-7.27 A-7.28 the link opens the relay, approving there logs the page in', async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    const appId = sandbox.sandbox.apps['all-methods']!.id
    await page.goto(`${fixture.url}/?${new URLSearchParams({ app: appId, api: sandbox.url })}`)
    await page.waitForFunction(() => 'lobbyTest' in window)
    expect(await page.evaluate(() => window.lobbyTest.ready())).toBe('unauthenticated')
    await page.evaluate(() => window.lobbyTest.start())
    await page.locator('#status', { hasText: 'awaiting-connection' }).waitFor()
    const href = await page.locator('#farcaster-link').getAttribute('href')
    expect(href).toContain('/_sandbox/farcaster/approve?channel_token=')

    // The user's Farcaster app: the relay page the QR code and link lead to.
    const relay = await context.newPage()
    await relay.goto(href!)
    await relay.getByRole('button', { name: /Approve as @alice/ }).click()
    await relay.locator('[data-state="completed"]').waitFor()
    await snap(relay, 'farcaster-relay-approved')

    expect(await page.evaluate(() => window.lobbyTest.done())).toEqual({ status: 'done', fid: 20001 })
    await page.locator('#status', { hasText: 'done' }).waitFor()
    await context.close()
  })
})
