import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createLoginWithOAuth,
  OAUTH_PENDING_KEY,
  type OAuthStatus,
  unlinkOAuthAccount,
} from '../../../src/core/auth/loginWithOAuth'
import { OAUTH_RESPONSE_MESSAGE } from '../../../src/core/auth/oauthWindow'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { consent, manualTimers, type TestOAuthWindow, testOAuthWindow } from './oauthTestWindow'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(async () => {
  await h.clearFaults()
  h.sent.length = 0
})

const paths = () => h.sent.map((r) => new URL(r.url).pathname)
const INSTAGRAM_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/129.0 Mobile Safari/537.36 Instagram 350.0.0.41.97 Android'

async function readyClient(storage = new MemoryStorage()) {
  const client = h.client({ storage })
  await client.ready()
  return { client, storage }
}

/** Starts a popup flow and waits until the popup, opened blank in the click, is sent to the provider. */
async function openPopup(start: () => Promise<void>, page: TestOAuthWindow) {
  const done = start()
  // Opened at once, before any await: a browser blocks a popup opened later than the user's click.
  expect(page.opened.map((entry) => entry.url)).toEqual(['about:blank'])
  await vi.waitFor(() => expect(page.opened[0]?.url).not.toBe('about:blank'))
  expect(page.opened).toHaveLength(1)
  const opened = page.opened[0]
  if (!opened) throw new Error('no popup')
  return { done, opened }
}

/** What the popup's page posts back to the opener after the consent page (oauthReturn.handOffOAuthReturn). */
const returnMessage = (back: URL) => ({
  type: OAUTH_RESPONSE_MESSAGE,
  authorizationCode: back.searchParams.get('privy_oauth_code'),
  stateCode: back.searchParams.get('privy_oauth_state'),
  provider: back.searchParams.get('privy_oauth_provider'),
})

