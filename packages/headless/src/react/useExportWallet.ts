'use client'
import { useCallback, useMemo, useRef, useState } from 'react'
import { isLobbyError, type LobbyError } from '../core/errors'
import { SCREEN_TEXT } from '../core/rules/screenText'
import {
  authorizeKeyExport,
  type KeyExport,
  type PrepareKeyExportOptions,
  prepareKeyExport,
} from '../core/wallet/exportWallet'
import type { FramePostTarget } from '../core/wallet/frameWindow'
import { useWalletSession } from './useWallets'

/** Options of `useExportWallet` (their latest values are used at each export). */
export type UseExportWalletOptions = Omit<PrepareKeyExportOptions, 'address'>

/** What `useExportWallet` returns. */
export type UseExportWalletReturn = {
  /** W-2.31: 'Transfer wallet'. */
  title: string
  /** verifying: MFA; ready: the view may be embedded; shown: the key is on screen (in the frame). */
  state: 'idle' | 'verifying' | 'ready' | 'shown' | 'failed'
  /** The export view to embed once ready (W-2.32, W-7.07). */
  keyExport: KeyExport | null
  error: LobbyError | null
  /** W-4.55: verifies MFA (forced), then readies the export view. */
  exportWallet(address?: string): Promise<KeyExport | null>
  /**
   * W-2.32, W-4.55: call from the export view iframe's onLoad: hands the view the session so it
   * shows the key (MFA asked again on missing_or_invalid_mfa); true once shown, else false with `error`.
   */
  authorizeView(view: HTMLIFrameElement | FramePostTarget): Promise<boolean>
  /** Back to idle (the screen closed). */
  reset(): void
}

/** Exporting the embedded wallet's key: forced MFA, then the frame's export view (W-2.31, W-2.32, W-4.55). */
export function useExportWallet(options: UseExportWalletOptions = {}): UseExportWalletReturn {
  const session = useWalletSession()
  const latest = useRef(options)
  latest.current = options
  const [state, setState] = useState<UseExportWalletReturn['state']>('idle')
  const [keyExport, setKeyExport] = useState<KeyExport | null>(null)
  const [error, setError] = useState<LobbyError | null>(null)
  const exportWallet = useCallback(
    async (address?: string) => {
      setState('verifying')
      setError(null)
      try {
        const ready = await prepareKeyExport(session, { ...latest.current, address })
        setKeyExport(ready)
        setState('ready')
        return ready
      } catch (e) {
        if (!isLobbyError(e)) throw e
        setError(e)
        setState('failed')
        return null
      }
    },
    [session],
  )
  const exportRef = useRef<KeyExport | null>(null)
  exportRef.current = keyExport
  const authorizeView = useCallback(
    async (view: HTMLIFrameElement | FramePostTarget) => {
      const current = exportRef.current
      const viewWindow = 'contentWindow' in view ? (view.contentWindow as FramePostTarget | null) : view
      if (!current || !viewWindow) return false
      try {
        await authorizeKeyExport(session, current, { viewWindow, verifyMfa: latest.current.verifyMfa })
        setState('shown')
        return true
      } catch (e) {
        if (!isLobbyError(e)) throw e
        setError(e)
        setState('failed')
        return false
      }
    },
    [session],
  )
  const reset = useCallback(() => {
    setState('idle')
    setKeyExport(null)
    setError(null)
  }, [])
  return useMemo(
    () => ({
      title: SCREEN_TEXT.embeddedWallet.transferWallet,
      state,
      keyExport,
      error,
      exportWallet,
      authorizeView,
      reset,
    }),
    [state, keyExport, error, exportWallet, authorizeView, reset],
  )
}
