import { describe, expect, it } from 'vitest'
import { canProceedWithFunding } from '../../../src/core/funding/fundingFlow'

describe('canProceedWithFunding', () => {
  it('W-5.35 W-2.39 W-2.46 the go-ahead is pressable with an amount above 0 and nothing under way', () => {
    expect(canProceedWithFunding({ canFund: true, step: 'idle' })).toBe(true)
    expect(canProceedWithFunding({ canFund: false, step: 'idle' })).toBe(false)
    for (const step of ['starting', 'polling', 'quoting', 'sending', 'bridging'] as const) {
      expect(canProceedWithFunding({ canFund: true, step })).toBe(false)
    }
  })
})
