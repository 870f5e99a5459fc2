import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { AuthResult } from '../../../src/core/api/authResult'
import type { LobbyClient } from '../../../src/core/client'
import { isLobbyError, type LobbyError } from '../../../src/core/errors/lobbyError'
import { createHttpClient } from '../../../src/core/http/createHttpClient'
import { createSession } from '../../../src/core/session/createSession'
import { decodeJwt } from '../../../src/core/session/decodeJwt'
import type { TabLock } from '../../../src/core/session/tabLock'
import { createTokenStore, TOKEN_KEYS } from '../../../src/core/session/tokenStore'
import {
  API_URL,
  loginByEmail,
  MemoryStorage,
  type SandboxHarness,
  startSandboxHarness,
} from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(async () => {
  await h.clearFaults()
  h.sent.length = 0
})

let n = 0
const freshEmail = () => `session-${++n}-${Date.now()}@example.com`
const paths = () => h.sent.map((r) => new URL(r.url).pathname)
const signedIn = async (client = h.client()) => loginByEmail(h, client, freshEmail())

describe('session refresh', () => {
  it('A-4.49 A-4.50 A-7.09 A-4.55 posts the refresh token with a bearer header and stores the rotated tokens', async () => {
    const client = await signedIn()
    const before = client.tokens.read()
    h.sent.length = 0
    const outcome = await client.session.refresh()
    expect(outcome.status).toBe('refreshed')
    const [request] = h.sent
    expect(new URL(request!.url).pathname).toBe('/api/v1/sessions')
    expect(request!.headers.get('authorization')).toBe(`Bearer ${before.token}`)
    expect(await request!.json()).toEqual({ refresh_token: before.refreshToken })
    const after = client.tokens.read()
    expect(after.refreshToken).not.toBe(before.refreshToken)
    expect(after.token).toBeTruthy()
    expect(after.identityToken).toBeTruthy()
  })

  it('A-4.52 with no tokens and no forked token a refresh does nothing', async () => {
    const client = h.client()
    expect(await client.session.refresh()).toEqual({ status: 'none' })
    expect(h.sent).toHaveLength(0)
  })

  it('A-4.53 a refresh answered missing_or_invalid_token clears local state', async () => {
    const client = await signedIn()
    client.tokens.write({ refreshToken: 'not-a-real-refresh-token' })
    expect(await client.session.refresh()).toEqual({ status: 'cleared' })
    expect(client.tokens.read()).toEqual({ token: null, refreshToken: null, identityToken: null, forkedToken: null })
    expect(client.store.getSnapshot().authenticated).toBe(false)
  })

  it('behavior: a refresh that fails for another reason keeps the session', async () => {
    const client = await signedIn()
    const before = client.tokens.read()
    await h.addFault({ route: '/api/v1/sessions', status: 400 })
    const error = await client.session.refresh().catch((e: unknown) => e)
    expect(isLobbyError(error, 'sandbox_fault')).toBe(true)
    expect(client.tokens.read()).toEqual(before)
  })

  it('behavior: a malformed refresh answer gives a clear error and leaves the session untouched', async () => {
    const client = await signedIn()
    const before = client.tokens.read()
    await h.addFault({ route: '/api/v1/sessions', malformed: true })
    const error = await client.session.refresh().catch((e: unknown) => e)
    expect(isLobbyError(error, 'unexpected_response')).toBe(true)
    expect(client.tokens.read()).toEqual(before)
    expect(client.store.getSnapshot().authenticated).toBe(true)
  })

  it('A-4.49 concurrent refreshes in one tab send one request', async () => {
    const client = await signedIn()
    h.sent.length = 0
    const outcomes = await Promise.all([client.session.refresh(), client.session.refresh(), client.session.refresh()])
    expect(paths()).toEqual(['/api/v1/sessions'])
    expect(outcomes.map((o) => o.status)).toEqual(['refreshed', 'refreshed', 'refreshed'])
  })

  it('A-4.49 two tabs refreshing at once burn the refresh token once and both stay signed in', async () => {
    const storage = new MemoryStorage()
    const tabA = await signedIn(h.client({ storage }))
    const tabB = h.client({ storage })
    await tabB.ready()
    expect(tabB.store.getSnapshot().authenticated).toBe(true)
    h.sent.length = 0
    const [a, b] = await Promise.all([tabA.session.refresh(), tabB.session.refresh()])
    expect(paths().filter((p) => p === '/api/v1/sessions')).toHaveLength(1)
    expect([a.status, b.status].sort()).toEqual(['adopted', 'refreshed'])
    expect(await tabA.getAccessToken()).toBeTruthy()
    expect(await tabB.getAccessToken()).toBeTruthy()
    expect(await h.events('refresh_token_reuse')).toEqual([])
  })
})

