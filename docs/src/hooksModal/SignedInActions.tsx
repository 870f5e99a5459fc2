import { type Navigator, type TransactionChain, useLobby, useSendTransaction, useSignMessage } from '@lobby/headless'
import { useSandboxChains } from '../examples/embedded-wallets.tsx'

/**
 * What a signed-in user opens in the modal: MFA enrollment, a message to sign and a small send
 * with the embedded wallet (`useSignMessage` and `useSendTransaction` open their screens in the
 * modal by themselves, W-2.27, W-2.30).
 */
export function SignedInActions({ navigator }: { navigator: Navigator }) {
  const lobby = useLobby()
  const sign = useSignMessage()
  const chains = useSandboxChains()
  if (!lobby.authenticated) return null
  return (
    <p className="mb-4 flex gap-3 text-sm">
      <button
        type="button"
        className="rounded border border-neutral-300 px-2 py-1"
        onClick={() => navigator.open('MFA_ENROLLMENT_FLOW_SCREEN')}
      >
        Set up MFA
      </button>
      <button
        type="button"
        className="rounded border border-neutral-300 px-2 py-1 disabled:opacity-50"
        disabled={!sign.ready}
        // A refusal (Cancel) rejects the promise; the screen has already shown it.
        onClick={() => void sign.signMessage('Hello from the hooks-only modal').catch(() => undefined)}
      >
        Sign a message
      </button>
      {Array.isArray(chains) && chains.length > 0 ? <SendButton chains={chains} /> : null}
    </p>
  )
}

/** Where the guide sends to: an address no one holds a key for. */
const RECIPIENT = '0x00000000000000000000000000000000000000d0'

/**
 * A 0.001 ETH send on the sandbox's chain 1. Funding is off here, since this modal draws no funding
 * screens: a wallet short of funds gets A-8.04's 'Insufficient balance' rather than 'Add funds' (W-4.31).
 */
function SendButton({ chains }: { chains: TransactionChain[] }) {
  const send = useSendTransaction({ chains, fundingEnabled: false })
  return (
    <button
      type="button"
      className="rounded border border-neutral-300 px-2 py-1 disabled:opacity-50"
      disabled={!send.ready}
      // A refusal or failure rejects the promise; the send screen has already shown it.
      onClick={() => void send.sendTransaction({ to: RECIPIENT, value: 10n ** 15n }).catch(() => undefined)}
    >
      Send 0.001 ETH
    </button>
  )
}
