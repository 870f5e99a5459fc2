import type { UseFundingFlowReturn } from '@lobby/headless'
import { onRampStatusView } from '@lobby/headless'
import { vi } from 'vitest'

/** A funding flow's return as a screen receives it: plain values and spied commands. */
export function fundingFlow(overrides: Partial<UseFundingFlowReturn> = {}): UseFundingFlowReturn {
  return {
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
    fromChains: [],
    fromChainId: null,
    bridge: null,
    estimatedFee: null,
    balance: null,
    returnTo: null,
    setAmount: vi.fn(),
    selectMethod: vi.fn(),
    continueOnRamp: vi.fn(),
    selectFromChain: vi.fn(),
    confirmTransfer: vi.fn(),
    back: vi.fn(),
    close: vi.fn(),
    ...overrides,
  }
}

/** Network names as a host would give them. */
export const networkName = (chainId: number) =>
  ({ 1: 'Ethereum', 11155111: 'Sepolia', 8453: 'Base' })[chainId] ?? `Chain ${chainId}`
