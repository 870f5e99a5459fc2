import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LobbyStack, snap, startLobbyStack } from './harness.ts'

describe('docs site in Chromium', () => {
  let stack: LobbyStack

  beforeAll(async () => {
    stack = await startLobbyStack()
  })

  afterAll(() => stack?.close())

  it('renders the home page with the SDK client version', async () => {
    const page = await stack.browser.newPage()
    await page.goto(stack.docs.url)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Lobby')
    expect(await page.getByTestId('client-version').textContent()).toBe('1.79.1')
    await snap(page, 'home')
  })
})
