import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DocsServer, launchBrowser, snap, startDocs } from './harness.ts'

describe('docs site in Chromium', () => {
  let browser: Browser
  let docs: DocsServer

  beforeAll(async () => {
    ;[browser, docs] = await Promise.all([launchBrowser(), startDocs()])
  })

  afterAll(async () => {
    await browser?.close()
    await docs?.close()
  })

  it('renders the home page with the SDK client version', async () => {
    const page = await browser.newPage()
    await page.goto(docs.url)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Lobby')
    expect(await page.getByTestId('client-version').textContent()).toBe('1.79.1')
    await snap(page, 'home')
  })
})
