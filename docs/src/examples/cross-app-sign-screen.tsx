import { useCrossAppProvider, useCrossAppSign, useLobby, useLoginWithCrossApp } from '@lobby/headless'
import { useState } from 'react'
import { type CrossAppSignAction, CrossAppSignScreen } from '@/components/lobby/screens/cross-app-sign-screen'
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
const buttonClass = 'rounded bg-neutral-900 px-3 py-1.5 text-sm text-white disabled:opacity-50'

/** Logs in with a provider app's account, then signs with its wallet through CrossAppSignScreen. */
function CrossAppSignDemo() {
  const lobby = useLobby()
  const login = useLoginWithCrossApp()
  const sign = useCrossAppSign()
  const [providerAppId, setProviderAppId] = useState<string>(PROVIDERS[0].id)
  const [action, setAction] = useState<CrossAppSignAction>('message')
  const account = lobby.user?.linkedAccounts.find((entry) => entry.type === 'cross_app')
  const accountProvider = typeof account?.providerAppId === 'string' ? account.providerAppId : null
  const provider = useCrossAppProvider(accountProvider)
  const wallets = (account?.embeddedWallets ?? []) as Array<{ address: string }>
  const address = wallets[0]?.address ?? ''

  if (!lobby.ready) return <p className="text-sm">Loading…</p>
  if (!account || !accountProvider) {
    return (
      <div className="flex flex-col gap-3">
        <label className="flex items-center gap-2 text-sm">
          Provider app
          <select
            className={selectClass}
            data-testid="provider"
            value={providerAppId}
            onChange={(event) => setProviderAppId(event.target.value)}
          >
            {PROVIDERS.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.label}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className={buttonClass}
          disabled={login.isPending || lobby.authenticated}
          onClick={() => void login.loginWithCrossAppAccount({ appId: providerAppId })}
        >
          Log in with the provider app
        </button>
        {lobby.authenticated ? (
          <p className="text-sm">
            This user has no cross-app account.{' '}
            <button type="button" className="underline" onClick={() => void lobby.logout()}>
              Log out
            </button>
          </p>
        ) : null}
        {login.error ? (
          <p role="alert" className="text-sm text-red-700">
            {login.error.message}
          </p>
        ) : null}
      </div>
    )
  }

  const start = () => {
    sign.reset()
    const target = { providerAppId: accountProvider, address }
    const request =
      action === 'message'
        ? sign.signMessage({ ...target, message: MESSAGE })
        : action === 'typed-data'
          ? sign.signTypedData({ ...target, typedData: TYPED_DATA })
          : sign.sendTransaction({ ...target, transaction: { to: address, value: 1n } })
    request.catch(() => {})
  }

  return (
    <div className="flex max-w-sm flex-col gap-4">
      <label className="flex items-center gap-2 text-sm">
        Request
        <select
          className={selectClass}
          data-testid="action"
          value={action}
          onChange={(event) => setAction(event.target.value as CrossAppSignAction)}
        >
          <option value="message">personal_sign: “{MESSAGE}”</option>
          <option value="typed-data">eth_signTypedData_v4</option>
          <option value="transaction">eth_sendTransaction (1 wei to itself)</option>
        </select>
      </label>
      <div className="rounded-lg border border-neutral-200 p-4">
        <CrossAppSignScreen
          providerAppName={provider.name ?? 'the provider app'}
          providerLogoUrl={provider.logoUrl}
          address={address}
          action={action}
          status={sign.state}
          error={sign.error?.message}
          onSign={start}
        />
      </div>
      <button type="button" className="self-start text-sm underline" onClick={() => void lobby.logout()}>
        Log out
      </button>
      {sign.state === 'success' ? (
        <p className="text-sm break-all">
          Result: <code data-testid="cross-app-result">{String(sign.result)}</code>
        </p>
      ) : null}
    </div>
  )
}

/** CROSS_APP_AUTH_SCREEN for a signature, live: the sandbox's provider app signs in its own window. */
export function Example() {
  return (
    <SandboxApp slug="all-methods">
      <CrossAppSignDemo />
    </SandboxApp>
  )
}
