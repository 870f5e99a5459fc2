import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTokenStore } from '../../../src/core/session/tokenStore'

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0)
/** An unsigned JWT with these claims (the store reads only `exp`). */
const jwt = (claims: Record<string, unknown>) =>
  `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`
const expiringIn = (seconds: number) => jwt({ sub: 'did:privy:u', exp: NOW / 1000 + seconds })

/** A cookie jar that records every `document.cookie = ...` assignment. */
function recordingJar(cookie = '') {
  const writes: string[] = []
  return {
    writes,
    get cookie() {
      return cookie
    },
    set cookie(value: string) {
      writes.push(value)
    },
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('token cookies', () => {
  it('A-7.53 A-7.54 A-7.55 writes each cookie SameSite=Strict on the whole site, for as long as its token lives', () => {
    const jar = recordingJar()
    const tokens = createTokenStore({ storage: null, cookies: jar, now: () => NOW })
    tokens.write({ token: expiringIn(3_600.9), refreshToken: 'refresh', identityToken: expiringIn(600) })
    expect(jar.writes).toEqual([
      `privy-token=${expiringIn(3_600.9)}; Path=/; Max-Age=3600; SameSite=Strict`,
      'privy-session=t; Path=/; Max-Age=2592000; SameSite=Strict',
      `privy-id-token=${expiringIn(600)}; Path=/; Max-Age=600; SameSite=Strict`,
    ])
  })

  it('A-7.53 A-7.54 A-7.55 on an https page every cookie is Secure, deletions included', () => {
    vi.stubGlobal('location', { protocol: 'https:', origin: 'https://app.example' })
    const jar = recordingJar()
    const tokens = createTokenStore({ storage: null, cookies: jar, now: () => NOW })
    tokens.write({ token: expiringIn(60), refreshToken: 'refresh', identityToken: expiringIn(60) })
    tokens.clear()
    expect(jar.writes).toHaveLength(6)
    for (const write of jar.writes) expect(write.endsWith('; SameSite=Strict; Secure')).toBe(true)
  })

  it('A-7.53 A-7.54 A-7.55 logging out deletes every cookie with Max-Age=0', () => {
    const jar = recordingJar()
    const tokens = createTokenStore({ storage: null, cookies: jar, now: () => NOW })
    tokens.clear()
    expect(jar.writes).toEqual([
      'privy-token=; Path=/; Max-Age=0; SameSite=Strict',
      'privy-session=; Path=/; Max-Age=0; SameSite=Strict',
      'privy-id-token=; Path=/; Max-Age=0; SameSite=Strict',
    ])
  })

  it('A-7.53 A-7.55 a token already expired, or without an expiry, has its cookie deleted rather than kept', () => {
    const jar = recordingJar()
    const tokens = createTokenStore({ storage: null, cookies: jar, now: () => NOW })
    tokens.write({ token: expiringIn(-5), identityToken: jwt({ sub: 'did:privy:u' }) })
    expect(jar.writes).toEqual([
      'privy-token=; Path=/; Max-Age=0; SameSite=Strict',
      'privy-id-token=; Path=/; Max-Age=0; SameSite=Strict',
    ])
  })

  it("A-7.53 A-7.54 in a browser the cookies land in the page's cookie jar", () => {
    const tokens = createTokenStore()
    expect(tokens.hasSessionCookie()).toBe(false)
    const token = jwt({ sub: 'did:privy:u', exp: Math.floor(Date.now() / 1000) + 3_600 })
    tokens.write({ token, refreshToken: 'refresh' })
    expect(document.cookie).toContain(`privy-token=${token}`)
    expect(document.cookie).toContain('privy-session=t')
    expect(tokens.hasSessionCookie()).toBe(true)
  })

  it('A-7.08 with server cookies the client writes no cookie, not even a deletion', () => {
    const jar = recordingJar()
    const tokens = createTokenStore({ storage: null, cookies: jar, serverCookies: true, now: () => NOW })
    tokens.write({ token: expiringIn(60), refreshToken: 'refresh', identityToken: expiringIn(60) })
    tokens.clear()
    expect(jar.writes).toEqual([])
    expect(tokens.read()).toEqual({ token: null, refreshToken: null, identityToken: null, forkedToken: null })
  })

  it('A-4.54 sees the refresh-presence cookie only under its exact name', () => {
    const has = (cookie: string) => createTokenStore({ storage: null, cookies: { cookie } }).hasSessionCookie()
    expect(has('theme=dark; privy-session=t')).toBe(true)
    expect(has('privy-session=t')).toBe(true)
    expect(has('privy-session-old=t; xprivy-session=t')).toBe(false)
    expect(has('')).toBe(false)
    expect(createTokenStore({ storage: null, cookies: null }).hasSessionCookie()).toBe(false)
  })
})

describe('token storage', () => {
  it("A-7.52 keeps the tokens in the page's localStorage under the protocol's keys", () => {
    const tokens = createTokenStore({ cookies: null })
    tokens.write({ token: 'access', refreshToken: 'refresh', identityToken: 'identity', forkedToken: 'forked' })
    expect(localStorage.getItem('privy:token')).toBe('access')
    expect(localStorage.getItem('privy:refresh_token')).toBe('refresh')
    expect(localStorage.getItem('privy:id_token')).toBe('identity')
    expect(localStorage.getItem('privy:forked_token')).toBe('forked')
    tokens.write({ token: 'next-access' })
    expect(localStorage.getItem('privy:forked_token')).toBe('forked')
    tokens.write({ token: 'access', forkedToken: null })
    expect(localStorage.getItem('privy:forked_token')).toBeNull()
    expect(tokens.read()).toEqual({
      token: 'access',
      refreshToken: 'refresh',
      identityToken: 'identity',
      forkedToken: null,
    })
  })

  it('behavior: storage: null keeps the session in memory only, and nothing reaches localStorage', () => {
    const tokens = createTokenStore({ storage: null, cookies: null })
    tokens.write({ token: 'access', refreshToken: 'refresh' })
    expect(tokens.read()).toMatchObject({ token: 'access', refreshToken: 'refresh' })
    expect(localStorage.length).toBe(0)
  })

  it('behavior: where storage is blocked (a sandboxed frame) the session lives in memory for the page', () => {
    const real = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The document is sandboxed', 'SecurityError')
      },
    })
    try {
      const tokens = createTokenStore({ cookies: null })
      tokens.write({ token: 'access', refreshToken: 'refresh' })
      expect(tokens.read()).toMatchObject({ token: 'access', refreshToken: 'refresh' })
      tokens.write({ refreshToken: null })
      expect(tokens.read()).toMatchObject({ token: 'access', refreshToken: null })
    } finally {
      if (real) Object.defineProperty(globalThis, 'localStorage', real)
    }
  })
})