describe('refresh across tabs', () => {
  /** A lock this tab gets only after the other tab's `meanwhile` ran, once armed, as Web Locks would. */
  const lockAfter = (meanwhile: () => unknown) => {
    const lock = {
      armed: false,
      run: (async (task) => {
        const waited = lock.armed
        lock.armed = false
        if (waited) await meanwhile()
        return task({ waited })
      }) as TabLock['run'],
    }
    return lock
  }

  it('A-4.49 a tab that waited while the other tab refreshed uses the tokens that reach its storage after the lock, posting nothing', async () => {
    const storage = new MemoryStorage()
    const tabA = await signedIn(h.client({ storage }))
    let rotated: string | null = null
    // The other tab's answer lands in this tab's storage 100 ms after the lock is released.
    const lock = lockAfter(() => {
      setTimeout(async () => {
        await tabA.session.refresh()
        rotated = tabA.tokens.read().refreshToken
      }, 100)
    })
    const tabB = h.client({ storage, lock })
    await tabB.ready()
    lock.armed = true
    h.sent.length = 0
    expect(await tabB.session.refresh()).toEqual({ status: 'adopted' })
    expect(rotated).not.toBeNull()
    expect(tabB.tokens.read().refreshToken).toBe(rotated)
    expect(paths()).toEqual(['/api/v1/sessions'])
    expect(await h.events('refresh_token_reuse')).toEqual([])
  })

  it('A-4.49 A-4.03 a tab that waited while the other tab logged out ends signed out, posting nothing', async () => {
    const storage = new MemoryStorage()
    const tabA = await signedIn(h.client({ storage }))
    const lock = lockAfter(() => tabA.logout())
    const tabB = h.client({ storage, lock })
    await tabB.ready()
    lock.armed = true
    h.sent.length = 0
    expect(await tabB.session.refresh()).toEqual({ status: 'cleared' })
    expect(paths()).toEqual(['/api/v1/sessions/logout'])
    expect(tabB.store.getSnapshot().authenticated).toBe(false)
  })
  it('A-4.49 a tab that waited but sees no new tokens within a second refreshes on its own', async () => {
    const storage = new MemoryStorage()
    await signedIn(h.client({ storage }))
    const lock = lockAfter(() => undefined)
    const tab = h.client({ storage, lock })
    await tab.ready()
    lock.armed = true
    h.sent.length = 0
    expect((await tab.session.refresh()).status).toBe('refreshed')
    expect(paths()).toEqual(['/api/v1/sessions'])
  })

  it('A-4.51 A-4.52 a forked token another tab recovered while this one waited is not posted again', async () => {
    const storage = new MemoryStorage()
    const lock = lockAfter(() => storage.removeItem(TOKEN_KEYS.forkedToken))
    const tab = h.client({ storage, lock })
    tab.tokens.write({ forkedToken: 'forked' })
    lock.armed = true
    h.sent.length = 0
    expect(await tab.session.refresh()).toEqual({ status: 'none' })
    expect(h.sent).toHaveLength(0)
  })

  it('A-4.49 A-4.54 with server cookies a refresh token gone from storage while waiting is no logout: the refresh is posted', async () => {
    const storage = new MemoryStorage()
    const lock = lockAfter(() => storage.removeItem(TOKEN_KEYS.refreshToken))
    const client = h.client({ storage, lock, serverCookies: true, pageOrigin: 'https://app.example' })
    client.tokens.write({ token: 'a.b.c', refreshToken: 'refresh' })
    lock.armed = true
    h.sent.length = 0
    await client.session.refresh()
    expect(paths()).toEqual(['/api/v1/sessions'])
    expect(await h.sent[0]!.json()).toEqual({})
  })
})

