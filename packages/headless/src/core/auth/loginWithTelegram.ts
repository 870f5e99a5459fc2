import {
  authenticateTelegram,
  linkTelegram,
  type TelegramAuthResult,
  type TelegramProof,
  unlinkTelegram,
} from '../api/telegram'
import type { User } from '../api/user'
import type { LobbyClient } from '../client'
import type { AppConfig } from '../config/resolveAppConfig'
import { createLobbyError } from '../errors/errorCatalogue'
import { errorScreenFor } from '../errors/errorScreens'
import type { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import { createMachine, type Readable } from '../store'
import { systemTimers, type Timers } from '../timers'
import { type AfterLoginStep, nextStepAfterLogin } from './afterLogin'
import { browserPageUrl, type PageUrl } from './consumePrivyToken'
import { telegramBotOf } from './telegramBot'
import { consumeTelegramLoginParams, readTelegramWebAppData } from './telegramPageData'

/** The Telegram login script's path on the API host. */
export const TELEGRAM_SCRIPT_PATH = '/js/telegram-widget.js'
/** After a Telegram success the screen waits 1400 ms before moving on. */
export const TELEGRAM_SUCCESS_DELAY_MS = 1400

/** Telegram screen state: verifying, then success or failure (with a retry when retryable). */
export type TelegramStatus = 'idle' | 'awaiting-telegram' | 'verifying' | 'success' | 'failure'

/** Where the modal goes after a Telegram success: consent, wallet creation, or closed. */
/** Where a Telegram login goes next: the same steps as every login. */
export type TelegramNextStep = AfterLoginStep

/** The state of a Telegram login. */
export type TelegramState = {
  status: TelegramStatus
  error: LobbyError | null
  /** True when a retry is offered. */
  retryable: boolean
  /** Set 1400 ms after a login success: where to go next. */
  next: TelegramNextStep | null
}

/** Events of a Telegram login. */
export type TelegramEvent =
  | { type: 'telegram.open' }
  | { type: 'telegram.verify' }
  | { type: 'telegram.success' }
  | { type: 'telegram.failed'; error: LobbyError; retryable: boolean }
  | { type: 'telegram.next'; next: TelegramNextStep }
  | { type: 'reset' }

/** The idle state. */
export const INITIAL_TELEGRAM_STATE: TelegramState = { status: 'idle', error: null, retryable: false, next: null }

const busy = (status: TelegramStatus) => status === 'awaiting-telegram' || status === 'verifying'

/** The Telegram login's transitions. */
export function reduceTelegram(state: TelegramState, event: TelegramEvent): TelegramState {
  switch (event.type) {
    case 'telegram.open':
      return busy(state.status) ? state : { ...INITIAL_TELEGRAM_STATE, status: 'awaiting-telegram' }
    case 'telegram.verify':
      return state.status === 'verifying' ? state : { ...INITIAL_TELEGRAM_STATE, status: 'verifying' }
    case 'telegram.success':
      return state.status === 'verifying' ? { ...state, status: 'success' } : state
    case 'telegram.failed':
      return { ...INITIAL_TELEGRAM_STATE, status: 'failure', error: event.error, retryable: event.retryable }
    case 'telegram.next':
      return state.status === 'success' ? { ...state, next: event.next } : state
    case 'reset':
      return INITIAL_TELEGRAM_STATE
  }
}

/** After a Telegram login: the next step every login takes (`nextStepAfterLogin`). */
export const telegramNextStep: (user: User, config: AppConfig | null) => TelegramNextStep = nextStepAfterLogin

/** The widget API the login script defines (`window.Telegram.Login`). */
export type TelegramLoginWidget = {
  auth(
    options: { bot_id: string; request_access?: string },
    callback: (result: TelegramAuthResult | false) => void,
  ): void
}

/** Loads the login script from `src` and answers the widget it defines, or null when it defines none. */
export type TelegramScriptLoader = (src: string) => Promise<TelegramLoginWidget | null>

/** Loads the script with a `<script>` tag (once per page) and reads `window.Telegram.Login`. */
export const browserTelegramScriptLoader: TelegramScriptLoader = (src) => {
  const read = () => (window as unknown as { Telegram?: { Login?: TelegramLoginWidget } }).Telegram?.Login ?? null
  const existing = read()
  if (existing) return Promise.resolve(existing)
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve(read())
    script.onerror = () => reject(createLobbyError('telegram.not_initialized'))
    document.head.appendChild(script)
  })
}

/** Options of a Telegram login. */
export type LoginWithTelegramOptions = {
  /** Log in (default) or link the Telegram account. */
  mode?: 'login' | 'link'
  /** How the login script is loaded; defaults to a `<script>` tag. */
  loadScript?: TelegramScriptLoader
  /** The page URL the login-URL parameters and web-app fragment are read from. */
  pageUrl?: PageUrl | null
  /** A captcha token for telegram/authenticate. */
  getCaptchaToken?: () => string | undefined
  /** The clock of the 1400 ms wait after success. */
  timers?: Timers
}

