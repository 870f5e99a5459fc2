import { DEFAULT_PRICE_DISPLAY, FUNDING_METHODS, type FundingMethod, type PriceDisplay } from '../config/walletSettings'
import type { LobbyError } from '../errors/lobbyError'
import { providerErrorNumber, toProviderError } from '../errors/providerErrors'
import { canFund, sanitizeFundingAmount } from '../rules/amount'
import { bridgeCurrency, cardOnrampACurrencyCode, onrampNetworkFor } from '../rules/currencies'
import { createMachine, type Readable } from '../store'
import { systemTimers, type Timers } from '../timers'
import { type BridgeRoute, bridgeFee, parseBridgeQuote } from './bridgeQuote'
import { fundingErrors } from './fundingErrors'
import type { ChainBalance, FundingTransport } from './fundingTransport'
import { ON_RAMP_B_POPUP_SIZE, onRampBPayUrl } from './onRampBPayUrl'
import { type OnRampStatus, OnRampTransaction } from './onRampTransaction'
import { parseTokenPrice } from './tokenPrice'

/** W-4.37 Funding success closes itself after 4 s. */
export const FUNDING_SUCCESS_AUTO_CLOSE_MS = 4000
/** W-7.21 Card on-ramp A status is polled every 3 s. */
export const ON_RAMP_POLL_MS = 3000
/** W-4.42 After this many failed card on-ramp A polls the transaction is serviceFailure. */
export const ON_RAMP_MAX_FAILED_POLLS = 3
/** W-9.23 Card on-ramp B status is polled every 1.5 s. */
export const ON_RAMP_B_POLL_MS = 1500
/**
 * W-9.23 gives a maximum number of card on-ramp B polls without its value; ours is 400 tries
 * (10 minutes at 1.5 s), long enough for a card payment, then the flow reports timed_out (W-8.49).
 */
export const ON_RAMP_B_MAX_POLLS = 400
/** W-4.44 Manual funding polls the balance every 2 s. */
export const MANUAL_BALANCE_POLL_MS = 2000

/** A choice on the method selection screen: a configured method (W-3.16), or the manual send. */
export type FundingOption = FundingMethod | 'manual'

/** The funding screens the flow moves through (W-2.33 to W-2.47). */
export type FundingScreen =
  | 'FUNDING_METHOD_SELECTION_SCREEN'
  | 'MOONPAY_PROMPT_SCREEN'
  | 'MOONPAY_STATUS_SCREEN'
  | 'COINBASE_ONRAMP_STATUS_SCREEN'
  | 'FUNDING_TRANSFER_FROM_WALLET_SCREEN'
  | 'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN'
  | 'FUNDING_MANUAL_TRANSFER_SCREEN'

/**
 * What the flow is doing on its screen: waiting for the user (`idle`), opening an on-ramp
 * (`starting`), polling a status or a balance, sending directly, looking for a bridge route,
 * sending the bridge transaction, showing success (auto-closes), or finished (`closed`).
 */
export type FundingStep = 'idle' | 'starting' | 'polling' | 'sending' | 'quoting' | 'bridging' | 'success' | 'closed'

