import { sendAnalyticsEvent } from './api/analytics'
import { getAppConfig } from './api/apps'
import type { AuthResult } from './api/authResult'
import { unlinkPasswordless } from './api/passwordless'
import { unlinkSms } from './api/sms'
import type { User } from './api/user'
import { getAuthenticatedUser, acceptTerms as postAcceptTerms } from './api/users'
import type { WireLinkedAccountType } from './api/wire'
import {
  browserPageUrl,
  consumePrivyToken,
  type HandOff,
  handOffOf,
  type PageUrl,
  validateHandedToken,
} from './auth/consumePrivyToken'
import { clearCrossAppAccessTokens } from './auth/loginWithCrossApp'
import { getRecentLoginMethod, setRecentLoginMethod } from './auth/recentLoginMethod'
import { type AppConfig, type LobbyClientConfig, resolveAppConfig } from './config/resolveAppConfig'
import type { CoinbaseWalletSdkLoader } from './connectors/coinbaseSmartWalletConnector'
import { setRecentWalletClient } from './connectors/recentWalletClient'
import type { WalletConnectLoader } from './connectors/walletConnectConnector'
import { consumeWalletDeepLink, type WalletDeepLink } from './connectors/walletDeepLink'
import { isLobbyError, LobbyError } from './errors/lobbyError'
import { toLobbyError } from './errors/toLobbyError'
import { createHttpClient, type HttpClient } from './http/createHttpClient'
import { poll } from './poll'
import { validateAppId } from './rules/appId'
import { canRunLogin } from './rules/guest'
import { canLinkAccount } from './rules/linking'
import { createSession, type Session } from './session/createSession'
import { decodeJwt } from './session/decodeJwt'
import type { TabLock } from './session/tabLock'
import { createTokenStore, TOKEN_KEYS, type TokenStore, type TokenStoreOptions } from './session/tokenStore'
import { createStore, type Readable } from './store'
import { setViemLoader, type ViemLoader } from './viem'
import type { WalletFrameMount } from './wallet/walletFrameMount'

/** not ready, ready and signed out, or signed in. */
export type LobbyStatus = 'not-ready' | 'unauthenticated' | 'authenticated'

/** What the client knows; `ready` means usable now (config loaded and session settled). */
export type LobbyState = {
  status: LobbyStatus
  ready: boolean
  authenticated: boolean
  user: User | null
  config: AppConfig | null
  /** Why the client could not load its config or session, if it could not. */
  error: LobbyError | null
  /** set when a `privy_token` hand-off signed this page in, so screens can say as whom; null otherwise. */
  handOff: HandOff | null
}

/** Options of `createLobbyClient`. */
export type LobbyClientOptions = {
  /** The app id: exactly 25 characters. */
  appId: string
  /** The API host (the sandbox's URL, or the provider's). */
  apiUrl: string
  clientId?: string
  config?: LobbyClientConfig
  /** The transport; tests pass the sandbox's `app.fetch`. */
  fetch?: (request: Request) => Promise<Response>
  /** Local storage; defaults to the browser's (null during SSR). */
  storage?: TokenStoreOptions['storage']
  /** A `document`-like cookie jar; defaults to `document`. */
  cookies?: TokenStoreOptions['cookies']
  /** the API host sets its own cookies. */
  serverCookies?: boolean
  /** The cross-tab refresh lock; defaults to Web Locks. */
  lock?: TabLock
  /** The page URL read for `privy_token`; defaults to the browser's. */
  pageUrl?: PageUrl | null
  /** The page origin for; defaults to `location.origin`. */
  pageOrigin?: string | null
  /** Where warnings go. @default console */
  logger?: Pick<Console, 'warn'>
  /** Send analytics events. @default true */
  analytics?: boolean
  now?: () => number
  /** The embedded-wallet frame's base URL, on its own origin (the sandbox's `frameUrl`, W-7.05); wallet actions need it. */
  walletFrameUrl?: string
  /** Advanced: how the wallet frame is mounted; tests pass an in-process frame. @default a hidden iframe */
  mountWalletFrame?: WalletFrameMount
  /**
   * WalletConnect, an optional peer: `() => import('@walletconnect/ethereum-provider')`, called when
   * the user picks it. Without it, choosing WalletConnect says how to set it up.
   */
  loadWalletConnect?: WalletConnectLoader
  /**
   * viem, an optional peer that wallet actions (SIWE, sends, funding) load on first use:
   * `() => import('@lobby/headless/viem')`. An app that only logs users in leaves it out and need
   * not install viem; without it in a browser bundle, a wallet action says how to set it up.
   */
  loadViem?: ViemLoader
  /**
   * The smart wallet's SDK, an optional peer: `() => import('@coinbase/wallet-sdk')`, called when
   * the user picks Coinbase Smart Wallet. Without it, choosing it says how to set it up.
   */
  loadCoinbaseWalletSdk?: CoinbaseWalletSdkLoader
  /** The smart wallet's keys popup URL: Coinbase's own by default; the sandbox's emulator in development. */
  coinbaseSmartWalletKeysUrl?: string
}

