import type { AuthResult } from '../api/authResult'
import { authenticateOAuth, initOAuth, linkOAuth, unlinkOAuth } from '../api/oauth'
import type { User } from '../api/user'
import type { WireLinkedAccountType } from '../api/wire'
import type { LobbyClient } from '../client'
import { createLobbyError } from '../errors/errorCatalogue'
import { errorScreenFor } from '../errors/errorScreens'
import { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import { type BrowserEnvironment, browserEnvironment, detectEmbeddedBrowser } from '../rules/embeddedBrowser'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../rules/loginLayout'
import { validateOAuthCallback } from '../rules/oauthCallback'
import { createPkce } from '../rules/pkce'
import { createMachine, type Readable } from '../store'
import type { Timers } from '../timers'
import { browserPageUrl, type PageUrl } from './consumePrivyToken'
import {
  crossAppExchangeError,
  crossAppPopupError,
  crossAppReturnError,
  isCrossAppProvider,
} from './crossAppAuthErrors'
import { consumeOAuthReturn } from './oauthReturn'
import {
  authorizeInPopup,
  browserOAuthWindow,
  OAUTH_POPUP_SIZE,
  type OAuthReturn,
  type OAuthWindow,
  openBlankPopup,
} from './oauthWindow'

/** W-7.31 A cross-app provider: `privy:{appId}`. */
export type CrossAppProvider = `privy:${string}`

/** Providers that refuse every embedded browser (Google answers `disallowed_useragent`). */
const REFUSES_EMBEDDED_BROWSERS: ReadonlySet<string> = new Set(['google'])

/** Where the provider's page opens: this tab (the redirect flow, A-2.12) or a popup. */
export type OAuthFlowKind = 'redirect' | 'popup'

/**
 * OAuth state: idle, leaving for the provider (redirecting) or waiting on the popup,
 * verifying the return, then connected or failed.
 */
export type OAuthStatus = 'idle' | 'redirecting' | 'awaiting-popup' | 'verifying' | 'connected' | 'failed'

/** The state of an OAuth flow. */
export type OAuthState = {
  status: OAuthStatus
  provider: string | null
  error: LobbyError | null
  /** True when the failure may be retried (a retry is offered only then). */
  retryable: boolean
  /** The auth result once connected (its `oauthTokens` carry the provider's tokens, A-3.14). */
  result: AuthResult | null
}

/** Events of an OAuth flow. */
export type OAuthEvent =
  | { type: 'oauth.start'; provider: string; kind: OAuthFlowKind }
  | { type: 'oauth.returned'; provider: string | null }
  | { type: 'oauth.connected'; result: AuthResult | null }
  | { type: 'oauth.failed'; error: LobbyError; retryable: boolean }
  | { type: 'reset' }

/** The idle state. */
export const INITIAL_OAUTH_STATE: OAuthState = {
  status: 'idle',
  provider: null,
  error: null,
  retryable: false,
  result: null,
}

const busy = (status: OAuthStatus) => status === 'redirecting' || status === 'awaiting-popup' || status === 'verifying'

/** The OAuth flow's transitions. */
export function reduceOAuth(state: OAuthState, event: OAuthEvent): OAuthState {
  switch (event.type) {
    case 'oauth.start':
      if (busy(state.status)) return state
      return {
        ...INITIAL_OAUTH_STATE,
        status: event.kind === 'popup' ? 'awaiting-popup' : 'redirecting',
        provider: event.provider,
      }
    case 'oauth.returned':
      return { ...state, status: 'verifying', provider: event.provider ?? state.provider, error: null }
    case 'oauth.connected':
      return state.status === 'verifying' ? { ...state, status: 'connected', result: event.result } : state
    case 'oauth.failed':
      return { ...state, status: 'failed', error: event.error, retryable: event.retryable }
    case 'reset':
      return INITIAL_OAUTH_STATE
  }
}

/** What a redirect flow keeps across the trip to the provider (A-5.18: the stored verifier and state). */
type PendingOAuth = { provider: string; stateCode: string; codeVerifier: string; mode: 'login' | 'link' }

/** Where the redirect flow keeps its pending authorization. */
export const OAUTH_PENDING_KEY = 'privy:oauth:pending'

/** Options of an OAuth flow. */
export type LoginWithOAuthOptions = {
  /** Log in (default) or link the provider account to the signed-in user. */
  mode?: 'login' | 'link'
  /** The page; defaults to the browser's window. */
  window?: OAuthWindow | null
  /** The page URL the redirect return is read from; defaults to the browser's. */
  pageUrl?: PageUrl | null
  /** The user agent and WebView signs; defaults to the browser's (in-app browsers: ). */
  environment?: BrowserEnvironment | null
  /** A captcha token for oauth/init. */
  getCaptchaToken?: () => string | undefined
  /** Popup size. @default 440 by 680 */
  popupSize?: { width: number; height: number }
  /** Called with the auth result once connected (cross-app keeps the provider's access token). */
  onConnected?: (result: AuthResult, provider: string) => void
  timers?: Timers
}

/** A running OAuth flow: readable state and its commands. */
export type OAuthFlow = Readable<OAuthState> & {
  /** Starts the authorization with `provider` in this tab (default) or in a popup. */
  start(input: { provider: string; flow?: OAuthFlowKind }): Promise<void>
  /** Finishes a redirect flow when the page is a provider's return; false when it is not. */
  handleRedirectReturn(): Promise<boolean>
  reset(): void
}

/** The linked account type of a provider. */
export function oauthAccountType(provider: string): WireLinkedAccountType {
  return (provider.startsWith('privy:') ? 'cross_app' : `${provider}_oauth`) as WireLinkedAccountType
}

/** True for one of the nine OAuth providers (the login screen's list, A-2.42) or a `privy:{appId}` cross-app provider. */
export function isOAuthProvider(value: string): value is SocialProvider | CrossAppProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value) || /^privy:[A-Za-z0-9]{25}$/.test(value)
}

