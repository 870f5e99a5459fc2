'use client'
import {
  phantomLinks,
  type Screen,
  type ScreenName,
  selectConnectOnlyWallet,
  useAwaitingConnection,
  useLinkWalletList,
  useWalletConnection,
} from '@lobby/headless'
import { AwaitingConnectionScreen } from '@/components/lobby/screens/awaiting-connection-screen'
import { ConnectOnlyAuthenticatedScreen } from '@/components/lobby/screens/connect-only-authenticated-screen'
import { ConnectOnlyLandingScreen } from '@/components/lobby/screens/connect-only-landing-screen'
import { InstallPhantomScreen } from '@/components/lobby/screens/install-phantom-screen'
import { LinkWalletScreen } from '@/components/lobby/screens/link-wallet-screen'
import { LoginFailedScreen } from '@/components/lobby/screens/login-failed-screen'
import { PhantomInterstitialScreen } from '@/components/lobby/screens/phantom-interstitial-screen'
import { WalletListScreen } from '@/components/lobby/screens/wallet-list-screen'

/** The navigator commands the flow moves with. */
export type WalletFlowNavigation = {
  navigate(name: ScreenName, params?: unknown): void
  /** Returns to the screen before (a click that leads nowhere, W-4.03). */
  back(): void
  close(): void
}

/** Props of `WalletConnectionFlow`. */
export type WalletConnectionFlowProps = {
  /** The navigator's current screen: one of the wallet connection screens. */
  screen: Screen
  navigation: WalletFlowNavigation
  /** Called once the wallet is connected and, unless connect-only, signed in or linked (W-4.04). */
  onDone: () => void
}

function Awaiting({ screen, navigation, onDone }: WalletConnectionFlowProps) {
  const params = screen.params as { walletClientType?: string; isTrusted?: boolean } | undefined
  const awaiting = useAwaitingConnection({
    walletClientType: params?.walletClientType ?? '',
    isTrusted: params?.isTrusted,
    connectOnly: screen.name === 'AWAITING_CONNECT_ONLY_CONNECTION',
    navigation: navigation,
    onDone,
  })
  if (awaiting.screen === 'LOGIN_FAILED_SCREEN') {
    return (
      <LoginFailedScreen
        message={awaiting.message}
        wallet={awaiting.wallet}
        onRetry={awaiting.retry}
        onBack={navigation.back}
      />
    )
  }
  return (
    <AwaitingConnectionScreen
      wallet={awaiting.wallet}
      step={awaiting.step}
      error={awaiting.error}
      canRetry={awaiting.canRetry}
      onRetry={awaiting.retry}
      walletConnectUri={awaiting.walletConnectUri}
    />
  )
}

function ConnectOnly({ screen, navigation }: WalletConnectionFlowProps) {
  const connection = useWalletConnection()
  const props = {
    wallets: connection.wallets,
    ready: connection.ready,
    onSelectWallet: (walletClientType: string) => selectConnectOnlyWallet(walletClientType, navigation),
  }
  return screen.name === 'CONNECT_ONLY_AUTHENTICATED_SCREEN' ? (
    <ConnectOnlyAuthenticatedScreen {...props} />
  ) : (
    <ConnectOnlyLandingScreen {...props} />
  )
}

function LinkWallet({ navigation, onDone }: WalletConnectionFlowProps) {
  const connection = useWalletConnection()
  const link = useLinkWalletList(navigation, onDone)
  return (
    <LinkWalletScreen
      wallets={connection.wallets.map((w) => ({ id: w.walletClientType, name: w.name, icon: w.icon }))}
      error={link.errorScreen?.title ?? null}
      isPending={link.isPending}
      onSelectWallet={link.select}
    />
  )
}

/**
 * The wallet connection screens on the hooks (W-2.03 to W-2.09, W-4.01 to W-4.06, A-2.16), each
 * screen's component on its hook, which holds the rules: what the lobby-modal block renders,
 * loaded only when one of them opens.
 */
export function WalletConnectionFlow(props: WalletConnectionFlowProps) {
  switch (props.screen.name) {
    case 'AWAITING_CONNECTION':
    case 'AWAITING_CONNECT_ONLY_CONNECTION':
      return <Awaiting {...props} />
    case 'CONNECT_ONLY_LANDING_SCREEN':
    case 'CONNECT_ONLY_AUTHENTICATED_SCREEN':
      return <ConnectOnly {...props} />
    case 'LINK_WALLET_SCREEN':
      return <LinkWallet {...props} />
    case 'PHANTOM_INTERSTITIAL_SCREEN':
      return <PhantomInterstitialScreen {...phantomLinks(window.location.href)} />
    case 'INSTALL_PHANTOM_SCREEN':
      return <InstallPhantomScreen installUrl={phantomLinks(window.location.href).installUrl} />
    default:
      return <WalletListScreen wallets={[]} onSelectWallet={() => {}} />
  }
}
