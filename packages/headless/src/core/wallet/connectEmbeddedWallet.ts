import { createLobbyError } from '../errors/errorCatalogue'
import { isLobbyError } from '../errors/lobbyError'
import { retryAfterMfa } from '../mfa/retryAfterMfa'
import { type EmbeddedWallet, getEmbeddedWallets, WIRE_PROVIDER_RECOVERY } from './embeddedWallets'
import { recoversAutomatically, recoveryScreenFor } from './recoveryScreens'
import { markConnected, type PendingRecovery, type WalletSession } from './walletSession'
import { WALLET_FRAME_READY_MS, WALLET_OPERATION_TIMEOUT_MS } from './walletTimeouts'

/** Options of `connectEmbeddedWallet`. */
export type ConnectEmbeddedWalletOptions = {
  /** The wallet to connect. @default the user's first embedded wallet of `chainType` */
  address?: string
  /** @default 'ethereum' */
  chainType?: 'ethereum' | 'solana'
  /** W-6.05: an MFA check the app requires on connect, run once the wallet is unlocked (e.g. `useMfa().verify`). */
  verifyMfa?: () => Promise<void>
  /**
   * W-4.15, W-4.55: verifies MFA (e.g. `useMfa().verify`) when automatic recovery on a device
   * without the wallet's share is refused for want of a recent verification; asked again up to 4
   * attempts. Without it such a user's recovery fails with missing_or_invalid_mfa.
   */
  verifyMfaToRecover?: () => Promise<void>
}

/** How a connect ended: unlocked, or waiting for the user to recover the wallet on the named screen. */
export type ConnectEmbeddedWalletResult =
  | { status: 'connected'; wallet: EmbeddedWallet }
  | { status: 'needs-recovery'; wallet: EmbeddedWallet; recovery: PendingRecovery }

/**
 * W-2.14, W-4.14 to W-4.16, W-4.21 to W-4.23, W-6.04, W-6.05, W-8.11: unlocks the user's
 * embedded wallet in the frame. A device without its share recovers by itself when the
 * method is provider-managed, else the result names the recovery screen (password or cloud)
 * and the session keeps it as `pendingRecovery`. A recovery refused for MFA verifies it and
 * retries (`verifyMfaToRecover`). The optional MFA check on connect runs last.
 */
export function connectEmbeddedWallet(
  session: WalletSession,
  options: ConnectEmbeddedWalletOptions = {},
): Promise<ConnectEmbeddedWalletResult> {
  // One connect at a time per session: two hooks mounting together share it.
  const running = inflight.get(session)
  if (running) return running
  const started = runConnect(session, options).finally(() => inflight.delete(session))
  inflight.set(session, started)
  return started
}

const inflight = new WeakMap<WalletSession, Promise<ConnectEmbeddedWalletResult>>()

async function runConnect(
  session: WalletSession,
  options: ConnectEmbeddedWalletOptions,
): Promise<ConnectEmbeddedWalletResult> {
  const { client, store } = session
  const chainType = options.chainType ?? 'ethereum'
  const wallets = getEmbeddedWallets(client.store.getSnapshot().user, chainType)
  const wallet = options.address
    ? wallets.find((w) => w.address.toLowerCase() === options.address?.toLowerCase())
    : wallets[0]
  if (!client.store.getSnapshot().user || !wallet) throw createLobbyError('wallet.not_connectable')
  store.setState((s) => ({ ...s, isConnecting: true, error: null }))
  try {
    const accessToken = await session.accessToken()
    const frame = await session.readyFrame(WALLET_FRAME_READY_MS)
    try {
      if (chainType === 'solana') {
        await frame.request(
          'lobby:solana:connect',
          { accessToken, publicKey: wallet.address },
          WALLET_OPERATION_TIMEOUT_MS,
        )
      } else {
        await frame.request(
          'lobby:wallet:connect',
          { accessToken, address: wallet.address },
          WALLET_OPERATION_TIMEOUT_MS,
        )
      }
    } catch (error) {
      if (!isLobbyError(error, 'wallet_not_on_device')) throw error
      if (!recoversAutomatically(wallet.recoveryMethod)) {
        // W-4.16: the user recovers on the screen of the wallet's method (W-4.23 throws for an unknown one).
        const recovery: PendingRecovery = {
          address: wallet.address,
          chainType,
          recoveryMethod: wallet.recoveryMethod,
          screen: recoveryScreenFor(wallet.recoveryMethod),
        }
        store.setState((s) => ({ ...s, isConnecting: false, pendingRecovery: recovery }))
        return { status: 'needs-recovery', wallet, recovery }
      }
      // W-4.15: provider-managed recovery needs nothing from the user but, when enrolled, MFA.
      await retryAfterMfa(async () => {
        const token = await session.accessToken()
        if (chainType === 'solana') {
          await frame.request(
            'lobby:solana:recover',
            { accessToken: token, publicKey: wallet.address, recoveryMethod: WIRE_PROVIDER_RECOVERY },
            WALLET_OPERATION_TIMEOUT_MS,
          )
        } else {
          await frame.request(
            'lobby:wallet:recover',
            { accessToken: token, address: wallet.address, recoveryMethod: WIRE_PROVIDER_RECOVERY },
            WALLET_OPERATION_TIMEOUT_MS,
          )
        }
      }, options.verifyMfaToRecover)
    }
    if (options.verifyMfa) await options.verifyMfa()
    markConnected(session, wallet.address)
    store.setState((s) => ({ ...s, isConnecting: false }))
    return { status: 'connected', wallet }
  } catch (error) {
    const e = isLobbyError(error) ? error : createLobbyError('wallet.connect_failed', { cause: error })
    store.setState((s) => ({ ...s, isConnecting: false, error: e }))
    throw e
  }
}
