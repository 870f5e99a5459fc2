import { type LoginLayout, type LoginOption, WALLET_LIST, type WalletListKey } from '@lobby/headless'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AwaitingConnectionScreen } from '@/components/lobby/screens/awaiting-connection-screen'
import { LandingScreen } from '@/components/lobby/screens/landing-screen'
import { LinkWalletScreen } from '@/components/lobby/screens/link-wallet-screen'
import { LoginFailedScreen } from '@/components/lobby/screens/login-failed-screen'
import { WalletListScreen } from '@/components/lobby/screens/wallet-list-screen'
import { EmailSmsField } from '@/components/lobby/ui/email-sms-field'
import './.generated/styles.css'

// Every login method and named wallet on the landing, the wallet list and the link-wallet screen,
// and a wallet on the awaiting-connection and login-failed screens, for the logo e2e: the
// landing's rows in groups of six (its list scrolls past 400 px), the wallet lists whole.
const noop = () => {}
const dark = new URLSearchParams(location.search).get('theme') === 'dark'
document.documentElement.classList.toggle('dark', dark)

const methods: LoginOption[] = [
  'email',
  'sms',
  'passkey',
  'wallet',
  'farcaster',
  'telegram',
  'google',
  'apple',
  'discord',
  'github',
  'linkedin',
  'spotify',
  'instagram',
  'twitter',
  'tiktok',
  'coinbase_wallet',
  'coinbase_smart_wallet',
  'metamask',
  'phantom',
  'rainbow',
  'wallet_connect',
  'zerion',
  'brave_wallet',
  'cryptocom',
  'uniswap',
  'okx_wallet',
  'rabby_wallet',
  'safe',
]
const walletKeys = methods.slice(methods.indexOf('coinbase_wallet')) as WalletListKey[]

/** An icon a wallet in the page announces over EIP-6963 (a green square). */
const ANNOUNCED_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#0a0"/></svg>')}`

/** A wallet found in the page, as the wallet list gives it. */
const ANNOUNCED = { walletClientType: 'dev.lobby.testwallet', name: 'Lobby Test Wallet', icon: ANNOUNCED_ICON }
const named = (key: WalletListKey) => ({
  walletClientType: key,
  name: WALLET_LIST[key].name,
  icon: WALLET_LIST[key].icon,
})

const groups = Array.from({ length: Math.ceil(methods.length / 6) }, (_, i) => methods.slice(i * 6, i * 6 + 6))
const layout = (group: LoginOption[], field: boolean): LoginLayout => ({
  view: 'default',
  items: [
    ...(field ? [{ type: 'field' as const, methods: ['email', 'sms'] as const, isRecent: false }] : []),
    ...group.map((method) => ({ type: 'method' as const, method, isRecent: false })),
  ],
  showPasskeyLink: false,
})

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1 className="sr-only">Lobby logos</h1>
    <div className="grid grid-cols-4 gap-6 p-6">
      {groups.map((group, i) => (
        <LandingScreen
          key={group[0]}
          layout={layout(group, i === 0)}
          header={`Log in or sign up (${i + 1})`}
          onSelectMethod={noop}
          onSelectView={noop}
          onBack={noop}
          renderContactField={(item) => (
            <EmailSmsField methods={item.methods} onSubmitEmail={noop} onSubmitPhone={noop} />
          )}
        />
      ))}
      <WalletListScreen
        wallets={[
          { ...ANNOUNCED, installed: true, recent: false },
          ...walletKeys.map((key) => ({ ...named(key), installed: false, recent: false })),
        ]}
        onSelectWallet={noop}
      />
      <LinkWalletScreen
        wallets={[ANNOUNCED, ...walletKeys.map(named)].map((w) => ({
          id: w.walletClientType,
          name: w.name,
          icon: w.icon,
        }))}
        onSelectWallet={noop}
      />
      <div className="flex flex-col gap-6">
        <AwaitingConnectionScreen data-wallet="metamask" wallet={named('metamask')} step="connecting" />
        <AwaitingConnectionScreen data-wallet={ANNOUNCED.walletClientType} wallet={ANNOUNCED} step="connecting" />
      </div>
      <LoginFailedScreen
        data-wallet="coinbase_wallet"
        message="Could not log in with wallet"
        wallet={named('coinbase_wallet')}
        onRetry={noop}
      />
    </div>
  </StrictMode>,
)
