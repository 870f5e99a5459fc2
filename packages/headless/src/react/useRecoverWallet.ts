'use client'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { LobbyError } from '../core/errors/lobbyError'
import { isLobbyError } from '../core/errors/lobbyError'
import { canAttemptPasswordRecovery } from '../core/rules/password'
import {
  type CloudRecoveryResult,
  completeCloudRecovery,
  type StartCloudRecoveryOptions,
  startCloudRecovery,
} from '../core/wallet/cloudRecovery'
import { recoverWithPassword } from '../core/wallet/recoverWithPassword'
import type { CloudRecoveryProvider } from '../core/wallet/recoveryOAuthApi'
import type { PendingRecovery } from '../core/wallet/walletSession'
import { useStore } from './useStore'
import { useWalletSession } from './useWalletSession'

/** What `useRecoverWallet` returns. */
export type UseRecoverWalletReturn = {
  /** The wallet waiting for recovery and the screen to recover it on (W-4.16), if any. */
  pendingRecovery: PendingRecovery | null
  /** The password field's value (EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN). */
  password: string
  setPassword(value: string): void
  /** W-2.20, W-5.16: the recover button is enabled only with a non-empty password. */
  canRecover: boolean
  isPending: boolean
  /** The W-8.25 / W-8.26 (password) or W-8.27 / W-8.28 (cloud) error; its `shortMessage` is the spec's text. */
  error: LobbyError | null
  /** W-2.19: recovers with the password typed. */
  recoverWithPassword(): Promise<{ address: string } | null>
  /** W-2.21, W-7.11, W-7.12: the drive's consent page URL to open (the drive returns to `redirectTo`). */
  startCloudRecovery(
    provider: CloudRecoveryProvider,
    options: Omit<StartCloudRecoveryOptions, 'provider'>,
  ): Promise<{ url: string }>
  /** W-5.17 to W-5.19, W-7.13: finishes with the drive's privy_oauth_code and privy_oauth_state. */
  completeCloudRecovery(returned: { authorizationCode: string; stateCode: string }): Promise<CloudRecoveryResult | null>
}

/** Options of `useRecoverWallet`. */
export type UseRecoverWalletOptions = {
  /**
   * Verifies MFA (e.g. `useMfa().verify`) when recovering asks for a recent verification
   * (W-4.55); without it an MFA user's recovery fails.
   */
  verifyMfa?: () => Promise<void>
}

/** Recovering an embedded wallet on a new device: by password or through a cloud drive (W-2.19 to W-2.21, W-4.16). */
export function useRecoverWallet(options: UseRecoverWalletOptions = {}): UseRecoverWalletReturn {
  const { verifyMfa } = options
  const session = useWalletSession()
  const pendingRecovery = useStore(session.store, (s) => s.pendingRecovery)
  const [password, setPasswordState] = useState('')
  // Read at call time, so `recoverWithPassword` keeps its identity while the user types.
  const passwordRef = useRef('')
  const setPassword = useCallback((value: string) => {
    passwordRef.current = value
    setPasswordState(value)
  }, [])
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<LobbyError | null>(null)

  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T | null> => {
    setPending(true)
    setError(null)
    try {
      return await work()
    } catch (e) {
      if (!isLobbyError(e)) throw e
      setError(e)
      return null
    } finally {
      setPending(false)
    }
  }, [])

  const recoverByPassword = useCallback(
    () => run(() => recoverWithPassword(session, { password: passwordRef.current, verifyMfa })),
    [run, session, verifyMfa],
  )
  const startCloud = useCallback(
    (provider: CloudRecoveryProvider, options: Omit<StartCloudRecoveryOptions, 'provider'>) =>
      startCloudRecovery(session, { ...options, provider }),
    [session],
  )
  const completeCloud = useCallback(
    (returned: { authorizationCode: string; stateCode: string }) =>
      run(() => completeCloudRecovery(session, returned, { verifyMfa })),
    [run, session, verifyMfa],
  )
  return useMemo(
    () => ({
      pendingRecovery,
      password,
      setPassword,
      canRecover: canAttemptPasswordRecovery(password) && !isPending,
      isPending,
      error,
      recoverWithPassword: recoverByPassword,
      startCloudRecovery: startCloud,
      completeCloudRecovery: completeCloud,
    }),
    [pendingRecovery, password, setPassword, isPending, error, recoverByPassword, startCloud, completeCloud],
  )
}