/** The framework-free Lobby client that the React provider wraps. */
export type LobbyClient = {
  readonly appId: string
  readonly http: HttpClient
  readonly session: Session
  readonly tokens: TokenStore
  /** The local storage the client keeps its session, analytics id and guest credential in (null during SSR). */
  readonly storage: TokenStoreOptions['storage']
  readonly store: Readable<LobbyState>
  /** Loads the config and the session once (later calls return the same promise) and watches other tabs. */
  ready(): Promise<void>
  /** false (with a warning) when a non-guest user is signed in (a guest may log in, A-6.02). */
  canStartLogin(): boolean
  /** Stores an auth result's tokens, signs the user in and remembers the method. */
  completeLogin(result: AuthResult, method: string): void
  /** getAccessToken. */
  getAccessToken(options?: { autoRefresh?: boolean }): Promise<string | null>
  /** */
  logout(): Promise<void>
  /** Clears `handOff` once the user has seen whom a hand-off signed them in as. */
  dismissHandOff(): void
  /** getAuthenticatedUser: refetches the user into the state. */
  refreshUser(): Promise<User | null>
  /** refetches the user up to 10 times, 500 ms apart, until `until(user)` holds. */
  syncUser(until: (user: User) => boolean): Promise<User | null>
  /** records terms acceptance. */
  acceptTerms(): Promise<User>
  /** throws unless a user is signed in and may link one more account of this type. */
  assertCanLink(type: WireLinkedAccountType): void
  /** then. */
  unlinkEmail(address: string): Promise<User | null>
  /** then. */
  unlinkPhone(phoneNumber: string): Promise<User | null>
  /** the most recent login method of this app. */
  getRecentLoginMethod(): string | null
  /** the login this page completed last (its method, and whether it made a new user); null before one or after logout. */
  lastLogin(): { method: string; isNewUser: boolean } | null
  /** fire-and-forget analytics. */
  track(eventName: string, payload?: Record<string, unknown>): void
  /** Stops watching other tabs until the next `ready()`. */
  destroy(): void
  /** The client id sent as `client_id` (W-7.05), if any. */
  readonly clientId: string | null
  /** The analytics id sent as `caid` (A-9.31, W-7.05), null without storage. */
  readonly analyticsId: string | null
  /** The host's WalletConnect loader (`LobbyClientOptions.loadWalletConnect`), null when it passed none. */
  readonly loadWalletConnect: WalletConnectLoader | null
  /** The host's smart-wallet setup (`loadCoinbaseWalletSdk`, `coinbaseSmartWalletKeysUrl`), null where it passed none. */
  readonly coinbaseSmartWallet: { load: CoinbaseWalletSdkLoader | null; keysUrl: string | null }
  /** Where and how the embedded-wallet frame is loaded (W-7.05); read by the wallet modules only. */
  readonly walletFrame: { url: string | null; mount: WalletFrameMount | undefined; pageOrigin: string | null }
  /**
   * The wallet deep link the page was opened with (privy_connector, privy_wallet_client),
   * read and removed from the address on `ready()`; its wallet client becomes the recent one.
   */
  readonly walletDeepLink: WalletDeepLink | null
}

/** account sync polls this often... */
export const ACCOUNT_SYNC_INTERVAL_MS = 500
/** ...this many times. */
export const ACCOUNT_SYNC_ATTEMPTS = 10

/** the one analytics id kept per client. */
export const ANALYTICS_ID_KEY = 'privy:caid'

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** The provider apps of a user's cross-app accounts. */
function crossAppProvidersOf(user: User | null): string[] {
  return (user?.linkedAccounts ?? []).flatMap((a) =>
    a.type === 'cross_app' && a.providerAppId ? [a.providerAppId] : [],
  )
}

function browserOrigin(): string | null {
  return typeof location === 'undefined' ? null : location.origin
}

