'use client'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { LobbyError } from '../core/errors/lobbyError'
import { SCREEN_TEXT } from '../core/rules/screenText'
import type { KeyExport, PrepareKeyExportOptions } from '../core/wallet/exportWallet'
import type { FramePostTarget } from '../core/wallet/frameWindow'
import { createKeyExport, type KeyExportStatus } from '../core/wallet/keyExport'
import { useStore } from './useStore'
import { useWalletSession } from './useWalletSession'

/** Options of `useExportWallet` (their latest values are used at each export). */
export type UseExportWalletOptions = Omit<PrepareKeyExportOptions, 'address'>

/** What `useExportWallet` returns. */
export type UseExportWalletReturn = {
  /** W-2.31: 'Transfer wallet'. */
  title: string
  /** verifying: MFA; ready: the view may be embedded; shown: the key is on screen (in the frame). */
  state: KeyExportStatus
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
  const [exporter] = useState(() => createKeyExport(session, () => latest.current))
  const { status, keyExport, error } = useStore(exporter)
  const authorizeView = useCallback(
    (view: HTMLIFrameElement | FramePostTarget) => {
      const viewWindow = 'contentWindow' in view ? (view.contentWindow as FramePostTarget | null) : view
      return viewWindow ? exporter.authorizeView(viewWindow) : Promise.resolve(false)
    },
    [exporter],
  )
  return useMemo(
    () => ({
      title: SCREEN_TEXT.embeddedWallet.transferWallet,
      state: status,
      keyExport,
      error,
      exportWallet: exporter.exportWallet,
      authorizeView,
      reset: exporter.reset,
    }),
    [status, keyExport, error, exporter, authorizeView],
  )
}