/** Everything a funding screen renders, as one immutable value. */
export type FundingFlowState = {
  /** The screen to show. */
  screen: FundingScreen
  /** What the flow is doing on it. */
  step: FundingStep
  /** The choices of the selection screen, in the app's order, manual send last (W-2.33). */
  options: readonly FundingOption[]
  /** The amount as cleaned from what the user typed (W-5.34), in the native currency. */
  amount: string
  /** False while the amount is not above 0: every funding option is disabled (W-5.35). */
  canFund: boolean
  /** Card on-ramp status (W-3.23); card on-ramp B's in progress / success read as pending / completed (W-4.43). */
  onRampStatus: OnRampStatus
  /** Card on-ramp A polls that failed so far (W-4.42). */
  failedPolls: number
  /** The on-ramp's transaction (A) or partner user (B) id, once started. */
  onRampId: string | null
  /** Title of the transfer confirm view: Bridging for the bridge, Confirming for a direct send (W-2.41). */
  transferTitle: 'Confirming' | 'Bridging'
  /** The chain being funded: the transfer screen's To box (W-2.38). */
  destination: { chainId: number; testnet: boolean }
  /** The external wallet's address and balances, once read on the transfer screen. */
  externalWallet: { address: string; balances: readonly ChainBalance[] } | null
  /** W-2.37 the From selector: the wallet's other chains of the same kind, with balances. */
  fromChains: readonly ChainBalance[]
  /** The From chain the user picked; the bridge tries it first. */
  fromChainId: number | null
  /** The native currency's price in USD, for the amount in USD (W-2.36, W-7.26); null while unknown. */
  usdPrice: number | null
  /** The native currency's symbol, for its amounts and its price lookup. */
  nativeSymbol: string
  /** W-3.14 Whether amounts show in USD first (with the native amount beneath) or in the native currency alone. */
  priceDisplay: PriceDisplay
  /** The bridge transaction found on another chain, awaiting the user's confirmation (W-4.36). */
  bridge: BridgeRoute | null
  /** The wallet's balance on the manual screen; a failed read shows 0 (W-4.44, W-8.52). */
  balance: bigint | null
  /** The first balance read on the manual screen; funds have arrived when a read exceeds it. */
  startBalance: bigint | null
  /** The last error, shown on the screen the flow returned to (W-4.41). */
  error: LobbyError | null
  /** The funding request's errorMessage (W-3.19), e.g. why the wallet needs funds. */
  notice: string | null
  /** The screen funding was opened from, if it was the send-transaction screen (W-2.44). */
  openedFrom: 'SEND_TRANSACTION_SCREEN' | null
  /** Set when `back` closed the flow: the screen to return to (W-2.44). */
  returnTo: 'SEND_TRANSACTION_SCREEN' | null
}

/** The events of the funding flow: user intents, then effect results. */
export type FundingFlowEvent =
  | { type: 'amount.change'; text: string }
  | { type: 'method.select'; method: FundingOption }
  | { type: 'onramp.continue' }
  | { type: 'transfer.confirm' }
  | { type: 'back' }
  | { type: 'close' }
  | { type: 'onramp.started'; id: string }
  | { type: 'onramp.status'; status: Exclude<OnRampStatus, 'none'> }
  | { type: 'onramp.pollFailed' }
  | { type: 'transfer.sent' }
  | { type: 'transfer.directFailed' }
  | { type: 'bridge.found'; transaction: BridgeRoute }
  | { type: 'transfer.walletLoaded'; wallet: { address: string; balances: readonly ChainBalance[] } }
  | { type: 'transfer.selectFrom'; chainId: number }
  | { type: 'price.loaded'; usd: number | null }
  | { type: 'balance.read'; balance: bigint; ok: boolean }
  | { type: 'failed'; error: LobbyError }

/** Options of a funding flow: the wallet and chain to fund, the app's funding settings, and the injected world. */
export type FundingFlowOptions = {
  /** Talks to the on-ramps, the relay, the chains and the external wallet. */
  transport: FundingTransport
  /** The embedded wallet's address to fund (W-3.19); missing gives 'Wallet is not enabled' (W-8.46). */
  address: string | null | undefined
  /** The chain to fund (viem's `Chain` fits); `testnet` picks which chains may bridge to it (W-4.36). */
  chain: { id: number; testnet?: boolean | undefined; nativeCurrency?: { symbol: string } | undefined }
  /** The app's funding methods (W-3.16); none gives 'Wallet funding is not enabled' (W-8.47). */
  methods: readonly string[] | null | undefined
  /** The starting amount: the request's amount, else defaultRecommendedAmount (W-3.16, W-3.19). */
  amount?: string | undefined
  /** The moonpay method's useSandbox setting (W-3.17). @default false */
  useSandbox?: boolean | undefined
  /** The funding request's moonpayConfigOverride (W-3.19): currencyCode replaces the chain's code (W-9.30, W-9.31). */
  moonpayConfigOverride?: { currencyCode?: string | undefined; quoteCurrencyAmount?: number | undefined } | undefined
  /** The funding request's errorMessage (W-3.19): why funding was opened, shown on the selection screen. */
  errorMessage?: string | undefined
  /** Card on-ramp A page colours (W-7.20). */
  uiConfig?: { accentColor?: string; theme?: 'light' | 'dark' } | undefined
  /** Set when funding was opened from the send-transaction screen: back returns there (W-2.44). */
  openedFrom?: 'SEND_TRANSACTION_SCREEN' | undefined
  /** W-3.14 The app's priceDisplay. @default fiat-currency first, the native token beneath */
  priceDisplay?: PriceDisplay | undefined
  /** The clock for polls and the auto-close. @default the global timers */
  timers?: Timers | undefined
  /** Called once when the flow closes (auto-close, close, or back to the send-transaction screen). */
  onClose?: ((details: { returnTo: 'SEND_TRANSACTION_SCREEN' | null }) => void) | undefined
  /** Analytics: W-4.51 sdk_fiat_on_ramp_completed_with_status, once a card on-ramp A status is final. */
  onAnalyticsEvent?:
    | ((name: 'sdk_fiat_on_ramp_completed_with_status', details: { status: OnRampStatus }) => void)
    | undefined
}