/** Creates the Lobby client: http, session, config and auth state, with no network until `ready()`. */
export function createLobbyClient(options: LobbyClientOptions): LobbyClient {
  const appId = validateAppId(options.appId)
  if (!appId.ok) throw new LobbyError('client_error', appId.issue, appId.message)
  if (typeof options.apiUrl !== 'string' || !/^https?:\/\/[^/]/.test(options.apiUrl)) {
    throw new LobbyError(
      'client_error',
      'api_url.invalid',
      `apiUrl must be an http(s) URL (got ${String(options.apiUrl)}).`,
      {
        nextStep: 'Pass the API host, e.g. apiUrl="http://127.0.0.1:8787" for the sandbox.',
      },
    )
  }
  // viem is one module per page, so its loader is the page's too, read by whichever wallet path runs first.
  setViemLoader(options.loadViem)
  const storage = options.storage === undefined ? browserStorage() : options.storage
  const logger = options.logger ?? console
  const now = options.now ?? Date.now
  const analyticsId = (() => {
    if (!storage) return null
    try {
      const existing = storage.getItem(ANALYTICS_ID_KEY)
      if (existing) return existing
      const created = crypto.randomUUID()
      storage.setItem(ANALYTICS_ID_KEY, created)
      return created
    } catch {
      return null
    }
  })()
  const tokens = createTokenStore({
    storage,
    cookies: options.cookies,
    serverCookies: options.serverCookies,
    now: options.now,
  })
  const http = createHttpClient({
    apiUrl: options.apiUrl,
    appId: appId.value,
    clientId: options.clientId,
    fetch: options.fetch,
    getAnalyticsId: () => analyticsId,
    getStoredToken: () => tokens.read().token,
  })
  const store = createStore<LobbyState>({
    status: 'not-ready',
    ready: false,
    authenticated: false,
    user: null,
    config: null,
    error: null,
    handOff: null,
  })
  // A hand-off notice belongs to the user it named.
  const setUser = (user: User | null) =>
    store.setState((s) => ({
      ...s,
      status: s.ready ? (user ? 'authenticated' : 'unauthenticated') : s.status,
      authenticated: Boolean(user),
      user,
      handOff: user && user.id === s.user?.id ? s.handOff : null,
    }))
  // Issue 15: a provider app's token must not serve whoever uses this browser next.
  const forgetCrossAppTokens = (user: User | null) => clearCrossAppAccessTokens(storage, crossAppProvidersOf(user))
  const signedOut = () => {
    forgetCrossAppTokens(store.getSnapshot().user)
    setUser(null)
  }
  const session = createSession({
    http,
    appId: appId.value,
    tokens,
    lock: options.lock,
    serverCookies: options.serverCookies,
    pageOrigin: options.pageOrigin,
    onClear: signedOut,
    now: options.now,
  })

  const signIn = (user: User) => setUser(user)

  async function loadSession(): Promise<User | null> {
    const outcome = await session.refresh()
    if (outcome.status === 'refreshed') return outcome.result.user
    if (outcome.status === 'cleared') return null
    // Adopted another tab's tokens, or holding only an access token (e.g. from privy_token).
    const token = await session.getAccessToken({ autoRefresh: false })
    return token ? getAuthenticatedUser(http, token) : null
  }

  /**
   * with issue 15 (login CSRF): a handed token signs in only a page nobody is signed in
   * on, and only if it is an access token of this app; the server's refusal of it drops it.
   */
  const takeHandOff = async (handed: string | null, signedIn: User | null): Promise<User | null> => {
    if (!handed) return signedIn
    if (signedIn) {
      logger.warn('Lobby: a user is already signed in on this page; the privy_token is ignored.')
      return signedIn
    }
    const verdict = validateHandedToken(handed, { appId: appId.value, now: now() })
    if (!verdict.ok) {
      logger.warn(`Lobby: ${verdict.message} It is ignored.`)
      return null
    }
    tokens.write({ token: verdict.value })
    try {
      const user = await getAuthenticatedUser(http, verdict.value)
      handedTo = user.id
      return user
    } catch (error) {
      if (isLobbyError(error, 'missing_or_invalid_token')) {
        tokens.write({ token: null })
        return null
      }
      throw error
    }
  }

  let readyPromise: Promise<void> | null = null
  let lastLogin: { method: string; isNewUser: boolean } | null = null
  let walletDeepLink: WalletDeepLink | null = null
  let handedTo: string | null = null
  async function init() {
    const page = options.pageUrl === undefined ? browserPageUrl() : options.pageUrl
    const handed = consumePrivyToken(page)
    walletDeepLink = consumeWalletDeepLink(page)
    if (walletDeepLink?.walletClient) setRecentWalletClient(storage, options.appId, walletDeepLink.walletClient)
    let error: LobbyError | null = null
    let config: AppConfig | null = null
    let user: User | null = null
    const [configResult, userResult] = await Promise.allSettled([
      getAppConfig(http, tokens.read().token).then((wire) => resolveAppConfig(wire, options.config, logger)),
      loadSession().then((user) => takeHandOff(handed, user)),
    ])
    if (configResult.status === 'fulfilled') config = configResult.value
    else error = toLobbyError(configResult.reason)
    if (userResult.status === 'fulfilled') user = userResult.value
    else error ??= toLobbyError(userResult.reason)
    store.setState((s) => ({
      ...s,
      ready: true,
      config,
      error,
      // A login that finished while loading wins over the loaded session.
      user: s.user ?? user,
      authenticated: Boolean(s.user ?? user),
      status: (s.user ?? user) ? 'authenticated' : 'unauthenticated',
      handOff: !s.user && user && user.id === handedTo ? handOffOf(user) : s.handOff,
    }))
  }

  // Another tab logged out: the shared storage lost the refresh token. Or another tab signed
  // in someone else: this tab follows, so nothing here keeps acting for the previous user (its
  // provider tokens stay: the tab that changed user already cleared them, and what is stored
  // now is the new user's).
  const onStorage = (event: StorageEvent) => {
    const { user } = store.getSnapshot()
    if (!user) return
    if (event.key === TOKEN_KEYS.refreshToken && event.newValue === null) signedOut()
    else if (event.key === TOKEN_KEYS.token && event.newValue) {
      const subject = decodeJwt(event.newValue)?.sub
      if (subject && subject !== user.id) void refreshUser().catch(() => undefined)
    }
  }
  let listening = false

  async function refreshUser(): Promise<User | null> {
    const token = await session.getAccessToken()
    if (!token) return null
    const user = await getAuthenticatedUser(http, token)
    signIn(user)
    return user
  }

  function track(eventName: string, payload?: Record<string, unknown>) {
    if (options.analytics === false || !analyticsId) return
    void sendAnalyticsEvent(http, analyticsId, { eventName, payload })
  }

  return {
    appId: appId.value,
    http,
    session,
    tokens,
    storage,
    store,
    ready: () => {
      if (!listening && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage)
        listening = true
      }
      readyPromise ??= init()
      return readyPromise
    },
    canStartLogin() {
      const { authenticated, user } = store.getSnapshot()
      if (!canRunLogin(authenticated ? user : null)) {
        logger.warn('Lobby: a user is already logged in; this login attempt is ignored.')
        return false
      }
      return true
    },
    completeLogin(result, method) {
      const previous = store.getSnapshot().user
      session.applyAuthResult(result)
      if (result.sessionUpdateAction === 'clear') return
      // Another user in this tab (a guest logging in, A-6.02): the previous one's tokens go.
      if (previous && previous.id !== result.user.id) forgetCrossAppTokens(previous)
      lastLogin = { method, isNewUser: result.isNewUser }
      signIn(result.user)
      setRecentLoginMethod(storage, appId.value, method)
      track('sdk_authenticate', { method, isNewUser: result.isNewUser })
    },
    getAccessToken: (opts) => session.getAccessToken(opts),
    async logout() {
      lastLogin = null
      await session.logout()
      track('sdk_logout')
    },
    dismissHandOff: () => store.setState((s) => (s.handOff ? { ...s, handOff: null } : s)),
    refreshUser,
    async syncUser(until) {
      const synced = await poll(
        async () => {
          const user = await refreshUser()
          return !user || until(user) ? { user } : undefined
        },
        { intervalMs: ACCOUNT_SYNC_INTERVAL_MS, attempts: ACCOUNT_SYNC_ATTEMPTS },
      )
      return synced ? synced.user : store.getSnapshot().user
    },
    async acceptTerms() {
      const token = await session.getAccessToken()
      if (!token) throw new LobbyError('client_error', 'must_be_authenticated', 'Log in before accepting the terms.')
      const user = await postAcceptTerms(http, token)
      signIn(user)
      return user
    },
    assertCanLink(type) {
      const { authenticated, user } = store.getSnapshot()
      const verdict = canLinkAccount(authenticated ? user : null, { type })
      if (verdict.ok) return
      const code = verdict.issue === 'link.not_authenticated' ? 'must_be_authenticated' : 'cannot_link_more_of_type'
      throw new LobbyError('client_error', code, verdict.message)
    },
    async unlinkEmail(address) {
      await unlinkPasswordless(http, { address }, await session.getAccessToken())
      return refreshUser()
    },
    async unlinkPhone(phoneNumber) {
      await unlinkSms(http, { phoneNumber }, await session.getAccessToken())
      return refreshUser()
    },
    getRecentLoginMethod: () => getRecentLoginMethod(storage, appId.value),
    lastLogin: () => lastLogin,
    track,
    destroy() {
      if (listening) window.removeEventListener('storage', onStorage)
      listening = false
    },
    get walletDeepLink() {
      return walletDeepLink
    },
    clientId: options.clientId ?? null,
    analyticsId,
    loadWalletConnect: options.loadWalletConnect ?? null,
    coinbaseSmartWallet: {
      load: options.loadCoinbaseWalletSdk ?? null,
      keysUrl: options.coinbaseSmartWalletKeysUrl ?? null,
    },
    walletFrame: {
      url: options.walletFrameUrl ?? null,
      mount: options.mountWalletFrame,
      pageOrigin: options.pageOrigin === undefined ? browserOrigin() : options.pageOrigin,
    },
  }
}
