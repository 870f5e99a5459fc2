import { describe, expect, it } from 'vitest'
import { walletActionSettings } from '../../../src/core/config/walletActionSettings'

const app = {
  defaultChainId: 8453,
  walletSettings: { noPromptOnSignature: true, waitForTransactionConfirmation: false },
  funding: { methods: ['moonpay' as const] },
} as unknown as Parameters<typeof walletActionSettings>[1]

describe('wallet action settings: the host, then the app config, then the defaults', () => {
  it('W-3.13 W-5.22 W-4.31 without a host value, the app config decides', () => {
    expect(walletActionSettings({}, app)).toEqual({
      defaultChainId: 8453,
      noPromptOnSignature: true,
      waitForTransactionConfirmation: false,
      fundingEnabled: true,
    })
  })

  it('W-3.13 W-5.22 what the host passes wins over the app config', () => {
    const given = {
      defaultChainId: 10,
      noPromptOnSignature: false,
      waitForTransactionConfirmation: true,
      fundingEnabled: false,
    }
    expect(walletActionSettings(given, app)).toEqual(given)
  })

  it('W-5.22 W-3.13 W-4.31 with no app config yet: chain 1, the prompt shown, receipts awaited, no funding', () => {
    expect(walletActionSettings({}, null)).toEqual({
      defaultChainId: 1,
      noPromptOnSignature: false,
      waitForTransactionConfirmation: true,
      fundingEnabled: false,
    })
  })
})
