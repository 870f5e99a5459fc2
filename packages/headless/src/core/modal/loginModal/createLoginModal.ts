import type { User } from '../../api/user'
import type { AfterLoginStep } from '../../auth/afterLogin'
import { afterLoginScreen, codeSuccessDelayMs, nextStepAfterLogin } from '../../auth/afterLogin'
import type { CodeFlow } from '../../auth/codeFlow'
import { browserPageUrl, type PageUrl } from '../../auth/consumePrivyToken'
import { createLoginWithCrossApp } from '../../auth/loginWithCrossApp'
import { createLoginWithEmail } from '../../auth/loginWithEmail'
import { createLoginWithFarcaster } from '../../auth/loginWithFarcaster'
import { createLoginWithOAuth, type LoginWithOAuthOptions, type OAuthFlow } from '../../auth/loginWithOAuth'
import {
  createLoginWithPasskey,
  type LoginWithPasskeyOptions,
  PASSKEY_SUCCESS_CLOSE_MS,
} from '../../auth/loginWithPasskey'
import { createLoginWithSms } from '../../auth/loginWithSms'
import { createLoginWithTelegram, type TelegramScriptLoader } from '../../auth/loginWithTelegram'
import { browserOAuthPopupPage, handOffOAuthReturn, type OAuthPopupPage } from '../../auth/oauthReturn'
import type { CaptchaFirstMethod } from '../../captcha/captchaFirst'
import { loadTurnstile, TURNSTILE_SCRIPT_URL, type TurnstileApi } from '../../captcha/turnstile'
import type { LobbyClient } from '../../client'
import { browserColorSchemePreference, type ColorSchemePreference } from '../../config/appearance'
import { getRecentWalletClient } from '../../connectors/recentWalletClient'
import { isWalletListKey } from '../../connectors/walletBranding'
import { isMobileUserAgent } from '../../connectors/walletClickTarget'
import { createProviderAppDirectory } from '../../cross-app/providerAppDirectory'
import { errorScreenFor } from '../../errors/errorScreens'
import { createFlow } from '../../flow/createFlow'
import { recentLoginOption } from '../../rules/accounts'
import { crossAppMethodAppId } from '../../rules/crossAppMethod'
import { type BrowserEnvironment, browserEnvironment, detectEmbeddedBrowser } from '../../rules/embeddedBrowser'
import { type LoginOption, SOCIAL_PROVIDERS } from '../../rules/loginLayout'
import { createStore, type Readable } from '../../store'
import { systemTimers, type Timers } from '../../timers'
import { getTransactionPrompt, TRANSACTION_PROMPT_SCREENS } from '../../transactions/transactionPrompt'
import { getEmbeddedWallets } from '../../wallet/embeddedWallets'
import { createTimedFlag } from '../createTimedFlag'
import { type LoginCompletion, type LoginFlowError, watchLoginCompletion } from '../loginCompletion'
import { onLoginRequest } from '../loginRequest'
import { createNavigator, type Navigator, type NavigatorState } from '../navigator'
import type { ScreenName } from '../screens'
import { RESEND_COOLDOWN } from '../timing'
import { createAfterLoginHold } from './afterLoginHold'
import { type CaptchaGate, createCaptchaGate } from './captchaGate'
import { type ChangeFlow, changeSpecFor, createChangeFlow } from './changeFlow'
import { INITIAL_LOGIN_MODAL_FLOW, type LoginModalFlowEvent, reduceLoginModalFlow } from './loginModalFlow'
import { createLoginModalView, type LoginModalSources } from './loginModalSources'
import type { LoginModalView } from './loginModalView'
import { createWalletInBackground } from './walletInBackground'

