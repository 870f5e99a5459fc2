import { describe, expect, it } from 'vitest'
import { bridgeFee } from '../../../src/core/funding/bridgeQuote'

const ETHER = 1_000_000_000_000_000_000n

describe('bridgeFee', () => {
  it('W-2.40 the estimated fee is what the origin chain pays beyond the amount delivered', () => {
    expect(bridgeFee({ value: 1_010_000_000_000_000_000n }, ETHER)).toBe(10_000_000_000_000_000n)
    expect(bridgeFee({ value: 500_000_000_000_000_000n }, ETHER / 2n)).toBe(0n)
    // The amount as the user typed it, in ether.
    expect(bridgeFee({ value: 1_010_000_000_000_000_000n }, '1')).toBe(10_000_000_000_000_000n)
    expect(bridgeFee({ value: 500_000_000_000_000_000n }, '0.5')).toBe(0n)
  })

  it('W-2.40 no route, an amount that could not be read, or a value below the amount gives no fee', () => {
    expect(bridgeFee(null, ETHER)).toBeNull()
    expect(bridgeFee({ value: 1n }, null)).toBeNull()
    expect(bridgeFee({ value: 1n }, 'abc')).toBeNull()
    expect(bridgeFee({ value: 1n }, ETHER)).toBeNull()
  })
})
