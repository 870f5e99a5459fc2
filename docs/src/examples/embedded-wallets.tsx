import { type Navigator, useWallets } from '@lobby/headless'
import { LiveModal } from '../components/LiveModal.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'

/** The signed-in user's embedded wallet as `useWallets` sees it, with the wallet actions a host offers. */
function WalletPanel({ navigator }: { navigator: Navigator }) {
  const wallets = useWallets()
  const wallet = wallets.wallets[0]
  const pending = wallets.pendingRecovery
  const status = !wallet ? 'No wallet' : wallets.ready ? 'Ready' : pending ? 'Needs recovery' : 'Connecting'
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
      <div className="flex flex-wrap gap-2">
        {pending ? (
          <button
            type="button"
            className="rounded border border-neutral-300 px-2 py-1"
            onClick={() => navigator.open(pending.screen)}
          >
            Recover the wallet
          </button>
        ) : null}
      </div>
    </div>
  )
}

/** The lobby-modal block on the all-methods app (wallets created on login), and the user's wallet beside it. */
export function Example() {
  return (
    <SandboxApp slug="all-methods">
      <LiveModal actions={(navigator) => <WalletPanel navigator={navigator} />} />
    </SandboxApp>
  )
}
