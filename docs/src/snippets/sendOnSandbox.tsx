// A send and a signature with the embedded wallet on your own markup, against the sandbox's chains.
import { canPressApprove, type TransactionChain, useSendTransaction, useSignMessage, useWallets } from '@lobby/headless'
import { useEffect, useState } from 'react'

const SANDBOX = 'http://127.0.0.1:8787'

/** The sandbox's anvil chains with their RPC URLs (new ports at each start), as `chains` takes them. */
function useSandboxChains(): TransactionChain[] | null {
  const [chains, setChains] = useState<TransactionChain[] | null>(null)
  useEffect(() => {
    void fetch(`${SANDBOX}/_sandbox/chains`)
      .then((response) => response.json() as Promise<{ chains: { id: number; name: string; rpcUrl: string }[] }>)
      .then(({ chains }) =>
        setChains(
          chains.map(({ id, name, rpcUrl }) => ({
            id,
            name,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [rpcUrl] } },
          })),
        ),
      )
  }, [])
  return chains
}

export function SendAndSign({ chains }: { chains: TransactionChain[] }) {
  const { ready } = useWallets()
  // showInModal: false, as no lobby modal is mounted: this markup shows the approval itself.
  const send = useSendTransaction({ chains, showInModal: false })
  const sign = useSignMessage({ showInModal: false })
  const [outcome, setOutcome] = useState('')
  if (!ready) return <p>Unlocking the wallet…</p>
  return (
    <div>
      <button
        type="button"
        onClick={() =>
          send.sendTransaction({ to: '0x000000000000000000000000000000000000dEaD', value: 1000n, chainId: 1 }).then(
            ({ hash }) => setOutcome(`Sent: ${hash}`),
            (error: Error) => setOutcome(error.message),
          )
        }
      >
        Send 1000 wei
      </button>
      {send.state === 'awaiting_approval' && (
        <p>
          {/* A new wallet holds nothing: approve is inert while funds are short (anvil_setBalance funds it). */}
          {send.prepared?.insufficientFunds ? 'Insufficient balance' : `Fee up to ${send.prepared?.maxFee} wei`}
          <button type="button" disabled={!canPressApprove(send)} onClick={send.approve}>
            {send.buttonText}
          </button>
          <button type="button" onClick={send.close}>
            Cancel
          </button>
        </p>
      )}
      <button
        type="button"
        onClick={() =>
          sign.signMessage('Hello from my app').then(
            (signature) => setOutcome(`Signed: ${signature}`),
            (error: Error) => setOutcome(error.message),
          )
        }
      >
        Sign a message
      </button>
      {sign.state === 'awaiting_approval' && (
        <button type="button" onClick={sign.approve}>
          Approve the signature
        </button>
      )}
      <p role="status">{outcome}</p>
    </div>
  )
}

export function WalletActions() {
  const chains = useSandboxChains()
  return chains ? <SendAndSign chains={chains} /> : <p>Reading the sandbox chains…</p>
}
