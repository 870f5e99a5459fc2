import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyTest } from './fixtures/farcaster/main.ts'
import { type FixtureServer, openBrowser, snap, startFixture } from './harness.ts'

declare global {
  interface Window {
    lobbyFarcasterTest: LobbyTest
  }
}

describe('Farcaster login in Chromium', () => {
  let browser: Browser
  let sandbox: RunningSandbox
  let fixture: FixtureServer

  beforeAll(async () => {
    ;[browser, sandbox, fixture] = await Promise.all([
      openBrowser(),
      startSandbox({ port: 0 }),
      startFixture('farcaster'),
    ])
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
    await page.waitForFunction(() => 'lobbyFarcasterTest' in window)
    expect(await page.evaluate(() => window.lobbyFarcasterTest.ready())).toBe('unauthenticated')
    await page.evaluate(() => window.lobbyFarcasterTest.start())
    await page.locator('#status', { hasText: 'awaiting-connection' }).waitFor()
    const href = await page.locator('#farcaster-link').getAttribute('href')
    expect(href).toContain('/_sandbox/farcaster/approve?channel_token=')

    // The user's Farcaster app: the relay page the QR code and link lead to.
    const relay = await context.newPage()
    await relay.goto(href!)
    await relay.getByRole('button', { name: /Approve as @alice/ }).click()
    await relay.locator('[data-state="completed"]').waitFor()
    await snap(relay, 'farcaster-relay-approved')

    expect(await page.evaluate(() => window.lobbyFarcasterTest.done())).toEqual({ status: 'done', fid: 20001 })
    await page.locator('#status', { hasText: 'done' }).waitFor()
    await context.close()
  })
})
