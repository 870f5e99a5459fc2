'use client'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import {
  type CaptchaFirstMethod,
  type CaptchaFirstOutcome,
  type CaptchaFirstStep,
  captchaFirstStep,
  withCaptchaFirst,
} from '../core/captcha/captchaFirst'
import { type CaptchaScreenText, captchaScreenText } from '../core/captcha/captchaScreenText'
import { type Captcha, type CaptchaStatus, createCaptcha } from '../core/captcha/createCaptcha'
import { loadTurnstile, TURNSTILE_SCRIPT_URL } from '../core/captcha/turnstile'
import { createLobbyError } from '../core/errors/errorCatalogue'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useCaptcha`. */
export type UseCaptchaOptions = {
  /** The Turnstile script; the sandbox serves one at `{apiUrl}/turnstile/v0/api.js`. @default Cloudflare's */
  scriptUrl?: string
  /** run the challenge by itself once mounted (landing and awaiting-connection screens). @default false */
  autoExecute?: boolean
}

/** What `useCaptcha` returns. */
export type UseCaptchaReturn = {
  /** */
  status: CaptchaStatus
  token: string | null
  error: LobbyError | null
  /** Retries the last run used (pass to `errorScreenFor` as captchaRetries, A-8.11). */
  retries: number
  /** what CAPTCHA_SCREEN shows now, and which of Continue and Retry apply. */
  text: CaptchaScreenText
  /** The core captcha, for flows that call it themselves. */
  captcha: Captcha
  /** A ref for the element the widget renders into. */
  containerRef(element: HTMLElement | null): void
  execute(): Promise<void>
  /** Retry, and the invalid_captcha button. */
  reset(): void
  /** The token once, for a flow's `getCaptchaToken`. */
  takeToken(): string | undefined
  /** runs `login` behind the captcha when it must come first. */
  runFirst<T>(
    method: CaptchaFirstMethod,
    login: () => Promise<T>,
    options?: { intent?: boolean },
  ): Promise<CaptchaFirstOutcome<T>>
  /** what `runFirst(method)` would do now (show CAPTCHA_SCREEN unless 'proceed'). */
  firstStep(method: CaptchaFirstMethod, options?: { intent?: boolean }): CaptchaFirstStep
  /** Continue: runs the pending login now (once, even if its 1 s wait is still running), with the user's intent. */
  continueLogin(): Promise<void>
  /** Retry: a fresh check, then the pending login. */
  retry(): Promise<void>
  /** Drops the pending login (the modal closed) and resets the check. */
  cancel(): void
}

type PendingLogin = { method: CaptchaFirstMethod; login: () => Promise<unknown> }

/** Waits for a captcha-first run; a failed check is the captcha's error state, shown by CAPTCHA_SCREEN. */
function settled(outcome: Promise<unknown>): Promise<void> {
  return outcome.then(
    () => undefined,
    () => undefined,
  )
}

/** Runs `login` at most once, however often it is called. */
function once<T>(login: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | null = null
  return () => {
    started ??= login()
    return started
  }
}

/** The app's captcha around a Turnstile-compatible widget, configured from the app config. */
export function useCaptcha(options: UseCaptchaOptions = {}): UseCaptchaReturn {
  const client = useLobbyClient()
  const captchaConfig = useStore(
    client.store,
    (s) => s.config?.captcha ?? null,
    (a, b) => a?.enabled === b?.enabled && a?.siteKey === b?.siteKey,
  )
  const authenticated = useStore(client.store, (s) => s.authenticated)
  const scriptUrl = options.scriptUrl ?? TURNSTILE_SCRIPT_URL
  const enabled = captchaConfig?.enabled ?? false
  const siteKey = captchaConfig?.siteKey ?? null
  const captcha = useMemo(
    () => createCaptcha({ enabled, siteKey, loadWidget: () => loadTurnstile(scriptUrl) }),
    [enabled, siteKey, scriptUrl],
  )
  const state = useStore(captcha)
  useEffect(() => () => captcha.unmount(), [captcha])
  const auto = options.autoExecute ?? false
  // The widget's element, so Retry can mount again after a failed mount (a script that did not load).
  const container = useRef<HTMLElement | null>(null)
  const containerRef = useCallback(
    (element: HTMLElement | null) => {
      container.current = element
      if (!element) return
      // A failed mount is already the captcha's error state.
      void captcha
        .mount(element)
        .then(() => (auto ? captcha.autoExecute() : undefined))
        .catch(() => undefined)
    },
    [captcha, auto],
  )
  // The login waiting behind the check: a newer one replaces it, and a replaced one never runs.
  const pending = useRef<PendingLogin | null>(null)
  const runFirst = useCallback(
    <T>(method: CaptchaFirstMethod, login: () => Promise<T>, opts: { intent?: boolean } = {}) => {
      const run = once(login)
      const entry: PendingLogin = { method, login: run }
      pending.current = entry
      const guarded = () =>
        pending.current === entry
          ? run()
          : Promise.reject(createLobbyError('captcha.failed', { details: 'A newer login replaced this one.' }))
      return withCaptchaFirst({ captcha, method, authenticated, login: guarded, ...opts })
    },
    [captcha, authenticated],
  )
  const cancel = useCallback(() => {
    pending.current = null
    if (captcha.getSnapshot().status !== 'ready') captcha.reset()
  }, [captcha])
  return useMemo(
    () => ({
      status: state.status,
      token: state.token,
      error: state.error,
      retries: state.retries,
      text: captchaScreenText(state.status),
      captcha,
      containerRef,
      execute: captcha.execute,
      reset: captcha.reset,
      takeToken: captcha.takeToken,
      runFirst,
      firstStep: (method: CaptchaFirstMethod, opts: { intent?: boolean } = {}) => {
        const current = captcha.getSnapshot()
        return captchaFirstStep({
          method,
          captchaEnabled: current.status !== 'disabled',
          hasToken: current.status === 'success' && Boolean(current.token),
          authenticated,
          ...opts,
        })
      },
      continueLogin: () => {
        const entry = pending.current
        return entry ? settled(runFirst(entry.method, entry.login, { intent: true })) : Promise.resolve()
      },
      retry: () => {
        captcha.reset()
        // Mounting again is a no-op once mounted; after a failed mount it tries once more.
        if (container.current) void captcha.mount(container.current).catch(() => undefined)
        const entry = pending.current
        return entry ? settled(runFirst(entry.method, entry.login, { intent: true })) : Promise.resolve()
      },
      cancel,
    }),
    [state, captcha, containerRef, authenticated, runFirst, cancel],
  )
}
