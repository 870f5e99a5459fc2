import { describe, expect, it } from 'vitest'
import { transferConfirmRows } from '../../../src/core/funding/transferConfirmRows'

const NAMES: Record<number, string> = { 1: 'Ethereum', 8453: 'Base' }
const options = { networkName: (chainId: number) => NAMES[chainId] ?? `Chain ${chainId}`, symbol: 'ETH' }
const destination = { chainId: 8453, testnet: false }

describe('transferConfirmRows', () => {
  it("W-2.40 a direct send: Total is the amount, To and Network the funded chain, the fee 'Set by your wallet'", () => {
    expect(transferConfirmRows({ amount: '0.25', destination, bridge: null, estimatedFee: null }, options)).toEqual([
      { term: 'Total', value: '0.25 ETH' },
      { term: 'To', value: 'Base' },
      { term: 'Network', value: 'Base' },
      { term: 'Estimated fee', value: 'Set by your wallet' },
    ])
  })

  it("W-2.40 W-9.36 a bridge: Total is what leaves the wallet, Network the bridge's origin chain, and the bridge's fee", () => {
    const fee = 10_000_000_000_000_000n
    const bridge = { from: '0xa', to: '0xb', value: 260_000_000_000_000_000n, chainId: 1, data: '0x', fee }
    expect(transferConfirmRows({ amount: '0.25', destination, bridge, estimatedFee: fee }, options)).toEqual([
      { term: 'Total', value: '0.26 ETH' },
      { term: 'To', value: 'Base' },
      { term: 'Network', value: 'Ethereum' },
      { term: 'Estimated fee', value: '0.01 ETH' },
    ])
  })
})