function browserWindow(): OAuthWindow | null {
  return typeof window === 'undefined' ? null : browserOAuthWindow(window)
}

/**
 * The OAuth flow (A-4.01, A-4.31, A-4.32; ): PKCE S256 with a 36-byte verifier and
 * state, the provider's page in this tab (redirect, A-2.12) or in a 440 by 680
 * popup, the return checked, then authenticate or link.
 */
export function createLoginWithOAuth(client: LobbyClient, options: LoginWithOAuthOptions = {}): OAuthFlow {
  const machine = createMachine({ initial: INITIAL_OAUTH_STATE, reduce: reduceOAuth })
  const mode = options.mode ?? 'login'
  const storage = client.storage

  const fail = (error: unknown) => {
    const lobbyError = toLobbyError(error)
    const flow = isCrossAppProvider(machine.getSnapshot().provider) ? 'cross_app' : 'oauth'
    const retryable = errorScreenFor(lobbyError, null, { flow }).retryable
    machine.send({ type: 'oauth.failed', error: lobbyError, retryable })
  }

  const callbackError = (issue: string, message: string) => {
    if (issue === 'oauth.user_denied') return new LobbyError('client_error', 'oauth_user_denied', message)
    return new LobbyError('client_error', issue, message)
  }

  async function exchange(returned: OAuthReturn, pending: PendingOAuth | null): Promise<void> {
    machine.send({ type: 'oauth.returned', provider: pending?.provider ?? returned.provider })
    const crossApp = isCrossAppProvider(pending?.provider ?? returned.provider)
    const checked = validateOAuthCallback(returned, pending ?? {})
    if (!checked.ok) {
      throw (crossApp && crossAppReturnError(checked.issue, returned)) || callbackError(checked.issue, checked.message)
    }
    const body = {
      authorization_code: checked.value.authorizationCode,
      state_code: checked.value.stateCode,
      code_verifier: checked.value.codeVerifier,
    }
    const provider = (pending as PendingOAuth).provider
    // W-8.62: a cross-app code the server refuses reads as the cross-app text.
    const redeem = (request: Promise<AuthResult>) =>
      crossApp
        ? request.catch((error: unknown) => {
            throw crossAppExchangeError(error)
          })
        : request
    let result: AuthResult
    if (pending?.mode === 'link') {
      result = await redeem(linkOAuth(client.http, body, await client.getAccessToken()))
      client.session.applyAuthResult(result)
      const type = oauthAccountType(provider)
      // the new account may take a moment to show on the user.
      await client.syncUser((user) => user.linkedAccounts.some((account) => account.type === type))
    } else {
      result = await redeem(authenticateOAuth(client.http, body))
      client.completeLogin(result, provider)
    }
    options.onConnected?.(result, provider)
    machine.send({ type: 'oauth.connected', result })
  }

  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    reset: () => machine.send({ type: 'reset' }),

    async start({ provider, flow = 'redirect' }) {
      if (busy(machine.getSnapshot().status)) return
      if (!isOAuthProvider(provider)) {
        fail(
          new LobbyError('client_error', 'oauth.unknown_provider', `"${provider}" is not an OAuth provider.`, {
            nextStep: `Pass one of ${SOCIAL_PROVIDERS.join(', ')}, or privy:<a provider app's id> for a cross-app login.`,
          }),
        )
        return
      }
      if (mode === 'login' && !client.canStartLogin()) return
      try {
        if (mode === 'link') client.assertCanLink(oauthAccountType(provider))
      } catch (error) {
        fail(error)
        return
      }
      const environment = options.environment === undefined ? browserEnvironment() : options.environment
      const embedded = environment ? detectEmbeddedBrowser(environment) : null
      // the provider would refuse this browser; say so instead of failing at its page.
      if (embedded?.embedded && REFUSES_EMBEDDED_BROWSERS.has(provider)) {
        fail(createLobbyError('oauth.in_app_browser'))
        return
      }
      // Popups rarely open inside in-app browsers: go by redirect there.
      const kind: OAuthFlowKind = embedded?.embedded ? 'redirect' : flow
      const win = options.window === undefined ? browserWindow() : options.window
      if (!win) {
        fail(new LobbyError('client_error', 'oauth.no_window', 'OAuth needs a browser window.'))
        return
      }
      machine.send({ type: 'oauth.start', provider, kind })
      // Opened now, inside the user's click, and pointed at the provider once oauth/init answers.
      const popup = kind === 'popup' ? openBlankPopup(win, options.popupSize ?? OAUTH_POPUP_SIZE) : null
      try {
        const pkce = await createPkce()
        const token = options.getCaptchaToken?.()
        const url = await initOAuth(client.http, {
          provider,
          redirect_to: win.href,
          code_challenge: pkce.codeChallenge,
          state_code: pkce.stateCode,
          ...(token ? { token } : {}),
        })
        const pending: PendingOAuth = { provider, stateCode: pkce.stateCode, codeVerifier: pkce.codeVerifier, mode }
        if (kind === 'redirect') {
          storage?.setItem(OAUTH_PENDING_KEY, JSON.stringify(pending))
          win.assign(url)
          return
        }
        const returned = await authorizeInPopup({
          window: win,
          url,
          popup,
          size: options.popupSize ?? OAUTH_POPUP_SIZE,
          ...(options.timers ? { timers: options.timers } : {}),
        })
        await exchange(returned, pending)
      } catch (error) {
        popup?.close()
        fail(isCrossAppProvider(provider) ? crossAppPopupError(error) : error)
      }
    },

    async handleRedirectReturn() {
      const returned = consumeOAuthReturn(options.pageUrl === undefined ? browserPageUrl() : options.pageUrl)
      if (!returned) return false
      const raw = storage?.getItem(OAUTH_PENDING_KEY) ?? null
      storage?.removeItem(OAUTH_PENDING_KEY)
      let pending: PendingOAuth | null = null
      try {
        pending = raw ? (JSON.parse(raw) as PendingOAuth) : null
      } catch {
        pending = null
      }
      try {
        await exchange(returned, pending)
      } catch (error) {
        fail(error)
      }
      return true
    },
  }
}

/** then: unlinks the provider account `subject` and refetches the user. */
export async function unlinkOAuthAccount(
  client: LobbyClient,
  account: { provider: string; subject: string },
): Promise<User | null> {
  await unlinkOAuth(client.http, account, await client.getAccessToken())
  return client.refreshUser()
}