describe('refresh answers', () => {
  it('A-4.56 a refresh answered with session_update_action clear wipes local state', async () => {
    const client = await signedIn()
    // A real refresh answer of another session, replayed with the clear action.
    const other = await signedIn()
    h.sent.length = 0
    await other.session.refresh()
    const [sent] = h.sent
    const replay = await h.fetch(
      new Request(sent!.url, {
        method: 'POST',
        headers: sent!.headers,
        body: JSON.stringify({ refresh_token: other.tokens.read().refreshToken }),
      }),
    )
    const answer = (await replay.json()) as Record<string, unknown>
    await h.addFault({ route: '/api/v1/sessions', body: { ...answer, session_update_action: 'clear' }, times: 1 })
    expect(await client.session.refresh()).toEqual({ status: 'cleared' })
    expect(client.tokens.read()).toEqual({ token: null, refreshToken: null, identityToken: null, forkedToken: null })
    expect(client.store.getSnapshot().authenticated).toBe(false)
  })
})

describe('refresh preconditions', () => {
  /** The refresh lock while another tab holds it for good. */
  const heldElsewhere: TabLock = { run: () => new Promise(() => undefined) }

  it('A-4.49 A-4.52 an access token alone, or a refresh token alone, is nothing to refresh: no request, and no wait for the lock', async () => {
    for (const tokens of [{ token: 'a.b.c' }, { refreshToken: 'refresh' }, {}]) {
      const client = h.client({ lock: heldElsewhere })
      client.tokens.write(tokens)
      expect(await client.session.refresh()).toEqual({ status: 'none' })
    }
    expect(h.sent).toHaveLength(0)
  })

  it("A-8.66 a session built without its HTTP client (plain JavaScript) refuses to refresh with 'Session has no API instance', its tokens kept", async () => {
    const tokens = createTokenStore()
    tokens.write({ token: 'a.b.c', refreshToken: 'refresh' })
    const options = { appId: 'clobby0000000000000000001', tokens } as unknown as Parameters<typeof createSession>[0]
    const session = createSession(options)
    const refused = await session.refresh().catch((error: unknown) => error)
    expect(isLobbyError(refused)).toBe(true)
    expect((refused as LobbyError).message).toBe('Session has no API instance')
    expect(tokens.read()).toMatchObject({ token: 'a.b.c', refreshToken: 'refresh' })
    tokens.clear()
  })

  it('A-4.49 A-4.54 with server cookies, a refresh is posted (without a body token) unless the cookies are gone on the API origin', async () => {
    const cases = [
      // Another origin than the API's: the API's own cookies may carry the session.
      { pageOrigin: 'https://app.example', cookie: '', token: 'a.b.c' },
      // The refresh-presence cookie is there.
      { pageOrigin: API_URL, cookie: 'privy-session=t', token: 'a.b.c' },
      // No token lingers.
      { pageOrigin: API_URL, cookie: '', token: null },
    ]
    for (const { pageOrigin, cookie, token } of cases) {
      const client = h.client({ serverCookies: true, pageOrigin, cookies: { cookie } })
      client.tokens.write({ token })
      h.sent.length = 0
      await client.session.refresh()
      expect(paths()).toEqual(['/api/v1/sessions'])
      expect(await h.sent[0]!.json()).toEqual({})
    }
  })
})

