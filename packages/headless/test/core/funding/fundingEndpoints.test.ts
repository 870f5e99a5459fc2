import { describe, expect, it } from 'vitest'
import type { FundingEndpoints } from '../../../src/core/config/walletSettings'
import { fundingEndpoints } from '../../../src/core/funding/fundingSettingsOptions'
import * as core from '../../../src/core/index'

const host: FundingEndpoints = {
  onRampATransactionsUrl: 'https://onramp-a.example/v1/transactions/ext',
  onRampAPublicKeys: { test: 'pk_test', live: 'pk_live' },
  onRampBPayUrl: 'https://onramp-b.example/pay',
  relayQuoteUrl: 'https://relay.example/quote',
  relayTestnetQuoteUrl: 'https://testnets.relay.example/quote',
}
const configured = { funding: { endpoints: { ...host, onRampBPayUrl: 'https://config.example/pay' } } } as Parameters<
  typeof fundingEndpoints
>[1]

describe('funding endpoints: the host passes them, the SDK has none of its own', () => {
  it('uses the endpoints the host passes over those of its config', () => {
    expect(fundingEndpoints(host, configured)).toBe(host)
  })

  it("falls back to the provider config's fundingMethodConfig.endpoints", () => {
    expect(fundingEndpoints(undefined, configured).onRampBPayUrl).toBe('https://config.example/pay')
  })

  it('without any, fails with what to pass and where, rather than calling a sandbox URL', () => {
    const noEndpoints = { funding: { endpoints: null } } as Parameters<typeof fundingEndpoints>[1]
    expect(() => fundingEndpoints(undefined, noEndpoints)).toThrow(/pass `endpoints` to useFundingFlow/)
    expect(() => fundingEndpoints(undefined, null)).toThrow(/fundingMethodConfig\.endpoints/)
    expect('sandboxFundingEndpoints' in core).toBe(false)
  })
})
