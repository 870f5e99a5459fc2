import { describe, expect, it } from 'vitest'
import { walletActionSettings } from '../../../src/core/config/walletActionSettings'

const base = {
  id: 8453,
  name: 'Base',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
}
const app = {
  transactionChains: [base],
  defaultChainId: 8453,
  walletSettings: { noPromptOnSignature: true, waitForTransactionConfirmation: false },
  funding: { methods: ['moonpay' as const] },
} as unknown as Parameters<typeof walletActionSettings>[1]

describe('wallet action settings: the host, then the app config, then the defaults', () => {
  it('W-3.13 W-5.22 W-5.23 W-4.31 without a host value, the app config decides (its chains with RPC URLs too)', () => {
    expect(walletActionSettings({}, app)).toEqual({
      chains: [base],
      defaultChainId: 8453,
      noPromptOnSignature: true,
      waitForTransactionConfirmation: false,
      fundingEnabled: true,
    })
  })

  it('W-3.13 W-5.22 W-5.23 what the host passes wins over the app config', () => {
    const given = {
      chains: [{ ...base, id: 10, name: 'OP Mainnet' }],
      defaultChainId: 10,
      noPromptOnSignature: false,
      waitForTransactionConfirmation: true,
      fundingEnabled: false,
    }
    expect(walletActionSettings(given, app)).toEqual(given)
  })

  it('W-5.22 W-3.13 W-4.31 with no app config yet: no chain to send on, chain 1, the prompt shown, receipts awaited, no funding', () => {
    expect(walletActionSettings({}, null)).toEqual({
      chains: [],
      defaultChainId: 1,
      noPromptOnSignature: false,
      waitForTransactionConfirmation: true,
      fundingEnabled: false,
    })
  })
})
