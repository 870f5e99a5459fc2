import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyTest } from './fixtures/session-tabs/main.ts'
import { type FixtureServer, openBrowser, startFixture } from './harness.ts'

declare global {
  interface Window {
    lobbyTabs: LobbyTest
  }
}

// The session-tabs page: the core client on a sandbox over HTTP, driven through `window.lobbyTabs`.
describe('a refresh whose answer is lost, in Chromium', () => {
  let browser: Browser
  let sandbox: RunningSandbox
  let fixture: FixtureServer

  beforeAll(async () => {
    ;[browser, sandbox, fixture] = await Promise.all([
      openBrowser(),
      startSandbox({ port: 0 }),
      startFixture('session-tabs'),
    ])
  })

  afterAll(async () => {
    await browser?.close()
    await fixture?.close()
    await sandbox?.close()
  })

  const control = async (path: string, init?: RequestInit) =>
    (await fetch(`${sandbox.url}/_sandbox${path}`, init)).json()

  it('attack: A-7.06 A-7.09 A-4.53 the connection drops after the server rotated the token; the retry with the spent token keeps the user signed in', async () => {
    const page = await browser.newPage()
    const query = new URLSearchParams({ app: sandbox.sandbox.apps['all-methods']!.id, api: sandbox.url })
    await page.goto(`${fixture.url}/?${query}`)
    await page.waitForFunction(() => 'lobbyTabs' in window)
    expect(await page.evaluate(() => window.lobbyTabs.ready())).toBe('unauthenticated')
    const email = `refresh-retry-${Date.now()}@example.com`
    expect(await page.evaluate((to) => window.lobbyTabs.sendCode(to), email)).toBe('awaiting-code-input')
    const [latest] = (await control(`/inbox?to=${encodeURIComponent(email)}`)) as Array<{ code: string }>
    expect(await page.evaluate((c) => window.lobbyTabs.submitCode(c), latest!.code)).toBe('done')
    const before = await page.evaluate(() => window.lobbyTabs.refreshToken())

    // The next refresh is committed by the server, then its connection is destroyed before the answer.
    await control('/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/api/v1/sessions', method: 'POST', dropAnswer: true, times: 1 }),
    })
    expect(await page.evaluate(() => window.lobbyTabs.refreshAt(Date.now()))).toBe('refreshed')
    expect(await page.evaluate(() => window.lobbyTabs.status())).toBe('authenticated')
    expect(await page.evaluate(() => window.lobbyTabs.refreshToken())).not.toBe(before)
    expect(await control('/events?kind=refresh_token_reuse')).toEqual([])
    // The token the retry got is the live one.
    expect(await page.evaluate(() => window.lobbyTabs.refreshAt(Date.now()))).toBe('refreshed')
    expect(await page.evaluate(() => window.lobbyTabs.accessToken())).toBeTruthy()
  })
})
