'use client'
import {
  type Screen,
  type ScreenName,
  useConnectWallet,
  useLinkWallet,
  useWalletConnection,
  WALLET_LIST,
  walletAppLink,
} from '@lobby/headless'
import * as React from 'react'
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

/** Calls `onDone` once when `done` turns true, whatever identity the callback has on each render. */
function useDoneOnce(done: boolean, onDone: () => void) {
  const latest = React.useRef(onDone)
  latest.current = onDone
  const called = React.useRef(false)
  React.useEffect(() => {
    if (!done || called.current) return
    called.current = true
    latest.current()
  }, [done])
}

function Awaiting({ screen, navigation, onDone }: WalletConnectionFlowProps) {
  const connectOnly = screen.name === 'AWAITING_CONNECT_ONLY_CONNECTION'
  const flow = useConnectWallet({ mode: connectOnly ? 'connect-only' : 'login' })
  const params = screen.params as { walletClientType?: string; isTrusted?: boolean } | undefined
  const key = params?.walletClientType ?? ''
  const isTrusted = params?.isTrusted ?? true
  const started = React.useRef(false)
  React.useEffect(() => {
    if (started.current || !key) return
    started.current = true
    // W-4.01: a wallet that is not in the page leads to its interstitial or install screen instead;
    // W-4.03: a script's click in an in-app browser leads nowhere.
    const target = flow.connect(key, { isTrusted })
    if (target.action === 'ignore') navigation.back()
    else if (target.action === 'screen' && !target.screen.startsWith('AWAITING')) navigation.navigate(target.screen)
  }, [flow, key, isTrusted, navigation])
  useDoneOnce(flow.step === 'done', onDone)
  const wallet = flow.wallet ?? (key in WALLET_LIST ? WALLET_LIST[key as keyof typeof WALLET_LIST] : null)
  const shown = { name: wallet?.name ?? key, icon: wallet?.icon ?? WALLET_LIST.metamask.icon }
  if (flow.errorScreen?.screen === 'LOGIN_FAILED_SCREEN') {
    return (
      <LoginFailedScreen
        message={flow.errorScreen.title}
        wallet={shown}
        onRetry={flow.retry}
        onBack={navigation.back}
      />
    )
  }
  return (
    <AwaitingConnectionScreen
      wallet={shown}
      step={flow.step === 'idle' ? 'connecting' : flow.step}
      error={flow.errorScreen?.title ?? null}
      canRetry={flow.canRetry}
      onRetry={flow.retry}
      walletConnectUri={flow.walletConnectUri}
    />
  )
}

function ConnectOnly({ screen, navigation }: WalletConnectionFlowProps) {
  const connection = useWalletConnection()
  // The awaiting screen runs the connection and its W-4.01 detours.
  const select = (walletClientType: string) =>
    navigation.navigate('AWAITING_CONNECT_ONLY_CONNECTION', { walletClientType })
  const props = { wallets: connection.wallets, ready: connection.ready, onSelectWallet: select }
  return screen.name === 'CONNECT_ONLY_AUTHENTICATED_SCREEN' ? (
    <ConnectOnlyAuthenticatedScreen {...props} />
  ) : (
    <ConnectOnlyLandingScreen {...props} />
  )
}

function LinkWallet({ navigation, onDone }: WalletConnectionFlowProps) {
  const connection = useWalletConnection()
  const link = useLinkWallet()
  useDoneOnce(link.step === 'done', onDone)
  return (
    <LinkWalletScreen
      wallets={connection.wallets.map((w) => ({ id: w.walletClientType, name: w.name, icon: w.icon }))}
      error={link.errorScreen?.title ?? null}
      isPending={link.isPending}
      onSelectWallet={(key) => {
        const target = link.connect(key)
        if (target.action === 'screen' && !target.screen.startsWith('AWAITING')) navigation.navigate(target.screen)
      }}
    />
  )
}

/**
 * The wallet connection screens on the hooks (W-2.03 to W-2.09, W-4.01 to W-4.06, A-2.16): what the
 * lobby-modal block renders, loaded only when one of them opens.
 */
export function WalletConnectionFlow(props: WalletConnectionFlowProps) {
  const phantom = WALLET_LIST.phantom
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
      return (
        <PhantomInterstitialScreen
          appLink={walletAppLink('phantom', window.location.href) ?? ''}
          installUrl={phantom.installUrl ?? ''}
        />
      )
    case 'INSTALL_PHANTOM_SCREEN':
      return <InstallPhantomScreen installUrl={phantom.installUrl ?? ''} />
    default:
      return <WalletListScreen wallets={[]} onSelectWallet={() => {}} />
  }
}
