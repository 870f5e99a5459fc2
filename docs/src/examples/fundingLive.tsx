import {
  discoverEip6963Providers,
  type Eip6963ProviderDetail,
  type FundingChain,
  type FundingMethod,
  type FundingOption,
  type Navigator,
  onRampStatusView,
  type ScreenName,
  type UseFundingFlowReturn,
  useFundingFlow,
  useStore,
  useWallets,
} from '@lobby/headless'
import { type ReactNode, useEffect, useState } from 'react'
import { z } from 'zod/mini'
import { FundingScreen } from '@/components/lobby/screens/funding-flow'
import { LiveModal } from '../components/LiveModal.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'
import { ScreenExample } from '../components/ScreenExample.tsx'
import { sandboxUrl } from '../sandbox.ts'

const ChainsAnswer = z.object({
  chains: z.array(z.object({ id: z.number(), name: z.string(), testnet: z.boolean(), rpcUrl: z.string() })),
})

type SandboxChain = FundingChain & { name: string }

/** The sandbox's local chains (`GET /_sandbox/chains`) as funding chains with their RPC URLs. */
function useSandboxChains(): SandboxChain[] | Error | null {
  const [chains, setChains] = useState<SandboxChain[] | Error | null>(null)
  useEffect(() => {
    let live = true
    fetch(`${sandboxUrl}/_sandbox/chains`)
      .then(async (response) => ChainsAnswer.parse(await response.json()).chains)
      .then(
        (list) =>
          live &&
          setChains(
            list.map(({ id, name, testnet, rpcUrl }) => ({
              id,
              name,
              testnet,
              rpcUrls: { default: { http: [rpcUrl] } },
            })),
          ),
        (error: unknown) => live && setChains(error instanceof Error ? error : new Error(String(error))),
      )
    return () => {
      live = false
    }
  }, [])
  return chains
}

const noWallets = { getSnapshot: () => [] as readonly Eip6963ProviderDetail[], subscribe: () => () => {} }

/** The browser's wallets announced through EIP-6963 (the sandbox's test wallet among them). */
function useAnnouncedWallet(): Eip6963ProviderDetail | null {
  const [discovery] = useState(() => (typeof window === 'undefined' ? null : discoverEip6963Providers(window)))
  useEffect(() => () => discovery?.stop(), [discovery])
  return useStore(discovery ?? noWallets)[0] ?? null
}

