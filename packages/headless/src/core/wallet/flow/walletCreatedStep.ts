import { getEmbeddedWallets } from '../embeddedWallets'
import type { WalletSession } from '../walletSession'

/** EMBEDDED_WALLET_CREATED_SCREEN (W-2.12, W-2.13): the wallet just created, else the user's first one. */
export function createdWalletAddress(session: WalletSession): string {
  return (
    session.store.getSnapshot().creation.address ??
    getEmbeddedWallets(session.client.store.getSnapshot().user, 'ethereum')[0]?.address ??
    ''
  )
}
