import {
  type LobbyClientConfig,
  type Navigator,
  useEmbeddedWalletProvider,
  useSetRecovery,
  useWallets,
} from '@lobby/headless'
import { useState } from 'react'
import { LiveModal } from '../components/LiveModal.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'

/** The sandbox app's settings, plus every user-owned recovery method to choose from. */
const CONFIG: LobbyClientConfig = {
  embeddedWallets: { userOwnedRecoveryOptions: ['user-passcode', 'google-drive', 'icloud'] },
}
const MESSAGE = 'Hello from the Lobby docs'
const button = 'rounded border border-neutral-300 px-2 py-1 disabled:opacity-50'

/** Hex of a UTF-8 text, as personal_sign takes it. */
const toHex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`

/** The signed-in user's embedded wallet as `useWallets` sees it, with the wallet actions a host offers. */
function WalletPanel({ navigator }: { navigator: Navigator }) {
  const wallets = useWallets()
  const provider = useEmbeddedWalletProvider()
  const setRecovery = useSetRecovery()
  const [signature, setSignature] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const wallet = wallets.wallets[0]
  const pending = wallets.pendingRecovery
  const status = !wallet ? 'No wallet' : wallets.ready ? 'Ready' : pending ? 'Needs recovery' : 'Connecting'
  const sign = async () => {
    if (!provider || !wallet) return
    setFailure(null)
    try {
      setSignature(
        String(await provider.request({ method: 'personal_sign', params: [toHex(MESSAGE), wallet.address] })),
      )
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    }
  }
  return (
    <div className="mb-4 flex flex-col gap-2 rounded border border-neutral-200 p-3 text-sm" aria-live="polite">
      <p>
        Wallet: <code data-testid="wallet-address">{wallet?.address ?? 'none'}</code> ·{' '}
        <span data-testid="wallet-status">{status}</span>
        {wallet ? (
          <>
            {' '}
            · recovery <code data-testid="wallet-recovery">{wallet.recoveryMethod}</code>
          </>
        ) : null}
      </p>
      {wallets.error ? <p role="alert">{wallets.error.shortMessage}</p> : null}
      {wallet ? (
        <div className="flex flex-wrap gap-2">
          {pending ? (
            <button type="button" className={button} onClick={() => navigator.open(pending.screen)}>
              Recover the wallet
            </button>
          ) : null}
          <button type="button" className={button} disabled={!wallets.ready} onClick={() => void sign()}>
            Sign a message
          </button>
          <button
            type="button"
            className={button}
            disabled={!wallets.ready}
            onClick={() => navigator.open(setRecovery.screenFor())}
          >
            Change recovery
          </button>
          <button
            type="button"
            className={button}
            disabled={!wallets.ready}
            onClick={() => navigator.open('EMBEDDED_WALLET_KEY_EXPORT_SCREEN', { address: wallet.address })}
          >
            Export the key
          </button>
        </div>
      ) : null}
      {signature ? (
        <p>
          Signed “{MESSAGE}”:{' '}
          <code data-testid="signature" className="break-all">
            {signature}
          </code>
        </p>
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
    </div>
  )
}

/** The lobby-modal block on the all-methods app (wallets created on login), and the user's wallet beside it. */
export function Example() {
  return (
    <SandboxApp slug="all-methods" config={CONFIG}>
      <LiveModal actions={(navigator) => <WalletPanel navigator={navigator} />} />
    </SandboxApp>
  )
}