describe('session update actions', () => {
  const result = (action: AuthResult['sessionUpdateAction']): AuthResult => ({
    user: {
      id: 'u',
      createdAt: new Date(0),
      linkedAccounts: [],
      mfaMethods: [],
      hasAcceptedTerms: false,
      isGuest: false,
    },
    isNewUser: false,
    token: 'new-access',
    refreshToken: 'new-refresh',
    identityToken: 'new-identity',
    sessionUpdateAction: action,
    oauthTokens: null,
  })
  const seeded = () => {
    const client = h.client()
    client.tokens.write({ token: 'old-access', refreshToken: 'old-refresh', identityToken: 'old-identity' })
    return client
  }

  it('A-4.55 set stores the refresh, access and identity tokens', () => {
    const client = seeded()
    client.session.applyAuthResult(result('set'))
    expect(client.tokens.read()).toMatchObject({
      token: 'new-access',
      refreshToken: 'new-refresh',
      identityToken: 'new-identity',
    })
  })

  it('A-4.56 clear wipes local state', () => {
    const client = seeded()
    client.session.applyAuthResult(result('clear'))
    expect(client.tokens.read()).toEqual({ token: null, refreshToken: null, identityToken: null, forkedToken: null })
  })

  it('A-4.57 ignore stores only the access token and the identity token', () => {
    const client = seeded()
    client.session.applyAuthResult(result('ignore'))
    expect(client.tokens.read()).toMatchObject({
      token: 'new-access',
      refreshToken: 'old-refresh',
      identityToken: 'new-identity',
    })
    client.session.applyAuthResult({ ...result('ignore'), token: 'newer', identityToken: null })
    expect(client.tokens.read()).toMatchObject({ token: 'newer', identityToken: 'new-identity' })
  })

  it('A-4.58 no action stores every token', () => {
    const client = seeded()
    client.session.applyAuthResult(result(undefined))
    expect(client.tokens.read()).toMatchObject({
      token: 'new-access',
      refreshToken: 'new-refresh',
      identityToken: 'new-identity',
    })
  })
})

describe('getAccessToken', () => {
  const expiryOf = (client: LobbyClient) => decodeJwt(client.tokens.read().token!)!.exp! * 1000

  it('A-4.61 returns the stored token while it has more than 30 s left, and asks for a new one at 30 s', async () => {
    const storage = new MemoryStorage()
    const first = await signedIn(h.client({ storage }))
    const exp = expiryOf(first)
    const client = h.client({ storage, now: () => exp - 30_001 })
    h.sent.length = 0
    expect(await client.getAccessToken()).toBe(first.tokens.read().token)
    expect(h.sent).toHaveLength(0)
    const atMargin = h.client({ storage, now: () => exp - 30_000 })
    await atMargin.getAccessToken()
    expect(paths()).toEqual(['/api/v1/sessions'])
  })

  it('A-4.61 A-4.63 refreshes a token with 30 s or less left', async () => {
    const client = await signedIn()
    const old = client.tokens.read().token
    h.skewMs = expiryOf(client) - 30_000 - Date.now()
    try {
      h.sent.length = 0
      const token = await client.getAccessToken()
      expect(paths()).toEqual(['/api/v1/sessions'])
      expect(token).not.toBe(old)
      expect(token).toBe(client.tokens.read().token)
    } finally {
      h.skewMs = 0
    }
  })

  it('A-4.63 with auto-refresh disabled an expiring token gives null and no request', async () => {
    const storage = new MemoryStorage()
    const first = await signedIn(h.client({ storage }))
    const client = h.client({ storage, now: () => expiryOf(first) + 1_000 })
    h.sent.length = 0
    expect(await client.getAccessToken({ autoRefresh: false })).toBeNull()
    expect(h.sent).toHaveLength(0)
  })

  it("A-4.62 a token whose audience is another app's logs the user out", async () => {
    const storage = new MemoryStorage()
    await signedIn(h.client({ storage }))
    const otherApp = h.client({ storage, appId: h.appId('terms-required') })
    h.sent.length = 0
    expect(await otherApp.getAccessToken()).toBeNull()
    expect(paths()).toContain('/api/v1/sessions/logout')
    expect(paths()).not.toContain('/api/v1/sessions')
    expect(storage.getItem(TOKEN_KEYS.token)).toBeNull()
    expect(storage.getItem(TOKEN_KEYS.refreshToken)).toBeNull()
  })
})

