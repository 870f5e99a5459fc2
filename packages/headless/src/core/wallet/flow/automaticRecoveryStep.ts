import { setWalletRecovery } from '../setWalletRecovery'
import type { WalletSession } from '../walletSession'
import { createStepTask } from './stepTask'
import { createStepView, type WalletStep, type WalletStepNavigation } from './walletStep'

/** What EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN shows. */
export type AutomaticRecoveryStepView = {
  isPending: boolean
  /** The failure's text. */
  error: string | null
}

/** The automatic recovery step's controller: its view, Confirm and 'More recovery options'. */
export type AutomaticRecoveryStep = WalletStep<AutomaticRecoveryStepView> & {
  confirm(): void
  moreOptions(): void
}

/**
 * EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN (W-2.17, W-2.18): Confirm sets automatic
 * recovery in one step and closes the modal; 'More recovery options' opens the selection screen.
 */
export function createAutomaticRecoveryStep(
  session: WalletSession,
  navigation: WalletStepNavigation,
): AutomaticRecoveryStep {
  const task = createStepTask(() => view.refresh())
  const view = createStepView((): AutomaticRecoveryStepView => ({ isPending: task.pending, error: task.error }))
  return {
    getSnapshot: view.getSnapshot,
    subscribe: view.subscribe,
    start: task.start,
    confirm: () =>
      task.run(
        async () => {
          await setWalletRecovery(session, { method: 'provider-managed' })
        },
        () => navigation.close(),
      ),
    moreOptions: () => navigation.navigate('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN'),
  }
}