/** A running Telegram login. */
export type TelegramLogin = Readable<TelegramState> & {
  /**
   * Opens Telegram's login (the widget from the API host, A-7.51) and logs in or links with its
   * result. Once `prepare` loaded the widget, Telegram's window opens before `start` returns, so
   * in a click's turn the browser lets it open.
   */
  start(): Promise<void>
  /** Loads the widget script ahead of the click that calls `start`; a failed load is tried again by `start`. */
  prepare(): Promise<void>
  /**
   * Logs in with what the page already carries: a login-URL result, or a web app's
   * init data when the app turns seamless auth on. False when there is neither.
   */
  loginWithPageData(): Promise<boolean>
  reset(): void
}

/**
 * The Telegram flow (A-4.36; ): the bot from the app
 * configuration, the widget script from the API host, then authenticate or link with the
 * signed result; a cancelled widget is 'Telegram auth failed or was canceled by the client'.
 */
export function createLoginWithTelegram(client: LobbyClient, options: LoginWithTelegramOptions = {}): TelegramLogin {
  const machine = createMachine({ initial: INITIAL_TELEGRAM_STATE, reduce: reduceTelegram })
  const mode = options.mode ?? 'login'
  // A popup opens only in the click's turn: an await before the widget's auth may let the
  // browser block it, so the widget loaded once is kept and called at once after that.
  let widget: TelegramLoginWidget | null = null
  // One load at a time (a click during `prepare` waits for it); a failed one is tried again.
  let loading: Promise<TelegramLoginWidget | null> | null = null
  const loadWidget = () => {
    loading ??= (async () =>
      (options.loadScript ?? browserTelegramScriptLoader)(
        `${client.http.apiUrl.replace(/\/+$/, '')}${TELEGRAM_SCRIPT_PATH}`,
      ))().then(
      (loaded) => {
        widget = loaded
        if (!loaded) loading = null
        return loaded
      },
      (error: unknown) => {
        loading = null
        throw error
      },
    )
    return loading
  }
  const fail = (error: unknown) => {
    const lobbyError = toLobbyError(error)
    const retryable = errorScreenFor(lobbyError, null, { flow: 'telegram' }).retryable
    machine.send({ type: 'telegram.failed', error: lobbyError, retryable })
  }

  async function submit(proof: TelegramProof): Promise<void> {
    machine.send({ type: 'telegram.verify' })
    try {
      if (mode === 'link') {
        await linkTelegram(client.http, proof, await client.getAccessToken())
        await client.syncUser((user) => user.linkedAccounts.some((account) => account.type === 'telegram'))
      } else {
        const token = options.getCaptchaToken?.()
        client.completeLogin(
          await authenticateTelegram(client.http, { ...proof, ...(token ? { captcha_token: token } : {}) }),
          'telegram',
        )
      }
      machine.send({ type: 'telegram.success' })
      if (mode === 'login') {
        // the success shows for 1400 ms before the modal moves on.
        ;(options.timers ?? systemTimers).setTimeout(() => {
          const { user, config } = client.store.getSnapshot()
          if (user) machine.send({ type: 'telegram.next', next: telegramNextStep(user, config) })
        }, TELEGRAM_SUCCESS_DELAY_MS)
      }
    } catch (error) {
      fail(error)
    }
  }

  const canStart = () => {
    if (busy(machine.getSnapshot().status)) return false
    if (mode === 'login') return client.canStartLogin()
    try {
      client.assertCanLink('telegram')
      const bot = telegramBotOf(client.store.getSnapshot().config)
      if (!bot) throw createLobbyError('telegram.config_not_loaded')
      // an app that turned linking off refuses it before any Telegram window opens.
      if (!bot.linkEnabled) throw createLobbyError('telegram.not_allowed')
      return true
    } catch (error) {
      fail(error)
      return false
    }
  }

  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    reset: () => machine.send({ type: 'reset' }),
    prepare: () =>
      loadWidget().then(
        () => undefined,
        () => undefined,
      ),

    async start() {
      if (!canStart()) return
      machine.send({ type: 'telegram.open' })
      try {
        const bot = telegramBotOf(client.store.getSnapshot().config)
        // without the bot of the app configuration there is nothing to log in to.
        if (!bot) throw createLobbyError('telegram.config_not_loaded')
        const api = widget ?? (await loadWidget())
        if (!api) throw createLobbyError('telegram.not_initialized')
        const result = await new Promise<TelegramAuthResult | false>((resolve) =>
          api.auth({ bot_id: bot.botId, request_access: 'write' }, resolve),
        )
        if (!result) throw createLobbyError('telegram.canceled')
        await submit({ telegram_auth_result: result })
      } catch (error) {
        fail(error)
      }
    },

    async loginWithPageData() {
      const page = options.pageUrl === undefined ? browserPageUrl() : options.pageUrl
      const loginResult = consumeTelegramLoginParams(page)
      // inside a Telegram web app, logging in unasked is the app's choice (seamless_auth_enabled).
      const seamless = telegramBotOf(client.store.getSnapshot().config)?.seamlessAuthEnabled === true
      const webAppData = loginResult || !seamless ? null : readTelegramWebAppData(page)
      if (!loginResult && !webAppData) return false
      if (!canStart()) return true
      await submit(loginResult ? { telegram_auth_result: loginResult } : { telegram_web_app_data: webAppData ?? {} })
      return true
    },
  }
}

/** then: unlinks the Telegram account and refetches the user. */
export async function unlinkTelegramAccount(client: LobbyClient, telegramUserId: string): Promise<User | null> {
  await unlinkTelegram(client.http, { telegram_user_id: telegramUserId }, await client.getAccessToken())
  return client.refreshUser()
}
