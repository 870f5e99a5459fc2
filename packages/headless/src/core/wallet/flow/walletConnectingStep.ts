import { shouldAutoConnect, walletsReady } from '../autoConnect'
import { connectEmbeddedWallet } from '../connectEmbeddedWallet'
import { getEmbeddedWallets } from '../embeddedWallets'
import type { WalletSession } from '../walletSession'
import { createStepTask } from './stepTask'
import { createStepView, type WalletStep, type WalletStepNavigation } from './walletStep'

/** What EMBEDDED_WALLET_CONNECTING_SCREEN shows. */
export type WalletConnectingStepView = {
  status: 'pending' | 'failure'
  /** The connect error's text. */
  error: string | null
}

/** Options of the connecting step. */
export type WalletConnectingStepOptions = {
  /** W-4.15, W-4.55: verifies MFA when recovery on a new device asks for it (e.g. the MFA prompt's `open`). */
  verifyMfaToRecover?: (() => Promise<void>) | undefined
}

/** The connecting step's controller: its view, a retry after a failure, and the close button. */
export type WalletConnectingStep = WalletStep<WalletConnectingStepView> & {
  retry(): void
  close(): void
}

/**
 * EMBEDDED_WALLET_CONNECTING_SCREEN (W-2.14, W-4.14 to W-4.16): unlocks the user's wallet once
 * they are known, then closes the modal; a wallet that is not on this device moves on to its
 * recovery screen instead (W-4.16), where an MFA user verifies first (W-4.55).
 */
export function createWalletConnectingStep(
  session: WalletSession,
  navigation: WalletStepNavigation,
  options: WalletConnectingStepOptions = {},
): WalletConnectingStep {
  // A failure in the frame lands in the session's `error`; one before it (no wallet) in the task's.
  const task = createStepTask(() => view.refresh())
  const view = createStepView((): WalletConnectingStepView => {
    const error = session.store.getSnapshot().error?.shortMessage ?? task.error
    return { status: error ? 'failure' : 'pending', error }
  })
  const connect = () =>
    task.run(async () => {
      await connectEmbeddedWallet(session, { verifyMfaToRecover: options.verifyMfaToRecover })
    })
  let moved = false
  const follow = () => {
    view.refresh()
    if (moved) return
    const recovery = session.store.getSnapshot().pendingRecovery
    if (recovery) {
      moved = true
      navigation.replace(recovery.screen)
      return
    }
    const user = session.client.store.getSnapshot().user
    if (getEmbeddedWallets(user, 'ethereum').length > 0 && walletsReady(session, 'ethereum')) {
      moved = true
      navigation.close()
      return
    }
    if (shouldAutoConnect(session, 'ethereum')) connect()
  }
  return {
    getSnapshot: view.getSnapshot,
    subscribe: view.subscribe,
    start() {
      const stops = [task.start(), session.store.subscribe(follow), session.client.store.subscribe(follow)]
      follow()
      return () => {
        for (const stop of stops) stop()
      }
    },
    retry: connect,
    close: () => navigation.close(),
  }
}
