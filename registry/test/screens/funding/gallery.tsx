import {
  type FundingTransport,
  onRampStatusView,
  type PriceDisplay,
  type UseFundingFlowReturn,
  useFundingFlow,
} from '@lobby/headless'
import type * as React from 'react'
import { useState } from 'react'
import { CoinbaseOnrampStatusScreen } from '@/components/lobby/screens/coinbase-onramp-status-screen'
import { FundingAwaitingTransferFromExternalWalletScreen } from '@/components/lobby/screens/funding-awaiting-transfer-from-external-wallet-screen'
import { FundingManualTransferScreen } from '@/components/lobby/screens/funding-manual-transfer-screen'
import { FundingMethodSelectionScreen } from '@/components/lobby/screens/funding-method-selection-screen'
import { FundingTransferFromWalletScreen } from '@/components/lobby/screens/funding-transfer-from-wallet-screen'
import { MoonpayPromptScreen } from '@/components/lobby/screens/moonpay-prompt-screen'
import { MoonpayStatusScreen } from '@/components/lobby/screens/moonpay-status-screen'

const noop = () => {}
const ADDRESS = '0x00000000000000000000000000000000000a11ce'
const names: Record<number, string> = { 1: 'Ethereum', 8453: 'Base' }
const networkName = (chainId: number) => names[chainId] ?? `Chain ${chainId}`

// A flow's return as the screens receive it, in the browser (no test spies here).
const flow = (overrides: Partial<UseFundingFlowReturn> = {}): UseFundingFlowReturn => ({
  state: 'FUNDING_METHOD_SELECTION_SCREEN',
  step: 'idle',
  error: null,
  isPending: false,
  notice: null,
  options: ['moonpay', 'coinbase-onramp', 'external', 'manual'],
  amount: '0.1',
  canFund: true,
  onRampStatus: onRampStatusView('none'),
  transferTitle: 'Confirming',
  amountUsd: '$300.00',
  amountShown: { primary: '$300.00', secondary: '0.1 ETH' },
  destination: { chainId: 1, testnet: false },
  fromChains: [{ chainId: 8453, balance: 2_000_000_000_000_000_000n, isTestnet: false }],
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
})

const bridge = {
  from: ADDRESS,
  to: ADDRESS,
  value: 101_000_000_000_000_000n,
  chainId: 8453,
  data: '0x',
  fee: 1_000_000_000_000_000n,
}

const unused = () => Promise.reject(new Error('not used by the transfer screen'))
/** What the transfer screen reads: an external wallet with no other chains, and ETH at the sandbox's $3,000. */
const pricedTransport = (): FundingTransport => ({
  onRampBPayBaseUrl: 'https://pay.onramp-b.test/buy',
  signOnRamp: unused,
  getOnRampTransaction: unused,
  initOnRampB: unused,
  getOnRampBStatus: unused,
  openTab: () => false,
  openPopup: () => false,
  sendFromExternalWallet: unused,
  getExternalWallet: async () => ({ address: ADDRESS, balances: [] }),
  quoteBridge: unused,
  sendBridgeTransaction: unused,
  getTokenPrice: async ({ tokenSymbol }) => (tokenSymbol === 'ETH' ? { usd: 3000 } : { usd: 0 }),
  getBalance: async () => 0n,
})

/** W-3.14 The transfer screen on a live funding flow: core's view decides how 0.5 ETH is shown. */
function PricedTransfer({ priceDisplay }: { priceDisplay: PriceDisplay }) {
  const [transport] = useState(pricedTransport)
  const live = useFundingFlow({
    transport,
    address: ADDRESS,
    chain: { id: 1, nativeCurrency: { symbol: 'ETH' } },
    methods: ['external'],
    amount: '0.5',
    priceDisplay,
  })
  return <FundingTransferFromWalletScreen flow={live} walletName="Lobby Test Wallet" networkName={networkName} />
}

/** The funding screens in the axe gallery: each state a user can meet. */
export const fundingGallery: Record<string, () => React.ReactNode> = {
  'funding-method-selection-screen': () => <FundingMethodSelectionScreen flow={flow({ notice: 'You need ETH.' })} />,
  'funding-method-selection-screen:disabled': () => (
    <FundingMethodSelectionScreen flow={flow({ amount: '0', canFund: false, amountUsd: null })} />
  ),
  'funding-transfer-from-wallet-screen': () => (
    <FundingTransferFromWalletScreen flow={flow()} walletName="Lobby Test Wallet" networkName={networkName} />
  ),
  'funding-transfer-from-wallet-screen:price-fiat-currency': () => (
    <PricedTransfer priceDisplay={{ primary: 'fiat-currency', secondary: 'native-token' }} />
  ),
  'funding-transfer-from-wallet-screen:price-native-token': () => (
    <PricedTransfer priceDisplay={{ primary: 'native-token', secondary: null }} />
  ),
  'funding-transfer-from-wallet-screen:bridge': () => (
    <FundingTransferFromWalletScreen
      flow={flow({ bridge, estimatedFee: 1_000_000_000_000_000n, transferTitle: 'Bridging' })}
      walletName="Lobby Test Wallet"
      networkName={networkName}
    />
  ),
  'funding-awaiting-transfer-from-external-wallet-screen': () => (
    <FundingAwaitingTransferFromExternalWalletScreen
      flow={flow({ step: 'bridging', bridge, transferTitle: 'Bridging', estimatedFee: 1_000_000_000_000_000n })}
      walletName="Lobby Test Wallet"
      networkName={networkName}
    />
  ),
  'funding-manual-transfer-screen': () => (
    <FundingManualTransferScreen
      flow={flow({ step: 'polling', balance: 0n })}
      address={ADDRESS}
      networkName="Ethereum"
    />
  ),
  'moonpay-prompt-screen': () => <MoonpayPromptScreen flow={flow()} />,
  'moonpay-status-screen': () => (
    <MoonpayStatusScreen flow={flow({ onRampStatus: onRampStatusView('waitingAuthorization') })} />
  ),
  'moonpay-status-screen:success': () => (
    <MoonpayStatusScreen flow={flow({ onRampStatus: onRampStatusView('completed') })} />
  ),
  'coinbase-onramp-status-screen': () => (
    <CoinbaseOnrampStatusScreen flow={flow({ step: 'polling', onRampStatus: onRampStatusView('pending') })} />
  ),
  'coinbase-onramp-status-screen:idle': () => <CoinbaseOnrampStatusScreen flow={flow()} />,
}
