import { completeCloudRecovery, startCloudRecovery } from '../cloudRecovery'
import type { CloudRecoveryProvider } from '../recoveryOAuthApi'
import type { WalletSession } from '../walletSession'
import { type DrivePopup, throughDrivePopup } from './drivePopup'
import { createStepTask } from './stepTask'
import { createStepView, type WalletStep, type WalletStepNavigation } from './walletStep'

/** What EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN shows. */
export type CloudRecoveryStepView = {
  /** The drive the wallet's recovery share is in (W-2.21). */
  provider: CloudRecoveryProvider
  status: 'pending' | 'failure'
  /** The failure's text (W-8.27, W-8.28, or the popup's). */
  error: string | null
  isPending: boolean
}

/** Options of the cloud recovery step. */
export type CloudRecoveryStepOptions = {
  /** The drive's popup. */
  popup: DrivePopup
  /** W-4.55: verifies MFA when recovering asks for it (e.g. the MFA prompt's `open`). */
  verifyMfa?: (() => Promise<void>) | undefined
}

/** The cloud recovery step's controller: its view and Continue. */
export type CloudRecoveryStep = WalletStep<CloudRecoveryStepView> & {
  /** Opens the drive's sign-in in the popup, then recovers the wallet with what it returns. */
  continue(): void
}

/**
 * EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN (W-2.21, W-5.17 to W-5.19): Continue opens the drive's
 * sign-in (iCloud for a wallet backed up there, else Google Drive) in a popup; what the drive
 * returns recovers the wallet (MFA verified first when asked, W-4.55), and the modal closes.
 */
export function createCloudRecoveryStep(
  session: WalletSession,
  navigation: WalletStepNavigation,
  options: CloudRecoveryStepOptions,
): CloudRecoveryStep {
  const provider = (): CloudRecoveryProvider =>
    session.store.getSnapshot().pendingRecovery?.recoveryMethod === 'icloud' ? 'icloud' : 'google-drive'
  const task = createStepTask(() => view.refresh())
  const view = createStepView(
    (): CloudRecoveryStepView => ({
      provider: provider(),
      status: task.error ? 'failure' : 'pending',
      error: task.error,
      isPending: task.pending,
    }),
  )
  return {
    getSnapshot: view.getSnapshot,
    subscribe: view.subscribe,
    start() {
      const stops = [session.store.subscribe(view.refresh), task.start()]
      return () => {
        for (const stop of stops) stop()
      }
    },
    continue: () =>
      task.run(
        async () => {
          const returned = await throughDrivePopup(options.popup, (redirectTo) =>
            startCloudRecovery(session, { provider: provider(), redirectTo }),
          )
          await completeCloudRecovery(session, returned, { verifyMfa: options.verifyMfa })
        },
        () => navigation.close(),
      ),
  }
}
