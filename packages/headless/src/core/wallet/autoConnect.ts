import { getEmbeddedWallets } from './embeddedWallets'
import type { WalletSession } from './walletSession'

/**
 * W-2.14: whether the user's first wallet of `chainType` should be unlocked now: signed in with
 * a wallet frame, the wallet locked, no connect running, no recovery waiting for the user, and
 * no failure (a failure stops further automatic attempts until the user retries).
 */
export function shouldAutoConnect(session: WalletSession, chainType: 'ethereum' | 'solana'): boolean {
  const lobby = session.client.store.getSnapshot()
  const state = session.store.getSnapshot()
  const first = getEmbeddedWallets(lobby.user, chainType)[0]
  return (
    lobby.ready &&
    session.client.walletFrame.url !== null &&
    first !== undefined &&
    !state.connected.includes(first.address.toLowerCase()) &&
    !state.isConnecting &&
    state.pendingRecovery === null &&
    state.error === null
  )
}

/** W-2.14: the user's wallets of `chainType` are usable now: signed in, none connecting, each unlocked. */
export function walletsReady(session: WalletSession, chainType: 'ethereum' | 'solana'): boolean {
  const lobby = session.client.store.getSnapshot()
  const state = session.store.getSnapshot()
  return (
    lobby.ready &&
    !state.isConnecting &&
    getEmbeddedWallets(lobby.user, chainType).every((wallet) => state.connected.includes(wallet.address.toLowerCase()))
  )
}