describe('getAccessToken without a usable session', () => {
  it('A-4.53 A-4.63 a refresh answered missing_or_invalid_token gives null', async () => {
    const client = h.client()
    client.tokens.write({ token: 'not-a-jwt', refreshToken: 'not-a-real-refresh-token' })
    expect(await client.getAccessToken()).toBeNull()
    expect(paths()).toEqual(['/api/v1/sessions'])
    expect(client.tokens.read().token).toBeNull()
  })
})

describe('logout', () => {
  it('A-4.59 A-4.60 with no session token at all nothing is posted and local state is cleared', async () => {
    const client = h.client()
    client.tokens.write({ identityToken: 'i.d.t' })
    await client.logout()
    expect(h.sent).toHaveLength(0)
    expect(client.tokens.read()).toEqual({ token: null, refreshToken: null, identityToken: null, forkedToken: null })
  })

  it('attack: A-4.59 A-7.10 a session this tab holds only by its access token (privy_token, server cookies) is ended on the server at logout, not left alive', async () => {
    const storage = new MemoryStorage()
    const first = await signedIn(h.client({ storage }))
    const { token, refreshToken } = first.tokens.read()
    // The tab that logs out has the access token alone; the refresh token lives elsewhere (a cookie, another tab).
    const tab = h.client({ storage: new MemoryStorage() })
    tab.tokens.write({ token })
    h.sent.length = 0
    await tab.logout()
    expect(paths()).toEqual(['/api/v1/sessions/logout'])
    expect(h.sent[0]!.headers.get('authorization')).toBe(`Bearer ${token}`)
    expect(tab.tokens.read().token).toBeNull()
    // The server ended that session: its refresh token no longer refreshes.
    const again = h.client()
    again.tokens.write({ token: 'x.y.z', refreshToken })
    expect(await again.session.refresh()).toEqual({ status: 'cleared' })
  })

  it('A-4.59 A-7.10 A-4.03 posts the refresh token to sessions/logout and clears local state', async () => {
    const client = await signedIn()
    const { refreshToken } = client.tokens.read()
    h.sent.length = 0
    await client.logout()
    expect(paths()).toEqual(['/api/v1/sessions/logout'])
    expect(await h.sent[0]!.json()).toEqual({ refresh_token: refreshToken })
    expect(client.tokens.read().refreshToken).toBeNull()
    expect(client.store.getSnapshot()).toMatchObject({ authenticated: false, user: null, status: 'unauthenticated' })
    // The server destroyed the session: the old refresh token no longer works.
    const again = h.client()
    again.tokens.write({ token: 'x.y.z', refreshToken })
    expect(await again.session.refresh()).toEqual({ status: 'cleared' })
  })

  it('A-4.60 a failed destroy call still clears local state', async () => {
    const client = await signedIn()
    await h.addFault({ route: '/api/v1/sessions/logout', status: 400 })
    await client.logout()
    expect(client.tokens.read().refreshToken).toBeNull()
    expect(client.store.getSnapshot().authenticated).toBe(false)
  })
})

describe('fork and recover', () => {
  it('A-7.11 forking without a session is refused with a coded error and no request', async () => {
    const error = await h
      .client()
      .session.fork()
      .catch((e: unknown) => e)
    expect(isLobbyError(error, 'must_be_authenticated')).toBe(true)
    expect((error as LobbyError).kind).toBe('client_error')
    expect((error as Error).message).toBe('There is no session to fork.')
    expect(h.sent).toHaveLength(0)
  })

  it('A-7.11 A-7.12 A-4.51 a forked session token starts a second session for the same user', async () => {
    const client = await signedIn()
    const userId = client.store.getSnapshot().user!.id
    const before = client.tokens.read().refreshToken
    const fork = await client.session.fork()
    expect(client.tokens.read().refreshToken).toBe(fork.refreshToken)
    expect(fork.refreshToken).not.toBe(before)
    const other = h.client()
    other.tokens.write({ forkedToken: fork.newSessionRefreshToken })
    h.sent.length = 0
    await other.ready()
    expect(paths()).toContain('/api/v1/sessions/fork/recover')
    expect(other.store.getSnapshot().user?.id).toBe(userId)
    expect(other.tokens.read().forkedToken).toBeNull()
    // Both sessions keep working on their own.
    expect((await client.session.refresh()).status).toBe('refreshed')
    expect((await other.session.refresh()).status).toBe('refreshed')
  })
})

