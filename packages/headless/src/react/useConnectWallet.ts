'use client'
import type { ConnectingWallet } from '../core/connectors/awaitingWalletView'
import type {
  ConnectWalletFlowOptions,
  ConnectWalletMode,
  ConnectWalletStep,
} from '../core/connectors/connectWalletFlow'
import type { WalletClickTarget } from '../core/connectors/walletClickTarget'
import type { ErrorScreen } from '../core/errors/errorScreens'
import type { LobbyError } from '../core/errors/lobbyError'
import { useWalletFlow } from './useWalletFlow'

/** Options of `useConnectWallet`; read once, when the hook mounts. */
export type UseConnectWalletOptions = Omit<ConnectWalletFlowOptions, 'mode'> & {
  /** Log in after connecting (W-4.04), or only connect. @default 'login' */
  mode?: Exclude<ConnectWalletMode, 'link'>
  /** WalletConnect's project id. @default the app's wallet_connect_cloud_project_id */
  walletConnectProjectId?: string
}

/** What `useConnectWallet` returns. */
export type UseConnectWalletReturn = {
  /** W-3.06 steps plus signing: idle, connecting, switching_to_supported_chain, connected, signing, done, error. */
  step: ConnectWalletStep
  /** The wallet being connected (a W-9.39 key, an announced wallet's walletClientType, or a connector id). */
  walletClientType: string | null
  /** Its walletClientType, name and icon (W-3.04), when known. */
  wallet: ConnectingWallet | null
  address: string | null
  error: LobbyError | null
  /** How to show the error (W-8.01 to W-8.13): its text is `errorScreen.title`. */
  errorScreen: ErrorScreen | null
  /** True from the click until the flow ends. */
  isPending: boolean
  /** W-4.05: a failed connection may be retried (at most 2 times). */
  canRetry: boolean
  retriesLeft: number
  /** The WalletConnect pairing URI to show as a QR code, once the relay gave one. */
  walletConnectUri: string | null
  /**
   * W-4.01 to W-4.03: handles a click on a wallet and says where it leads; on an awaiting screen
   * the connection starts at once, a redirect leaves for the wallet's app link.
   */
  connect(walletClientType: string, event?: { isTrusted: boolean }): WalletClickTarget
  /** W-4.05: tries the same wallet again. */
  retry(): void
  reset(): void
}

/** Connects an external wallet and logs in with it (W-4.01 to W-4.06, W-8), or only connects. */
export function useConnectWallet(options: UseConnectWalletOptions = {}): UseConnectWalletReturn {
  return useWalletFlow(options.mode ?? 'login', options)
}
