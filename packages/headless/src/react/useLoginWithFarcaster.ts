'use client'
import { useEffect, useMemo, useState } from 'react'
import type { User } from '../core/api/user'
import {
  createLoginWithFarcaster,
  type FarcasterFlowStatus,
  type LoginWithFarcasterOptions,
  unlinkFarcasterAccount,
} from '../core/auth/loginWithFarcaster'
import { errorLineFor } from '../core/errors/errorScreens'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLatestCaptchaToken } from './useLatestCaptchaToken'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useLoginWithFarcaster`: log in (default) or link, and a captcha token. */
export type UseLoginWithFarcasterOptions = LoginWithFarcasterOptions

/** What `useLoginWithFarcaster` returns. */
export type UseLoginWithFarcasterReturn = {
  state: FarcasterFlowStatus
  /** the relay link, for the QR code, the link and the open-app button. */
  url: string | null
  error: LobbyError | null
  /** the error's text for the Farcaster screen, null without an error. */
  errorMessage: string | null
  /** True while the channel is opened, awaited or submitted. */
  isPending: boolean
  /** opens a channel and waits (2 s polls, 120 s) for the user to approve it. */
  start(): Promise<void>
  /** then. */
  unlink(fid: number): Promise<User | null>
  /** Stops waiting. */
  reset(): void
}

/** Farcaster login of the nearest provider; polling stops on unmount. */
export function useLoginWithFarcaster(options?: UseLoginWithFarcasterOptions): UseLoginWithFarcasterReturn {
  const client = useLobbyClient()
  const getCaptchaToken = useLatestCaptchaToken(options?.getCaptchaToken)
  const [flow] = useState(() => createLoginWithFarcaster(client, { ...options, getCaptchaToken }))
  const snapshot = useStore(flow)
  useEffect(() => () => flow.reset(), [flow])
  return useMemo(
    () => ({
      state: snapshot.status,
      url: snapshot.url,
      error: snapshot.error,
      errorMessage: errorLineFor(snapshot.error, { flow: 'farcaster' }),
      isPending: ['initializing', 'awaiting-connection', 'submitting'].includes(snapshot.status),
      start: flow.start,
      unlink: (fid: number) => unlinkFarcasterAccount(client, fid),
      reset: flow.reset,
    }),
    [snapshot, flow, client],
  )
}