describe('OAuth redirect flow', () => {
  it('A-7.23 A-7.24 A-2.12 A-4.31 A-9.10 A-9.11 leaves for the provider, comes back, verifies and logs in; the return is cleaned from the URL', async () => {
    const { client, storage } = await readyClient()
    const page = testOAuthWindow()
    const flow = createLoginWithOAuth(client, { window: page, environment: null })
    await flow.start({ provider: 'github' })
    expect(flow.getSnapshot().status).toBe<OAuthStatus>('redirecting')
    const init = h.sent.find((r) => r.url.endsWith('/oauth/init'))
    const body = (await init?.json()) as Record<string, string>
    expect(Object.keys(body).sort()).toEqual(['code_challenge', 'provider', 'redirect_to', 'state_code'])
    expect(body.redirect_to).toBe(page.href)
    const pending = JSON.parse(storage.getItem(OAUTH_PENDING_KEY) ?? '{}') as Record<string, string>
    expect(Buffer.from(pending.codeVerifier ?? '', 'base64url')).toHaveLength(36)
    expect(Buffer.from(body.state_code ?? '', 'base64url')).toHaveLength(36)
    expect(body.code_challenge).toBe(
      createHash('sha256')
        .update(pending.codeVerifier ?? '')
        .digest('base64url'),
    )

    const back = await consent(h, page.assigned[0] ?? '', 'allow', 'ada')
    back.searchParams.set('keep', 'me')
    const location = {
      href: back.toString(),
      replace(href: string) {
        location.href = href
      },
    }
    // The page loads again (same storage), this time as the provider's return.
    const returned = createLoginWithOAuth(client, { pageUrl: location, window: page, environment: null })
    const seen: OAuthStatus[] = []
    returned.subscribe(() => seen.push(returned.getSnapshot().status))
    expect(await returned.handleRedirectReturn()).toBe(true)
    expect(seen).toEqual(['verifying', 'connected'])
    expect(client.store.getSnapshot().user?.linkedAccounts.map((a) => a.type)).toEqual(['github_oauth'])
    expect(new URL(location.href).search).toBe('?keep=me')
    expect(storage.getItem(OAUTH_PENDING_KEY)).toBeNull()
    expect(client.getRecentLoginMethod()).toBe('github')
  })

  it('A-1.06 a provider outside the nine fails before any request, and the error names the nine', async () => {
    const { client } = await readyClient()
    const flow = createLoginWithOAuth(client, { window: testOAuthWindow(), environment: null })
    await flow.start({ provider: 'githb' })
    const { status, error } = flow.getSnapshot()
    expect(status).toBe<OAuthStatus>('failed')
    expect(error?.shortMessage).toBe('"githb" is not an OAuth provider.')
    for (const provider of [
      'google',
      'twitter',
      'discord',
      'github',
      'spotify',
      'instagram',
      'tiktok',
      'linkedin',
      'apple',
    ])
      expect(error?.nextStep).toContain(provider)
    expect(error?.nextStep).toContain('privy:')
    expect(h.sent.filter((r) => r.url.endsWith('/oauth/init'))).toEqual([])
  })

  it('A-2.12 a page without privy_oauth_* is not an OAuth return', async () => {
    const { client } = await readyClient()
    const location = { href: 'http://localhost:5173/?a=1', replace: vi.fn() }
    const flow = createLoginWithOAuth(client, { pageUrl: location, environment: null })
    expect(await flow.handleRedirectReturn()).toBe(false)
    expect(location.replace).not.toHaveBeenCalled()
  })

  it("A-5.20 a return whose state is not the stored one is refused with 'Unexpected auth flow. This may be a phishing attempt.'", async () => {
    const { client } = await readyClient()
    const page = testOAuthWindow()
    await createLoginWithOAuth(client, { window: page, environment: null }).start({ provider: 'google' })
    const back = await consent(h, page.assigned[0] ?? '', 'allow')
    back.searchParams.set('privy_oauth_state', 'a-state-this-tab-never-made')
    const location = { href: back.toString(), replace: () => undefined }
    const flow = createLoginWithOAuth(client, { pageUrl: location, environment: null })
    h.sent.length = 0
    await flow.handleRedirectReturn()
    expect(flow.getSnapshot()).toMatchObject({ status: 'failed', retryable: false })
    expect(flow.getSnapshot().error?.message).toBe('Unexpected auth flow. This may be a phishing attempt.')
    expect(paths()).not.toContain('/api/v1/oauth/authenticate')
    expect(client.store.getSnapshot().authenticated).toBe(false)
  })

  it('A-5.18 a return with no stored verifier (another tab, a cleared storage) is refused before any request', async () => {
    const { client } = await readyClient()
    const location = {
      href: 'http://localhost:5173/?privy_oauth_code=abc&privy_oauth_state=def&privy_oauth_provider=google',
      replace: () => undefined,
    }
    const flow = createLoginWithOAuth(client, { pageUrl: location, environment: null })
    await flow.handleRedirectReturn()
    expect(flow.getSnapshot().error?.code).toBe('oauth.incomplete')
    expect(paths()).not.toContain('/api/v1/oauth/authenticate')
  })

  it("A-5.19 A-8.40 the code 'undefined' (the user denied at the provider) fails as oauth_user_denied, retryable", async () => {
    const { client } = await readyClient()
    const page = testOAuthWindow()
    await createLoginWithOAuth(client, { window: page, environment: null }).start({ provider: 'discord' })
    const back = await consent(h, page.assigned[0] ?? '', 'deny')
    const flow = createLoginWithOAuth(client, {
      pageUrl: { href: back.toString(), replace: () => undefined },
      environment: null,
    })
    await flow.handleRedirectReturn()
    expect(flow.getSnapshot()).toMatchObject({ status: 'failed', retryable: true })
    expect(flow.getSnapshot().error?.code).toBe('oauth_user_denied')
  })
})

