import { describe, expect, it } from 'vitest'
import { walletListMark } from '../../../src/core/connectors/walletScreenText'

describe('walletListMark', () => {
  it('A-3.35 the wallet used last is marked Recent, before Installed; a wallet that is neither has no mark', () => {
    expect(walletListMark({ recent: true, installed: true })).toBe('Recent')
    expect(walletListMark({ recent: false, installed: true })).toBe('Installed')
    expect(walletListMark({ recent: false, installed: false })).toBeNull()
  })
})