const randomAddress = () =>
  `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

const FUNDING_SCREENS = new Set<ScreenName>([
  'FUNDING_METHOD_SELECTION_SCREEN',
  'FUNDING_TRANSFER_FROM_WALLET_SCREEN',
  'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN',
  'FUNDING_MANUAL_TRANSFER_SCREEN',
  'MOONPAY_PROMPT_SCREEN',
  'MOONPAY_STATUS_SCREEN',
  'COINBASE_ONRAMP_STATUS_SCREEN',
])
// Without local chains the flow still runs on chain 1, with no RPC to read (W-8.52: balances read as 0).
const NO_CHAIN: SandboxChain = { id: 1, name: 'Ethereum', testnet: false, rpcUrls: { default: { http: [] } } }
const openFunding = (navigator: Navigator) => navigator.open('FUNDING_METHOD_SELECTION_SCREEN')

function FundingPanel({
  chains,
  methods,
  select,
}: {
  chains: SandboxChain[]
  methods: readonly FundingMethod[]
  select: FundingOption | undefined
}) {
  const [typed, setAddress] = useState(randomAddress)
  // A signed-in user's embedded wallet is the wallet to fund, as in an app; signed out, any address.
  const embedded = useWallets().wallets[0]?.address ?? null
  const address = embedded ?? typed
  const [chainId, setChainId] = useState(chains[0]?.id ?? 1)
  const [run, setRun] = useState(0)
  const wallet = useAnnouncedWallet()
  const chain = chains.find((entry) => entry.id === chainId) ?? chains[0] ?? NO_CHAIN
  const networkName = (id: number) => chains.find((entry) => entry.id === id)?.name ?? `Chain ${id}`
  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-wrap items-end gap-3 text-sm">
        <legend className="mb-1 font-semibold text-neutral-500 text-xs uppercase">Funding request</legend>
        <label className="flex flex-col gap-1">
          Wallet to fund
          <input
            className="w-[26rem] rounded border border-neutral-300 px-2 py-1 font-mono text-xs"
            value={address}
            data-testid="funding-address"
            readOnly={embedded !== null}
            onChange={(event) => setAddress(event.target.value.trim())}
          />
        </label>
        <label className="flex flex-col gap-1">
          Chain
          <select
            className="rounded border border-neutral-300 px-2 py-1"
            value={chainId}
            onChange={(event) => setChainId(Number(event.target.value))}
          >
            {chains.map((entry) => (
              <option key={entry.id} value={entry.id}>
                {entry.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="rounded border border-neutral-300 px-2 py-1"
          onClick={() => setRun((n) => n + 1)}
        >
          Start again
        </button>
      </fieldset>
      <p className="text-neutral-500 text-xs">
        Transfer wallet: {wallet ? wallet.info.name : 'none announced (EIP-6963); transfers will ask for one'}
      </p>
      {chains.length === 0 ? (
        <p className="text-neutral-500 text-xs">
          The sandbox runs no local chain (started with --no-chains): balances read as 0 and nothing is sent.
        </p>
      ) : null}
      <LiveModal
        start={openFunding}
        renderScreen={(screen) =>
          FUNDING_SCREENS.has(screen.name) ? (
            <FundingRun
              key={`${run} ${address} ${chain.id}`}
              address={address}
              chain={chain}
              chains={chains}
              methods={methods}
              select={select}
              wallet={wallet}
              networkName={networkName}
            />
          ) : undefined
        }
      />
    </div>
  )
}

function FundingRun(props: {
  address: string
  chain: SandboxChain
  chains: SandboxChain[]
  methods: readonly FundingMethod[]
  select: FundingOption | undefined
  wallet: Eip6963ProviderDetail | null
  networkName: (chainId: number) => string
}) {
  const latestWallet = props.wallet
  const flow = useFundingFlow({
    address: props.address,
    chain: props.chain,
    chains: props.chains,
    // The sandbox apps carry no funding_config, so the example passes the methods of its funding request.
    methods: props.methods,
    // The funding request's amount (W-3.19): the single-method shortcut skips the amount field.
    amount: '0.05',
    externalWallet: () => latestWallet?.provider,
  })
  // A page about one method's screen starts there, as a user who picked it would.
  const [selected, setSelected] = useState(false)
  useEffect(() => {
    if (selected || !props.select || flow.state !== 'FUNDING_METHOD_SELECTION_SCREEN') return
    setSelected(true)
    flow.selectMethod(props.select)
  }, [selected, props.select, flow])
  return (
    <FundingScreen
      flow={flow}
      address={props.address}
      walletName={props.wallet?.info.name ?? 'your wallet'}
      networkName={props.networkName}
    />
  )
}

/**
 * A host's funding flow on the sandbox: `useFundingFlow` with its default transport (the sandbox's
 * on-ramps and relay, the local chains, the browser's EIP-6963 wallet), rendered by the registry screens.
 */
export function FundingLive({ methods, select }: { methods: readonly FundingMethod[]; select?: FundingOption }) {
  const chains = useSandboxChains()
  return (
    <SandboxApp slug="all-methods">
      {chains === null ? (
        <p className="text-sm">Loading the sandbox chains…</p>
      ) : chains instanceof Error ? (
        <p role="alert" className="text-sm">
          Could not read the sandbox chains: {chains.message}
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <FundingPanel chains={chains} methods={methods} select={select} />
          <details className="text-sm">
            <summary className="cursor-pointer">
              Log in (card on-ramps need a signed-in user; funding then goes to their wallet)
            </summary>
            <div className="mt-4">
              <LiveModal />
            </div>
          </details>
        </div>
      )}
    </SandboxApp>
  )
}

const noop = () => {}

/** A funding flow's values for a screen shown on its own (no payment or wallet behind it). */
export function previewFlow(overrides: Partial<UseFundingFlowReturn> = {}): UseFundingFlowReturn {
  return {
    state: 'FUNDING_METHOD_SELECTION_SCREEN',
    step: 'idle',
    error: null,
    isPending: false,
    notice: null,
    options: ['moonpay', 'external', 'manual'],
    amount: '0.05',
    canFund: true,
    onRampStatus: onRampStatusView('none'),
    transferTitle: 'Confirming',
    amountUsd: null,
    amountShown: { primary: '0.05 ETH', secondary: null },
    destination: { chainId: 1, testnet: false },
    fromChains: [],
    fromChainId: null,
    bridge: null,
    estimatedFee: null,
    balance: null,
    returnTo: null,
    setAmount: noop,
    selectMethod: noop,
    continueOnRamp: noop,
    selectFromChain: noop,
    confirmTransfer: noop,
    back: noop,
    close: noop,
    ...overrides,
  }
}

/** A funding screen in the real block with the states its flow passes through, one click apart. */
export function FundingPreview<S extends string>(props: {
  screen: ScreenName
  states: readonly S[]
  render: (state: S) => ReactNode
}) {
  return (
    <ScreenExample
      screen={props.screen}
      open={(navigator) => navigator.open(props.screen)}
      states={props.states}
      render={props.render}
    />
  )
}
