import {
  type LobbyClientConfig,
  type Navigator,
  type TransactionChain,
  useEmbeddedWalletProvider,
  useSendTransaction,
  useSetRecovery,
  useSignTypedData,
  useSolanaWallets,
  useWallets,
} from '@lobby/headless'
import { useEffect, useState } from 'react'
import { LiveModal } from '../components/LiveModal.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'
import { airdropOneSol, fundOneEth } from './sandboxFunds.ts'
import { loadSandboxChains } from './sandboxSigner.ts'

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
      {wallet && wallets.ready ? <WalletTransactions address={wallet.address} /> : null}
      {wallet && wallets.ready ? <SolanaWallet /> : null}
    </div>
  )
}

const RECIPIENT = '0x00000000000000000000000000000000000000d0'
/** The typed data the example signs (EIP-712 'Mail'), as a dapp would ask for it. */
const TYPED_DATA = {
  domain: { name: 'Lobby docs', version: '1', chainId: 1 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { from: { name: 'Ada', wallet: '0x00000000000000000000000000000000000000a1' }, contents: 'Hello' },
}

/** The sandbox's anvil chains, null while loading, an Error when the sandbox runs without chains. */
export function useSandboxChains(): TransactionChain[] | Error | null {
  const [chains, setChains] = useState<TransactionChain[] | Error | null>(null)
  useEffect(() => {
    let live = true
    loadSandboxChains().then(
      (list) => live && setChains(list),
      (error: unknown) => live && setChains(error instanceof Error ? error : new Error(String(error))),
    )
    return () => {
      live = false
    }
  }, [])
  return chains
}

/**
 * Send and sign with the embedded wallet on the sandbox's anvil chains (W-2.27, W-2.30): the hooks
 * hand each request to the lobby modal, which shows the approve or sign screen; the frame signs.
 */
function WalletTransactions({ address }: { address: string }) {
  const chains = useSandboxChains()
  if (chains === null) return <p className="text-xs text-neutral-500">Reading the sandbox chains…</p>
  if (chains instanceof Error || chains.length === 0)
    return (
      <p className="text-xs text-neutral-500">The sandbox runs no chains: sending is off (start it with chains).</p>
    )
  return <SendAndSign chains={chains} address={address} />
}

function SendAndSign({ chains, address }: { chains: TransactionChain[]; address: string }) {
  const [outcome, setOutcome] = useState<string | null>(null)
  // Funding is on for the example, so a send larger than the balance offers 'Add funds' (W-4.31).
  const send = useSendTransaction({
    chains,
    fundingEnabled: true,
    onAddFunds: ({ amount }) => setOutcome(`Add funds: ${amount} wei short`),
  })
  const typed = useSignTypedData()
  const [typedSignature, setTypedSignature] = useState<string | null>(null)
  const start = (value: bigint) => {
    setOutcome(null)
    send
      .sendTransaction({ to: RECIPIENT, value }, { uiOptions: { description: 'A transfer on the sandbox chain.' } })
      .then(
        ({ hash }) => setOutcome(`Sent: ${hash}`),
        (error: unknown) => setOutcome(`Not sent: ${error instanceof Error ? error.message : String(error)}`),
      )
  }
  const signTyped = () => {
    setTypedSignature(null)
    typed
      .signTypedData(TYPED_DATA)
      .then(setTypedSignature, (error: unknown) =>
        setOutcome(`Not signed: ${error instanceof Error ? error.message : String(error)}`),
      )
  }
  const fund = () => {
    setOutcome(null)
    fundOneEth(address).then(
      (hash) => setOutcome(`Funded with 1 ETH: ${hash}`),
      (error: unknown) => setOutcome(`Not funded: ${error instanceof Error ? error.message : String(error)}`),
    )
  }
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={fund}>
          Fund with 1 ETH
        </button>
        <button type="button" className={button} onClick={() => start(10_000_000_000_000_000n)}>
          Send 0.01 ETH
        </button>
        <button type="button" className={button} onClick={() => start(10n ** 24n)}>
          Send 1,000,000 ETH (more than the balance)
        </button>
        <button type="button" className={button} onClick={signTyped}>
          Sign typed data
        </button>
      </div>
      <p className="text-xs text-neutral-500">
        To {RECIPIENT} on the app's default chain ({chains.find((c) => c.id === 1)?.name ?? 'chain 1'}); Fund with 1 ETH
        first: an anvil dev account of the sandbox pays it.
      </p>
      {typedSignature ? (
        <p>
          Signed the typed data:{' '}
          <code data-testid="typed-data-signature" className="break-all">
            {typedSignature}
          </code>
        </p>
      ) : null}
      {outcome ? (
        <p data-testid="transaction-outcome" className="break-all">
          {outcome}
        </p>
      ) : null}
    </>
  )
}

/** Where the example sends SOL: an address with no key anyone holds. */
const SOL_RECIPIENT = 'AFooJyNqGYViZnjyKWSwRFmYu9wfJBVtQFDyTA3wh8zH'

/**
 * The user's embedded Solana wallet: create it, then send 0.1 SOL with web3.js on the sandbox's
 * Solana facade (the frame signs; web3.js loads on the click).
 */
function SolanaWallet() {
  const solana = useSolanaWallets()
  const [outcome, setOutcome] = useState<string | null>(null)
  const address = solana.wallets[0]?.address
  const report = (promise: Promise<string>, done: (value: string) => string) =>
    promise.then(
      (value) => setOutcome(done(value)),
      (error: unknown) => setOutcome(`Failed: ${error instanceof Error ? error.message : String(error)}`),
    )
  const create = () =>
    report(
      solana.createWallet().then((w) => w.address),
      (a) => `Created ${a}`,
    )
  const airdrop = (to: string) => report(airdropOneSol(to), (signature) => `Airdropped 1 SOL: ${signature}`)
  const send = (from: string) =>
    report(
      import('./solanaSend.ts').then(({ sendSol }) => sendSol(solana, from, SOL_RECIPIENT, 0.1)),
      (signature) => `Sent: ${signature}`,
    )
  return (
    <div className="flex flex-col gap-2 border-t border-neutral-200 pt-2">
      <p>
        Solana wallet: <code data-testid="solana-address">{address ?? 'none'}</code>
      </p>
      <div className="flex flex-wrap gap-2">
        {address ? (
          <>
            <button type="button" className={button} onClick={() => void airdrop(address)}>
              Airdrop 1 SOL
            </button>
            <button type="button" className={button} disabled={!solana.ready} onClick={() => void send(address)}>
              Send 0.1 SOL
            </button>
          </>
        ) : (
          <button type="button" className={button} onClick={() => void create()}>
            Create a Solana wallet
          </button>
        )}
      </div>
      <p className="text-xs text-neutral-500">
        To {SOL_RECIPIENT} on the sandbox's Solana facade; Airdrop 1 SOL first.
      </p>
      {outcome ? (
        <p data-testid="solana-outcome" className="break-all">
          {outcome}
        </p>
      ) : null}
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
