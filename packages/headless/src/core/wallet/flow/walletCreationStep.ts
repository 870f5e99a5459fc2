import { retryEmbeddedWalletCreation, startEmbeddedWalletCreation } from '../createEmbeddedWallet'
import type { WalletSession } from '../walletSession'
import { createStepView, type WalletStep, type WalletStepNavigation } from './walletStep'

/** What EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN shows. */
export type WalletCreationStepView = {
  /**
   * W-6.07: `password` when the app requires user-owned recovery at creation, so the password
   * view creates the wallet; else `status`, the creation under way or failed (a failure shows
   * the status whatever the app requires, with its retry).
   */
  form: 'password' | 'status'
  status: 'pending' | 'failure'
  /** The W-8 creation error's text. */
  error: string | null
}

/** The creation step's controller: its view, a retry after a failure, and the close button. */
export type WalletCreationStep = WalletStep<WalletCreationStepView> & {
  retry(): void
  close(): void
}

/** W-6.07: the app requires user-owned recovery at creation, so only the user's password can create the wallet. */
export const needsRecoveryPassword = (session: WalletSession) =>
  session.client.store.getSnapshot().config?.walletSettings.requireUserOwnedRecoveryOnCreate === true

/**
 * EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN (W-2.11, W-4.08, W-4.13, W-6.07): creates the wallet
 * once the user is known, unless the app requires a recovery password first (the password view
 * creates it then); the wizard the user did not start may not be closed (W-4.27); a created
 * wallet moves on to EMBEDDED_WALLET_CREATED_SCREEN (W-2.12).
 */
export function createWalletCreationStep(session: WalletSession, navigation: WalletStepNavigation): WalletCreationStep {
  const view = createStepView((): WalletCreationStepView => {
    const { status, error } = session.store.getSnapshot().creation
    return {
      form: needsRecoveryPassword(session) && status !== 'failed' ? 'password' : 'status',
      status: status === 'failed' ? 'failure' : 'pending',
      error: error?.shortMessage ?? null,
    }
  })
  let created = false
  let moved = false
  let closeable: boolean | null = null
  const follow = () => {
    view.refresh()
    const lobby = session.client.store.getSnapshot()
    const password = needsRecoveryPassword(session)
    if (closeable !== !password) {
      closeable = !password
      navigation.setCloseable(closeable)
    }
    if (!created && lobby.ready && lobby.user !== null && !password) {
      created = true
      // A failure lands in the session's creation state, which the view shows.
      startEmbeddedWalletCreation(session, { afterLogin: true }).catch(() => undefined)
    }
    if (!moved && session.store.getSnapshot().creation.status === 'created') {
      moved = true
      navigation.replace('EMBEDDED_WALLET_CREATED_SCREEN')
    }
  }
  return {
    getSnapshot: view.getSnapshot,
    subscribe: view.subscribe,
    start() {
      const stops = [session.store.subscribe(follow), session.client.store.subscribe(follow)]
      follow()
      return () => {
        for (const stop of stops) stop()
        closeable = null
        navigation.setCloseable(true)
      }
    },
    retry: () => void retryEmbeddedWalletCreation(session).catch(() => undefined),
    close: () => navigation.close(),
  }
}
