import type { LobbyClient } from '../../client'

/**
 * W-4.13: a user who logs in gets the wallet the app asked for, also when a host's screen took
 * the place of the wallet step (see `afterLoginHold`): the wallet is made then without a screen,
 * on the hidden wallet frame, and its outcome lands in the wallet session's creation state as
 * with the step. Nothing starts when a creation already ran (the step's screen started it, and a
 * key half-made must not be doubled), without the wallet frame, when another user signed in
 * meanwhile, or when the app requires a recovery password first (only the user can choose it;
 * the wallet step asks for it at the next login). The wallet code loads only here, as with the
 * wallet screens.
 */
export async function createWalletInBackground(client: LobbyClient): Promise<void> {
  const userId = client.store.getSnapshot().user?.id
  if (!userId || !client.walletFrame.url) return
  const [{ getWalletSession }, { startEmbeddedWalletCreation }, { needsRecoveryPassword }] = await Promise.all([
    import('../../wallet/walletSession'),
    import('../../wallet/createEmbeddedWallet'),
    import('../../wallet/flow/walletCreationStep'),
  ])
  const session = getWalletSession(client)
  if (client.store.getSnapshot().user?.id !== userId || needsRecoveryPassword(session)) return
  // Read after the imports: a step's screen that mounted meanwhile has started the creation.
  if (session.store.getSnapshot().creation.status !== 'idle') return
  await startEmbeddedWalletCreation(session, { afterLogin: true })
}