describe('OAuth popup flow', () => {
  it('A-4.33 A-9.20 A-4.31 opens the provider in a 440 by 680 popup and logs in with what the popup posts back', async () => {
    const { client } = await readyClient()
    const page = testOAuthWindow()
    const flow = createLoginWithOAuth(client, { window: page, environment: null })
    const { done, opened } = await openPopup(() => flow.start({ provider: 'spotify', flow: 'popup' }), page)
    expect(opened.size).toEqual({ width: 440, height: 680 })
    expect(flow.getSnapshot().status).toBe('awaiting-popup')
    const back = await consent(h, opened.url, 'allow', 'grace')
    page.post(page.origin, returnMessage(back))
    await done
    expect(flow.getSnapshot().status).toBe('connected')
    expect(opened.popup.closed).toBe(true)
    expect(client.store.getSnapshot().user?.linkedAccounts[0]).toMatchObject({ type: 'spotify_oauth' })
  })

  it("A-4.34 A-8.46 a popup the user closes is noticed by the 300 ms poll: 'User rejected request', retryable", async () => {
    const { client } = await readyClient()
    const page = testOAuthWindow()
    const timers = manualTimers()
    const flow = createLoginWithOAuth(client, { window: page, environment: null, timers })
    const { done, opened } = await openPopup(() => flow.start({ provider: 'twitter', flow: 'popup' }), page)
    expect(timers.pending().sort((a, b) => a - b)).toEqual([300, 120_000])
    timers.fire(300)
    expect(timers.pending()).toContain(300)
    opened.popup.closed = true
    timers.fire(300)
    await done
    expect(flow.getSnapshot()).toMatchObject({ status: 'failed', retryable: true })
    expect(flow.getSnapshot().error?.message).toBe('User rejected request')
    expect(timers.pending()).toEqual([])
  })

  it("A-4.34 A-8.46 closing the popup while it is still blank (oauth/init not answered yet) is 'User rejected request' too", async () => {
    const { client } = await readyClient()
    const page = testOAuthWindow()
    const flow = createLoginWithOAuth(client, { window: page, environment: null, timers: manualTimers() })
    const done = flow.start({ provider: 'discord', flow: 'popup' })
    expect(page.opened.map((entry) => entry.url)).toEqual(['about:blank'])
    page.opened[0]!.popup.closed = true
    await done
    expect(flow.getSnapshot()).toMatchObject({ status: 'failed', retryable: true })
    expect(flow.getSnapshot().error?.message).toBe('User rejected request')
    // Nothing opened again and the closed popup was never sent anywhere.
    expect(page.opened.map((entry) => entry.url)).toEqual(['about:blank'])
  })

  it('A-4.33 A-4.34 a landing page that posts nothing: the 300 ms poll reads the return from the popup once it is back on this origin', async () => {
    const { client } = await readyClient()
    const page = testOAuthWindow()
    const timers = manualTimers()
    const flow = createLoginWithOAuth(client, { window: page, environment: null, timers })
    const { done, opened } = await openPopup(() => flow.start({ provider: 'github', flow: 'popup' }), page)
    let location: string | null = null // on the provider's origin, the address cannot be read
    opened.popup.readUrl = () => location
    timers.fire(300)
    const back = await consent(h, opened.url, 'allow')
    location = back.toString()
    timers.fire(300)
    await done
    expect(flow.getSnapshot().status).toBe('connected')
    expect(opened.popup.closed).toBe(true)
  })

  it("A-4.35 A-8.45 after 120000 ms the popup is closed: 'Authorization request timed out after 2 minutes.'", async () => {
    const { client } = await readyClient()
    const page = testOAuthWindow()
    const timers = manualTimers()
    const flow = createLoginWithOAuth(client, { window: page, environment: null, timers })
    const { done, opened } = await openPopup(() => flow.start({ provider: 'linkedin', flow: 'popup' }), page)
    timers.fire(120_000)
    await done
    expect(opened.popup.closed).toBe(true)
    expect(flow.getSnapshot().error?.message).toBe('Authorization request timed out after 2 minutes.')
  })

  it("A-8.47 a return posted from another origin is refused: 'Origins between parent and child windows do not match.'", async () => {
    const { client } = await readyClient()
    const page = testOAuthWindow()
    const flow = createLoginWithOAuth(client, { window: page, environment: null })
    const { done, opened } = await openPopup(() => flow.start({ provider: 'apple', flow: 'popup' }), page)
    const back = await consent(h, opened.url, 'allow')
    h.sent.length = 0
    page.post('https://evil.example', returnMessage(back))
    await done
    expect(flow.getSnapshot()).toMatchObject({ status: 'failed', retryable: false })
    expect(flow.getSnapshot().error?.message).toBe('Origins between parent and child windows do not match.')
    expect(paths()).toEqual([])
  })

  it('A-4.32 A-8.42 A-8.41 a suspended account and a provider rate limit fail without a retry; a closed popup may be retried', async () => {
    for (const [decision, code] of [
      ['suspended', 'oauth_account_suspended'],
      ['rate_limited', 'oauth_provider_rate_limited'],
    ] as const) {
      const { client } = await readyClient()
      const page = testOAuthWindow()
      const flow = createLoginWithOAuth(client, { window: page, environment: null })
      const { done, opened } = await openPopup(() => flow.start({ provider: 'tiktok', flow: 'popup' }), page)
      page.post(page.origin, returnMessage(await consent(h, opened.url, decision)))
      await done
      expect(flow.getSnapshot()).toMatchObject({ status: 'failed', retryable: false })
      expect(flow.getSnapshot().error?.code).toBe(code)
    }
  })

  it('A-8.41 our own rate limit (too_many_requests) is told apart from the provider rate limit', async () => {
    const { client } = await readyClient()
    await h.addFault({
      route: '/api/v1/oauth/init',
      status: 429,
      body: { code: 'too_many_requests', error: 'Too many requests.' },
    })
    const flow = createLoginWithOAuth(client, { window: testOAuthWindow(), environment: null })
    await flow.start({ provider: 'google', flow: 'popup' })
    expect(flow.getSnapshot().error?.code).toBe('too_many_requests')
  })
})

