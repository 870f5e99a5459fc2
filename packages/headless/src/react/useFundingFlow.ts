'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { LobbyError } from '../core/errors'
import {
  createFundingFlow,
  type FundingFlow,
  type FundingFlowOptions,
  type FundingFlowState,
  type FundingOption,
  type FundingScreen,
} from '../core/funding/fundingFlow'
import { type OnRampStatusView, onRampStatusView } from '../core/funding/onRampTransaction'
import { formatUsd } from '../core/rules/format'
import { useStore } from './useStore'

/** Options of `useFundingFlow`: read once when the component mounts (give it a `key` to start over), except the callbacks, which may change. */
export type UseFundingFlowOptions = FundingFlowOptions

/** What `useFundingFlow` returns: the funding screen's values and its commands (stable functions). */
export type UseFundingFlowReturn = {
  /** The screen to show, or 'closed' once the flow ended (W-2.33 to W-2.47). */
  state: FundingScreen | 'closed'
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
  /** The amount in USD, formatted ('$12.50', '<$0.01'), or null while the price is unknown (W-2.36, W-9.34, W-9.35). */
  amountUsd: string | null
  /** The chain being funded: the To box (W-2.38). */
  destination: FundingFlowState['destination']
  /** The From selector: the external wallet's other chains with balances (W-2.37). */
  fromChains: FundingFlowState['fromChains']
  /** The From chain picked, if any. */
  fromChainId: number | null
  /** The bridge route awaiting confirmation: origin chain, value in base units, target (W-2.40). */
  bridge: FundingFlowState['bridge']
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

/** What the host sees of the machine state: bookkeeping such as the poll count stays out, so it renders nothing. */
function selectView(snapshot: FundingFlowState): FundingView {
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
    amountUsd:
      snapshot.usdPrice === null || snapshot.amount === ''
        ? null
        : formatUsd(Number(snapshot.amount) * snapshot.usdPrice) || null,
    destination: snapshot.destination,
    fromChains: snapshot.fromChains,
    fromChainId: snapshot.fromChainId,
    bridge: snapshot.bridge,
    balance: snapshot.balance,
    returnTo: snapshot.returnTo,
  }
}

function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as Array<keyof T>
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}

/** The funding flow (W-2.33 to W-2.47, W-4.34 to W-4.44) for one component: polls and timers run while it is mounted. */
export function useFundingFlow(options: UseFundingFlowOptions): UseFundingFlowReturn {
  const latest = useRef(options)
  latest.current = options
  const [flow] = useState<FundingFlow>(() =>
    createFundingFlow({
      ...options,
      onClose: (details) => latest.current.onClose?.(details),
      onAnalyticsEvent: (name, details) => latest.current.onAnalyticsEvent?.(name, details),
    }),
  )
  useEffect(() => {
    flow.start()
    return flow.stop
  }, [flow])
  const view = useStore(flow, selectView, shallowEqual)
  return useMemo(
    () => ({
      ...view,
      setAmount: flow.setAmount,
      selectMethod: flow.selectMethod,
      continueOnRamp: flow.continueOnRamp,
      selectFromChain: flow.selectFromChain,
      confirmTransfer: flow.confirmTransfer,
      back: flow.back,
      close: flow.close,
    }),
    [view, flow],
  )
}
