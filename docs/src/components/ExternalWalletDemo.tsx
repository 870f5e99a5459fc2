import {
  type AddableChain,
  useConnectWallet,
  useLinkWallet,
  useLobby,
  useWalletConnection,
  WALLET_LIST,
  walletAppLink,
} from '@lobby/headless'
import { useEffect, useState } from 'react'
import { AwaitingConnectionScreen } from '@/components/lobby/screens/awaiting-connection-screen'
import { ConnectOnlyAuthenticatedScreen } from '@/components/lobby/screens/connect-only-authenticated-screen'
import { ConnectOnlyLandingScreen } from '@/components/lobby/screens/connect-only-landing-screen'
import { InstallPhantomScreen } from '@/components/lobby/screens/install-phantom-screen'
import { LinkWalletScreen } from '@/components/lobby/screens/link-wallet-screen'
import { LoginFailedScreen } from '@/components/lobby/screens/login-failed-screen'
import { PhantomInterstitialScreen } from '@/components/lobby/screens/phantom-interstitial-screen'
import { WalletListScreen } from '@/components/lobby/screens/wallet-list-screen'
import { localTestWalletSigner } from '../../../packages/sandbox/src/testing/localTestWalletSigner.ts'
import { type TestWalletControls, testWalletScript } from '../../../packages/sandbox/src/testing/testWallet.ts'
import { sandboxUrl } from '../sandbox.ts'
import { SandboxApp } from './SandboxApp.tsx'
import { SessionPanel } from './SessionPanel.tsx'

/** The wallet list the static screen examples show: a page wallet, then some of the app's keys. */
export const EXAMPLE_WALLETS = [
  {
    walletClientType: 'dev.lobby.testwallet',
    name: 'Lobby Test Wallet',
    icon: WALLET_LIST.safe.icon,
    installed: true,
    recent: false,
  },
  ...(['metamask', 'coinbase_wallet', 'rainbow'] as const).map((key) => ({
    walletClientType: key,
    name: WALLET_LIST[key].name,
    icon: WALLET_LIST[key].icon,
    installed: false,
    recent: key === 'metamask',
  })),
]

type SandboxChains = {
  chains: Array<{ id: number; name: string; rpcUrl: string; testnet: boolean }>
  accounts: Array<{ address: string }>
}

declare global {
  interface Window {
    lobbyTestWallet?: TestWalletControls
  }
}

let injected: Promise<SandboxChains> | null = null

/**
 * The sandbox's test wallet in this page: an EIP-1193 wallet announced through EIP-6963 and
 * backed by the sandbox's anvil accounts. A page that already has one (an e2e test injects its
 * own before load) keeps it.
 */
function useSandboxTestWallet(): { chains: SandboxChains | null; error: string | null } {
  const [state, setState] = useState<{ chains: SandboxChains | null; error: string | null }>({
    chains: null,
    error: null,
  })
  useEffect(() => {
    injected ??= fetch(`${sandboxUrl}/_sandbox/chains`)
      .then((response) => response.json() as Promise<SandboxChains>)
      .then((chains) => {
        if (chains.chains.length === 0) throw new Error('The sandbox runs no local chains (started with --no-chains).')
        if (!window.lobbyTestWallet) {
          const source = testWalletScript({ chains: chains.chains, accounts: chains.accounts.map((a) => a.address) })
          new Function('window', source)(window)
        }
        return chains
      })
    injected.then(
      (chains) => setState({ chains, error: null }),
      (error: unknown) => {
        injected = null
        setState({ chains: null, error: error instanceof Error ? error.message : String(error) })
      },
    )
  }, [])
  return state
}

/** The app's chains as the demo configures them: the mainnet-like one, so a wallet on the testnet gets switched. */
function appChains(chains: SandboxChains): AddableChain[] {
  return chains.chains
    .filter((chain) => !chain.testnet)
    .map((chain) => ({ id: chain.id, name: chain.name, rpcUrls: { default: { http: [chain.rpcUrl] } } }))
}

function WalletSwitches() {
  const [mode, setMode] = useState<'approve' | 'reject'>('approve')
  return (
    <fieldset className="mb-4 flex flex-wrap gap-3 text-sm">
      <legend className="mb-1 text-xs font-semibold text-neutral-500 uppercase">Test wallet</legend>
      {(['approve', 'reject'] as const).map((option) => (
        <label key={option} className="flex items-center gap-1">
          <input
            type="radio"
            name="test-wallet-mode"
            checked={mode === option}
            onChange={() => {
              setMode(option)
              window.lobbyTestWallet?.setMode(option)
            }}
          />
          {option === 'approve' ? 'Approves' : 'Rejects (4001)'}
        </label>
      ))}
    </fieldset>
  )
}

/** Which screen the demo shows first. */
export type ExternalWalletDemoProps = {
  variant: 'wallet-list' | 'connect-only-landing' | 'connect-only-authenticated' | 'link'
}

