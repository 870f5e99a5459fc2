'use client'
import { useEffect, useMemo, useState } from 'react'
import type { AuthResult } from '../core/api/authResult'
import { browserPageUrl } from '../core/auth/consumePrivyToken'
import {
  createLoginWithOAuth,
  type LoginWithOAuthOptions,
  type OAuthFlowKind,
  type OAuthStatus,
} from '../core/auth/loginWithOAuth'
import { browserOAuthPopupPage, handOffOAuthReturn, type OAuthPopupPage } from '../core/auth/oauthReturn'
import { errorLineFor } from '../core/errors/errorScreens'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLatestCaptchaToken } from './useLatestCaptchaToken'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useLoginWithOAuth`; read once, but `getCaptchaToken` is read when used. */
export type UseLoginWithOAuthOptions = LoginWithOAuthOptions & {
  /**
   * Finish a redirect return found on the page when the hook mounts (and, in the OAuth
   * popup, hand it to the opener). @default true
   */
  handleReturn?: boolean
  /** The popup's own window, for the hand-off; defaults to the browser's. */
  popupPage?: OAuthPopupPage | null
}

/** What `useLoginWithOAuth` returns. */
export type UseLoginWithOAuthReturn = {
  /** idle, redirecting, awaiting-popup, verifying, connected or failed. */
  state: OAuthStatus
  error: LobbyError | null
  /** the error's text for the OAuth screen, null without an error. */
  errorMessage: string | null
  /** True when a retry may be offered. */
  retryable: boolean
  /** True while leaving for, waiting on, or verifying with the provider. */
  isPending: boolean
  /** The provider of the current (or last) attempt. */
  provider: string | null
  /** The auth result once connected. */
  result: AuthResult | null
  /** Starts OAuth with `provider` in this tab (default) or a popup. */
  initOAuth(input: { provider: string; flow?: OAuthFlowKind }): Promise<void>
  reset(): void
}

/**
 * OAuth login for the nearest provider: redirect or popup,
 * and the provider's return handled when the page loads.
 */
export function useLoginWithOAuth(options: UseLoginWithOAuthOptions = {}): UseLoginWithOAuthReturn {
  const client = useLobbyClient()
  const getCaptchaToken = useLatestCaptchaToken(options.getCaptchaToken)
  const [{ flow, handleReturn, popupPage, pageUrl }] = useState(() => ({
    flow: createLoginWithOAuth(client, { ...options, getCaptchaToken }),
    handleReturn: options.handleReturn !== false,
    popupPage: options.popupPage,
    pageUrl: options.pageUrl,
  }))
  const snapshot = useStore(flow)
  useEffect(() => {
    if (!handleReturn) return
    const page = pageUrl === undefined ? browserPageUrl() : pageUrl
    // In the popup the return belongs to the opener; elsewhere this page finishes it.
    if (handOffOAuthReturn(page, popupPage === undefined ? browserOAuthPopupPage() : popupPage)) return
    // StrictMode runs this twice; the first run takes the return off the URL, so one exchange happens.
    void client.ready().then(() => flow.handleRedirectReturn())
  }, [client, flow, handleReturn, popupPage, pageUrl])
  return useMemo(
    () => ({
      state: snapshot.status,
      error: snapshot.error,
      errorMessage: errorLineFor(snapshot.error, { flow: 'oauth' }),
      retryable: snapshot.retryable,
      isPending:
        snapshot.status === 'redirecting' || snapshot.status === 'awaiting-popup' || snapshot.status === 'verifying',
      provider: snapshot.provider,
      result: snapshot.result,
      initOAuth: (input: { provider: string; flow?: OAuthFlowKind }) => flow.start(input),
      reset: flow.reset,
    }),
    [snapshot, flow],
  )
}
