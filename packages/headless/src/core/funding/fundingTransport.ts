/** A balance of the external wallet on one chain, in the chain's base units (W-3.29). */
export type ChainBalance = {
  /** EIP-155 chain id. */
  chainId: number
  /** Balance in base units (wei). */
  balance: bigint
  /** Testnet or mainnet: bridging only moves funds between chains of the same kind (W-4.36). */
  isTestnet: boolean
}

/**
 * A bridge quote request (W-3.26). `amount` is the decimal amount the user entered, in the
 * destination's native currency; the transport turns it into base units for the relay.
 */
export type BridgeQuoteRequest = {
  tradeType: 'EXACT_OUTPUT'
  originCurrency: string
  destinationCurrency: string
  amount: string
  user: string
  recipient: string
  originChainId: number
  destinationChainId: number
}

/** Payload of the card on-ramp A signing call (W-7.20, W-3.21). */
export type OnRampSignRequest = {
  address: string
  useSandbox: boolean
  config: {
    currencyCode: string
    /** From the funding request's moonpayConfigOverride (W-3.19). */
    quoteCurrencyAmount?: number
    uiConfig?: { accentColor?: string; theme?: 'light' | 'dark' }
  }
}

/**
 * Where a card on-ramp B purchase stands (W-4.43): done, still running, or ended without funds
 * because the user left the pay page or the on-ramp refused the network (W-8.49).
 */
export type OnRampBStatus = 'success' | 'in_progress' | 'user_exited' | 'unsupported_chain'

/** A card on-ramp B session (W-3.24): what the pay page URL needs (W-7.24). */
export type OnRampBSession = { appId: string; sessionToken: string; partnerUserId: string }

/**
 * Everything the funding flow asks of the outside world. Tests pass fakes; the network-backed
 * transport (sandbox or provider) implements each member with the endpoint named in its doc.
 * Answers typed `unknown` are parsed by core with zod: they come off the wire.
 */
export type FundingTransport = {
  /** W-7.20 POST /api/v1/plugins/moonpay_on_ramp/sign; answers `{ signedUrl, externalTransactionId }`. */
  signOnRamp(request: OnRampSignRequest): Promise<{ signedUrl: string; externalTransactionId: string }>
  /** W-7.21 card on-ramp A public transactions endpoint, by external id, with the test key when `useSandbox`; the raw answer (W-3.22). */
  getOnRampTransaction(request: { externalTransactionId: string; useSandbox: boolean }): Promise<unknown>
  /** Where the card on-ramp B pay page lives (W-7.24 adds its parameters). */
  readonly onRampBPayBaseUrl: string
  /** W-7.22 POST /api/v1/funding/coinbase_on_ramp/init for these addresses (W-3.24 session). */
  initOnRampB(request: {
    addresses: ReadonlyArray<{ address: string; blockchains: string[] }>
  }): Promise<OnRampBSession>
  /** W-7.23 GET /api/v1/funding/coinbase_on_ramp/status?partnerUserId={id}; 'success' once funds arrived. */
  getOnRampBStatus(partnerUserId: string): Promise<OnRampBStatus>
  /** W-2.46 opens a URL in a new tab; false when the browser blocked it. */
  openTab(url: string): boolean
  /** W-7.25 opens a popup of this size; false when the browser blocked it. */
  openPopup(url: string, size: { width: number; height: number }): boolean
  /** W-4.35 sends `amount` (decimal, native currency) from the external wallet on `chainId`; resolves with the hash. */
  sendFromExternalWallet(request: { chainId: number; to: string; amount: string }): Promise<string>
  /** W-2.37 the external wallet's address and its native balance on every chain it can use. */
  getExternalWallet(): Promise<{ address: string; balances: ReadonlyArray<ChainBalance> }>
  /** W-7.27 asks the relay for one quote (origin -> destination); the raw answer (W-3.27, W-3.28). */
  quoteBridge(request: BridgeQuoteRequest): Promise<unknown>
  /** Sends a bridge step's transaction from the external wallet; resolves with the hash. */
  sendBridgeTransaction(transaction: {
    from: string
    to: string
    value: bigint
    chainId: number
    data: string
  }): Promise<string>
  /** W-7.26 GET /api/v1/token_price?chainId={id}&tokenSymbol={symbol}; the raw answer `{ usd }`, parsed by core. */
  getTokenPrice(request: { chainId: number; tokenSymbol: string }): Promise<unknown>
  /** W-4.44, W-7.29 the native balance of `address` on `chainId`, in base units. */
  getBalance(request: { address: string; chainId: number }): Promise<bigint>
}
