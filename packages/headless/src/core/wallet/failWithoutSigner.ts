import type { LobbyError } from '../errors/lobbyError'
import { type WalletCallbacks, type WalletOperation, withWalletCallbacks } from './walletCallbackCode'
import type { WalletSession } from './walletSession'

/**
 * W-6.04, W-8.29: a send or a signature asked for with no signer. With no one signed in,
 * the modal shows LANDING and onError hears must_be_authenticated; a signed-in user without an
 * embedded wallet gets `noWallet()` (embedded_wallet_not_found).
 */
export function failWithoutSigner<T>(
  operation: WalletOperation,
  session: Pick<WalletSession, 'requireUser'> | null | undefined,
  noWallet: () => LobbyError,
  callbacks: WalletCallbacks<T>,
): Promise<T> {
  return withWalletCallbacks(
    operation,
    async () => {
      session?.requireUser()
      throw noWallet()
    },
    callbacks,
  )
}
