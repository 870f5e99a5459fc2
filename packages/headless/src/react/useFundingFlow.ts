'use client'
import { useContext, useEffect, useMemo, useRef, useState } from 'react'
import type { LobbyClient } from '../core/client'
import type { AppConfig } from '../core/config/resolveAppConfig'
import type { FundingEndpoints } from '../core/config/walletSettings'
import type { LobbyError } from '../core/errors/lobbyError'
import { type CreateFundingTransportOptions, createFundingTransport } from '../core/funding/createFundingTransport'
import type { FundingChain } from '../core/funding/fundingChains'
import {
  createFundingFlow,
  type FundingFlow,
  type FundingFlowOptions,
  type FundingFlowState,
  type FundingOption,
  type FundingScreen,
} from '../core/funding/fundingFlow'
import { fundingEndpoints, fundingSettingsOptions } from '../core/funding/fundingSettingsOptions'
import type { FundingTransport } from '../core/funding/fundingTransport'
import { type OnRampStatusView, onRampStatusView } from '../core/funding/onRampTransaction'
import { formatUsd } from '../core/rules/format'
import { type ShownPrice, shownPrice } from '../core/rules/shownPrice'
import type { Readable } from '../core/store'
import { LobbyContext } from './LobbyProvider'
import { useStore } from './useStore'

/**
 * Options of `useFundingFlow`: read once when the flow starts (give it a `key` to start over), except
 * the callbacks and `externalWallet`, which may change. Inside a `LobbyProvider`, what is left out
 * comes from the app: methods, amount, useSandbox and colours from its funding config (W-3.16, W-3.17),
 * and a transport over the provider's client.
 */
export type UseFundingFlowOptions = Omit<FundingFlowOptions, 'transport' | 'methods'> & {
  /** The funding methods (W-3.16). @default the app config's, inside a LobbyProvider */
  methods?: FundingFlowOptions['methods']
  /** The outside world. @default createFundingTransport on the provider's client */
  transport?: FundingTransport | undefined
  /** The chains the default transport reads balances on and bridges between (viem chains fit). @default [chain], when it has rpcUrls */
  chains?: readonly FundingChain[] | undefined
  /** The external wallet a transfer sends from (an EIP-1193 provider, e.g. the connected wallet), for the default transport. */
  externalWallet?: CreateFundingTransportOptions['externalWallet']
  /** The third-party endpoints of the default transport. @default the provider config's `fundingMethodConfig.endpoints` */
  endpoints?: FundingEndpoints | undefined
}

/** What `useFundingFlow` returns: the funding screen's values and its commands (stable functions). */
export type UseFundingFlowReturn = {
  /** The screen to show, 'closed' once the flow ended (W-2.33 to W-2.47), or 'loading' while the provider's app config loads. */
  state: FundingScreen | 'closed' | 'loading'
  /** What the flow is doing on that screen. */
  step: FundingFlowState['step']
  /** The last error, with the spec's text where it gives one (W-8.46 to W-8.51). */
  error: LobbyError | null
  /** True while the flow waits on an on-ramp, a wallet, the relay or a balance. */
  isPending: boolean
  /** The funding request's errorMessage, if any (W-3.19). */
  notice: string | null
  /** The selection screen's choices (W-2.33). */
  options: readonly FundingOption[]
  /** The cleaned amount (W-5.34). */
  amount: string
  /** False while every option is disabled (W-5.35). */
  canFund: boolean
  /** What the on-ramp status screen shows: spinner, 'Processing payment', success or failure (W-4.38 to W-4.43). */
  onRampStatus: OnRampStatusView
  /** Bridging or Confirming (W-2.41). */
  transferTitle: 'Confirming' | 'Bridging'
  /** The amount in USD, formatted ('$12.50', '<$0.01'), or null while the price is unknown or priceDisplay shows the native token alone (W-2.36, W-3.14, W-9.34, W-9.35). */
  amountUsd: string | null
  /** W-3.14 The amount as the transfer screen shows it: USD first and the native amount beneath, or the native amount alone. */
  amountShown: ShownPrice
  /** The chain being funded: the To box (W-2.38). */
  destination: FundingFlowState['destination']
  /** The From selector: the external wallet's other chains with balances (W-2.37). */
  fromChains: FundingFlowState['fromChains']
  /** The From chain picked, if any. */
  fromChainId: number | null
  /** The bridge route awaiting confirmation: origin chain, value in base units, target (W-2.40). */
  bridge: FundingFlowState['bridge']
  /** The confirm view's estimated fee of the bridge route, in base units; null for a direct send (W-2.40). */
  estimatedFee: bigint | null
  /** The balance on the manual screen, in base units (W-4.44). */
  balance: bigint | null
  /** Where back leads after the flow closed, if to the send-transaction screen (W-2.44). */
  returnTo: FundingFlowState['returnTo']
  /** W-5.34 sets the amount from what the user typed. */
  setAmount(text: string): void
  /** W-4.34 picks a method. */
  selectMethod(method: FundingOption): void
  /** W-2.46 continues to the card on-ramp. */
  continueOnRamp(): void
  /** W-2.37 picks the From chain. */
  selectFromChain(chainId: number): void
  /** W-2.39 confirms the transfer from the external wallet. */
  confirmTransfer(): void
  /** W-2.43, W-2.44 goes back one screen. */
  back(): void
  /** Closes the flow. */
  close(): void
}

