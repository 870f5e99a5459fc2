import { completeCloudRecovery, startCloudRecovery } from '../cloudRecovery'
import { getEmbeddedWallets } from '../embeddedWallets'
import { type RecoveryOption, recoverySelectionOptions, setRecoveryScreen } from '../recoveryScreens'
import type { WalletSession } from '../walletSession'
import { type DrivePopup, throughDrivePopup } from './drivePopup'
import { createStepTask } from './stepTask'
import { createStepView, type WalletStep, type WalletStepNavigation } from './walletStep'

/** What EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN shows. */
export type RecoverySelectionStepView = {
  /** The choices, in the app's order (W-2.15, W-2.16). */
  options: readonly RecoveryOption[]
  isPending: boolean
  /** The failure's text. */
  error: string | null
}

/** The recovery selection step's controller: its view and the user's pick. */
export type RecoverySelectionStep = WalletStep<RecoverySelectionStepView> & {
  select(method: RecoveryOption): void
}

/**
 * EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN (W-2.15, W-2.16, W-4.17 to W-4.20): a password goes
 * to the password wizard's first screen; a drive backs the wallet up through its sign-in in a
 * popup (W-2.21), then the modal closes.
 */
export function createRecoverySelectionStep(
  session: WalletSession,
  navigation: WalletStepNavigation,
  options: { popup: DrivePopup },
): RecoverySelectionStep {
  const recovery = () => {
    const { config, user } = session.client.store.getSnapshot()
    return {
      userOwnedRecoveryOptions: config?.walletSettings.userOwnedRecoveryOptions ?? [],
      currentMethod: getEmbeddedWallets(user, 'ethereum')[0]?.recoveryMethod ?? '',
    }
  }
  const task = createStepTask(() => view.refresh())
  let shown: { input: ReturnType<typeof recovery>; options: readonly RecoveryOption[] } | null = null
  const choices = () => {
    const input = recovery()
    const same =
      shown?.input.userOwnedRecoveryOptions === input.userOwnedRecoveryOptions &&
      shown.input.currentMethod === input.currentMethod
    if (!shown || !same)
      shown = { input, options: recoverySelectionOptions(input.userOwnedRecoveryOptions, input.currentMethod) }
    return shown.options
  }
  const view = createStepView(
    (): RecoverySelectionStepView => ({ options: choices(), isPending: task.pending, error: task.error }),
  )
  return {
    getSnapshot: view.getSnapshot,
    subscribe: view.subscribe,
    start() {
      const stops = [session.client.store.subscribe(view.refresh), task.start()]
      return () => {
        for (const stop of stops) stop()
      }
    },
    select(method) {
      if (method === 'user-passcode') {
        navigation.navigate(setRecoveryScreen({ ...recovery(), legacy: true }))
        return
      }
      task.run(
        async () => {
          const returned = await throughDrivePopup(options.popup, (redirectTo) =>
            startCloudRecovery(session, { provider: method, redirectTo, purpose: 'set-recovery' }),
          )
          await completeCloudRecovery(session, returned)
        },
        () => navigation.close(),
      )
    },
  }
}
