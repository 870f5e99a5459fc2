import {
  type Navigator,
  type Screen,
  useCrossAppProvider,
  useCrossAppSign,
  useLobby,
  useLoginWithCrossApp,
} from '@lobby/headless'
import { useCallback, useState } from 'react'
import { type CrossAppSignAction, CrossAppSignScreen } from '@/components/lobby/screens/cross-app-sign-screen'
import { LiveModal } from '../components/LiveModal.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'

// The sandbox app `all-methods` lists two provider apps among its cross-app connections.
const PROVIDERS = [
  { id: 'lobbysandboxcrossprovider', label: 'Provider app' },
  { id: 'lobbysandboxcrossreadonly', label: 'Read-only provider app (read_only: true)' },
] as const

const MESSAGE = 'Hello from the Lobby docs'

const TYPED_DATA = {
  domain: { name: 'Lobby docs', version: '1', chainId: 1 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: MESSAGE },
}

const selectClass = 'rounded border border-neutral-300 px-2 py-1 text-sm'

/**
 * The screen on the real hooks: without a cross-app account of the provider app, Continue logs in
 * with it first (cross-app OAuth in its popup); with one, it sends the request to its wallet.
 */
function CrossAppSignLive({ providerAppId, action }: { providerAppId: string; action: CrossAppSignAction }) {
  const lobby = useLobby()
  const login = useLoginWithCrossApp()
  const sign = useCrossAppSign()
  const provider = useCrossAppProvider(providerAppId)
  const account = lobby.user?.linkedAccounts.find(
    (entry) => entry.type === 'cross_app' && entry.providerAppId === providerAppId,
  )
  const wallets = (account?.embeddedWallets ?? []) as Array<{ address: string }>
  const address = wallets[0]?.address ?? ''

  const start = () => {
    if (!account) {
      void login.loginWithCrossAppAccount({ appId: providerAppId })
      return
    }
    sign.reset()
    const target = { providerAppId, address }
    const request =
      action === 'message'
        ? sign.signMessage({ ...target, message: MESSAGE })
        : action === 'typed-data'
          ? sign.signTypedData({ ...target, typedData: TYPED_DATA })
          : sign.sendTransaction({ ...target, transaction: { to: address, value: 1n } })
    request.catch(() => {})
  }

  return (
    <div className="flex flex-col gap-4">
      <CrossAppSignScreen
        providerAppName={provider.name ?? 'the provider app'}
        providerLogoUrl={provider.logoUrl}
        address={account ? address : 'log in with the provider app first'}
        action={action}
        status={account ? sign.state : login.isPending ? 'reconnecting' : 'idle'}
        error={account ? sign.error?.message : login.error?.message}
        onSign={start}
      />
      {sign.state === 'success' ? (
        <p className="text-sm break-all">
          Result: <code data-testid="cross-app-result">{String(sign.result)}</code>
        </p>
      ) : null}
    </div>
  )
}

/** Which provider and which request, beside the modal. */
function Controls(props: {
  providerAppId: string
  onProviderChange: (id: string) => void
  action: CrossAppSignAction
  onActionChange: (action: CrossAppSignAction) => void
}) {
  return (
    <div className="mb-4 flex flex-wrap gap-4 text-sm">
      <label className="flex items-center gap-2">
        Provider app
        <select
          className={selectClass}
          data-testid="provider"
          value={props.providerAppId}
          onChange={(event) => props.onProviderChange(event.target.value)}
        >
          {PROVIDERS.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2">
        Request
        <select
          className={selectClass}
          data-testid="action"
          value={props.action}
          onChange={(event) => props.onActionChange(event.target.value as CrossAppSignAction)}
        >
          <option value="message">personal_sign: “{MESSAGE}”</option>
          <option value="typed-data">eth_signTypedData_v4</option>
          <option value="transaction">eth_sendTransaction (1 wei to itself)</option>
        </select>
      </label>
    </div>
  )
}

/** CROSS_APP_AUTH_SCREEN for a signature, live in the real modal: the sandbox's provider app signs in its own window. */
export function Example() {
  const [providerAppId, setProviderAppId] = useState<string>(PROVIDERS[0].id)
  const [action, setAction] = useState<CrossAppSignAction>('message')
  const start = useCallback((navigator: Navigator) => {
    navigator.open('LANDING')
    navigator.navigate('CROSS_APP_AUTH_SCREEN', { providerAppId: PROVIDERS[0].id })
  }, [])
  const renderScreen = (screen: Screen) =>
    screen.name === 'CROSS_APP_AUTH_SCREEN' ? (
      <CrossAppSignLive key={providerAppId} providerAppId={providerAppId} action={action} />
    ) : undefined
  return (
    <SandboxApp slug="all-methods">
      <Controls
        providerAppId={providerAppId}
        onProviderChange={setProviderAppId}
        action={action}
        onActionChange={setAction}
      />
      <LiveModal start={start} renderScreen={renderScreen} />
    </SandboxApp>
  )
}