/** Options of `createLoginModal`; read once. */
export type LoginModalOptions = {
  /** The navigator to drive (shared with the host and flows); the modal makes its own without one. */
  navigator?: Navigator
  /** Inline in the page: shows LANDING while signed out, nothing once signed in. @default the navigator's */
  standalone?: boolean
  /** The login methods the modal does not run itself (a host's wallets, email or phone when hidden ...). */
  onLoginMethod?: (method: LoginOption) => void
  /** Called when the modal closes signed in after a login flow. */
  onSuccess?: (completion: LoginCompletion) => void
  /** Called when a login flow closes with nobody signed in, or a link flow with no account linked. */
  onError?: (failure: LoginFlowError) => void
  /** Loads the Turnstile-compatible captcha widget. @default Cloudflare's script */
  loadCaptchaWidget?: () => Promise<TurnstileApi>
  /** The user agent and WebView signs; defaults to the browser's. */
  environment?: BrowserEnvironment | null
  /** The page URL: the OAuth return is read from it and the in-app browser screen copies it. @default the browser's */
  pageUrl?: PageUrl | null
  /** The OAuth popup's page, for the hand-off of a return to its opener. @default the browser's */
  oauthPopupPage?: OAuthPopupPage | null
  /** Finish an OAuth return found on the page when the modal starts. @default true */
  handleOAuthReturn?: boolean
  /** The window OAuth popups open from. @default the browser's */
  oauthWindow?: LoginWithOAuthOptions['window']
  /** Runs the WebAuthn ceremonies. @default the browser's */
  passkeyAuthenticator?: LoginWithPasskeyOptions['authenticator']
  /** The origin passkeys are bound to. @default location.origin */
  passkeyRelyingParty?: string
  /** Loads Telegram's login script from the API host. @default a `<script>` tag */
  loadTelegramScript?: TelegramScriptLoader
  /** The viewport's width, read for the drawer on narrow screens. @default the browser window's */
  viewport?: Viewport | null
  /** The device's colour-scheme preference, which a 'system' colour scheme follows as it changes. @default the browser's */
  colorSchemePreference?: ColorSchemePreference | null
  /** The clock of the success delays (Telegram's 1400 ms too) and the resend cooldown. */
  timers?: Timers
}

