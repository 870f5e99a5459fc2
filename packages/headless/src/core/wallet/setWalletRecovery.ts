import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'
import { canSetUserOwnedRecovery } from '../rules/embeddedWallet'
import { isUserOwnedRecovery } from '../rules/recoveryMethods'
import { getEmbeddedWallets, normalizedWalletAccounts, WIRE_PROVIDER_RECOVERY } from './embeddedWallets'
import type { FrameRequester } from './walletFrame'
import type { WalletSession } from './walletSession'
import { WALLET_FRAME_READY_MS, WALLET_OPERATION_TIMEOUT_MS } from './walletTimeouts'

/** Options of `setWalletRecovery`: the new method and what seals it. */
export type SetWalletRecoveryOptions =
  /** W-2.17: automatic (provider-managed) recovery. */
  | { method: 'provider-managed'; address?: string }
  /**
   * W-2.22: a recovery password: the one given, or, with `frame` the password view's requester
   * (`connectPasswordView`), the one the user typed in that view.
   */
  | { method: 'user-passcode'; password?: string; address?: string; frame?: FrameRequester }

/**
 * W-2.17, W-2.22, W-5.30, W-6.04: changes how the wallet's recovery share is sealed, in the
 * frame (the wallet must be unlocked on this page), then refreshes the user so the new
 * method shows. User-owned recovery is refused for a user with a Solana wallet (W-5.30).
 * Cloud drives go through `startCloudRecovery({ purpose: 'set-recovery' })`.
 */
export async function setWalletRecovery(
  session: WalletSession,
  options: SetWalletRecoveryOptions,
): Promise<{ address: string; recoveryMethod: string }> {
  const { client } = session
  // no one signed in: the modal shows LANDING (must_be_authenticated, W-8.29).
  const user = session.requireUser()
  const wallet = options.address
    ? getEmbeddedWallets(user, 'ethereum').find((w) => w.address.toLowerCase() === options.address?.toLowerCase())
    : getEmbeddedWallets(user, 'ethereum')[0]
  if (!wallet) throw createLobbyError('wallet.not_connectable')
  if (isUserOwnedRecovery(options.method)) {
    const verdict = canSetUserOwnedRecovery({ linkedAccounts: normalizedWalletAccounts(user) })
    if (!verdict.ok) throw new LobbyError('client_error', verdict.issue, verdict.message)
  }
  const accessToken = await session.accessToken()
  const frame =
    (options.method === 'user-passcode' && options.frame) || (await session.readyFrame(WALLET_FRAME_READY_MS))
  await frame.request(
    'lobby:wallet:set-recovery',
    options.method === 'user-passcode'
      ? {
          accessToken,
          address: wallet.address,
          method: 'user-passcode',
          ...(options.password === undefined ? {} : { password: options.password }),
        }
      : { accessToken, address: wallet.address, method: WIRE_PROVIDER_RECOVERY },
    WALLET_OPERATION_TIMEOUT_MS,
  )
  await client.refreshUser()
  return { address: wallet.address, recoveryMethod: options.method }
}
