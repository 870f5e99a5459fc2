'use client'
import { useCallback, useMemo } from 'react'
import { createKeyExportStep, type KeyExportStep, type KeyExportStepOptions } from '../core/wallet/flow/keyExportStep'
import type { WalletStepNavigation } from '../core/wallet/flow/walletStep'
import type { FramePostTarget } from '../core/wallet/frameWindow'
import { useWalletStep, type WalletStepReturn } from './useWalletStep'

/** What `useKeyExportStep` returns: the step, its `authorizeView` taking the export view's iframe as well. */
export type UseKeyExportStepReturn = Omit<WalletStepReturn<KeyExportStep>, 'authorizeView'> & {
  /** Call from the export view iframe's onLoad. */
  authorizeView(view: HTMLIFrameElement | FramePostTarget): void
}

/** EMBEDDED_WALLET_KEY_EXPORT_SCREEN (W-2.31, W-2.32, W-4.55); navigation and options are read once. */
export function useKeyExportStep(
  navigation: WalletStepNavigation,
  options: KeyExportStepOptions = {},
): UseKeyExportStepReturn {
  const step = useWalletStep((session) => createKeyExportStep(session, navigation, options))
  const { authorizeView } = step
  const authorize = useCallback(
    (view: HTMLIFrameElement | FramePostTarget) => {
      const viewWindow = 'contentWindow' in view ? (view.contentWindow as FramePostTarget | null) : view
      if (viewWindow) authorizeView(viewWindow)
    },
    [authorizeView],
  )
  return useMemo(() => ({ ...step, authorizeView: authorize }), [step, authorize])
}
