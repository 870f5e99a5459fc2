import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import { latestCode as readLatestCode } from '@lobby/sandbox/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyTest } from './fixtures/session-tabs/main.ts'
import { type FixtureServer, openBrowser, snap, startFixture } from './harness.ts'

declare global {
  interface Window {
    lobbyTabs: LobbyTest
  }
}

describe('session refresh across tabs in Chromium', () => {
  let browser: Browser
  let sandbox: RunningSandbox
  let fixture: FixtureServer
  const appId = () => sandbox.sandbox.apps['all-methods']!.id

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

  const open = async (context: BrowserContext, lock: 'web-locks' | 'broadcast') => {
    const page = await context.newPage()
    const query = new URLSearchParams({ app: appId(), api: sandbox.url, ...(lock === 'broadcast' ? { lock } : {}) })
    await page.goto(`${fixture.url}/?${query}`)
    await page.waitForFunction(() => 'lobbyTabs' in window)
    return page
  }

  const latestCode = (email: string) => readLatestCode(sandbox.url, email)

  const reuseEvents = async () =>
    (await (await fetch(`${sandbox.url}/_sandbox/events?kind=refresh_token_reuse`)).json()) as unknown[]

  async function signInTwoTabs(lock: 'web-locks' | 'broadcast'): Promise<[Page, Page]> {
    const context = await browser.newContext()
    const tabA = await open(context, lock)
    expect(await tabA.evaluate(() => window.lobbyTabs.ready())).toBe('unauthenticated')
    const email = `two-tabs-${lock}-${Date.now()}@example.com`
    expect(await tabA.evaluate((to) => window.lobbyTabs.sendCode(to), email)).toBe('awaiting-code-input')
    const code = await latestCode(email)
    expect(await tabA.evaluate((c) => window.lobbyTabs.submitCode(c), code)).toBe('done')
    const tabB = await open(context, lock)
    expect(await tabB.evaluate(() => window.lobbyTabs.ready())).toBe('authenticated')
    return [tabA, tabB]
  }

  async function refreshTogether(tabs: Page[]): Promise<string[]> {
    const at = Date.now() + 300
    return Promise.all(tabs.map((tab) => tab.evaluate((when) => window.lobbyTabs.refreshAt(when), at)))
  }

  it('A-4.49 two tabs refreshing at the same moment burn the refresh token once (Web Locks) and both stay signed in', async () => {
    const [tabA, tabB] = await signInTwoTabs('web-locks')
    expect(await tabA.evaluate(() => window.lobbyTabs.hasWebLocks)).toBe(true)
    const before = await tabA.evaluate(() => window.lobbyTabs.refreshToken())
    for (let round = 0; round < 3; round++) {
      const outcomes = await refreshTogether([tabA, tabB])
      expect(outcomes.sort()).toEqual(['adopted', 'refreshed'])
    }
    const [tokenA, tokenB] = await Promise.all([
      tabA.evaluate(() => window.lobbyTabs.accessToken()),
      tabB.evaluate(() => window.lobbyTabs.accessToken()),
    ])
    expect(tokenA).toBeTruthy()
    expect(tokenB).toBe(tokenA)
    expect(await tabB.evaluate(() => window.lobbyTabs.refreshToken())).not.toBe(before)
    expect([
      await tabA.evaluate(() => window.lobbyTabs.status()),
      await tabB.evaluate(() => window.lobbyTabs.status()),
    ]).toEqual(['authenticated', 'authenticated'])
    expect(await reuseEvents()).toEqual([])
    await snap(tabB, 'session-tabs-web-locks')
  })

  it('A-4.49 the BroadcastChannel fallback lock also keeps two tabs from reusing a refresh token', async () => {
    const [tabA, tabB] = await signInTwoTabs('broadcast')
    for (let round = 0; round < 3; round++) {
      const outcomes = await refreshTogether([tabA, tabB])
      expect(outcomes.sort()).toEqual(['adopted', 'refreshed'])
    }
    expect(await tabA.evaluate(() => window.lobbyTabs.accessToken())).toBeTruthy()
    expect(await tabB.evaluate(() => window.lobbyTabs.accessToken())).toBeTruthy()
    expect(await reuseEvents()).toEqual([])
  })
})