const SELECTION: FundingScreen = 'FUNDING_METHOD_SELECTION_SCREEN'
const AWAITING: FundingScreen = 'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN'

/**
 * The state a funding flow starts in: W-8.46 / W-8.47 when it cannot run, the single
 * configured method's screen (W-2.34), else the method selection (W-2.33).
 */
export function initialFundingState(
  options: Pick<
    FundingFlowOptions,
    'address' | 'methods' | 'amount' | 'openedFrom' | 'chain' | 'errorMessage' | 'priceDisplay'
  >,
): FundingFlowState {
  const configured = FUNDING_METHODS.filter((method) => options.methods?.includes(method))
  const amount = sanitizeFundingAmount(options.amount ?? '')
  const state: FundingFlowState = {
    screen: SELECTION,
    step: 'idle',
    // Manual send needs no app setting (it only shows the address), so it is always offered.
    options: [...configured, 'manual'],
    amount,
    canFund: canFund(amount),
    onRampStatus: 'none',
    failedPolls: 0,
    onRampId: null,
    transferTitle: 'Confirming',
    destination: { chainId: options.chain.id, testnet: options.chain.testnet === true },
    externalWallet: null,
    fromChains: [],
    fromChainId: null,
    usdPrice: null,
    nativeSymbol: options.chain.nativeCurrency?.symbol ?? 'ETH',
    priceDisplay: options.priceDisplay ?? DEFAULT_PRICE_DISPLAY,
    bridge: null,
    balance: null,
    startBalance: null,
    error: null,
    notice: options.errorMessage?.trim() ? options.errorMessage : null,
    openedFrom: options.openedFrom ?? null,
    returnTo: null,
  }
  if (!options.address) return { ...state, step: 'closed', error: fundingErrors.walletNotEnabled() }
  if (configured.length === 0) return { ...state, step: 'closed', error: fundingErrors.fundingNotEnabled() }
  // W-2.34: one configured method opens its screen directly; a card on-ramp B still waits for
  // the user's click there, since browsers only allow its popup after a user gesture.
  if (configured.length === 1) {
    const entered = enterOption(state, configured[0]!)
    return entered.screen === 'COINBASE_ONRAMP_STATUS_SCREEN' ? { ...entered, step: 'idle' } : entered
  }
  return state
}

function enterOption(state: FundingFlowState, option: FundingOption): FundingFlowState {
  const base = { ...state, error: null, onRampStatus: 'none' as const, failedPolls: 0, onRampId: null, bridge: null }
  switch (option) {
    case 'moonpay':
      return { ...base, screen: 'MOONPAY_PROMPT_SCREEN', step: 'idle' }
    case 'coinbase-onramp':
      return { ...base, screen: 'COINBASE_ONRAMP_STATUS_SCREEN', step: 'starting' }
    case 'external':
      return {
        ...base,
        screen: 'FUNDING_TRANSFER_FROM_WALLET_SCREEN',
        step: 'idle',
        transferTitle: 'Confirming',
        externalWallet: null,
        fromChains: [],
        fromChainId: null,
      }
    case 'manual':
      return { ...base, screen: 'FUNDING_MANUAL_TRANSFER_SCREEN', step: 'polling', balance: null, startBalance: null }
  }
}

function toSelection(state: FundingFlowState, error: LobbyError | null): FundingFlowState {
  return { ...state, screen: SELECTION, step: 'idle', error, bridge: null, transferTitle: 'Confirming' }
}

