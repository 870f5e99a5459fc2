import { createLobbyError } from '../errors/errorCatalogue'
import { CAPTCHA_RETRIES_BEFORE_ADVICE } from '../errors/errorScreens'
import type { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import { sleep } from '../poll'
import { validateCaptchaSiteKey } from '../rules/captchaSiteKey'
import { createStore, type Readable } from '../store'
import type { TurnstileApi } from './turnstile'

/** The widget's answer is read this often... */
export const CAPTCHA_POLL_INTERVAL_MS = 200
/** ...for at most this long, then captcha_timeout. */
export const CAPTCHA_TIMEOUT_MS = 20_000
/** Failed challenges are retried this many times. */
export const CAPTCHA_MAX_RETRIES = 3
/** The first retry waits this long; each further one twice the previous. */
export const CAPTCHA_RETRY_INITIAL_DELAY_MS = 1_000
/** After a pass, the pending flow continues this much later. */
export const CAPTCHA_CONTINUE_DELAY_MS = 1_000
/** An automatic run starts this much after the screen asks for it. */
export const CAPTCHA_AUTO_EXECUTE_DELAY_MS = 500

/** The captcha's status. */
export type CaptchaStatus = 'disabled' | 'ready' | 'loading' | 'success' | 'error'

/** The captcha's state: its status, the token once passed, the error once failed, and the retries used. */
export type CaptchaState = {
  status: CaptchaStatus
  token: string | null
  error: LobbyError | null
  /** Automatic retries used by the last run. */
  retries: number
  /**
   * Times the user pressed Retry since the check last passed (A-2.20): A-8.11's advice shows from
   * 3 on, and Retry is off (`retry()` answers false).
   */
  userRetries: number
}

/** Options of `createCaptcha`. */
export type CreateCaptchaOptions = {
  /** captchaEnabled; when false the captcha stays 'disabled'. */
  enabled: boolean
  /** The app's captcha_site_key ('t:' + the Turnstile key, A-5.30). */
  siteKey: string | null
  /** Loads the widget API (`loadTurnstile(url)` in a browser). */
  loadWidget: () => Promise<TurnstileApi>
}

/** The captcha: widget lifecycle, polling, retries and time-outs. */
export type Captcha = Readable<CaptchaState> & {
  /** Renders the widget into `container` (execution on demand); the status becomes 'ready'. */
  mount(container: string | Element): Promise<void>
  /** Runs the challenge: polls every 200 ms up to 20 s, retrying failures 3 times (1 s, 2 s, 4 s). */
  execute(): Promise<void>
  /** runs the challenge 0.5 s from now, unless one already ran or is running. */
  autoExecute(): Promise<void>
  /** Resolves with the token once passed (running the challenge if it has not started); rejects on failure. */
  waitForToken(): Promise<string>
  /** The passed token, once: Turnstile tokens are single use, so the widget resets for the next call. */
  takeToken(): string | undefined
  /** back to 'ready' with a fresh widget; expired_and_failed_reset when the widget cannot reset. */
  reset(): void
  /**
   * The user's Retry on a failed check: a reset that counts. False, doing nothing,
   * once the user has retried 3 times.
   */
  retry(): boolean
  unmount(): void
}

/** Creates the captcha around a Turnstile-compatible widget. */
export function createCaptcha(options: CreateCaptchaOptions): Captcha {
  const disabled = !options.enabled
  const store = createStore<CaptchaState>({
    status: disabled ? 'disabled' : 'ready',
    token: null,
    error: null,
    retries: 0,
    userRetries: 0,
  })
  let api: TurnstileApi | null = null
  let widgetId: string | Element | null = null
  let mounting: Promise<void> | null = null
  let widgetError: string | null = null
  let running: Promise<void> | null = null
  // A reset or unmount makes an older run's results stale.
  let generation = 0
  const waiters = new Set<{ resolve: (token: string) => void; reject: (error: LobbyError) => void }>()

  const set = (patch: Partial<CaptchaState>) => store.setState((s) => ({ ...s, ...patch }))
  const settle = () => {
    const { status, token, error } = store.getSnapshot()
    for (const waiter of [...waiters]) {
      if (status === 'success' && token) waiter.resolve(token)
      else if (status === 'error' && error) waiter.reject(error)
      else continue
      waiters.delete(waiter)
    }
  }
  store.subscribe(settle)

  async function mount(container: string | Element) {
    if (disabled) return
    mounting ??= (async () => {
      const key = validateCaptchaSiteKey(options.siteKey)
      if (!key.ok) throw createLobbyError('captcha.failed', { details: key.message })
      api = await options.loadWidget()
      widgetId =
        api.render(container, {
          sitekey: key.value,
          execution: 'execute',
          appearance: 'interaction-only',
          'error-callback': (code) => {
            widgetError = code || 'error'
          },
        }) ?? container
    })().catch((error) => {
      mounting = null
      set({ status: 'error', error: toLobbyError(error) })
      throw error
    })
    return mounting
  }

  // One challenge: poll getResponse every 200 ms until a token, a widget error or 20 s.
  async function attempt(id: number): Promise<'token' | 'failed' | 'timeout' | 'stale'> {
    if (!api || widgetId === null) return 'failed'
    widgetError = null
    api.execute(widgetId)
    const deadline = Date.now() + CAPTCHA_TIMEOUT_MS
    for (;;) {
      await sleep(CAPTCHA_POLL_INTERVAL_MS)
      if (id !== generation) return 'stale'
      const token = api.getResponse(widgetId)
      if (token) {
        set({ status: 'success', token, error: null, userRetries: 0 })
        return 'token'
      }
      if (widgetError) return 'failed'
      if (Date.now() >= deadline) return 'timeout'
    }
  }

  async function run() {
    const id = generation
    set({ status: 'loading', token: null, error: null, retries: 0 })
    try {
      if (!mounting) throw createLobbyError('captcha.failed', { details: 'The captcha was executed before mount().' })
      await mounting
    } catch (error) {
      if (id === generation) set({ status: 'error', error: toLobbyError(error) })
      return
    }
    for (let retries = 0; ; retries++) {
      const outcome = await attempt(id)
      if (outcome === 'token' || outcome === 'stale') return
      if (outcome === 'timeout') {
        set({ status: 'error', error: createLobbyError('captcha_timeout'), retries })
        return
      }
      if (retries >= CAPTCHA_MAX_RETRIES) {
        set({ status: 'error', error: createLobbyError('captcha_failure'), retries })
        return
      }
      set({ retries: retries + 1 })
      await sleep(CAPTCHA_RETRY_INITIAL_DELAY_MS * 2 ** retries)
      if (id !== generation) return
      try {
        if (api && widgetId !== null) api.reset(widgetId)
      } catch {
        set({ status: 'error', error: createLobbyError('expired_and_failed_reset') })
        return
      }
    }
  }

  function resetWidget(userRetries: number) {
    if (disabled) return
    generation++
    try {
      if (api && widgetId !== null) api.reset(widgetId)
      set({ status: 'ready', token: null, error: null, retries: 0, userRetries })
    } catch {
      set({ status: 'error', token: null, error: createLobbyError('expired_and_failed_reset'), userRetries })
    }
  }

  function execute(): Promise<void> {
    if (disabled) return Promise.resolve()
    const status = store.getSnapshot().status
    if (running && status === 'loading') return running
    running = run().finally(() => {
      running = null
    })
    return running
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    mount,
    execute,
    async autoExecute() {
      if (disabled || store.getSnapshot().status !== 'ready') return
      const id = generation
      await sleep(CAPTCHA_AUTO_EXECUTE_DELAY_MS)
      if (id === generation && store.getSnapshot().status === 'ready') await execute()
    },
    waitForToken() {
      if (disabled) return Promise.reject(createLobbyError('captcha.failed', { details: 'The captcha is disabled.' }))
      const promise = new Promise<string>((resolve, reject) => waiters.add({ resolve, reject }))
      const { status } = store.getSnapshot()
      if (status === 'ready' || status === 'error') void execute()
      else settle()
      return promise
    },
    takeToken() {
      const { status, token } = store.getSnapshot()
      if (status !== 'success' || !token) return undefined
      generation++
      try {
        if (api && widgetId !== null) api.reset(widgetId)
        set({ status: 'ready', token: null, error: null, retries: 0 })
      } catch {
        set({ status: 'error', token: null, error: createLobbyError('expired_and_failed_reset') })
      }
      return token
    },
    reset: () => resetWidget(0),
    retry() {
      const { userRetries } = store.getSnapshot()
      if (disabled || userRetries >= CAPTCHA_RETRIES_BEFORE_ADVICE) return false
      resetWidget(userRetries + 1)
      return true
    },
    unmount() {
      generation++
      if (api && widgetId !== null) api.remove?.(widgetId)
      api = null
      widgetId = null
      mounting = null
      if (!disabled) set({ status: 'ready', token: null, error: null, retries: 0, userRetries: 0 })
    },
  }
}
