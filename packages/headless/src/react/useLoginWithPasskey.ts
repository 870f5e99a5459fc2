'use client'
import { useMemo, useState } from 'react'
import {
  createLoginWithPasskey,
  type LoginWithPasskeyOptions,
  PASSKEY_SUCCESS_CLOSE_MS,
  type PasskeyFlowStatus,
} from '../core/auth/loginWithPasskey'
import type { LobbyError } from '../core/errors/lobbyError'
import { useAutoClose } from './useAutoClose'
import { useLatestCaptchaToken } from './useLatestCaptchaToken'
import { useLobbyClient } from './useLobbyClient'
import { useStore } from './useStore'

/** Options of `useLoginWithPasskey`; read once, when the hook mounts, but `getCaptchaToken` and `onClose` are read when used. */
export type UseLoginWithPasskeyOptions = Omit<LoginWithPasskeyOptions, 'mode'> & {
  /** Closes the modal: called 1400 ms after a successful login. */
  onClose?: () => void
}

/** What `useLoginWithPasskey` returns. */
export type UseLoginWithPasskeyReturn = {
  /** initial, loading, success or error. */
  state: PasskeyFlowStatus
  error: LobbyError | null
  /** True while the ceremony or a request runs. */
  isPending: boolean
  /** asks the browser for a passkey and logs in with it. */
  login(): Promise<void>
  reset(): void
}

/** Passkey login through the nearest provider. */
export function useLoginWithPasskey(options: UseLoginWithPasskeyOptions = {}): UseLoginWithPasskeyReturn {
  const client = useLobbyClient()
  const getCaptchaToken = useLatestCaptchaToken(options.getCaptchaToken)
  const [flow] = useState(() => createLoginWithPasskey(client, { ...options, mode: 'login', getCaptchaToken }))
  const snapshot = useStore(flow)
  const closeAfter = snapshot.status === 'success' && options.onClose ? PASSKEY_SUCCESS_CLOSE_MS : null
  useAutoClose(closeAfter, () => options.onClose?.())
  return useMemo(
    () => ({
      state: snapshot.status,
      error: snapshot.error,
      isPending: snapshot.status === 'loading',
      login: flow.start,
      reset: flow.reset,
    }),
    [snapshot, flow],
  )
}
