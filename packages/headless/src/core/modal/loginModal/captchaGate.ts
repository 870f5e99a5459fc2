import {
  type CaptchaFirstMethod,
  type CaptchaFirstOutcome,
  type CaptchaFirstStep,
  captchaFirstStep,
  withCaptchaFirst,
} from '../../captcha/captchaFirst'
import { type Captcha, type CaptchaState, createCaptcha } from '../../captcha/createCaptcha'
import type { TurnstileApi } from '../../captcha/turnstile'
import type { LobbyClient } from '../../client'
import { createLobbyError } from '../../errors/errorCatalogue'
import { isAuthenticatedUser } from '../../rules/guest'
import { createStore, type Readable } from '../../store'

/** Options of `createCaptchaGate`. */
export type CaptchaGateOptions = {
  /** Loads the Turnstile-compatible widget API (`loadTurnstile(url)` in a browser). */
  loadWidget: () => Promise<TurnstileApi>
  /**
   * Run the challenge by itself once mounted: always, or while the predicate holds (the
   * modal's landing and awaiting-connection screens). @default false
   */
  autoExecute?: boolean | (() => boolean)
}

/**
 * The app's captcha in front of the logins: made anew when the app config
 * changes its captcha settings, mounted in one element for the whole modal, and holding the
 * one login that waits behind the check.
 */
export type CaptchaGate = Readable<CaptchaState> & {
  /** The element the widget renders into (null when it goes away). */
  attach(element: Element | null): void
  /** The core captcha now (made anew when the config changes), for flows that call it themselves. */
  current(): Captcha
  /** The token once, for a flow's `getCaptchaToken`. */
  takeToken(): string | undefined
  /** what `runFirst(method)` would do now (CAPTCHA_SCREEN shows unless 'proceed'). */
  firstStep(method: CaptchaFirstMethod, options?: { intent?: boolean }): CaptchaFirstStep
  /** runs `login` behind the captcha; a newer login replaces a waiting one, which never runs. */
  runFirst<T>(
    method: CaptchaFirstMethod,
    login: () => Promise<T>,
    options?: { intent?: boolean },
  ): Promise<CaptchaFirstOutcome<T>>
  /** Runs the check by itself, 0.5 s on, when it has an element and is ready (else nothing). */
  autoRun(): void
  /** Continue: runs the waiting login now, with the user's intent (once). */
  continueLogin(): Promise<void>
  /** Retry: a fresh check, then the waiting login. */
  retry(): Promise<void>
  /** Drops the waiting login (the modal closed) and resets a check that is not ready. */
  cancel(): void
  /** Follows the app config and mounts the widget in the attached element; safe to call again after `stop`. */
  start(): void
  /** Unmounts the widget and stops following the config. */
  stop(): void
}

type Pending = { method: CaptchaFirstMethod; login: () => Promise<unknown> }

/** Runs `login` at most once, however often it is called. */
function once<T>(login: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | null = null
  return () => {
    started ??= login()
    return started
  }
}

/** A failed check is the captcha's error state, shown by CAPTCHA_SCREEN: nothing to throw. */
const settled = (outcome: Promise<unknown>): Promise<void> =>
  outcome.then(
    () => undefined,
    () => undefined,
  )

/** Creates the captcha gate of a client. */
export function createCaptchaGate(client: LobbyClient, options: CaptchaGateOptions): CaptchaGate {
  const settingsOf = () => {
    const captcha = client.store.getSnapshot().config?.captcha
    return { enabled: captcha?.enabled ?? false, siteKey: captcha?.siteKey ?? null }
  }
  let settings = settingsOf()
  let element: Element | null = null
  let pending: Pending | null = null
  let captcha: Captcha = createCaptcha({ ...settings, loadWidget: options.loadWidget })
  const state = createStore<CaptchaState>(captcha.getSnapshot())
  let unfollow = captcha.subscribe(() => state.setState(captcha.getSnapshot()))
  const autoExecuteNow = () =>
    typeof options.autoExecute === 'function' ? options.autoExecute() : (options.autoExecute ?? false)
  // A failed mount is already the captcha's error state.
  const mount = () => {
    if (!element) return
    const mounted = captcha
    void mounted
      .mount(element)
      .then(() => (autoExecuteNow() ? mounted.autoExecute() : undefined))
      .catch(() => undefined)
  }

  let stopConfig: (() => void) | null = null
  const followConfig = () => {
    const next = settingsOf()
    if (next.enabled === settings.enabled && next.siteKey === settings.siteKey) return
    settings = next
    unfollow()
    captcha.unmount()
    captcha = createCaptcha({ ...settings, loadWidget: options.loadWidget })
    unfollow = captcha.subscribe(() => state.setState(captcha.getSnapshot()))
    state.setState(captcha.getSnapshot())
    mount()
  }

  const authenticated = () => isAuthenticatedUser(client.store.getSnapshot())
  const runFirst = <T>(method: CaptchaFirstMethod, login: () => Promise<T>, opts: { intent?: boolean } = {}) => {
    const run = once(login)
    const entry: Pending = { method, login: run }
    pending = entry
    const guarded = () =>
      pending === entry
        ? run()
        : Promise.reject(createLobbyError('captcha.failed', { details: 'A newer login replaced this one.' }))
    return withCaptchaFirst({ captcha, method, authenticated: authenticated(), login: guarded, ...opts })
  }
  const again = () => (pending ? settled(runFirst(pending.method, pending.login, { intent: true })) : Promise.resolve())

  return {
    getSnapshot: state.getSnapshot,
    subscribe: state.subscribe,
    attach(next) {
      if (next === element) return
      element = next
      if (stopConfig) mount()
    },
    current: () => captcha,
    takeToken: () => captcha.takeToken(),
    firstStep(method, opts = {}) {
      const current = captcha.getSnapshot()
      return captchaFirstStep({
        method,
        captchaEnabled: current.status !== 'disabled',
        hasToken: current.status === 'success' && Boolean(current.token),
        authenticated: authenticated(),
        ...opts,
      })
    },
    runFirst,
    // Without an element the widget is not mounted: running now would only fail.
    autoRun: () => (element ? void captcha.autoExecute() : undefined),
    continueLogin: again,
    retry() {
      // after the user's third Retry the button is off; a stray press does nothing.
      if (!captcha.retry()) return Promise.resolve()
      // Mounting again is a no-op once mounted; after a failed mount it tries once more.
      mount()
      return again()
    },
    cancel() {
      pending = null
      if (captcha.getSnapshot().status !== 'ready') captcha.reset()
    },
    start() {
      if (stopConfig) return
      stopConfig = client.store.subscribe(followConfig)
      followConfig()
      mount()
    },
    stop() {
      stopConfig?.()
      stopConfig = null
      captcha.unmount()
      pending = null
    },
  }
}
