'use client'
import { useCallback, useEffect, useMemo } from 'react'
import { type CaptchaFirstMethod, type CaptchaFirstOutcome, withCaptchaFirst } from '../core/captcha/captchaFirst'
import { type CaptchaScreenText, captchaScreenText } from '../core/captcha/captchaScreenText'
import { type Captcha, type CaptchaStatus, createCaptcha } from '../core/captcha/createCaptcha'
import { loadTurnstile, TURNSTILE_SCRIPT_URL } from '../core/captcha/turnstile'
import type { LobbyError } from '../core/errors'
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
  const containerRef = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return
      // A failed mount is already the captcha's error state.
      void captcha
        .mount(element)
        .then(() => (auto ? captcha.autoExecute() : undefined))
        .catch(() => undefined)
    },
    [captcha, auto],
  )
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
      runFirst: <T>(method: CaptchaFirstMethod, login: () => Promise<T>, opts: { intent?: boolean } = {}) =>
        withCaptchaFirst({ captcha, method, authenticated, login, ...opts }),
    }),
    [state, captcha, containerRef, authenticated],
  )
}
