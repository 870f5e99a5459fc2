import { describe, expect, it } from 'vitest'
import {
  bridgeCurrency,
  CARD_ONRAMP_A_DEFAULT_CURRENCY_CODE,
  cardOnrampACurrencyCode,
  NATIVE_CURRENCY_ADDRESS,
  onrampNetworkFor,
} from '../../../src/core/rules/currencies'

describe('currencies', () => {
  it('W-9.29 maps chain ids to the on-ramp network names', () => {
    expect([1, 8453, 10, 137, 42161].map(onrampNetworkFor)).toEqual([
      'ethereum',
      'base',
      'optimism',
      'polygon',
      'arbitrum',
    ])
    expect(onrampNetworkFor(56)).toBeNull()
    expect(onrampNetworkFor(Number.NaN)).toBeNull()
  })

  it('W-9.30 gives the card on-ramp A currency code of each listed chain', () => {
    expect(
      ['eip155:1', 42161, 43114, 'eip155:8453', 42220, 137].map((chain) => cardOnrampACurrencyCode(chain)),
    ).toEqual(['ETH_ETHEREUM', 'ETH_ARBITRUM', 'AVAX_CCHAIN', 'ETH_BASE', 'CELO_CELO', 'MATIC_POLYGON'])
  })

  it('W-9.31 W-3.21 other chains, and no chain, fall back to ETH on Ethereum', () => {
    expect(CARD_ONRAMP_A_DEFAULT_CURRENCY_CODE).toBe('ETH_ETHEREUM')
    for (const chain of [10, 'eip155:56', 'solana:mainnet', 'toString', undefined]) {
      expect(cardOnrampACurrencyCode(chain)).toBe('ETH_ETHEREUM')
    }
  })

  it('W-3.26 the native currency of a bridge quote is the zero address', () => {
    expect(NATIVE_CURRENCY_ADDRESS).toBe('0x0000000000000000000000000000000000000000')
    expect(bridgeCurrency()).toBe(NATIVE_CURRENCY_ADDRESS)
    expect(bridgeCurrency(null)).toBe(NATIVE_CURRENCY_ADDRESS)
    expect(bridgeCurrency('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913')).toBe(
      '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
    )
  })
})
