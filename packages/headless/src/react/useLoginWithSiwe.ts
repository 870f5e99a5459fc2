'use client'
import { useMemo, useState } from 'react'
import type { User } from '../core/api/user'
import {
  createLoginWithSiwe,
  type LoginWithSiweOptions,
  type SiweFlowStatus,
  unlinkWallet,
} from '../core/auth/loginWithSiwe'
import type { Eip1193Provider } from '../core/eip1193Provider'
import type { LobbyError } from '../core/errors/lobbyError'
import { useLatestCaptchaToken } from './useLatestCaptchaToken'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useLoginWithSiwe`: log in (default) or link, the wallet's client and connector names, a captcha token. */
export type UseLoginWithSiweOptions = LoginWithSiweOptions

/** What `useLoginWithSiwe` returns. */
export type UseLoginWithSiweReturn = {
  state: SiweFlowStatus
  /** The wallet being signed in, once it shared its account. */
  address: string | null
  /** The EIP-4361 message the wallet is asked to sign. */
  message: string | null
  error: LobbyError | null
  /** True from the nonce request until the server answered. */
  isPending: boolean
  /** signs in (or links) with an EIP-1193 wallet. */
  signIn(provider: Eip1193Provider): Promise<void>
  /** then: unlinks a wallet from the signed-in user. */
  unlink(address: string): Promise<User | null>
  reset(): void
}

/** Sign-in with Ethereum of the nearest provider; `options` are read once. */
export function useLoginWithSiwe(options?: UseLoginWithSiweOptions): UseLoginWithSiweReturn {
  const client = useLobbyClient()
  const getCaptchaToken = useLatestCaptchaToken(options?.getCaptchaToken)
  const [flow] = useState(() => createLoginWithSiwe(client, { ...options, getCaptchaToken }))
  const snapshot = useStore(flow)
  return useMemo(
    () => ({
      state: snapshot.status,
      address: snapshot.address,
      message: snapshot.message,
      error: snapshot.error,
      isPending: ['generating-message', 'awaiting-signature', 'submitting'].includes(snapshot.status),
      signIn: flow.signIn,
      unlink: (address: string) => unlinkWallet(client, address),
      reset: flow.reset,
    }),
    [snapshot, flow, client],
  )
}