/**
 * W-2.39, W-2.46, W-5.35 Whether a funding screen's go-ahead (the on-ramp's Continue, 'Confirm with
 * {wallet}') may be pressed: the amount is above 0 and nothing is under way.
 */
export function canProceedWithFunding(state: Pick<FundingFlowState, 'step' | 'canFund'>): boolean {
  return state.canFund && state.step === 'idle'
}

const isOnRampScreen = (screen: FundingScreen) =>
  screen === 'MOONPAY_PROMPT_SCREEN' || screen === 'MOONPAY_STATUS_SCREEN' || screen === 'COINBASE_ONRAMP_STATUS_SCREEN'

/** The funding flow's transitions as a pure function (W-2.33 to W-2.47, W-4.34 to W-4.44, W-5.34, W-5.35). */
export function reduceFundingFlow(state: FundingFlowState, event: FundingFlowEvent): FundingFlowState {
  if (state.step === 'closed') return state
  switch (event.type) {
    case 'amount.change': {
      // W-5.34: digits and one decimal point; W-5.35: options disabled unless above 0.
      // The amount is edited only while the flow waits for the user, and a bridge route quoted for
      // the old amount is dropped: the next confirm starts over with a direct send.
      const amount = sanitizeFundingAmount(event.text)
      if (amount === state.amount || state.step !== 'idle') return state
      return { ...state, amount, canFund: canFund(amount), bridge: null, transferTitle: 'Confirming' }
    }
    case 'method.select':
      // W-4.34 goes to the chosen method; W-5.35 refuses while the amount is not above 0.
      if (state.screen !== SELECTION || !state.canFund || !state.options.includes(event.method)) return state
      return enterOption(state, event.method)
    case 'onramp.continue':
      // W-2.46 the prompt's button (or card on-ramp B's, after the W-2.34 shortcut) starts the on-ramp.
      if (!isOnRampScreen(state.screen) || state.screen === 'MOONPAY_STATUS_SCREEN' || !canProceedWithFunding(state))
        return state
      return { ...state, step: 'starting', error: null }
    case 'onramp.started':
      if (state.step !== 'starting') return state
      return {
        ...state,
        screen: state.screen === 'MOONPAY_PROMPT_SCREEN' ? 'MOONPAY_STATUS_SCREEN' : state.screen,
        step: 'polling',
        onRampId: event.id,
        onRampStatus: 'none',
        failedPolls: 0,
      }
    case 'onramp.status':
      if (state.step !== 'polling' || !isOnRampScreen(state.screen)) return state
      switch (event.status) {
        case 'completed': // W-4.40, W-4.43
          return { ...state, onRampStatus: 'completed', step: 'success' }
        case 'failed': // W-4.41 back to method selection with an error message
          return { ...toSelection(state, fundingErrors.onRampFailed('failed')), onRampStatus: 'failed' }
        case 'serviceFailure':
          return {
            ...state,
            onRampStatus: 'serviceFailure',
            step: 'idle',
            error: fundingErrors.onRampFailed('serviceFailure'),
          }
        default: // W-4.38 pending shows a spinner, W-4.39 waitingAuthorization 'Processing payment'
          return event.status === state.onRampStatus ? state : { ...state, onRampStatus: event.status }
      }
    case 'onramp.pollFailed': {
      if (state.step !== 'polling' || state.screen !== 'MOONPAY_STATUS_SCREEN') return state
      const failedPolls = state.failedPolls + 1
      // W-4.42: the third failed poll marks the transaction serviceFailure and ends polling. Failures
      // are counted over the whole wait, not only in a row: a flaky status endpoint still ends it.
      if (failedPolls < ON_RAMP_MAX_FAILED_POLLS) return { ...state, failedPolls }
      return {
        ...state,
        failedPolls,
        onRampStatus: 'serviceFailure',
        step: 'idle',
        error: fundingErrors.onRampFailed('serviceFailure'),
      }
    }
    case 'transfer.confirm':
      // W-2.39 'Confirm with {wallet}': a found bridge route is sent, otherwise W-4.35 a direct send first.
      if (state.screen !== 'FUNDING_TRANSFER_FROM_WALLET_SCREEN' || !canProceedWithFunding(state)) return state
      return { ...state, screen: AWAITING, step: state.bridge ? 'bridging' : 'sending', error: null }
    case 'transfer.directFailed':
      // W-4.36: the direct send failed, so look for funds on other chains and bridge.
      if (state.screen !== AWAITING || state.step !== 'sending') return state
      return { ...state, screen: 'FUNDING_TRANSFER_FROM_WALLET_SCREEN', step: 'quoting', transferTitle: 'Bridging' }
    case 'bridge.found':
      if (state.step !== 'quoting') return state
      return { ...state, step: 'idle', bridge: event.transaction }
    case 'transfer.walletLoaded': {
      if (state.screen !== 'FUNDING_TRANSFER_FROM_WALLET_SCREEN') return state
      // W-2.37 other chains of the same kind (testnet or mainnet) as the one being funded.
      const fromChains = event.wallet.balances.filter(
        (entry) => entry.chainId !== state.destination.chainId && entry.isTestnet === state.destination.testnet,
      )
      return { ...state, externalWallet: event.wallet, fromChains }
    }
    case 'transfer.selectFrom':
      if (state.screen !== 'FUNDING_TRANSFER_FROM_WALLET_SCREEN' || state.step !== 'idle') return state
      if (!state.fromChains.some((entry) => entry.chainId === event.chainId)) return state
      return event.chainId === state.fromChainId ? state : { ...state, fromChainId: event.chainId, bridge: null }
    case 'price.loaded':
      return event.usd === state.usdPrice ? state : { ...state, usdPrice: event.usd }
    case 'transfer.sent':
      if (state.screen !== AWAITING || (state.step !== 'sending' && state.step !== 'bridging')) return state
      return { ...state, step: 'success' }
    case 'balance.read': {
      if (state.screen !== 'FUNDING_MANUAL_TRANSFER_SCREEN' || state.step !== 'polling') return state
      // W-8.52 a failed read shows zero, but never counts as the starting balance.
      const balance = event.ok ? event.balance : 0n
      if (!event.ok) return balance === state.balance ? state : { ...state, balance }
      if (state.startBalance === null) return { ...state, balance, startBalance: balance }
      if (balance > state.startBalance) return { ...state, balance, step: 'success' }
      return balance === state.balance ? state : { ...state, balance }
    }
    case 'failed':
      if (state.step === 'idle' || state.step === 'success') return state
      // W-4.41 an on-ramp failure returns to method selection; a transfer failure to the transfer screen.
      if (isOnRampScreen(state.screen)) return toSelection(state, event.error)
      if (state.screen === AWAITING || state.screen === 'FUNDING_TRANSFER_FROM_WALLET_SCREEN') {
        return {
          ...state,
          screen: 'FUNDING_TRANSFER_FROM_WALLET_SCREEN',
          step: 'idle',
          bridge: null,
          transferTitle: 'Confirming',
          error: event.error,
        }
      }
      return { ...state, step: 'idle', error: event.error }
    case 'back':
      // Success is final: it only closes (W-4.37).
      if (state.screen === SELECTION || state.step === 'success') return state
      // W-2.43 back to the method selection; W-2.44 to the send-transaction screen when opened from there.
      if (state.screen === 'FUNDING_MANUAL_TRANSFER_SCREEN' && state.openedFrom)
        return { ...state, step: 'closed', returnTo: state.openedFrom }
      if (state.screen === AWAITING) return { ...state, screen: 'FUNDING_TRANSFER_FROM_WALLET_SCREEN', step: 'idle' }
      return toSelection(state, null)
    case 'close':
      return { ...state, step: 'closed' }
  }
}