/** The page's viewport, as the modal reads it. */
export type Viewport = {
  /** The width in CSS px. */
  width(): number
  /** Calls `listener` when the width may have changed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

function browserViewport(): Viewport | null {
  if (typeof window === 'undefined') return null
  return {
    width: () => window.innerWidth,
    subscribe(listener) {
      window.addEventListener('resize', listener)
      return () => window.removeEventListener('resize', listener)
    },
  }
}

/** The login modal: one snapshot to render, and its lifecycle. */
export type LoginModal = Readable<LoginModalView> & {
  /** Starts watching the client, the navigator and the flows; safe to call again after `stop`. */
  start(): void
  /** Stops every watcher and timer; nothing started before lands afterwards. */
  stop(): void
}

/** The screens a code flow's screen may follow (a send started there). */
const CODE_ENTRY_SCREENS: readonly ScreenName[] = ['LANDING', 'CONNECT_OR_CREATE', 'CAPTCHA_SCREEN']
/** The screens the captcha runs on by itself. */
const AUTO_CAPTCHA_SCREENS: readonly string[] = ['LANDING', 'AWAITING_CONNECTION'] satisfies readonly ScreenName[]
/** The screens with the login list. */
const LANDING_SCREENS: readonly string[] = ['LANDING', 'CONNECT_OR_CREATE'] satisfies readonly ScreenName[]

/**
 * Creates the login modal (A-2.01 to, W-2.14, W-2.27,
 * W-2.30, W-4.01, W-4.13): which screen shows and why, the code, OAuth and passkey logins behind
 * the captcha, the steps after a login, the change-email/phone sub-flows and the transaction
 * prompts, with the browser's side effects (popups, the page URL, the widget) injected.
 */
export function createLoginModal(client: LobbyClient, options: LoginModalOptions = {}): LoginModal {
  const timers = options.timers ?? systemTimers
  const nav = options.navigator ?? createNavigator({ standalone: options.standalone, timers })
  const standalone = () => options.standalone ?? nav.getSnapshot().standalone
  // the captcha runs by itself while these screens show.
  const onAutoCaptchaScreen = () => AUTO_CAPTCHA_SCREENS.includes(nav.getSnapshot().screen?.name ?? '')
  const captcha: CaptchaGate = createCaptchaGate(client, {
    loadWidget: options.loadCaptchaWidget ?? (() => loadTurnstile(TURNSTILE_SCRIPT_URL)),
    autoExecute: onAutoCaptchaScreen,
  })
  const getCaptchaToken = () => captcha.takeToken()
  const email = createLoginWithEmail(client, { getCaptchaToken })
  const sms = createLoginWithSms(client, { getCaptchaToken })
  const environment = options.environment === undefined ? browserEnvironment() : options.environment
  const oauthOptions = {
    getCaptchaToken,
    ...(options.oauthWindow === undefined ? {} : { window: options.oauthWindow }),
    ...(options.pageUrl === undefined ? {} : { pageUrl: options.pageUrl }),
    environment,
  }
  const oauth = createLoginWithOAuth(client, oauthOptions)
  // a cross-app method is OAuth with its provider app, in a popup of its own size.
  const crossApp = createLoginWithCrossApp(client, oauthOptions)
  const providerApps = createProviderAppDirectory(client.http)
  // W-7.33: the provider apps of the app's cross-app methods, looked up for their buttons when
  // the config is new (a failed lookup is tried again with the next config, not on every change).
  let lookedUpFor: unknown = null
  const orderedMethods = (): readonly string[] => {
    const order = client.store.getSnapshot().config?.loginMethodsAndOrder
    return order ? [...order.primary, ...order.overflow] : []
  }
  const lookUpProviderApps = () => {
    const config = client.store.getSnapshot().config
    if (!config || config === lookedUpFor) return
    lookedUpFor = config
    providerApps.lookUp(orderedMethods().flatMap((method) => crossAppMethodAppId(method) ?? []))
  }
  // Telegram's window must open in the click's turn, which an await for its script may miss: the
  // script is loaded while the login screen offers Telegram, before any click.
  const prepareTelegram = () => {
    const config = client.store.getSnapshot().config
    const offered = config?.loginMethodsAndOrder ? orderedMethods() : (config?.loginMethods ?? [])
    if (offered.includes('telegram')) void telegram.prepare()
  }
  const passkey = createLoginWithPasskey(client, {
    mode: 'login',
    getCaptchaToken,
    ...(options.passkeyAuthenticator ? { authenticator: options.passkeyAuthenticator } : {}),
    ...(options.passkeyRelyingParty ? { relyingParty: options.passkeyRelyingParty } : {}),
  })
  const farcaster = createLoginWithFarcaster(client, { getCaptchaToken })
  const telegram = createLoginWithTelegram(client, {
    getCaptchaToken,
    timers,
    // The page's Telegram data is the Telegram hook's to read (seamless auth), not the modal's.
    pageUrl: null,
    ...(options.loadTelegramScript ? { loadScript: options.loadTelegramScript } : {}),
  })
  const cooldown = createTimedFlag({ ms: RESEND_COOLDOWN.ms, timers })
  const prompts = getTransactionPrompt(client)
  const inAppBrowser = detectEmbeddedBrowser(environment ?? { userAgent: '' })
  // twitter leaves the login list on a mobile device unless the app allows it.
  const isMobile = isMobileUserAgent(environment?.userAgent ?? '')
  // What the modal holds beside its flows: the change sub-flow's state and two pending flags.
  type Extras = Pick<LoginModalSources, 'change' | 'resending' | 'consentPending' | 'viewportWidth' | 'prefersDark'>
  const viewport = options.viewport === undefined ? browserViewport() : options.viewport
  const scheme =
    options.colorSchemePreference === undefined ? browserColorSchemePreference() : options.colorSchemePreference
  const extras = createStore<Extras>({
    change: null,
    resending: false,
    consentPending: false,
    viewportWidth: viewport?.width() ?? Number.POSITIVE_INFINITY,
    prefersDark: scheme?.prefersDark() ?? false,
  })
  const setExtras = (patch: Partial<Extras>) => extras.setState((s) => ({ ...s, ...patch }))

  let started = false
  // Bumped when the navigator clears a flow: answers of the cleared flow land nowhere.
  let session = 0
  const current = () => {
    const at = session
    return () => started && at === session
  }
  const server = () => client.store.getSnapshot().config?.server
  const screenName = () => nav.getSnapshot().screen?.name

  // A screen the host opens while the steps after a login run supersedes them (see afterLoginHold).
  // Work under way goes on without the screen: a wallet being created on login is finished, and
  // one not started yet is made in the background (W-4.13), never twice. The terms are not
  // asked then; the next login asks for them again. An existing wallet is left to the wallet
  // hooks, which unlock it when used (W-2.14).
  const afterLogin = createAfterLoginHold(nav)
  const owedInBackground = (step: AfterLoginStep) => {
    if (step === 'create-wallet') void createWalletInBackground(client).catch(() => undefined)
  }
  // W-4.13, W-2.14: the terms, then the wallet created on login, else an
  // existing wallet unlocked or recovered, else closing. The wallet steps need the wallet frame.
  const afterLoginStep = (step: AfterLoginStep, user: User | null) => {
    const moved = afterLogin.move(() => {
      const hasFrame = Boolean(client.walletFrame.url)
      const next = afterLoginScreen(step)
      if (next && (next === 'AFFIRMATIVE_CONSENT_SCREEN' || hasFrame)) return nav.replace(next)
      if (hasFrame && getEmbeddedWallets(user, 'ethereum').length > 0)
        return nav.replace('EMBEDDED_WALLET_CONNECTING_SCREEN')
      nav.close()
    })
    if (!moved) owedInBackground(step)
  }
  const nextStep = (): AfterLoginStep => {
    const { user, config } = client.store.getSnapshot()
    const step = user ? nextStepAfterLogin(user, config) : 'close'
    // Without the wallet frame no wallet is made here: the modal closes, on the closing delay.
    return step === 'create-wallet' && !client.walletFrame.url ? 'close' : step
  }
  const continueAfterLogin = () => afterLoginStep(nextStep(), client.store.getSnapshot().user)

  const flow = createFlow<ReturnType<typeof reduceLoginModalFlow>, LoginModalFlowEvent, 'none' | 'code' | 'passkey'>({
    initial: INITIAL_LOGIN_MODAL_FLOW,
    reduce: reduceLoginModalFlow,
    key: (state) => state.success,
    timers,
    effects: {
      // 'Success!' shows 900 ms before the terms or the wallet, 1400 ms before closing;
      // the step is read again when the delay ends, as the user refetch may land meanwhile.
      code: ({ send, alive }) => {
        const handle = timers.setTimeout(() => {
          if (!alive()) return
          send({ type: 'success.shown' })
          continueAfterLogin()
        }, codeSuccessDelayMs(nextStep()))
        return () => timers.clearTimeout(handle)
      },
      // the passkey screen shows success, then the flow finishes 1400 ms later.
      passkey: ({ send, alive }) => {
        const handle = timers.setTimeout(() => {
          if (!alive()) return
          passkey.reset()
          send({ type: 'success.shown' })
          continueAfterLogin()
        }, PASSKEY_SUCCESS_CLOSE_MS)
        return () => timers.clearTimeout(handle)
      },
    },
  })

  const succeed = (via: 'code' | 'passkey' | null) => {
    afterLogin.take()
    if (via) flow.send({ type: 'login.succeeded', via })
    else continueAfterLogin()
  }

  /** an error the current screen cannot show as a line goes to its own screen. */
  const routeError = (error: unknown, context: Parameters<typeof errorScreenFor>[2]): boolean => {
    const shown = errorScreenFor(error, server(), context)
    if (shown.inline) return false
    if (shown.screen === 'ERROR_SCREEN') nav.showError(error, context?.flow)
    else nav.navigate(shown.screen)
    return true
  }

  // A flow's own screen takes CAPTCHA_SCREEN's place (or its own, on a retry), so Back leads to the login screen.
  const showFlowScreen: Navigator['navigate'] = (name: ScreenName, params?: unknown) =>
    (screenName() === 'CAPTCHA_SCREEN' || screenName() === name ? nav.replace : nav.navigate)(
      name as never,
      params as never,
    )

  // a login starts at once, or once the captcha on CAPTCHA_SCREEN
  // passed (OAuth and Telegram after the user's Continue there).
  const behindCaptcha = (method: CaptchaFirstMethod, login: () => Promise<void>) => {
    const step = captcha.firstStep(method)
    if (step !== 'proceed') nav.navigate('CAPTCHA_SCREEN')
    // the user's Continue is the intent, offered once the check passed, so the screen runs
    // the check (unless the login screen's own run is under way or done); without it, nothing did.
    if (step === 'await-intent') captcha.autoRun()
    void captcha.runFirst(method, login).catch(() => undefined)
  }

  /** After a send: the code screen, or the sending error's screen. */
  const settleSend = (codeFlow: CodeFlow, channel: 'email' | 'sms', isCurrent: () => boolean) => {
    if (!isCurrent()) return
    const state = codeFlow.getSnapshot()
    if (state.status === 'awaiting-code-input' && state.destination) {
      const name = screenName()
      if (name && CODE_ENTRY_SCREENS.includes(name))
        showFlowScreen(
          'AWAITING_PASSWORDLESS_CODE',
          channel === 'email' ? { email: state.destination } : { phoneNumber: state.destination },
        )
    } else if (state.status === 'error' && state.error && routeError(state.error, { flow: 'auth' })) codeFlow.reset()
  }
  const sendLoginCode = (channel: 'email' | 'sms', destination: string) => {
    const codeFlow = channel === 'email' ? email : sms
    const isCurrent = current()
    behindCaptcha(channel, () => codeFlow.sendCode(destination).then(() => settleSend(codeFlow, channel, isCurrent)))
  }
  const codeFlowOnScreen = (): { flow: CodeFlow; channel: 'email' | 'sms'; destination: string } | null => {
    const screen = nav.getSnapshot().screen
    if (screen?.name !== 'AWAITING_PASSWORDLESS_CODE') return null
    return 'phoneNumber' in screen.params
      ? { flow: sms, channel: 'sms', destination: screen.params.phoneNumber }
      : { flow: email, channel: 'email', destination: screen.params.email }
  }
  /** a code error is a line under the boxes, or its own screen. */
  const settleCodeError = (codeFlow: CodeFlow) => {
    const { error } = codeFlow.getSnapshot()
    if (error && routeError(error, { flow: 'passwordless' })) codeFlow.reset()
  }
  const submitCode = (code: string) => {
    if (change) return submitChangeCode(code)
    const on = codeFlowOnScreen()
    if (!on) return
    const isCurrent = current()
    void on.flow.submitCode(code).then(() => {
      if (!isCurrent()) return
      if (on.flow.getSnapshot().status === 'done') {
        on.flow.reset()
        succeed('code')
      } else settleCodeError(on.flow)
    })
  }
  // a new code, then 'Code sent' for 30 s; a failed send starts no cooldown.
  const resendCode = () => {
    const sentTo = extras.getSnapshot().change?.sentTo
    const on = change && sentTo ? { flow: change.flow, destination: sentTo } : codeFlowOnScreen()
    if (!on || extras.getSnapshot().resending || cooldown.getSnapshot()) return
    const isCurrent = current()
    setExtras({ resending: true })
    void on.flow.sendCode(on.destination).then(() => {
      setExtras({ resending: false })
      if (!isCurrent()) return
      if (on.flow.getSnapshot().status === 'awaiting-code-input') cooldown.start()
      else settleCodeError(on.flow)
    })
  }

  /**
   * After OAuth (or a cross-app login, W-8.60 to W-8.62) settles: the after-login steps, or the
   * error's own screen.
   */
  const settleOAuth = (isCurrent: () => boolean, running: Pick<OAuthFlow, 'getSnapshot' | 'reset'> = oauth) => {
    if (!isCurrent()) return
    const state = running.getSnapshot()
    const flow = running === oauth ? 'oauth' : 'cross_app'
    if (state.status === 'connected') {
      running.reset()
      succeed(null)
    } else if (state.status === 'failed' && state.error && routeError(state.error, { flow })) running.reset()
  }
  /** OAuth with a social provider on AWAITING_OAUTH_SCREEN, or with a provider app (`privy:{appId}`) on CROSS_APP_AUTH_SCREEN. */
  const startOAuth = (provider: string) => {
    // OAuth cannot finish inside an in-app browser.
    if (inAppBrowser.embedded) return nav.navigate('IN_APP_BROWSER_SCREEN')
    const isCurrent = current()
    const providerAppId = crossAppMethodAppId(provider)
    behindCaptcha('oauth', () => {
      if (providerAppId === null) {
        showFlowScreen('AWAITING_OAUTH_SCREEN', { provider })
        return oauth.start({ provider, flow: 'popup' }).then(() => settleOAuth(isCurrent))
      }
      showFlowScreen('CROSS_APP_AUTH_SCREEN', { providerAppId })
      return crossApp.start({ appId: providerAppId }).then(() => settleOAuth(isCurrent, crossApp))
    })
  }
  /** the relay link on AWAITING_FARCASTER_CONNECTION, polled until approved. */
  const startFarcaster = () => {
    const isCurrent = current()
    behindCaptcha('farcaster', () => {
      showFlowScreen('AWAITING_FARCASTER_CONNECTION')
      return farcaster.start().then(() => {
        if (!isCurrent()) return
        const { status, error } = farcaster.getSnapshot()
        if (status === 'done') succeed(null)
        // are lines on the screen; an allowlist or user-limit refusal has its own.
        else if (status === 'error' && error && routeError(error, { flow: 'farcaster' })) farcaster.reset()
      })
    })
  }
  // a Telegram login waits for the flow's 1400 ms after success, then takes the next step.
  let telegramSucceeded: (() => boolean) | null = null
  const onTelegram = () => {
    const waiting = telegramSucceeded
    if (!waiting || !telegram.getSnapshot().next) return
    telegramSucceeded = null
    if (waiting()) continueAfterLogin()
  }
  /** TELEGRAM_AUTH_SCREEN while Telegram's window is open and the result is verified. */
  const startTelegram = () => {
    const isCurrent = current()
    telegramSucceeded = null
    behindCaptcha('telegram', () => {
      showFlowScreen('TELEGRAM_AUTH_SCREEN')
      // Called in the click's (or Continue's) turn: the prepared widget opens Telegram's window at once.
      return telegram.start().then(() => {
        if (!isCurrent()) return
        const { status, error } = telegram.getSnapshot()
        if (status === 'success') {
          afterLogin.take()
          telegramSucceeded = isCurrent
          onTelegram()
        } else if (status === 'failure' && error && routeError(error, { flow: 'telegram' })) telegram.reset()
      })
    })
  }
  const startPasskey = (viaCaptcha: boolean) => {
    const isCurrent = current()
    const login = () =>
      passkey.start().then(() => {
        if (isCurrent() && passkey.getSnapshot().status === 'success') succeed('passkey')
      })
    if (!viaCaptcha) return void login()
    behindCaptcha('passkey', () => {
      showFlowScreen('AWAITING_PASSKEY_SYSTEM_DIALOGUE')
      return login()
    })
  }

  const selectMethod = (method: LoginOption, event?: { isTrusted: boolean }) => {
    const social = (SOCIAL_PROVIDERS as readonly string[]).includes(method) || crossAppMethodAppId(method) !== null
    // a login while signed in is ignored with a warning, so no screen waits on a flow that
    // will not start (a guest may log in, A-6.02).
    if ((social || method === 'farcaster' || method === 'telegram') && !client.canStartLogin()) return
    if (social) startOAuth(method)
    else if (method === 'farcaster') startFarcaster()
    else if (method === 'telegram') startTelegram()
    // W-4.01: a wallet the host does not handle itself is connected here, then signs in (W-4.04);
    // the click's isTrusted goes along for W-4.03.
    else if (!options.onLoginMethod && isWalletListKey(method))
      nav.navigate('AWAITING_CONNECTION', { walletClientType: method, isTrusted: event?.isTrusted ?? true })
    else options.onLoginMethod?.(method)
  }

  const back = () => (nav.back() ? undefined : nav.replace('LANDING'))
  const toLanding = () => nav.replace('LANDING')

  // the terms accepted, the next step; declined, logged out and closed.
  const acceptTerms = () => {
    if (extras.getSnapshot().consentPending) return
    afterLogin.take()
    const isCurrent = current()
    setExtras({ consentPending: true })
    client.acceptTerms().then(
      (user) => {
        setExtras({ consentPending: false })
        if (isCurrent()) afterLoginStep(nextStepAfterLogin(user, client.store.getSnapshot().config), user)
      },
      (error: unknown) => {
        setExtras({ consentPending: false })
        if (isCurrent()) nav.showError(error)
      },
    )
  }
  const declineTerms = () => {
    const isCurrent = current()
    void client.logout().then(() => (isCurrent() ? nav.close() : undefined))
  }

  // the link and update sub-flows live as long as their screen.
  let change: ChangeFlow | null = null
  let unfollowChange: (() => void) | null = null
  const syncChange = () => {
    const screen = nav.getSnapshot().screen
    const wanted = screen ? changeSpecFor(screen.name, client.store.getSnapshot().user) : null
    if (change && wanted && change.kind === wanted.kind && change.mode === wanted.mode) return
    unfollowChange?.()
    unfollowChange = null
    change = wanted ? createChangeFlow(client, wanted) : null
    let sentTo: string | null = null
    const follow = () => {
      const running = change
      const state = running?.flow.getSnapshot()
      if (state?.status === 'awaiting-code-input') sentTo = state.destination
      setExtras({ change: running && state ? { kind: running.kind, mode: running.mode, state, sentTo } : null })
    }
    if (change) unfollowChange = change.flow.subscribe(follow)
    follow()
  }
  const sendChangeCode = (destination: string) => {
    const running = change
    if (!running) return
    const isCurrent = current()
    void running.flow.sendCode(destination).then(
      () => {
        if (!isCurrent() || running !== change) return
        const { error } = running.flow.getSnapshot()
        if (error && routeError(error, { flow: 'auth' })) running.flow.reset()
      },
      // a link the client refuses before any request rejects instead of
      // failing the flow; unhandled, the screen stayed as it was with nothing said.
      (error: unknown) => {
        if (isCurrent() && running === change) routeError(error, { flow: 'auth' })
      },
    )
  }
  const submitChangeCode = (code: string) => {
    const running = change
    if (!running) return
    const isCurrent = current()
    void running.flow.submitCode(code).then(() => {
      if (!isCurrent() || running !== change) return
      const { status, error } = running.flow.getSnapshot()
      if (status === 'done') nav.close()
      else if (error && routeError(error, { flow: 'passwordless' })) running.flow.reset()
    })
  }

  const view = createLoginModalView({
    landing: {
      openView: (next) => flow.send({ type: 'landing.view', view: next }),
      back: () => flow.send({ type: 'landing.view', view: 'default' }),
      selectMethod,
      submitEmail: (address) => sendLoginCode('email', address),
      submitPhone: (number) => sendLoginCode('sms', number),
      startPasskey: () => startPasskey(true),
    },
    captcha: {
      attach: captcha.attach,
      continue: () => void captcha.continueLogin(),
      retry: () => void captcha.retry(),
    },
    code: { submit: submitCode, resend: resendCode },
    oauth: {
      retry: () => {
        const provider = oauth.getSnapshot().provider
        if (provider) startOAuth(provider)
      },
    },
    crossApp: {
      retry: () => {
        const screen = nav.getSnapshot().screen
        if (screen?.name === 'CROSS_APP_AUTH_SCREEN') startOAuth(`privy:${screen.params.providerAppId}`)
      },
    },
    passkey: { retry: () => startPasskey(false) },
    farcaster: { retry: startFarcaster, cancel: () => back() },
    telegram: { retry: startTelegram },
    consent: { accept: acceptTerms, decline: declineTerms },
    change: { sendCode: sendChangeCode, submitCode: submitChangeCode },
    error: {
      ctaClick: () => {
        const screen = nav.getSnapshot().screen
        if (screen?.name !== 'ERROR_SCREEN') return
        const { error, flow } = screen.params
        const { action } = errorScreenFor(error, server(), { flow })
        // the server refused the captcha token, so the next try starts from a fresh check.
        if (action === 'reset_captcha') captcha.current().reset()
        if (action === 'close') nav.close()
        else back()
      },
      back,
    },
    allowlist: { cta: toLanding },
    inAppBrowser: { back },
    modal: {
      open: nav.open,
      close: nav.close,
      requestClose: nav.requestClose,
      back,
      toLanding,
      // W-4.04: a wallet login goes on to the after-login steps; connect-only and linking close.
      walletLoginDone: () => (screenName() === 'AWAITING_CONNECTION' ? succeed(null) : nav.close()),
      fundingClosed: (details) => (details.returnTo ? back() : nav.close()),
      navigation: {
        navigate: nav.navigate,
        replace: nav.replace,
        close: nav.close,
        back: nav.back,
        setCloseable: nav.setCloseable,
      },
      navigator: nav,
    },
  })

  const sources = (): LoginModalSources => ({
    nav: nav.getSnapshot(),
    standalone: standalone(),
    lobby: client.store.getSnapshot(),
    recentMethod: client.store.getSnapshot().ready
      ? recentLoginOption(client.getRecentLoginMethod(), {
          recentWalletClient: getRecentWalletClient(client.storage ?? null, client.appId),
          walletList: client.store.getSnapshot().config?.appearance.walletList ?? null,
        })
      : null,
    flow: flow.getSnapshot(),
    email: email.getSnapshot(),
    sms: sms.getSnapshot(),
    oauth: oauth.getSnapshot(),
    crossApp: crossApp.getSnapshot(),
    farcaster: farcaster.getSnapshot(),
    telegram: telegram.getSnapshot(),
    providerApps: providerApps.getSnapshot(),
    passkey: passkey.getSnapshot(),
    captcha: captcha.getSnapshot(),
    coolingDown: cooldown.getSnapshot(),
    prompt: prompts.getSnapshot(),
    inAppBrowser,
    isMobile,
    pageUrl: options.pageUrl === undefined ? (browserPageUrl()?.href ?? null) : (options.pageUrl?.href ?? null),
    ...extras.getSnapshot(),
  })
  const watched: Readable<unknown>[] = [
    nav,
    client.store,
    flow,
    email,
    sms,
    oauth,
    crossApp,
    farcaster,
    telegram,
    providerApps,
    passkey,
    captcha,
    cooldown,
    prompts,
    extras,
  ]

  // Reactions to the navigator, the client and the prompts while started.
  let stops: Array<() => void> = []
  let previous: NavigatorState = nav.getSnapshot()
  // a standalone modal shows the login screen whenever no one is signed in.
  const openStandalone = () => {
    const { ready, authenticated } = client.store.getSnapshot()
    if (standalone() && ready && !authenticated && !nav.getSnapshot().screen) nav.open('LANDING')
  }
  const onNavigator = () => {
    const state = nav.getSnapshot()
    const before = previous
    previous = state
    if (afterLogin.lostBy(state)) owedInBackground(nextStep())
    // W-2.30: closing the modal refuses the request it showed.
    if (before.isOpen && !state.isOpen) prompts.getSnapshot()?.flow.close()
    // the login list starts at its default view again.
    if (state.landingResets !== before.landingResets) flow.send({ type: 'landing.reset' })
    // once the navigator clears the flow after a close, the logins start over too.
    if (before.screen && !state.screen) {
      session++
      email.reset()
      sms.reset()
      if (oauth.getSnapshot().status === 'failed') oauth.reset()
      if (crossApp.getSnapshot().status === 'failed') crossApp.reset()
      if (passkey.getSnapshot().status === 'error') passkey.reset()
      if (farcaster.getSnapshot().status !== 'submitting') farcaster.reset()
      if (['failure', 'success'].includes(telegram.getSnapshot().status)) telegram.reset()
      captcha.cancel()
      cooldown.cancel()
      flow.send({ type: 'flow.cleared' })
    }
    if (state.screen !== before.screen) syncChange()
    // Closing or leaving the relay link stops its polling: nobody is left to approve it.
    if (state.screen?.name !== 'AWAITING_FARCASTER_CONNECTION' || !state.isOpen) stopFarcasterWait()
    if (state.screen?.name !== before.screen?.name && LANDING_SCREENS.includes(state.screen?.name ?? ''))
      prepareTelegram()
    if (state.screen?.name !== before.screen?.name && onAutoCaptchaScreen()) captcha.autoRun()
    openStandalone()
  }
  const promptScreens: ReadonlySet<string> = new Set(Object.values(TRANSACTION_PROMPT_SCREENS))
  const onPrompt = () => {
    // W-2.27: a send or sign request from the hooks opens its screen.
    const prompt = prompts.getSnapshot()
    if (prompt) nav.open(TRANSACTION_PROMPT_SCREENS[prompt.kind])
    // W-4.33: once its flow closes (after 'Success', or a cancel) the modal it opened closes too, so a
    // screen that drew the prompt need not outlive it to close the modal.
    else if (nav.getSnapshot().isOpen && promptScreens.has(nav.getSnapshot().screen?.name ?? '')) nav.close()
  }
  const stopFarcasterWait = () => {
    const { status } = farcaster.getSnapshot()
    if (status === 'initializing' || status === 'awaiting-connection') farcaster.reset()
  }
  const onOAuth = () => {
    // an OAuth return found on page load shows its screen while it is verified.
    const state = oauth.getSnapshot()
    if (state.status === 'verifying' && state.provider && !nav.getSnapshot().screen)
      nav.open('AWAITING_OAUTH_SCREEN', { provider: state.provider })
  }

  return {
    getSnapshot: () => view(sources()),
    subscribe(listener) {
      const unsubscribes = watched.map((store) => store.subscribe(listener))
      return () => {
        for (const unsubscribe of unsubscribes) unsubscribe()
      }
    },
    start() {
      if (started) return
      started = true
      previous = nav.getSnapshot()
      // The device may have switched while the modal was stopped.
      if (scheme) setExtras({ prefersDark: scheme.prefersDark() })
      flow.start()
      captcha.start()
      stops = [
        nav.subscribe(onNavigator),
        prompts.subscribe(onPrompt),
        oauth.subscribe(onOAuth),
        telegram.subscribe(onTelegram),
        client.store.subscribe(openStandalone),
        client.store.subscribe(lookUpProviderApps),
        // reports a finished login on close; opens LANDING for a wallet action without a user.
        watchLoginCompletion(
          nav,
          client,
          (completion) => options.onSuccess?.(completion),
          (failure) => options.onError?.(failure),
        ),
        onLoginRequest(client, () => nav.open('LANDING')),
        viewport?.subscribe(() => setExtras({ viewportWidth: viewport.width() })) ?? (() => undefined),
        scheme?.subscribe(() => setExtras({ prefersDark: scheme.prefersDark() })) ?? (() => undefined),
      ]
      syncChange()
      onPrompt()
      openStandalone()
      if (LANDING_SCREENS.includes(screenName() ?? '')) prepareTelegram()
      lookUpProviderApps()
      if (options.handleOAuthReturn !== false) {
        const page = options.pageUrl === undefined ? browserPageUrl() : options.pageUrl
        const popup = options.oauthPopupPage === undefined ? browserOAuthPopupPage() : options.oauthPopupPage
        // In the popup the return belongs to the opener; elsewhere this page finishes it.
        if (!handOffOAuthReturn(page, popup)) {
          const isCurrent = current()
          void client
            .ready()
            .then(() => oauth.handleRedirectReturn())
            .then((returned) => (returned ? settleOAuth(isCurrent) : undefined))
        }
      }
    },
    stop() {
      if (!started) return
      started = false
      for (const stop of stops) stop()
      stops = []
      flow.stop()
      captcha.stop()
      cooldown.cancel()
      stopFarcasterWait()
      telegramSucceeded = null
      unfollowChange?.()
      unfollowChange = null
      change = null
    },
  }
}
