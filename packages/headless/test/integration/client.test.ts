import { solveCaptcha } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ANALYTICS_ID_KEY } from '../../src/core/client'
import { getRecentWalletClient } from '../../src/core/connectors/recentWalletClient'
import { isLobbyError } from '../../src/core/errors/lobbyError'
import { TOKEN_KEYS } from '../../src/core/session/tokenStore'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from './sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

/** The page address the client reads on load and rewrites to drop what it consumed. */
function fakePage(initial: string): { href: string; replace(next: string): void } {
  const page = {
    href: initial,
    replace(next: string) {
      page.href = next
    },
  }
  return page
}

let n = 0
const freshEmail = () => `client-${++n}-${Date.now()}@example.com`

describe('client ↔ sandbox', () => {
  it('A-4.02 goes from not ready to ready and signed out, then to authenticated', async () => {
    const client = h.client()
    expect(client.store.getSnapshot()).toMatchObject({ status: 'not-ready', ready: false, authenticated: false })
    await client.ready()
    expect(client.store.getSnapshot()).toMatchObject({ status: 'unauthenticated', ready: true })
    await loginByEmail(h, client, freshEmail())
    expect(client.store.getSnapshot()).toMatchObject({ status: 'authenticated', authenticated: true })
  })

  it('A-7.09 A-4.49 a reload with stored tokens restores the session and the user', async () => {
    const storage = new MemoryStorage()
    const email = freshEmail()
    await loginByEmail(h, h.client({ storage }), email)
    const reloaded = h.client({ storage })
    await reloaded.ready()
    expect(reloaded.store.getSnapshot()).toMatchObject({ status: 'authenticated' })
    expect(reloaded.store.getSnapshot().user?.email?.address).toBe(email)
  })

  it('A-2.11 privy_token is read on load, stored, then removed from the URL', async () => {
    const first = await loginByEmail(h, h.client(), freshEmail())
    const token = first.tokens.read().token!
    const page = fakePage(`http://app.test/welcome?privy_token=${encodeURIComponent(token)}&tab=2#top`)
    const storage = new MemoryStorage()
    const client = h.client({ storage, pageUrl: page })
    await client.ready()
    expect(page.href).toBe('http://app.test/welcome?tab=2#top')
    expect(storage.getItem(TOKEN_KEYS.token)).toBe(token)
    expect(client.store.getSnapshot().user?.id).toBe(first.store.getSnapshot().user?.id)
  })

  it('A-2.13 a wallet deep link is read on load, removed from the URL, and its wallet client becomes the recent one', async () => {
    const page = fakePage('http://app.test/swap?privy_connector=injected&privy_wallet_client=metamask&tab=2#top')
    const storage = new MemoryStorage()
    const client = h.client({ storage, pageUrl: page })
    expect(client.walletDeepLink).toBeNull()
    await client.ready()
    expect(page.href).toBe('http://app.test/swap?tab=2#top')
    expect(client.walletDeepLink).toEqual({ connector: 'injected', walletClient: 'metamask' })
    expect(getRecentWalletClient(storage, client.appId)).toBe('metamask')
  })

  it('A-7.45 A-6.06 terms acceptance is stored for the user of a terms-required app', async () => {
    const client = h.client({ appId: h.appId('terms-required') })
    await loginByEmail(h, client, freshEmail())
    expect(client.store.getSnapshot().user?.hasAcceptedTerms).toBe(false)
    const user = await client.acceptTerms()
    expect(user.hasAcceptedTerms).toBe(true)
    expect((await client.refreshUser())?.hasAcceptedTerms).toBe(true)
  })

  it('A-7.45 accepting terms while signed out is refused without a request', async () => {
    const client = h.client()
    h.sent.length = 0
    const error = await client.acceptTerms().catch((e: unknown) => e)
    expect(isLobbyError(error, 'must_be_authenticated')).toBe(true)
    expect(h.sent).toHaveLength(0)
  })

  it('A-4.64 account sync refetches up to 10 times, 500 ms apart, until the change shows', async () => {
    const client = await loginByEmail(h, h.client(), freshEmail())
    h.sent.length = 0
    let calls = 0
    const user = await client.syncUser(() => ++calls === 3)
    expect(calls).toBe(3)
    expect(user?.id).toBe(client.store.getSnapshot().user?.id)
    expect(h.sent.filter((r) => r.url.endsWith('/users/me'))).toHaveLength(3)
  })

  it('A-4.64 account sync refetches 500 ms apart and gives up after the 10th', async () => {
    const client = await loginByEmail(h, h.client(), freshEmail())
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const before = h.sent.length
      const sent = () => h.sent.slice(before).filter((r) => r.url.endsWith('/users/me')).length
      let calls = 0
      let outcome: unknown = 'pending'
      void client
        .syncUser(() => {
          calls++
          return false
        })
        .then((user) => (outcome = user?.id))
      // A refetch takes real time (its token is checked off the main thread), so the test waits in
      // real time, without moving the fake clock, before each count.
      const realWait = async (until: () => boolean, ms = 5_000) => {
        const started = performance.now()
        while (!until() && performance.now() - started < ms) await new Promise(setImmediate)
      }
      await realWait(() => calls === 1)
      expect([sent(), calls]).toEqual([1, 1])
      for (let count = 2; count <= 10; count++) {
        await vi.advanceTimersByTimeAsync(499)
        await realWait(() => false, 100)
        expect(sent()).toBe(count - 1)
        await vi.advanceTimersByTimeAsync(1)
        await realWait(() => calls === count)
        expect([sent(), calls]).toEqual([count, count])
      }
      await vi.advanceTimersByTimeAsync(0)
      expect(outcome).toBe(client.store.getSnapshot().user?.id)
      await vi.advanceTimersByTimeAsync(5_000)
      expect(calls).toBe(10)
    } finally {
      vi.useRealTimers()
    }
  })

  it('A-9.31 A-7.13 A-7.04 one analytics id per client, sent as privy-ca-id and with events', async () => {
    const storage = new MemoryStorage()
    const client = h.client({ storage, analytics: true })
    const id = storage.getItem(ANALYTICS_ID_KEY)
    expect(id).toBeTruthy()
    h.client({ storage, analytics: true })
    expect(storage.getItem(ANALYTICS_ID_KEY)).toBe(id)
    h.sent.length = 0
    await loginByEmail(h, client, freshEmail())
    expect(h.sent.every((r) => r.headers.get('privy-ca-id') === id)).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const events = h.sent.filter((r) => r.url.endsWith('/analytics_events'))
    expect(events.length).toBeGreaterThan(0)
    expect(await events[0]!.json()).toMatchObject({ event_name: 'sdk_authenticate', client_id: id })
    // calls that pass no token of their own carry the stored access token.
    expect(events[0]!.headers.get('authorization')).toBe(`Bearer ${client.tokens.read().token}`)
  })
})

