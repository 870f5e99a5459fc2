'use client'
import { useCallback, useMemo, useState } from 'react'
import { isLobbyError, type LobbyError } from '../core/errors/lobbyError'
import { type StartCloudRecoveryOptions, startCloudRecovery } from '../core/wallet/cloudRecovery'
import { getEmbeddedWallets } from '../core/wallet/embeddedWallets'
import type { CloudRecoveryProvider } from '../core/wallet/recoveryOAuthApi'
import {
  type RecoveryOption,
  recoverySelectionOptions,
  type SetRecoveryScreen,
  setRecoveryScreen,
} from '../core/wallet/recoveryScreens'
import { setWalletRecovery } from '../core/wallet/setWalletRecovery'
import { useStore } from './useStore'
import { useWalletSession } from './useWalletSession'

/** What `useSetRecovery` returns. */
export type UseSetRecoveryReturn = {
  /** The wallet's recovery method now (W-3.03), null without a wallet. */
  currentMethod: string | null
  /** W-2.15, W-2.16: the recovery selection screen's choices. */
  options: readonly RecoveryOption[]
  /** W-4.17 to W-4.20: where setting recovery starts. */
  screenFor(input?: { automatic?: boolean; legacy?: boolean; resetting?: boolean }): SetRecoveryScreen
  /** W-2.17: one-step automatic recovery. */
  setAutomaticRecovery(): Promise<boolean>
  /**
   * W-2.22: sets a password the caller holds. The modal never does: its password is typed in the
   * frame's password view (`usePasswordView({ mode: 'update' })`), out of this page's reach.
   */
  setPasswordRecovery(password: string): Promise<void>
  /** W-2.15: backs the wallet up to a cloud drive; answers the consent page URL. */
  startCloudBackup(
    provider: CloudRecoveryProvider,
    options: Omit<StartCloudRecoveryOptions, 'provider' | 'purpose'>,
  ): Promise<{ url: string }>
  isPending: boolean
  error: LobbyError | null
}

/** Choosing and setting the wallet's recovery method (W-2.15 to W-2.18, W-4.17 to W-4.20, W-5.30). */
export function useSetRecovery(): UseSetRecoveryReturn {
  const session = useWalletSession()
  const user = useStore(session.client.store, (s) => s.user)
  const config = useStore(session.client.store, (s) => s.config)
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<LobbyError | null>(null)
  const currentMethod = getEmbeddedWallets(user, 'ethereum')[0]?.recoveryMethod ?? null
  const userOwned = config?.walletSettings.userOwnedRecoveryOptions
  const options = useMemo(
    () => recoverySelectionOptions(userOwned ?? [], currentMethod ?? ''),
    [userOwned, currentMethod],
  )

  const screenFor = useCallback(
    (input: { automatic?: boolean; legacy?: boolean; resetting?: boolean } = {}) => {
      const snapshot = session.client.store.getSnapshot()
      return setRecoveryScreen({
        ...input,
        userOwnedRecoveryOptions: snapshot.config?.walletSettings.userOwnedRecoveryOptions ?? [],
        currentMethod: getEmbeddedWallets(snapshot.user, 'ethereum')[0]?.recoveryMethod ?? '',
      })
    },
    [session],
  )
  const setAutomaticRecovery = useCallback(async () => {
    setPending(true)
    setError(null)
    try {
      await setWalletRecovery(session, { method: 'provider-managed' })
      return true
    } catch (e) {
      if (!isLobbyError(e)) throw e
      setError(e)
      return false
    } finally {
      setPending(false)
    }
  }, [session])
  const setPasswordRecovery = useCallback(
    async (password: string) => {
      await setWalletRecovery(session, { method: 'user-passcode', password })
    },
    [session],
  )
  const startCloudBackup = useCallback(
    (provider: CloudRecoveryProvider, opts: Omit<StartCloudRecoveryOptions, 'provider' | 'purpose'>) =>
      startCloudRecovery(session, { ...opts, provider, purpose: 'set-recovery' }),
    [session],
  )
  return useMemo(
    () => ({
      currentMethod,
      options,
      screenFor,
      setAutomaticRecovery,
      setPasswordRecovery,
      startCloudBackup,
      isPending,
      error,
    }),
    [currentMethod, options, screenFor, setAutomaticRecovery, setPasswordRecovery, startCloudBackup, isPending, error],
  )
}
