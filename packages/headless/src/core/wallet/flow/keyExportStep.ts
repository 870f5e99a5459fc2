import type { FramePostTarget } from '../frameWindow'
import { createKeyExport } from '../keyExport'
import type { WalletSession } from '../walletSession'
import { createStepView, type WalletStep, type WalletStepNavigation } from './walletStep'

/** What EMBEDDED_WALLET_KEY_EXPORT_SCREEN shows. */
export type KeyExportStepView = {
  /** The export view's URL once MFA passed (W-2.32), else null. */
  exportUrl: string | null
  /** The failure's text. */
  error: string | null
}

/** Options of the key export step. */
export type KeyExportStepOptions = {
  /** The wallet to export. @default the user's first embedded Ethereum wallet */
  address?: string | undefined
  /** W-4.55: the forced MFA verification (e.g. the MFA prompt's `open`). */
  verifyMfa?: (() => Promise<void>) | undefined
}

/** The key export step's controller: its view, the export view's load, and the close button. */
export type KeyExportStep = WalletStep<KeyExportStepView> & {
  /** Call once the export view loaded: it shows the key after the session is handed over. */
  authorizeView(viewWindow: FramePostTarget): void
  close(): void
}

/**
 * EMBEDDED_WALLET_KEY_EXPORT_SCREEN (W-2.31, W-2.32, W-4.55): MFA first, always, once per
 * screen (a second prompt would cancel the first), then the frame's export view.
 */
export function createKeyExportStep(
  session: WalletSession,
  navigation: WalletStepNavigation,
  options: KeyExportStepOptions = {},
): KeyExportStep {
  const exporter = createKeyExport(session, () => ({ verifyMfa: options.verifyMfa }))
  const view = createStepView((): KeyExportStepView => {
    const { keyExport, error } = exporter.getSnapshot()
    return { exportUrl: keyExport?.url ?? null, error: error?.shortMessage ?? null }
  })
  let started = false
  return {
    getSnapshot: view.getSnapshot,
    subscribe: view.subscribe,
    start() {
      const stop = exporter.subscribe(view.refresh)
      if (!started) {
        started = true
        void exporter.exportWallet(options.address || undefined)
      }
      return stop
    },
    authorizeView: (viewWindow) => void exporter.authorizeView(viewWindow),
    close: () => navigation.close(),
  }
}
