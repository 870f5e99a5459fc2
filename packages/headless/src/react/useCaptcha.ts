'use client'
import { useEffect, useMemo, useState } from 'react'
import type { CaptchaFirstMethod, CaptchaFirstOutcome, CaptchaFirstStep } from '../core/captcha/captchaFirst'
import { type CaptchaScreenText, captchaScreenText } from '../core/captcha/captchaScreenText'
import type { Captcha, CaptchaStatus } from '../core/captcha/createCaptcha'
import { loadTurnstile, TURNSTILE_SCRIPT_URL } from '../core/captcha/turnstile'
import type { LobbyError } from '../core/errors/lobbyError'
import { createCaptchaGate } from '../core/modal/loginModal/captchaGate'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useCaptcha`; read once, when the component mounts. */
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
  /** Automatic retries the last run used. */
  retries: number
  /** The user's Retry presses since the check last passed (A-2.20; `errorScreenFor`'s captchaRetries, A-8.11). */
  userRetries: number
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

/** The app's captcha around a Turnstile-compatible widget, configured from the app config. */
export function useCaptcha(options: UseCaptchaOptions = {}): UseCaptchaReturn {
  const client = useLobbyClient()
  const [gate] = useState(() =>
    createCaptchaGate(client, {
      loadWidget: () => loadTurnstile(options.scriptUrl ?? TURNSTILE_SCRIPT_URL),
      autoExecute: options.autoExecute ?? false,
    }),
  )
  useEffect(() => {
    gate.start()
    return () => gate.stop()
  }, [gate])
  const state = useStore(gate)
  return useMemo(() => {
    const captcha = gate.current()
    return {
      status: state.status,
      token: state.token,
      error: state.error,
      retries: state.retries,
      userRetries: state.userRetries,
      text: captchaScreenText(state.status, state),
      captcha,
      containerRef: gate.attach,
      execute: captcha.execute,
      reset: captcha.reset,
      takeToken: gate.takeToken,
      runFirst: gate.runFirst,
      firstStep: gate.firstStep,
      continueLogin: gate.continueLogin,
      retry: gate.retry,
      cancel: gate.cancel,
    }
  }, [state, gate])
}
