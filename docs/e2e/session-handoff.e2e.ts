import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import { latestCode } from '@lobby/sandbox/testing'
import type { Browser, Page } from 'playwright-core'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyHandOffTest } from './fixtures/session-handoff/main.ts'
import { type FixtureServer, openBrowser, startFixture } from './harness.ts'

declare global {
  interface Window {
    lobbyHandOff: LobbyHandOffTest
  }
}

describe('issue 15 in Chromium: a handed token and a logout', () => {
  let browser: Browser
  let sandbox: RunningSandbox
  let fixture: FixtureServer
  let emails = 0
  const appId = (slug = 'all-methods') => sandbox.sandbox.apps[slug]!.id
  const freshEmail = (tag: string) => `${tag}-${++emails}-${Date.now()}@example.com`

  beforeAll(async () => {
    ;[browser, sandbox, fixture] = await Promise.all([
      openBrowser(),
      startSandbox({ port: 0 }),
      startFixture('session-handoff'),
    ])
  })

  afterAll(async () => {
    await browser?.close()
    await fixture?.close()
    await sandbox?.close()
  })

  /** Opens the fixture in a fresh browser (its own storage), or in `page`'s. */
  async function open(options: { page?: Page; app?: string; token?: string; frame?: boolean } = {}) {
    const page = options.page ?? (await (await browser.newContext()).newPage())
    const query = new URLSearchParams({ app: options.app ?? appId(), api: sandbox.url })
    if (options.frame) query.set('frame', sandbox.frameUrl)
    if (options.token) query.set('privy_token', options.token)
    await page.goto(`${fixture.url}/?${query}`)
    await page.waitForFunction(() => 'lobbyHandOff' in window)
    return page
  }

  async function signIn(page: Page, email: string) {
    await page.evaluate(() => window.lobbyHandOff.ready())
    expect(await page.evaluate((to) => window.lobbyHandOff.sendCode(to), email)).toBe('awaiting-code-input')
    const code = await latestCode(sandbox.url, email)
    expect(await page.evaluate((typed) => window.lobbyHandOff.submitCode(typed), code)).toBe('done')
  }

  /** The bearer tokens of every request `page` sends from now on. */
  function recordBearers(page: Page): () => Promise<string[]> {
    const seen: Array<Promise<string | undefined>> = []
    page.on('request', (request) => seen.push(request.allHeaders().then((headers) => headers.authorization)))
    return async () => (await Promise.all(seen)).flatMap((value) => (value ? [value.replace(/^Bearer /, '')] : []))
  }

  /** An access token of a user signed in in another browser: what an attacker puts in a link. */
  async function tokenOf(email: string, app?: string): Promise<string> {
    const page = await open({ app })
    await signIn(page, email)
    const token = await page.evaluate(() => window.lobbyHandOff.storedToken())
    await page.context().close()
    return token!
  }

  it('attack: A-2.11 a visitor signed in as A who follows a link carrying B’s privy_token is still A', async () => {
    const victim = freshEmail('victim')
    const attackerToken = await tokenOf(freshEmail('attacker'))
    const page = await open()
    await signIn(page, victim)
    const bearers = recordBearers(page)
    await open({ page, token: attackerToken })
    const after = await page.evaluate(() => window.lobbyHandOff.ready())
    expect(after).toMatchObject({ status: 'authenticated', email: victim, handOff: null })
    expect(after.href).not.toContain('privy_token')
    expect(await page.evaluate(() => window.lobbyHandOff.storedToken())).not.toBe(attackerToken)
    const sent = await bearers()
    expect(sent.length).toBeGreaterThan(0)
    expect(sent).not.toContain(attackerToken)
    await page.context().close()
  })

  it('attack: A-2.11 a privy_token of another app is never stored nor sent', async () => {
    const otherAppToken = await tokenOf(freshEmail('other-app'), appId('terms-required'))
    const page = await (await browser.newContext()).newPage()
    const bearers = recordBearers(page)
    await open({ page, token: otherAppToken })
    expect(await page.evaluate(() => window.lobbyHandOff.ready())).toMatchObject({ status: 'unauthenticated' })
    expect(await page.evaluate(() => window.lobbyHandOff.storageKeys())).toEqual(['privy:caid'])
    expect(await bearers()).not.toContain(otherAppToken)
    await page.context().close()
  })

  it('A-2.11 a privy_token of this app signs a fresh page in, out of the address, and says as whom', async () => {
    const email = freshEmail('handed')
    const accepted = await open({ token: await tokenOf(email) })
    const state = await accepted.evaluate(() => window.lobbyHandOff.ready())
    expect(state).toMatchObject({ status: 'authenticated', email, handOff: { signedInAs: email } })
    expect(state.href).not.toContain('privy_token')
    expect(await accepted.locator('#status').textContent()).toBe(`authenticated: Signed in as ${email}`)
    await accepted.context().close()
  })

  it('attack: after logout a script on the page gets no signature from the wallet the frame had unlocked', async () => {
    const page = await open({ frame: true })
    await signIn(page, freshEmail('wallet-owner'))
    const address = (await page.evaluate(() => window.lobbyHandOff.createWallet())) as Hex
    const message = toHex('issue 15')
    const signature = (await page.evaluate(({ m, a }) => window.lobbyHandOff.sign(m, a), {
      m: message,
      a: address,
    })) as Hex
    expect(await verifyMessage({ address, message: { raw: message }, signature })).toBe(true)
    // The page's script kept the token it could read, then the user logged out.
    const oldToken = (await page.evaluate(() => window.lobbyHandOff.storedToken()))!
    const attempt = { token: oldToken, address, message }
    const signFromPage = () =>
      page.evaluate(({ token, address, message }) => window.lobbyHandOff.signInFrame(token, address, message), attempt)
    const before = (await signFromPage()) as { data?: { result?: string } }
    expect(before.data?.result).toBe(signature)
    await page.evaluate(() => window.lobbyHandOff.logout())
    await page.waitForTimeout(500)
    const after = (await signFromPage()) as { data?: unknown; error?: { type: string } }
    expect(after.data).toBeUndefined()
    expect(after.error?.type).toBeTruthy()
    await page.context().close()
  })

  it('attack: after logout no privy:cross-app:* token is left in the browser', async () => {
    const page = await open()
    await signIn(page, freshEmail('cross-app'))
    await page.evaluate(() => {
      localStorage.setItem('privy:cross-app:lobbysandboxproviderapp01', 'provider-token-1')
      localStorage.setItem('privy:cross-app:lobbysandboxproviderapp02', 'provider-token-2')
    })
    await page.evaluate(() => window.lobbyHandOff.logout())
    const keys = await page.evaluate(() => window.lobbyHandOff.storageKeys())
    expect(keys.filter((key) => key.startsWith('privy:cross-app:'))).toEqual([])
    expect(keys).toContain('privy:caid')
    await page.context().close()
  })
})
