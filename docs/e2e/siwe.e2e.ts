import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import type { Browser } from 'playwright-core'
import { type Hex, hexToString } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyTest } from './fixtures/siwe/main.ts'
import { type FixtureServer, openBrowser, snap, startFixture } from './harness.ts'

declare global {
  interface Window {
    lobbySiweTest: LobbyTest
  }
}

// The injected wallet: an EIP-1193 object in the page whose key stays in the test (a viem local account).
const INJECTED_WALLET = `window.ethereum = {
  request: ({ method, params }) => window.__testWallet(method, params ?? []),
}`

describe('sign-in with Ethereum in Chromium', () => {
  let browser: Browser
  let sandbox: RunningSandbox
  let fixture: FixtureServer

  beforeAll(async () => {
    ;[browser, sandbox, fixture] = await Promise.all([openBrowser(), startSandbox({ port: 0 }), startFixture('siwe')])
  })

  afterAll(async () => {
    await browser?.close()
    await fixture?.close()
    await sandbox?.close()
  })

  it('A-1.05 A-5.36 A-7.40 A-7.41 an injected wallet signs the page-bound no-fees message and the page is signed in', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const page = await browser.newPage()
    await page.exposeFunction('__testWallet', async (method: string, params: unknown[]) => {
      if (method === 'eth_requestAccounts') return [account.address.toLowerCase()]
      if (method === 'eth_chainId') return '0x1'
      if (method === 'personal_sign') return account.signMessage({ message: hexToString(params[0] as Hex) })
      throw new Error(`${method} is not supported`)
    })
    await page.addInitScript(INJECTED_WALLET)
    const appId = sandbox.sandbox.apps['all-methods']!.id
    await page.goto(`${fixture.url}/?${new URLSearchParams({ app: appId, api: sandbox.url })}`)
    await page.waitForFunction(() => 'lobbySiweTest' in window)
    expect(await page.evaluate(() => window.lobbySiweTest.ready())).toBe('unauthenticated')
    expect(await page.evaluate(() => window.lobbySiweTest.signIn())).toEqual({
      status: 'done',
      error: null,
      wallet: account.address,
    })
    // The message binds the page's own host (the sandbox checks it against the request's Origin).
    const message = await page.locator('#message').textContent()
    expect(message).toContain(`${new URL(fixture.url).host} wants you to sign in with your Ethereum account:`)
    expect(message).toContain('cost any fees')
    await snap(page, 'siwe-signed-in')
    await page.close()
  })
})
