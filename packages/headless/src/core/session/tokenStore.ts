import { guestCredentialKey } from '../auth/guestCredential'
import { decodeJwt } from './decodeJwt'

/** The session's tokens; null where absent. */
export type SessionTokens = {
  token: string | null
  refreshToken: string | null
  identityToken: string | null
  /** A forked-session token waiting to be recovered. */
  forkedToken: string | null
}

/** Where tokens live: local storage plus cookies. */
export type TokenStore = {
  read(): SessionTokens
  /** Writes the given tokens (null removes one) and leaves the others as they are. */
  write(tokens: Partial<SessionTokens>): void
  clear(): void
  /** Removes the app's guest credential, which loginAsGuest keeps in the same storage. */
  forgetGuestCredential(appId: string): void
  /** True when the refresh-presence cookie is visible. */
  hasSessionCookie(): boolean
}

/** The protocol's storage keys and cookie names. */
export const TOKEN_KEYS = {
  token: 'privy:token',
  refreshToken: 'privy:refresh_token',
  identityToken: 'privy:id_token',
  forkedToken: 'privy:forked_token',
} as const satisfies Record<keyof SessionTokens, string>

/** Cookie names: access token, refresh presence, identity token. */
export const TOKEN_COOKIES = {
  token: 'privy-token',
  session: 'privy-session',
  identityToken: 'privy-id-token',
} as const

/** the refresh-presence cookie lasts 30 days. */
export const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60

/** What the token store writes through; both default to the browser's and are absent during SSR. */
export type TokenStoreOptions = {
  storage?: StorageLike | null
  /** A `document`-like cookie jar; null writes no cookies. */
  cookies?: { cookie: string } | null
  /** the API sets its own cookies, so the client writes none. */
  serverCookies?: boolean
  now?: () => number
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function browserStorage(): StorageLike | null {
  // Reading localStorage throws in sandboxed iframes, and where it is not defined (SSR).
  try {
    return localStorage
  } catch {
    return null
  }
}

/** Creates the token store. */
export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const storage: StorageLike | null = options.storage === undefined ? browserStorage() : options.storage
  const jar = options.cookies === undefined ? (typeof document === 'undefined' ? null : document) : options.cookies
  const writeCookies = Boolean(jar) && !options.serverCookies
  const now = options.now ?? Date.now
  // Without storage (SSR, blocked storage) the session lives in memory for this page only.
  const memory = new Map<string, string | null>()

  const get = (key: string) => (storage !== null ? storage.getItem(key) : (memory.get(key) ?? null))
  const set = (key: string, value: string | null) => {
    if (storage === null) memory.set(key, value)
    else if (value === null) storage.removeItem(key)
    else storage.setItem(key, value)
  }

  function setCookie(name: string, value: string | null, maxAgeS: number) {
    if (!writeCookies || !jar) return
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : ''
    jar.cookie =
      value === null || maxAgeS <= 0
        ? `${name}=; Path=/; Max-Age=0; SameSite=Strict${secure}`
        : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.floor(maxAgeS)}; SameSite=Strict${secure}`
  }

  // the cookie expires with the token it carries.
  const secondsLeft = (jwt: string) => {
    const exp = decodeJwt(jwt)?.exp
    return exp === undefined ? 0 : exp - now() / 1000
  }

  return {
    read: () => ({
      token: get(TOKEN_KEYS.token),
      refreshToken: get(TOKEN_KEYS.refreshToken),
      identityToken: get(TOKEN_KEYS.identityToken),
      forkedToken: get(TOKEN_KEYS.forkedToken),
    }),
    write(tokens) {
      if (tokens.token !== undefined) {
        set(TOKEN_KEYS.token, tokens.token)
        setCookie(TOKEN_COOKIES.token, tokens.token, tokens.token ? secondsLeft(tokens.token) : 0)
      }
      if (tokens.refreshToken !== undefined) {
        set(TOKEN_KEYS.refreshToken, tokens.refreshToken)
        setCookie(TOKEN_COOKIES.session, tokens.refreshToken ? 't' : null, SESSION_COOKIE_MAX_AGE_S)
      }
      if (tokens.identityToken !== undefined) {
        set(TOKEN_KEYS.identityToken, tokens.identityToken)
        const left = tokens.identityToken ? secondsLeft(tokens.identityToken) : 0
        setCookie(TOKEN_COOKIES.identityToken, tokens.identityToken, left)
      }
      if (tokens.forkedToken !== undefined) set(TOKEN_KEYS.forkedToken, tokens.forkedToken)
    },
    clear() {
      this.write({ token: null, refreshToken: null, identityToken: null, forkedToken: null })
    },
    forgetGuestCredential: (appId) => set(guestCredentialKey(appId), null),
    hasSessionCookie: () =>
      Boolean(jar?.cookie.split(';').some((part) => part.trim().startsWith(`${TOKEN_COOKIES.session}=`))),
  }
}
