import { WALLET_LIST, walletAppLink } from '@lobby/headless'
import type * as React from 'react'
import { AwaitingConnectionScreen } from '@/components/lobby/screens/awaiting-connection-screen'
import { ConnectOnlyAuthenticatedScreen } from '@/components/lobby/screens/connect-only-authenticated-screen'
import { ConnectOnlyLandingScreen } from '@/components/lobby/screens/connect-only-landing-screen'
import { InstallPhantomScreen } from '@/components/lobby/screens/install-phantom-screen'
import { LinkWalletScreen } from '@/components/lobby/screens/link-wallet-screen'
import { LoginFailedScreen } from '@/components/lobby/screens/login-failed-screen'
import { PhantomInterstitialScreen } from '@/components/lobby/screens/phantom-interstitial-screen'
import { WalletListScreen } from '@/components/lobby/screens/wallet-list-screen'

const noop = () => {}

/** The wallet list as `useWalletConnection` gives it: a page wallet, then the app's keys. */
export const WALLETS = [
  {
    walletClientType: 'dev.lobby.testwallet',
    name: 'Lobby Test Wallet',
    icon: WALLET_LIST.safe.icon,
    installed: true,
    recent: false,
  },
  ...(['metamask', 'coinbase_wallet', 'rainbow', 'wallet_connect'] as const).map((key) => ({
    walletClientType: key,
    name: WALLET_LIST[key].name,
    icon: WALLET_LIST[key].icon,
    installed: key === 'wallet_connect',
    recent: key === 'metamask',
  })),
]

const metamask = { walletClientType: 'metamask', name: WALLET_LIST.metamask.name, icon: WALLET_LIST.metamask.icon }

/** The wallet connection screens for the Chromium + axe gallery, one entry per state worth seeing. */
export const walletConnectionGallery: Record<string, () => React.ReactNode> = {
  'wallet-list-screen': () => <WalletListScreen wallets={WALLETS} onSelectWallet={noop} />,
  'wallet-list-screen:loading': () => (
    <WalletListScreen wallets={WALLETS.slice(0, 1)} ready={false} onSelectWallet={noop} />
  ),
  'awaiting-connection-screen': () => <AwaitingConnectionScreen wallet={metamask} step="connecting" />,
  'awaiting-connection-screen:switching': () => (
    <AwaitingConnectionScreen wallet={metamask} step="switching_to_supported_chain" />
  ),
  'awaiting-connection-screen:error': () => (
    <AwaitingConnectionScreen wallet={metamask} step="error" error="You rejected the request" canRetry onRetry={noop} />
  ),
  'awaiting-connection-screen:walletconnect': () => (
    <AwaitingConnectionScreen
      wallet={{
        walletClientType: 'wallet_connect',
        name: WALLET_LIST.wallet_connect.name,
        icon: WALLET_LIST.wallet_connect.icon,
      }}
      step="connecting"
      walletConnectUri="wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303"
    />
  ),
  'connect-only-landing-screen': () => <ConnectOnlyLandingScreen wallets={WALLETS} onSelectWallet={noop} />,
  'connect-only-authenticated-screen': () => <ConnectOnlyAuthenticatedScreen wallets={WALLETS} onSelectWallet={noop} />,
  'phantom-interstitial-screen': () => (
    <PhantomInterstitialScreen
      appLink={walletAppLink('phantom', 'https://app.example.test/') ?? ''}
      installUrl={WALLET_LIST.phantom.installUrl ?? ''}
    />
  ),
  'link-wallet-screen:error': () => (
    <LinkWalletScreen
      wallets={WALLETS.map((w) => ({ id: w.walletClientType, name: w.name, icon: w.icon }))}
      error="User already exists for this address"
      onSelectWallet={noop}
    />
  ),
  'login-failed-screen:wallet': () => (
    <LoginFailedScreen message="Could not log in with wallet" wallet={metamask} onRetry={noop} onBack={noop} />
  ),
  'install-phantom-screen': () => (
    <InstallPhantomScreen installUrl={WALLET_LIST.phantom.installUrl ?? ''} onReload={noop} />
  ),
}
