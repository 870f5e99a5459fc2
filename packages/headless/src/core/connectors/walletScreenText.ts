import type { ConnectWalletStep } from './connectWalletFlow'

/**
 * The wallet connection screens' copy (W-2.03, W-2.07, W-2.09, A-2.16). The spec fixes none of
 * these words (its texts are the errors, W-8.01 to W-8.13, read through `errorScreenFor`), so
 * they are ours, kept here once so every screen and custom UI says the same.
 */
export const WALLET_SCREEN_TEXT = {
  walletListTitle: 'Connect a wallet',
  walletListDescription: 'Choose the wallet to continue with.',
  installed: 'Installed',
  recent: 'Recent',
  retry: 'Retry',
  walletConnectQr: 'WalletConnect QR code',
  walletConnectScan: 'Scan with your phone’s wallet to connect.',
  interstitialTitle: 'Continue in Phantom',
  interstitialDescription: 'Phantom is not available in this browser. Open the Phantom app to connect.',
  openPhantom: 'Open Phantom',
  installPhantom: 'Install Phantom',
  installTitle: 'Install Phantom',
  installDescription: 'Phantom is not installed in this browser. Install it, then reload this page.',
  reload: 'Reload',
  connectOnlyAuthenticatedTitle: 'Connect a wallet',
  connectOnlyAuthenticatedDescription: 'You are signed in. Connect a wallet to use with this app.',
  linkTitle: 'Link a wallet',
  linkDescription: 'Choose the wallet to add to your account.',
  loginFailedTitle: 'Login failed',
  tryAnotherMethod: 'Try another method',
} as const

/** W-2.03, W-4.06 The awaiting screen's title and description for a step of the connection. */
export function walletStepText(step: ConnectWalletStep, walletName: string): { title: string; description: string } {
  switch (step) {
    case 'idle':
    case 'disconnected':
    case 'connecting':
      return { title: `Waiting for ${walletName}`, description: 'Approve the connection in your wallet.' }
    case 'switching_to_supported_chain':
      return { title: 'Switching network', description: 'Approve the switch to a supported network in your wallet.' }
    case 'connected':
    case 'signing':
      return { title: `Sign in with ${walletName}`, description: 'Sign the message in your wallet to continue.' }
    case 'done':
      return { title: 'Connected', description: `${walletName} is connected.` }
    case 'error':
      return { title: `Could not connect ${walletName}`, description: '' }
  }
}

/** The one mark a wallet of the list shows: Recent (the last one used, A-3.35) before Installed; null for neither. */
export function walletListMark(wallet: { recent: boolean; installed: boolean }): string | null {
  if (wallet.recent) return WALLET_SCREEN_TEXT.recent
  if (wallet.installed) return WALLET_SCREEN_TEXT.installed
  return null
}
