import { describe, expect, it } from 'vitest'
import { shownPrice } from '../../../src/core/rules/shownPrice'

const FIAT_FIRST = { primary: 'fiat-currency', secondary: 'native-token' } as const
const NATIVE_ONLY = { primary: 'native-token', secondary: null } as const

describe('shownPrice', () => {
  it('W-3.14 fiat-currency first: the amount in USD, the native amount beneath', () => {
    expect(shownPrice('0.5', { symbol: 'ETH', usdPrice: 3000, display: FIAT_FIRST })).toEqual({
      primary: '$1,500.00',
      secondary: '0.5 ETH',
    })
    expect(shownPrice(100_000_000_000_000_000n, { symbol: 'ETH', usdPrice: 3000, display: FIAT_FIRST })).toEqual({
      primary: '$300.00',
      secondary: '0.1 ETH',
    })
    expect(shownPrice('1.25', { symbol: 'POL', usdPrice: 0.5, display: FIAT_FIRST })).toEqual({
      primary: '$0.63',
      secondary: '1.25 POL',
    })
  })

  it('W-3.14 native-token: the native amount alone, even when the price is known', () => {
    expect(shownPrice('0.5', { symbol: 'ETH', usdPrice: 3000, display: NATIVE_ONLY })).toEqual({
      primary: '0.5 ETH',
      secondary: null,
    })
  })

  it('W-3.14 fiat-currency first while the price is unknown: the native amount alone', () => {
    expect(shownPrice('0.5', { symbol: 'ETH', usdPrice: null, display: FIAT_FIRST })).toEqual({
      primary: '0.5 ETH',
      secondary: null,
    })
  })
})
