import { describe, expect, it } from 'vitest'
import {
  blockExplorerUrl,
  chainNotSupportedMessage,
  DEFAULT_CHAIN_ID,
  parseChainId,
  SMART_WALLET_CHAIN_IDS,
  validateChainId,
  validateChains,
} from '../../../src/core/rules/chains'

const base = { id: 8453 }
const mainnet = { id: 1 }

describe('chains', () => {
  it('A-5.32 refuses an empty chain list', () => {
    const result = validateChains({ chains: [] })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.issue).toBe('chains.empty')
  })

  it('A-5.33 refuses a default chain that is not in the list', () => {
    const result = validateChains({ chains: [base], defaultChain: mainnet })
    expect(!result.ok && result.issue).toBe('chains.default_not_supported')
  })

  it('A-5.33 A-9.30 without a default chain, Ethereum mainnet (1) must be in the list', () => {
    expect(DEFAULT_CHAIN_ID).toBe(1)
    expect(validateChains({ chains: [base, mainnet] })).toEqual({ ok: true, value: 1 })
    expect(validateChains({ chains: [base] }).ok).toBe(false)
    expect(validateChains({ chains: [base], defaultChain: base })).toEqual({ ok: true, value: 8453 })
  })

  it("A-5.34 W-5.23 a chain id outside the configured chains gives 'Chain ID {id} is not supported...'", () => {
    const result = validateChainId(10, [mainnet, base])
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message.startsWith('Chain ID 10 is not supported')).toBe(true)
    expect(chainNotSupportedMessage(137)).toMatch(/^Chain ID 137 is not supported/)
  })

  it('A-5.34 a sign-in message chain id is read as a number, hex or CAIP-2 id', () => {
    expect(validateChainId('eip155:8453', [base])).toEqual({ ok: true, value: 8453 })
    expect(validateChainId('0x2105', [base])).toEqual({ ok: true, value: 8453 })
    expect(validateChainId(8453, [base])).toEqual({ ok: true, value: 8453 })
    expect(parseChainId('eip155:')).toBeNull()
    expect(parseChainId(-1)).toBeNull()
    expect(parseChainId({})).toBeNull()
    expect(validateChainId('junk', [base]).ok).toBe(false)
  })

  it('W-9.28 the smart wallet runs on the listed chains', () => {
    expect(SMART_WALLET_CHAIN_IDS).toEqual([1, 11155111, 137, 10, 8453, 84532, 42161, 7777777, 43114, 56])
  })

  it("W-9.38 a chain without a block explorer falls back to Ethereum's", () => {
    expect(blockExplorerUrl({ blockExplorers: { default: { url: 'https://basescan.org' } } })).toBe(
      'https://basescan.org',
    )
    expect(blockExplorerUrl({})).toBe('https://etherscan.io')
    expect(blockExplorerUrl(null)).toBe('https://etherscan.io')
  })
})
