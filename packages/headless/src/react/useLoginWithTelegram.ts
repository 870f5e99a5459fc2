'use client'
import { useEffect, useMemo, useState } from 'react'
import {
  createLoginWithTelegram,
  type LoginWithTelegramOptions,
  type TelegramNextStep,
  type TelegramStatus,
} from '../core/auth/loginWithTelegram'
import { telegramBotOf } from '../core/auth/telegramBot'
import type { AppConfig } from '../core/config/resolveAppConfig'
import { errorLineFor } from '../core/errors/errorScreens'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLatestCaptchaToken } from './useLatestCaptchaToken'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useLoginWithTelegram`; read once. */
export type UseLoginWithTelegramOptions = LoginWithTelegramOptions & {
  /**
   * Seamless auth: log in with the login-URL parameters or the web app
   * fragment the page carries when it loads. @default true
   */
  seamless?: boolean
}

/** What `useLoginWithTelegram` returns. */
export type UseLoginWithTelegramReturn = {
  /** idle, awaiting-telegram, verifying, success or failure. */
  state: TelegramStatus
  error: LobbyError | null
  /** the error's text for the Telegram screen, null without an error. */
  errorMessage: string | null
  /** True when a retry is offered. */
  retryable: boolean
  isPending: boolean
  /** Set 1400 ms after a login success: consent, wallet creation, or close. */
  next: TelegramNextStep | null
  /** The app's bot username, for the Telegram screen; null while the app has no bot. */
  botName: string | null
  /** False when the app turned Telegram linking off: offer no "link Telegram" action. */
  linkEnabled: boolean
  /**
   * Opens Telegram's login (its script from the API host, A-7.51, loaded ahead once the app's bot is
   * known) and logs in or links. Call it from the click: the window opens before its first await.
   */
  login(): Promise<void>
  reset(): void
}

const selectConfig = (state: { config: AppConfig | null }) => state.config

/** Telegram login and link for the nearest provider, seamless when the page allows. */
export function useLoginWithTelegram(options: UseLoginWithTelegramOptions = {}): UseLoginWithTelegramReturn {
  const client = useLobbyClient()
  const getCaptchaToken = useLatestCaptchaToken(options.getCaptchaToken)
  const [{ flow, seamless }] = useState(() => ({
    flow: createLoginWithTelegram(client, { ...options, getCaptchaToken }),
    seamless: options.seamless !== false,
  }))
  const snapshot = useStore(flow)
  const config = useStore(client.store, selectConfig)
  const bot = useMemo(() => telegramBotOf(config), [config])
  useEffect(() => {
    if (!seamless) return
    let done = false
    void client.ready().then(() => {
      // StrictMode mounts twice: one seamless attempt per page load.
      if (done || flow.getSnapshot().status !== 'idle') return
      done = true
      return flow.loginWithPageData()
    })
    return () => {
      done = true
    }
  }, [client, flow, seamless])
  // A browser lets Telegram's window open only in the click's turn: the widget script is loaded
  // once the app's bot is known, so `login()` opens the window before its first await.
  useEffect(() => {
    if (bot) void flow.prepare()
  }, [flow, bot])
  return useMemo(
    () => ({
      state: snapshot.status,
      error: snapshot.error,
      errorMessage: errorLineFor(snapshot.error, { flow: 'telegram' }),
      retryable: snapshot.retryable,
      isPending: snapshot.status === 'awaiting-telegram' || snapshot.status === 'verifying',
      next: snapshot.next,
      botName: bot?.botName ?? null,
      linkEnabled: bot?.linkEnabled ?? false,
      login: flow.start,
      reset: flow.reset,
    }),
    [snapshot, flow, bot],
  )
}