describe('forked session recovery', () => {
  it('A-4.51 A-7.12 a forked token is recovered even with a stale access token beside it, and the refresh says so', async () => {
    const client = await signedIn()
    const userId = client.store.getSnapshot().user!.id
    const fork = await client.session.fork()
    const other = h.client()
    other.tokens.write({ token: 'stale.access.token', forkedToken: fork.newSessionRefreshToken })
    h.sent.length = 0
    const outcome = await other.session.refresh()
    expect(paths()).toEqual(['/api/v1/sessions/fork/recover'])
    expect(outcome).toMatchObject({ status: 'refreshed', result: { user: { id: userId } } })
  })
})

describe('createSession on its own, in a browser', () => {
  it('A-4.54 A-7.08 reads the page origin from location, writes no cookie in server-cookie mode, and clears without an onClear', async () => {
    const appId = h.appId()
    const http = createHttpClient({ apiUrl: location.origin, appId, fetch: h.fetch })
    const session = createSession({ http, appId, serverCookies: true })
    session.tokens.write({ token: 'a.b.c' })
    h.sent.length = 0
    expect(await session.refresh()).toEqual({ status: 'cleared' })
    expect(h.sent).toHaveLength(0)
    expect(localStorage.getItem(TOKEN_KEYS.token)).toBeNull()
    expect(document.cookie).toBe('')
  })
})

describe('token storage', () => {
  it('A-7.52 A-7.53 A-7.54 A-7.55 keeps the access token in local storage and in SameSite=Strict cookies', async () => {
    const writes: string[] = []
    const jar = {
      get cookie() {
        return ''
      },
      set cookie(value: string) {
        writes.push(value)
      },
    }
    const storage = new MemoryStorage()
    const client = await signedIn(h.client({ storage, cookies: jar }))
    const { token, identityToken } = client.tokens.read()
    expect(storage.getItem('privy:token')).toBe(token)
    const tokenCookie = writes.findLast((w) => w.startsWith('privy-token='))!
    const maxAge = Number(/Max-Age=(\d+)/.exec(tokenCookie)![1])
    const secondsLeft = decodeJwt(token!)!.exp! - Date.now() / 1000
    expect(Math.abs(maxAge - secondsLeft)).toBeLessThan(5)
    expect(tokenCookie).toContain('SameSite=Strict')
    expect(writes.findLast((w) => w.startsWith('privy-session='))).toContain(`Max-Age=${30 * 24 * 60 * 60}`)
    expect(writes.findLast((w) => w.startsWith('privy-id-token='))).toContain(encodeURIComponent(identityToken!))
  })

  it('A-7.08 in server-cookie mode the client writes no cookies', () => {
    const jar = { cookie: '' }
    const tokens = createTokenStore({ storage: new MemoryStorage(), cookies: jar, serverCookies: true })
    tokens.write({ token: 'a.b.c', refreshToken: 'r', identityToken: 'i.d.t' })
    expect(jar.cookie).toBe('')
    expect(tokens.read().refreshToken).toBe('r')
  })

  it('A-4.54 with server cookies gone and a token on the API origin, a refresh clears local state', async () => {
    const client = h.client({ serverCookies: true, pageOrigin: API_URL })
    client.tokens.write({ token: 'a.b.c' })
    h.sent.length = 0
    expect(await client.session.refresh()).toEqual({ status: 'cleared' })
    expect(client.tokens.read().token).toBeNull()
    expect(h.sent).toHaveLength(0)
  })
})
