import { isLobbyError, type LobbyError } from '../errors/lobbyError'
import { createStore, type Readable } from '../store'
import { authorizeKeyExport, type KeyExport, type PrepareKeyExportOptions, prepareKeyExport } from './exportWallet'
import type { FramePostTarget } from './frameWindow'
import type { WalletSession } from './walletSession'

/** Where a key export is: verifying MFA, the view ready to embed, the key shown in it, or failed. */
export type KeyExportStatus = 'idle' | 'verifying' | 'ready' | 'shown' | 'failed'

/** A key export's state. */
export type KeyExportState = {
  status: KeyExportStatus
  /** The export view to embed once ready (W-2.32, W-7.07). */
  keyExport: KeyExport | null
  error: LobbyError | null
}

/** A key export: its state and commands. */
export type KeyExportController = Readable<KeyExportState> & {
  /** W-4.55: verifies MFA (forced), then readies the export view; null with `error` on failure. */
  exportWallet(address?: string): Promise<KeyExport | null>
  /** W-2.32, W-4.55: hands the loaded export view the session; true once the key shows. */
  authorizeView(viewWindow: FramePostTarget): Promise<boolean>
  /** Back to idle (the screen closed). */
  reset(): void
}

const IDLE: KeyExportState = { status: 'idle', keyExport: null, error: null }

/**
 * Exporting the embedded wallet's key (W-2.31, W-2.32, W-4.55): forced MFA, then the frame's
 * export view, which shows the key on its own origin. `options` is read at each call.
 */
export function createKeyExport(
  session: WalletSession,
  options: () => Omit<PrepareKeyExportOptions, 'address'>,
): KeyExportController {
  const store = createStore(IDLE)
  const fail = (error: unknown) => {
    if (!isLobbyError(error)) throw error
    store.setState((s) => ({ ...s, status: 'failed', error }))
  }
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async exportWallet(address) {
      store.setState((s) => ({ ...s, status: 'verifying', error: null }))
      try {
        const ready = await prepareKeyExport(session, { ...options(), address })
        store.setState({ status: 'ready', keyExport: ready, error: null })
        return ready
      } catch (error) {
        fail(error)
        return null
      }
    },
    async authorizeView(viewWindow) {
      const current = store.getSnapshot().keyExport
      if (!current) return false
      try {
        await authorizeKeyExport(session, current, { viewWindow, verifyMfa: options().verifyMfa })
        store.setState((s) => ({ ...s, status: 'shown' }))
        return true
      } catch (error) {
        fail(error)
        return false
      }
    },
    reset: () => store.setState(IDLE),
  }
}
