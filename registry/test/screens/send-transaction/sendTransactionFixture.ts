import type { UseSendTransactionReturn } from '@lobby/headless'

const noop = () => {}
const ETH = 1_000_000_000_000_000_000n
export const RECIPIENT = '0x00000000000000000000000000000000000000b0'
export const HASH = `0x${'ab'.repeat(32)}` as const

const chain = {
  id: 1,
  name: 'Ethereum (sandbox)',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

/** The send flow as `SendTransactionScreen` receives it, awaiting approval of 0.01 ETH unless overridden. */
export function sendTransactionFlow(overrides: Partial<UseSendTransactionReturn> = {}): UseSendTransactionReturn {
  return {
    ready: true,
    state: 'awaiting_approval',
    isPending: false,
    request: { chainId: 1, to: RECIPIENT, value: ETH / 100n },
    uiOptions: {},
    prepared: {
      transaction: { chainId: 1, to: RECIPIENT, value: ETH / 100n, gas: 21000n, type: 'eip1559' },
      chain,
      balance: 100n * ETH,
      maxFee: 21000n * 2_000_000_000n,
      total: ETH / 100n + 21000n * 2_000_000_000n,
      insufficientFunds: false,
    },
    canAddFunds: false,
    buttonText: 'Approve',
    hash: null,
    receipt: null,
    error: null,
    errorScreen: null,
    resetsNonceOnRetry: false,
    sendTransaction: () => Promise.reject(new Error('not in a fixture')),
    approve: noop,
    retry: noop,
    addFunds: noop,
    recheck: noop,
    close: noop,
    ...overrides,
  }
}