describe('client ↔ sandbox: captcha and other tabs', () => {
  it('A-7.15 passwordless/init carries the captcha token on a captcha app', async () => {
    const { createLoginWithEmail } = await import('../../src/core/auth/loginWithEmail')
    const client = h.client({ appId: h.appId('captcha') })
    const email = freshEmail()
    const without = createLoginWithEmail(client)
    await without.sendCode(email)
    expect(without.getSnapshot().error?.code).toBe('invalid_captcha')
    const token = await solveCaptcha(h.sandbox.app)
    const withToken = createLoginWithEmail(client, { getCaptchaToken: () => token })
    h.sent.length = 0
    await withToken.sendCode(email)
    expect(withToken.getSnapshot().status).toBe('awaiting-code-input')
    expect(await h.sent[0]!.json()).toEqual({ email, token })
  })

  it('A-1.13 the other capabilities on one captcha app: captcha-guarded login, terms acceptance, session refresh, logout', async () => {
    const { createLoginWithEmail } = await import('../../src/core/auth/loginWithEmail')
    const client = h.client({ appId: h.appId('captcha') })
    await client.ready()
    const email = freshEmail()
    const token = await solveCaptcha(h.sandbox.app)
    const flow = createLoginWithEmail(client, { getCaptchaToken: () => token })
    await flow.sendCode(email)
    await flow.submitCode(await h.latestCode(email))
    expect(client.store.getSnapshot().authenticated).toBe(true)
    expect((await client.acceptTerms()).hasAcceptedTerms).toBe(true)
    const before = client.tokens.read()
    expect(await client.session.refresh()).toMatchObject({ status: 'refreshed' })
    const after = client.tokens.read()
    expect(after.refreshToken).not.toBe(before.refreshToken)
    expect(client.store.getSnapshot().user?.email?.address).toBe(email)
    await client.logout()
    expect(client.store.getSnapshot()).toMatchObject({ authenticated: false, user: null })
    expect(client.tokens.read()).toMatchObject({ token: null, refreshToken: null })
  })

  it('A-4.03 a logout in another tab signs this tab out', async () => {
    const storage = new MemoryStorage()
    const tab = await loginByEmail(h, h.client({ storage }), freshEmail())
    const other = h.client({ storage })
    await other.ready()
    expect(other.store.getSnapshot().authenticated).toBe(true)
    await tab.logout()
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEYS.refreshToken, newValue: null }))
    expect(other.store.getSnapshot()).toMatchObject({ authenticated: false, user: null, status: 'unauthenticated' })
    other.destroy()
    tab.destroy()
  })
})