function Flow({ variant, chains }: ExternalWalletDemoProps & { chains: AddableChain[] }) {
  const lobby = useLobby()
  const connection = useWalletConnection({
    walletList: ['metamask', 'coinbase_wallet', 'coinbase_smart_wallet', 'rainbow', 'phantom'],
  })
  const connectOnly = variant.startsWith('connect-only')
  const login = useConnectWallet({ chains, mode: connectOnly ? 'connect-only' : 'login' })
  const link = useLinkWallet({ chains })
  const flow = variant === 'link' ? link : login
  const [detour, setDetour] = useState<'PHANTOM_INTERSTITIAL_SCREEN' | 'INSTALL_PHANTOM_SCREEN' | null>(null)
  const select = (walletClientType: string, event?: { isTrusted: boolean }) => {
    const target = flow.connect(walletClientType, event)
    if (target.action === 'screen' && !target.screen.startsWith('AWAITING')) {
      setDetour(target.screen as 'PHANTOM_INTERSTITIAL_SCREEN' | 'INSTALL_PHANTOM_SCREEN')
    }
  }
  const phantom = WALLET_LIST.phantom
  if (detour === 'INSTALL_PHANTOM_SCREEN') return <InstallPhantomScreen installUrl={phantom.installUrl ?? ''} />
  if (detour === 'PHANTOM_INTERSTITIAL_SCREEN') {
    return (
      <PhantomInterstitialScreen
        appLink={walletAppLink('phantom', window.location.href) ?? ''}
        installUrl={phantom.installUrl ?? ''}
      />
    )
  }
  if (flow.errorScreen?.screen === 'LOGIN_FAILED_SCREEN' && flow.wallet) {
    return (
      <LoginFailedScreen
        message={flow.errorScreen.title}
        wallet={flow.wallet}
        onRetry={flow.retry}
        onBack={flow.reset}
      />
    )
  }
  if (flow.step !== 'idle' && flow.wallet) {
    return (
      <div className="flex flex-col gap-3">
        <AwaitingConnectionScreen
          wallet={flow.wallet}
          step={flow.step}
          error={flow.errorScreen?.title ?? null}
          canRetry={flow.canRetry}
          onRetry={flow.retry}
          walletConnectUri={flow.walletConnectUri}
        />
        {flow.step === 'done' ? (
          <p className="text-sm" data-testid="wallet-connected">
            {connection.address} on chain {connection.chainId}
          </p>
        ) : null}
        {flow.step === 'done' || flow.step === 'error' ? (
          <button type="button" className="self-start text-sm underline" onClick={flow.reset}>
            Back to the wallets
          </button>
        ) : null}
      </div>
    )
  }
  const wallets = connection.wallets
  if (variant === 'link') {
    return (
      <LinkWalletScreen
        wallets={wallets.map((w) => ({ id: w.walletClientType, name: w.name, icon: w.icon }))}
        onSelectWallet={select}
        isPending={flow.isPending}
      />
    )
  }
  if (variant === 'connect-only-landing') {
    return <ConnectOnlyLandingScreen wallets={wallets} ready={connection.ready} onSelectWallet={select} />
  }
  if (variant === 'connect-only-authenticated' && lobby.authenticated) {
    return <ConnectOnlyAuthenticatedScreen wallets={wallets} ready={connection.ready} onSelectWallet={select} />
  }
  return <WalletListScreen wallets={wallets} ready={connection.ready} onSelectWallet={select} />
}

/**
 * A live external-wallet flow on the sandbox: the test wallet announced through EIP-6963, the
 * registry's wallet screens on the real hooks, and switches to make the wallet reject.
 */
export function ExternalWalletDemo({ variant }: ExternalWalletDemoProps) {
  const wallet = useSandboxTestWallet()
  const ready = wallet.chains !== null
  useEffect(() => {
    // Linking needs an address nobody holds yet: anvil's dev accounts are shared by every reader,
    // and the first to log in with one owns it ('User already exists for this address').
    const testWallet = window.lobbyTestWallet
    if (variant !== 'link' || !ready || !testWallet) return
    let mounted = true
    void localTestWalletSigner().then((signer) => {
      if (mounted) testWallet.setSigner(signer)
    })
    return () => {
      mounted = false
      testWallet.setSigner(null)
    }
  }, [variant, ready])
  if (wallet.error) return <p role="alert">{wallet.error}</p>
  if (!wallet.chains) return <p className="text-sm text-neutral-500">Starting the test wallet…</p>
  return (
    <SandboxApp slug="all-methods">
      <WalletSwitches />
      <SessionPanel />
      <div className="mx-auto max-w-sm rounded-xl border border-neutral-200 p-6">
        <Flow variant={variant} chains={appChains(wallet.chains)} />
      </div>
    </SandboxApp>
  )
}
