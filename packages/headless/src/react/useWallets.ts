'use client'
import type { LobbyError } from '../core/errors/lobbyError'
import type { ConnectEmbeddedWalletOptions, ConnectEmbeddedWalletResult } from '../core/wallet/connectEmbeddedWallet'
import type { EmbeddedWallet } from '../core/wallet/embeddedWallets'
import type { WalletCallbacks } from '../core/wallet/walletCallbackCode'
import type { PendingRecovery } from '../core/wallet/walletSession'
import { useEmbeddedWalletList } from './useEmbeddedWalletList'

/** An embedded wallet with whether it is unlocked on this page. */
export type WalletListItem = EmbeddedWallet & {
  /** True when the wallet is unlocked in the frame: it can sign now. */
  isConnected: boolean
}

/** Options of `useWallets`. */
export type UseWalletsOptions = {
  /** Unlock the user's wallet in the frame as soon as they are signed in (W-2.14). @default true */
  autoConnect?: boolean
  /** Runs after the wallet is unlocked when the app requires MFA on connect (W-6.05). */
  verifyMfa?: () => Promise<void>
  /**
   * Verifies MFA (e.g. `useMfa().verify`) when automatic recovery on a new device asks for a
   * recent verification (W-4.15, W-4.55); without it an MFA user's recovery fails.
   */
  verifyMfaToRecover?: () => Promise<void>
} & WalletCallbacks<ConnectEmbeddedWalletResult>

/** What `useWallets` and `useSolanaWallets` return. */
export type UseWalletsReturn = {
  /** Usable now: the session is loaded, no connect is running, and every wallet listed is unlocked. */
  ready: boolean
  wallets: readonly WalletListItem[]
  /** True while a wallet is being unlocked. */
  isConnecting: boolean
  /** A wallet that is not on this device and waits for the user to recover it on `screen` (W-4.16). */
  pendingRecovery: PendingRecovery | null
  /** The last connect error. */
  error: LobbyError | null
  /** Unlocks a wallet (the first one by default): W-2.14, W-4.14 to W-4.16. */
  connect(options?: Omit<ConnectEmbeddedWalletOptions, 'chainType'>): Promise<ConnectEmbeddedWalletResult>
}

/** The user's embedded Ethereum wallets, unlocked on sign-in (W-2.14, W-3.01, W-3.02); `ready` means usable now. */
export function useWallets(options: UseWalletsOptions = {}): UseWalletsReturn {
  return useEmbeddedWalletList('ethereum', options)
}
