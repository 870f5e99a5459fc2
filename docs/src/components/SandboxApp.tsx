import { type LobbyClientConfig, LobbyProvider } from '@lobby/headless'
import { sandboxFundingEndpoints } from '@lobby/sandbox/endpoints'
import { type ReactNode, useEffect, useState } from 'react'
import { loadWalletFrameUrl, sandboxUrl } from '../sandbox.ts'
import { findSandboxApp, inboxUrl, type SandboxApp as SandboxAppEntry } from '../sandboxApps.ts'

type Loaded = { app: SandboxAppEntry; walletFrameUrl: string | null } | { error: Error } | null

/**
 * A host app of sandbox app `slug`: the real `LobbyProvider` on the sandbox, as a host writes it.
 * A change of `config` gives a new provider, since the client reads its config once.
 */
export function SandboxApp({
  slug,
  config,
  children,
}: {
  slug: string
  config?: LobbyClientConfig
  children: ReactNode
}) {
  const [loaded, setLoaded] = useState<Loaded>(null)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    setLoaded(null)
    // The wallet frame's origin comes with the app, so wallet hooks work in every example.
    Promise.all([findSandboxApp(slug), loadWalletFrameUrl()]).then(
      ([app, walletFrameUrl]) => live && setLoaded({ app, walletFrameUrl }),
      (error: unknown) => live && setLoaded({ error: error instanceof Error ? error : new Error(String(error)) }),
    )
    return () => {
      live = false
    }
  }, [slug, attempt])

  if (loaded === null) return <p className="text-sm text-neutral-500">Connecting to the sandbox at {sandboxUrl}…</p>
  if ('error' in loaded) {
    return (
      <div role="alert" className="rounded border border-amber-300 bg-amber-50 p-4 text-sm">
        <p className="font-semibold">The sandbox at {sandboxUrl} did not answer.</p>
        <p className="mt-1">{loaded.error.message}</p>
        <p className="mt-1">
          Run <code>npm start</code> at the repository root (it starts the sandbox and these docs), then{' '}
          <button type="button" className="underline" onClick={() => setAttempt((n) => n + 1)}>
            try again
          </button>
          .
        </p>
      </div>
    )
  }
  return (
    <LobbyProvider
      key={JSON.stringify(config ?? {})}
      appId={loaded.app.id}
      apiUrl={sandboxUrl}
      walletFrameUrl={loaded.walletFrameUrl ?? undefined}
      // viem too: wallet login, sends and funding load it on first use.
      loadViem={() => import('@lobby/headless/viem')}
      // WalletConnect is an optional peer the host loads itself (the sandbox runs its relay).
      loadWalletConnect={() => import('@walletconnect/ethereum-provider')}
      // Coinbase Smart Wallet's SDK too; its keys popup is the sandbox's emulator.
      loadCoinbaseWalletSdk={() => import('@coinbase/wallet-sdk')}
      coinbaseSmartWalletKeysUrl={`${sandboxUrl}/_sandbox/coinbase-smart-wallet`}
      // The SDK has no default funding endpoints: a host on the sandbox passes the sandbox's.
      config={{
        ...config,
        fundingMethodConfig: { ...config?.fundingMethodConfig, endpoints: sandboxFundingEndpoints(sandboxUrl) },
      }}
    >
      <p className="mb-3 text-xs text-neutral-500">
        Sandbox app <code data-testid="sandbox-app">{loaded.app.slug}</code> ({loaded.app.name}). Codes sent by email or
        SMS arrive in the <a href={inboxUrl()}>sandbox inbox</a>.
      </p>
      {children}
    </LobbyProvider>
  )
}
