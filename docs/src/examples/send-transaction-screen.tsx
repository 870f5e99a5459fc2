import { type TransactionChain, useSendTransaction, useTransactionPreview } from '@lobby/headless'
import { useEffect, useState } from 'react'
import type { HDAccount } from 'viem/accounts'
import { SendTransactionScreen } from '@/components/lobby/screens/send-transaction-screen'
import { SandboxApp } from '../components/SandboxApp.tsx'
import { loadSandboxChains, loadSandboxSigner } from './sandboxSigner.ts'

const RECIPIENT = '0x00000000000000000000000000000000000000d0'

/** EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN on the sandbox's anvil chain: approve 0.01 ETH, see the receipt. */
export function Example() {
  const [setup, setSetup] = useState<{ chains: TransactionChain[]; signer: HDAccount } | Error | null>(null)
  useEffect(() => {
    Promise.all([loadSandboxChains(), loadSandboxSigner()]).then(
      ([chains, signer]) => setSetup({ chains, signer }),
      (error: unknown) => setSetup(error instanceof Error ? error : new Error(String(error))),
    )
  }, [])
  if (setup === null) return <p className="text-sm">Reading the sandbox chains…</p>
  if (setup instanceof Error) return <p role="alert">The sandbox chains are not reachable: {setup.message}</p>
  return (
    <SandboxApp slug="all-methods">
      <Send chains={setup.chains} signer={setup.signer} />
    </SandboxApp>
  )
}

function Send({ chains, signer }: { chains: TransactionChain[]; signer: HDAccount }) {
  const send = useSendTransaction({
    chains,
    signer,
    fundingEnabled: true,
    onAddFunds: () => undefined,
    // This page renders the screen itself, beside the text, rather than in the modal.
    showInModal: false,
  })
  const { preview } = useTransactionPreview({ transaction: send.request })
  const [outcome, setOutcome] = useState<string | null>(null)
  const start = (value: bigint) => {
    setOutcome(null)
    send
      .sendTransaction({ to: RECIPIENT, value }, { uiOptions: { description: 'A transfer on the sandbox chain.' } })
      .then(
        ({ hash }) => setOutcome(`Sent: ${hash}`),
        (error: unknown) => setOutcome(`Not sent: ${error instanceof Error ? error.message : String(error)}`),
      )
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2 text-sm">
        <button type="button" className="rounded border px-3 py-1" onClick={() => start(10_000_000_000_000_000n)}>
          Send 0.01 ETH
        </button>
        <button type="button" className="rounded border px-3 py-1" onClick={() => start(10n ** 24n)}>
          Send 1,000,000 ETH (more than the balance)
        </button>
      </div>
      <p className="text-xs text-neutral-500">
        From {signer.address}, an anvil dev account standing in for the embedded wallet.
      </p>
      {send.state === 'idle' ? null : (
        <div className="max-w-sm rounded-lg border p-4">
          <SendTransactionScreen flow={send} preview={preview} />
        </div>
      )}
      {outcome ? (
        <p aria-live="polite" className="break-all text-sm">
          {outcome}
        </p>
      ) : null}
    </div>
  )
}
