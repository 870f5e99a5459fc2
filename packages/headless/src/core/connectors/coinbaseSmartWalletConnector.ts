import { loadOptionalPeer, notInstalledMessage, type OptionalPeer } from './optionalPeer'
import { WALLET_LIST } from './walletBranding'
import { createWalletConnector, type EventfulProvider, type WalletConnector } from './walletConnector'

/** The optional peer the host's loader imports: hosts that offer the smart wallet install it. */
export const COINBASE_WALLET_SDK_PACKAGE = '@coinbase/wallet-sdk'

const COINBASE_WALLET_SDK_PEER: OptionalPeer = {
  packageName: COINBASE_WALLET_SDK_PACKAGE,
  product: WALLET_LIST.coinbase_smart_wallet.name,
  loaderProp: 'loadCoinbaseWalletSdk',
}

/** What picking the smart wallet shows when the host has not installed its SDK or passed no loader. */
export const COINBASE_WALLET_SDK_NOT_INSTALLED_MESSAGE = notInstalledMessage(COINBASE_WALLET_SDK_PEER)

/** The options `createCoinbaseWalletSDK` receives: the smart wallet only, never the extension or the mobile app. */
export type CoinbaseWalletSdkOptions = {
  appName: string
  appLogoUrl?: string | null
  appChainIds?: number[]
  preference: {
    options: 'smartWalletOnly'
    /** The keys popup: Coinbase's own unless set (the sandbox runs one). */
    keysUrl?: string
  }
}

/** The part of `@coinbase/wallet-sdk`'s provider this SDK uses. */
export type CoinbaseSmartWalletProvider = EventfulProvider & { disconnect(): Promise<void> }

/**
 * Loads the Coinbase Wallet SDK: the host's `() => import('@coinbase/wallet-sdk')`, called when
 * the user picks the smart wallet, so the SDK stays out of the first load.
 */
export type CoinbaseWalletSdkLoader = () => Promise<{
  createCoinbaseWalletSDK(options: CoinbaseWalletSdkOptions): { getProvider(): CoinbaseSmartWalletProvider }
}>

/** The app as the wallet's popup shows it. */
export type CoinbaseSmartWalletApp = {
  name: string
  logoUrl?: string | null
  /** The app's chains, the first being where the wallet starts. */
  chainIds?: readonly number[]
}

/** Options of `createCoinbaseSmartWalletConnector`. */
export type CoinbaseSmartWalletConnectorOptions = {
  /** The app, read when the user picks the wallet (the app's configuration may load after the list shows). */
  app: () => CoinbaseSmartWalletApp
  /** The wallet's keys popup URL (`preference.keysUrl`). @default Coinbase's own */
  keysUrl?: string
  /**
   * The host's loader. Without one, picking the smart wallet fails with
   * `COINBASE_WALLET_SDK_NOT_INSTALLED_MESSAGE`.
   */
  load?: CoinbaseWalletSdkLoader
}

/**
 * W-1.01 The smart-wallet provider: `@coinbase/wallet-sdk` with `smartWalletOnly`, loaded when
 * the user picks it. Connecting opens the wallet's popup; the login that follows signs in with
 * Ethereum like any external wallet (W-4.04), and disconnecting ends the SDK's session.
 */
export function createCoinbaseSmartWalletConnector(options: CoinbaseSmartWalletConnectorOptions): WalletConnector {
  let provider: CoinbaseSmartWalletProvider | null = null
  const branding = WALLET_LIST.coinbase_smart_wallet
  return createWalletConnector({
    connectorType: 'coinbase_wallet',
    walletClientType: 'coinbase_smart_wallet',
    walletBranding: { name: branding.name, icon: branding.icon },
    provider: async () => {
      const sdk = await loadOptionalPeer(COINBASE_WALLET_SDK_PEER, options.load)
      const app = options.app()
      provider = sdk
        .createCoinbaseWalletSDK({
          appName: app.name,
          ...(app.logoUrl ? { appLogoUrl: app.logoUrl } : {}),
          ...(app.chainIds ? { appChainIds: [...app.chainIds] } : {}),
          preference: { options: 'smartWalletOnly', ...(options.keysUrl ? { keysUrl: options.keysUrl } : {}) },
        })
        .getProvider()
      return provider
    },
    endSession: async () => {
      await provider?.disconnect()
    },
    connectionOptions: { ...(options.keysUrl ? { keysUrl: options.keysUrl } : {}) },
  })
}
