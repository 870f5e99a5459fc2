'use client'
import { useCallback, useMemo, useRef, useState } from 'react'
import { isLobbyError, type LobbyError } from '../core/errors'
import { SCREEN_TEXT } from '../core/rules/screenText'
import { type KeyExport, type PrepareKeyExportOptions, prepareKeyExport } from '../core/wallet/exportWallet'
import { useWalletSession } from './useWallets'

/** Options of `useExportWallet` (their latest values are used at each export). */
export type UseExportWalletOptions = Omit<PrepareKeyExportOptions, 'address'>

/** What `useExportWallet` returns. */
export type UseExportWalletReturn = {
  /** W-2.31: 'Transfer wallet'. */
  title: string
  state: 'idle' | 'verifying' | 'ready' | 'failed'
  /** The export view to embed once ready (W-2.32, W-7.07). */
  keyExport: KeyExport | null
  error: LobbyError | null
  /** W-4.55: verifies MFA (forced), then readies the export view. */
  exportWallet(address?: string): Promise<KeyExport | null>
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
  const reset = useCallback(() => {
    setState('idle')
    setKeyExport(null)
    setError(null)
  }, [])
  return useMemo(
    () => ({ title: SCREEN_TEXT.embeddedWallet.transferWallet, state, keyExport, error, exportWallet, reset }),
    [state, keyExport, error, exportWallet, reset],
  )
}