type EffectContext = {
  state: FundingFlowState
  send: (event: FundingFlowEvent) => void
  /** False once the flow left the state that started the effect: its late answers must do nothing. */
  alive: () => boolean
  options: FundingFlowOptions
  timers: Timers
}
type Effect = (context: EffectContext) => (() => void) | undefined

/** Polls `read` every `ms` until stopped; the next poll is scheduled only after the previous answer. */
function poll(timers: Timers, ms: number, read: () => Promise<void>, immediately = false): () => void {
  let stopped = false
  let handle: unknown
  const tick = async () => {
    await read()
    if (!stopped) handle = timers.setTimeout(tick, ms)
  }
  if (immediately) void tick()
  else handle = timers.setTimeout(tick, ms)
  return () => {
    stopped = true
    timers.clearTimeout(handle)
  }
}

/** W-8.13 EIP-1193 4001: the user refused in their wallet, so the flow must not try another route. */
const isUserRejection = (error: unknown) => providerErrorNumber(error) === 4001

const errorMessage = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string'
    ? (error as { message: string }).message
    : null

/** The side effects of each `screen:step`, started on entry and cleaned up on exit. */
const effects: Partial<Record<`${FundingScreen}:${FundingStep}`, Effect>> = {
  // W-7.20 sign, then W-2.46 continue in a new tab.
  'MOONPAY_PROMPT_SCREEN:starting': ({ options, send, alive }) => {
    void (async () => {
      try {
        const override = options.moonpayConfigOverride
        const config = {
          currencyCode: override?.currencyCode ?? cardOnrampACurrencyCode(options.chain.id),
          ...(override?.quoteCurrencyAmount !== undefined ? { quoteCurrencyAmount: override.quoteCurrencyAmount } : {}),
          ...(options.uiConfig ? { uiConfig: options.uiConfig } : {}),
        }
        const signed = await options.transport.signOnRamp({
          address: options.address!,
          useSandbox: options.useSandbox ?? false,
          config,
        })
        if (!alive()) return
        if (!options.transport.openTab(signed.signedUrl))
          return send({ type: 'failed', error: fundingErrors.popupBlocked() })
        send({ type: 'onramp.started', id: signed.externalTransactionId })
      } catch (cause) {
        send({ type: 'failed', error: fundingErrors.onRampFailed('failed', cause) })
      }
    })()
    return undefined
  },
  // W-7.21 poll every 3 s; an error or an unreadable answer is a failed poll (W-4.42).
  'MOONPAY_STATUS_SCREEN:polling': ({ state, options, send, timers }) =>
    poll(timers, ON_RAMP_POLL_MS, async () => {
      try {
        const parsed = OnRampTransaction.safeParse(
          await options.transport.getOnRampTransaction({
            externalTransactionId: state.onRampId!,
            useSandbox: options.useSandbox ?? false,
          }),
        )
        send(parsed.success ? { type: 'onramp.status', status: parsed.data.status } : { type: 'onramp.pollFailed' })
      } catch {
        send({ type: 'onramp.pollFailed' })
      }
    }),
  // W-7.22 init, W-7.24 build the pay page URL, W-7.25 open it in a 440x680 popup.
  'COINBASE_ONRAMP_STATUS_SCREEN:starting': ({ state, options, send, alive }) => {
    void (async () => {
      const network = onrampNetworkFor(options.chain.id)
      if (!network) return send({ type: 'failed', error: fundingErrors.onRampB('unsupported_chain') })
      try {
        const session = await options.transport.initOnRampB({
          addresses: [{ address: options.address!, blockchains: [network] }],
        })
        const url = onRampBPayUrl({
          baseUrl: options.transport.onRampBPayBaseUrl,
          appId: session.appId,
          sessionToken: session.sessionToken,
          amount: state.amount,
          network,
          partnerUserId: session.partnerUserId,
        })
        if (!alive()) return
        if (!options.transport.openPopup(url, ON_RAMP_B_POPUP_SIZE))
          return send({ type: 'failed', error: fundingErrors.popupBlocked() })
        send({ type: 'onramp.started', id: session.partnerUserId })
      } catch (cause) {
        send({ type: 'failed', error: fundingErrors.onRampB('unknown', cause) })
      }
    })()
    return undefined
  },
  // W-7.23, W-9.23 poll every 1.5 s up to ON_RAMP_B_MAX_POLLS; W-4.43 success or in progress.
  'COINBASE_ONRAMP_STATUS_SCREEN:polling': ({ state, options, send, timers }) => {
    let tries = 0
    return poll(timers, ON_RAMP_B_POLL_MS, async () => {
      tries += 1
      try {
        const status = await options.transport.getOnRampBStatus(state.onRampId!)
        if (status === 'success') return send({ type: 'onramp.status', status: 'completed' })
        if (status !== 'in_progress') return send({ type: 'failed', error: fundingErrors.onRampB(status) })
        send({ type: 'onramp.status', status: 'pending' })
      } catch {
        // A failed status read is one more try; the limit below ends the wait.
      }
      if (tries >= ON_RAMP_B_MAX_POLLS) send({ type: 'failed', error: fundingErrors.onRampB('timed_out') })
    })
  },
  // W-4.35 the external wallet first tries a direct send on the chain to fund.
  'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN:sending': ({ state, options, send }) => {
    void (async () => {
      try {
        await options.transport.sendFromExternalWallet({
          chainId: options.chain.id,
          to: options.address!,
          amount: state.amount,
        })
        send({ type: 'transfer.sent' })
      } catch (cause) {
        if (isUserRejection(cause)) send({ type: 'failed', error: toProviderError(cause) })
        else send({ type: 'transfer.directFailed' })
      }
    })()
    return undefined
  },
  // W-2.36, W-2.37 the transfer screen reads the external wallet's balances and the USD price once.
  'FUNDING_TRANSFER_FROM_WALLET_SCREEN:idle': ({ state, options, send }) => {
    if (!state.externalWallet) {
      options.transport.getExternalWallet().then(
        (wallet) => send({ type: 'transfer.walletLoaded', wallet }),
        () => {}, // W-8.52: nothing read is nothing listed; the transfer itself reports the failure.
      )
    }
    if (state.usdPrice === null) {
      options.transport.getTokenPrice({ chainId: options.chain.id, tokenSymbol: state.nativeSymbol }).then(
        (answer) => send({ type: 'price.loaded', usd: parseTokenPrice(answer) }),
        () => {}, // Without a price the screen shows the native amount alone.
      )
    }
    return undefined
  },
  // W-4.36 balances on other chains of the same kind, W-7.28 one quote per origin chain, W-8.48 / W-8.51.
  'FUNDING_TRANSFER_FROM_WALLET_SCREEN:quoting': ({ state, options, send }) => {
    void (async () => {
      let wallet: Awaited<ReturnType<FundingTransport['getExternalWallet']>>
      try {
        wallet = await options.transport.getExternalWallet()
      } catch (cause) {
        return send({ type: 'failed', error: toProviderError(cause) })
      }
      send({ type: 'transfer.walletLoaded', wallet })
      // The chain the user picked in the From selector is tried first.
      const origins = wallet.balances
        .filter(
          (entry) =>
            entry.chainId !== state.destination.chainId &&
            entry.isTestnet === state.destination.testnet &&
            entry.balance > 0n,
        )
        .sort((a, b) => Number(b.chainId === state.fromChainId) - Number(a.chainId === state.fromChainId))
      const quotes = await Promise.all(
        origins.map((origin) =>
          options.transport
            .quoteBridge({
              tradeType: 'EXACT_OUTPUT',
              originCurrency: bridgeCurrency(),
              destinationCurrency: bridgeCurrency(),
              amount: state.amount,
              user: wallet.address,
              recipient: options.address!,
              originChainId: origin.chainId,
              destinationChainId: options.chain.id,
            })
            .then(
              (answer) => parseBridgeQuote(answer, { originChainId: origin.chainId, user: wallet.address }),
              (cause: unknown) => ({ error: fundingErrors.relayQuote(errorMessage(cause)) }),
            ),
        ),
      )
      let firstError: LobbyError | null = null
      let anyQuote = false
      for (const [index, quote] of quotes.entries()) {
        if ('error' in quote) {
          firstError ??= quote.error
          continue
        }
        anyQuote = true
        if (quote.transaction.value <= origins[index]!.balance)
          return send({
            type: 'bridge.found',
            transaction: { ...quote.transaction, fee: bridgeFee(quote.transaction, state.amount) },
          })
      }
      const error = anyQuote || !firstError ? fundingErrors.insufficientFunds(wallet.address) : firstError
      send({ type: 'failed', error })
    })()
    return undefined
  },
  'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN:bridging': ({ state, options, send }) => {
    void (async () => {
      try {
        await options.transport.sendBridgeTransaction(state.bridge!)
        send({ type: 'transfer.sent' })
      } catch (cause) {
        send({
          type: 'failed',
          error: toProviderError(cause),
        })
      }
    })()
    return undefined
  },
  // W-4.44 read the balance now and every 2 s; W-8.52 a failed read yields zero.
  'FUNDING_MANUAL_TRANSFER_SCREEN:polling': ({ options, send, timers }) =>
    poll(
      timers,
      MANUAL_BALANCE_POLL_MS,
      async () => {
        try {
          const balance = await options.transport.getBalance({ address: options.address!, chainId: options.chain.id })
          send({ type: 'balance.read', balance, ok: true })
        } catch {
          send({ type: 'balance.read', balance: 0n, ok: false })
        }
      },
      true,
    ),
}