const PENDING = new Set<FundingFlowState['step']>(['starting', 'polling', 'sending', 'quoting', 'bridging'])

type FundingView = Omit<
  UseFundingFlowReturn,
  'setAmount' | 'selectMethod' | 'continueOnRamp' | 'selectFromChain' | 'confirmTransfer' | 'back' | 'close'
>

const LOADING_VIEW: FundingView = {
  state: 'loading',
  step: 'idle',
  error: null,
  isPending: true,
  notice: null,
  options: [],
  amount: '',
  canFund: false,
  onRampStatus: onRampStatusView('none'),
  transferTitle: 'Confirming',
  amountUsd: null,
  amountShown: { primary: '', secondary: null },
  destination: { chainId: 0, testnet: false },
  fromChains: [],
  fromChainId: null,
  bridge: null,
  estimatedFee: null,
  balance: null,
  returnTo: null,
}

/** What the host sees of the machine state: bookkeeping such as the poll count stays out, so it renders nothing. */
function selectView(snapshot: FundingFlowState | null): FundingView {
  if (!snapshot) return LOADING_VIEW
  const price = { symbol: snapshot.nativeSymbol, usdPrice: snapshot.usdPrice, display: snapshot.priceDisplay }
  return {
    state: snapshot.step === 'closed' ? 'closed' : snapshot.screen,
    step: snapshot.step,
    error: snapshot.error,
    isPending: PENDING.has(snapshot.step),
    notice: snapshot.notice,
    options: snapshot.options,
    amount: snapshot.amount,
    canFund: snapshot.canFund,
    onRampStatus: onRampStatusView(snapshot.onRampStatus),
    transferTitle: snapshot.transferTitle,
    // W-2.36 the amount in USD; formatUsd gives '' for what is not a number, shown as unknown.
    // W-3.14: an app that shows the native token alone shows no USD figure anywhere.
    amountUsd:
      snapshot.usdPrice === null || snapshot.amount === '' || snapshot.priceDisplay.primary !== 'fiat-currency'
        ? null
        : formatUsd(Number(snapshot.amount) * snapshot.usdPrice) || null,
    amountShown: shownPrice(snapshot.amount || '0', price),
    destination: snapshot.destination,
    fromChains: snapshot.fromChains,
    fromChainId: snapshot.fromChainId,
    bridge: snapshot.bridge,
    estimatedFee: snapshot.bridge?.fee ?? null,
    balance: snapshot.balance,
    returnTo: snapshot.returnTo,
  }
}

// The shown price is built afresh on each state: equal figures must not re-render the screen.
const SHOWN_PRICES = new Set<PropertyKey>(['amountShown'])
const samePrice = (a: ShownPrice, b: ShownPrice) => a.primary === b.primary && a.secondary === b.secondary