describe('OAuth link and unlink', () => {
  it('A-7.24 A-7.25 A-4.65 links the provider account to the signed-in user, then unlinks it and refetches the user', async () => {
    const client = await loginByEmail(
      h,
      h.client({ storage: new MemoryStorage() }),
      `oauth-link-${Date.now()}@example.com`,
    )
    const page = testOAuthWindow()
    const flow = createLoginWithOAuth(client, { mode: 'link', window: page, environment: null })
    const { done, opened } = await openPopup(() => flow.start({ provider: 'github', flow: 'popup' }), page)
    page.post(page.origin, returnMessage(await consent(h, opened.url, 'allow')))
    await done
    expect(flow.getSnapshot().status).toBe('connected')
    const linked = client.store.getSnapshot().user?.linkedAccounts.find((a) => a.type === 'github_oauth')
    expect(linked?.subject).toBeTruthy()
    h.sent.length = 0
    const user = await unlinkOAuthAccount(client, { provider: 'github', subject: linked?.subject ?? '' })
    expect(paths()).toEqual(['/api/v1/oauth/unlink', '/api/v1/users/me'])
    expect(user?.linkedAccounts.map((a) => a.type)).toEqual(['email'])
    expect(client.store.getSnapshot().user?.linkedAccounts.map((a) => a.type)).toEqual(['email'])
  })

  it("A-8.43 A-5.24 a second account of the same provider: 'You cannot authorize more than one account for this user.'", async () => {
    const client = await loginByEmail(
      h,
      h.client({ storage: new MemoryStorage() }),
      `oauth-two-${Date.now()}@example.com`,
    )
    for (const round of [1, 2]) {
      const page = testOAuthWindow()
      const flow = createLoginWithOAuth(client, { mode: 'link', window: page, environment: null })
      if (round === 2) {
        await flow.start({ provider: 'discord', flow: 'popup' })
        expect(flow.getSnapshot().error?.code).toBe('cannot_link_more_of_type')
        expect(flow.getSnapshot().retryable).toBe(false)
        return
      }
      const { done, opened } = await openPopup(() => flow.start({ provider: 'discord', flow: 'popup' }), page)
      page.post(page.origin, returnMessage(await consent(h, opened.url, 'allow')))
      await done
    }
  })
})

describe('OAuth in an in-app browser', () => {
  it('A-8.48 Google is refused at once in an in-app browser, with the in-app-browser error', async () => {
    const { client } = await readyClient()
    const page = testOAuthWindow()
    const flow = createLoginWithOAuth(client, { window: page, environment: { userAgent: INSTAGRAM_UA } })
    h.sent.length = 0
    await flow.start({ provider: 'google', flow: 'popup' })
    expect(flow.getSnapshot().error?.code).toBe('oauth.in_app_browser')
    expect(flow.getSnapshot().error?.message).toBe(
      "It looks like you're using an in-app browser. To log in, please try again using an external browser.",
    )
    expect(page.opened).toEqual([])
    expect(paths()).toEqual([])
  })

  it('behavior: other providers go by redirect in an in-app browser, where popups do not open', async () => {
    const { client } = await readyClient()
    const page = testOAuthWindow()
    const flow = createLoginWithOAuth(client, { window: page, environment: { userAgent: INSTAGRAM_UA } })
    await flow.start({ provider: 'github', flow: 'popup' })
    expect(page.opened).toEqual([])
    expect(page.assigned).toHaveLength(1)
  })
})