/** A running funding flow: read it, watch it, and drive it with its commands (all stable functions). */
export type FundingFlow = Readable<FundingFlowState> & {
  /** Sends any event (commands below are shortcuts). */
  send(event: FundingFlowEvent): void
  /** Starts the effects of the current state (polls, timers); safe to call again after `stop`. */
  start(): void
  /** Stops every poll and timer; the state is kept. */
  stop(): void
  /** W-5.34 sets the amount from what the user typed. */
  setAmount(text: string): void
  /** W-4.34 picks a method on the selection screen. */
  selectMethod(method: FundingOption): void
  /** W-2.46 continues to the card on-ramp. */
  continueOnRamp(): void
  /** W-2.37 picks the From chain of the transfer. */
  selectFromChain(chainId: number): void
  /** W-2.39 confirms the transfer from the external wallet (direct, or the bridge route found). */
  confirmTransfer(): void
  /** W-2.43, W-2.44 goes back one screen. */
  back(): void
  /** Closes the flow. */
  close(): void
}

/** Creates the funding flow machine with its transport and clock injected (W-2.33 to W-2.47, W-4.34 to W-4.44). */
export function createFundingFlow(options: FundingFlowOptions): FundingFlow {
  const timers = options.timers ?? systemTimers
  const initial = initialFundingState(options)
  const machine = createMachine<FundingFlowState, FundingFlowEvent>({
    initial,
    reduce: reduceFundingFlow,
  })
  let running: { key: string; cleanup: (() => void) | undefined } | null = null
  let unsubscribe: (() => void) | null = null
  let closedReported = false
  let previous = machine.getSnapshot()

  const runEffect = (state: FundingFlowState) => {
    const key = `${state.screen}:${state.step}`
    if (running?.key === key) return
    running?.cleanup?.()
    let alive = true
    const effect = effects[key as keyof typeof effects]
    const guardedSend = (event: FundingFlowEvent) => {
      if (alive) machine.send(event)
    }
    const cleanup = effect?.({ state, send: guardedSend, alive: () => alive, options, timers })
    // W-4.37 success, on whichever screen it shows, closes itself after 4 s.
    const autoClose =
      state.step === 'success'
        ? timers.setTimeout(() => guardedSend({ type: 'close' }), FUNDING_SUCCESS_AUTO_CLOSE_MS)
        : undefined
    running = {
      key,
      cleanup: () => {
        alive = false
        cleanup?.()
        if (autoClose !== undefined) timers.clearTimeout(autoClose)
      },
    }
  }

  const onChange = () => {
    const state = machine.getSnapshot()
    const before = previous
    previous = state
    // W-4.51 once a card on-ramp A status is final (completed, failed, serviceFailure).
    const final = ['completed', 'failed', 'serviceFailure'].includes(state.onRampStatus)
    if (before.screen === 'MOONPAY_STATUS_SCREEN' && state.onRampStatus !== before.onRampStatus && final)
      options.onAnalyticsEvent?.('sdk_fiat_on_ramp_completed_with_status', { status: state.onRampStatus })
    if (state.step === 'closed' && before.step !== 'closed' && !closedReported) {
      closedReported = true
      options.onClose?.({ returnTo: state.returnTo })
    }
    if (unsubscribe) runEffect(state)
  }

  const send = (event: FundingFlowEvent) => machine.send(event)
  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    send,
    start() {
      if (unsubscribe) return
      previous = machine.getSnapshot()
      unsubscribe = machine.subscribe(onChange)
      runEffect(machine.getSnapshot())
    },
    stop() {
      unsubscribe?.()
      unsubscribe = null
      running?.cleanup?.()
      running = null
    },
    setAmount: (text) => send({ type: 'amount.change', text }),
    selectMethod: (method) => send({ type: 'method.select', method }),
    continueOnRamp: () => send({ type: 'onramp.continue' }),
    selectFromChain: (chainId) => send({ type: 'transfer.selectFrom', chainId }),
    confirmTransfer: () => send({ type: 'transfer.confirm' }),
    back: () => send({ type: 'back' }),
    close: () => send({ type: 'close' }),
  }
}