function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as Array<keyof T>
  return (
    keys.length === Object.keys(b).length &&
    keys.every(
      (key) =>
        Object.is(a[key], b[key]) || (SHOWN_PRICES.has(key) && samePrice(a[key] as ShownPrice, b[key] as ShownPrice)),
    )
  )
}

const NO_FLOW: Readable<FundingFlowState | null> = { getSnapshot: () => null, subscribe: () => () => {} }
const NO_CLIENT: Readable<{ config: AppConfig | null } | null> = NO_FLOW as Readable<null>
const selectConfig = (state: { config: AppConfig | null } | null) => state?.config ?? null

const hasRpcUrls = (chain: FundingFlowOptions['chain']): chain is FundingFlowOptions['chain'] & FundingChain =>
  'rpcUrls' in chain && typeof chain.rpcUrls === 'object' && chain.rpcUrls !== null

/** The flow's options: the host's, then the app's funding settings and a transport on the provider's client. */
function flowOptions(
  options: UseFundingFlowOptions,
  client: LobbyClient | null,
  config: AppConfig | null,
  latest: { current: UseFundingFlowOptions },
): FundingFlowOptions {
  const settings: Partial<FundingFlowOptions> = config ? fundingSettingsOptions(config, options) : {}
  let transport = options.transport
  if (!transport) {
    if (!client) throw new TypeError('useFundingFlow needs a transport, or a <LobbyProvider> to build one on.')
    transport = createFundingTransport({
      http: client.http,
      chains: options.chains ?? (hasRpcUrls(options.chain) ? [options.chain] : []),
      endpoints: fundingEndpoints(options.endpoints, config),
      externalWallet: () => {
        const wallet = latest.current.externalWallet
        return typeof wallet === 'function' ? wallet() : wallet
      },
    })
  }
  return {
    ...options,
    ...settings,
    methods: settings.methods ?? options.methods,
    transport,
    onClose: (details) => latest.current.onClose?.(details),
    onAnalyticsEvent: (name, details) => latest.current.onAnalyticsEvent?.(name, details),
  }
}

/** The funding flow (W-2.33 to W-2.47, W-4.34 to W-4.44) for one component: polls and timers run while it is mounted. */
export function useFundingFlow(options: UseFundingFlowOptions): UseFundingFlowReturn {
  const latest = useRef(options)
  latest.current = options
  const client = useContext(LobbyContext)
  const config = useStore(client?.store ?? NO_CLIENT, selectConfig)
  // Inside a provider, settings the host left out (methods, amount, useSandbox) come from the app config: wait for it.
  const waiting = client !== null && config === null
  const [flow, setFlow] = useState<FundingFlow | null>(() =>
    waiting ? null : createFundingFlow(flowOptions(options, client, config, latest)),
  )
  if (!flow && !waiting) setFlow(createFundingFlow(flowOptions(options, client, config, latest)))
  useEffect(() => {
    if (!flow) return
    flow.start()
    return flow.stop
  }, [flow])
  const view = useStore<FundingFlowState | null, FundingView>(flow ?? NO_FLOW, selectView, shallowEqual)
  return useMemo(() => {
    const commands = flow ?? IDLE_COMMANDS
    return {
      ...view,
      setAmount: commands.setAmount,
      selectMethod: commands.selectMethod,
      continueOnRamp: commands.continueOnRamp,
      selectFromChain: commands.selectFromChain,
      confirmTransfer: commands.confirmTransfer,
      back: commands.back,
      close: commands.close,
    }
  }, [view, flow])
}

const ignore = () => {}
/** Commands while the flow waits for the app config: nothing to act on yet. */
const IDLE_COMMANDS: Pick<
  FundingFlow,
  'setAmount' | 'selectMethod' | 'continueOnRamp' | 'selectFromChain' | 'confirmTransfer' | 'back' | 'close'
> = {
  setAmount: ignore,
  selectMethod: ignore,
  continueOnRamp: ignore,
  selectFromChain: ignore,
  confirmTransfer: ignore,
  back: ignore,
  close: ignore,
}
