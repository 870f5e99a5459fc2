import { describe, expect, it } from 'vitest'
import {
  TRANSACTION_QUANTITY_FIELDS,
  transactionQuantityMessage,
  validateTransactionRequest,
} from '../../../src/core/rules/transactionRequest'

const chains = [{ id: 1 }, { id: 8453 }]

describe('validateTransactionRequest', () => {
  it.each(TRANSACTION_QUANTITY_FIELDS)('W-5.20 accepts a number, bigint or hex string as %s', (field) => {
    for (const value of [21000, 10n ** 18n, '0x5208']) {
      expect(validateTransactionRequest({ to: '0xabc', [field]: value }, { chains }).ok).toBe(true)
    }
  })

  it.each(TRANSACTION_QUANTITY_FIELDS)('W-5.20 refuses a non-quantity %s with the per-field message', (field) => {
    for (const value of ['21000', '0x', '0xZZ', 1.5, -1, Number.NaN, {}, true]) {
      expect(validateTransactionRequest({ [field]: value }, { chains })).toEqual({
        ok: false,
        issue: 'transaction.invalid_quantity',
        message: `Transaction request property '${field}' must be a valid number, bigint, or hex string representing a quantity`,
      })
    }
    expect(transactionQuantityMessage(field)).toBe(
      `Transaction request property '${field}' must be a valid number, bigint, or hex string representing a quantity`,
    )
  })

  it('W-5.21 refuses a chainId that is not a number', () => {
    for (const chainId of ['1', '0x1', 1n, 1.5]) {
      const result = validateTransactionRequest({ chainId }, { chains })
      expect(!result.ok && result.issue).toBe('transaction.invalid_chain_id')
    }
  })

  it('W-5.22 fills in the default chain when the request gives none', () => {
    const result = validateTransactionRequest({ to: '0xabc', value: 1 }, { chains, defaultChainId: 8453 })
    expect(result).toEqual({ ok: true, value: { to: '0xabc', value: 1, chainId: 8453 } })
    const fallback = validateTransactionRequest({ to: '0xabc' }, { chains })
    expect(fallback.ok && fallback.value.chainId).toBe(1)
  })

  it("W-5.23 refuses a chainId outside the configured chains with 'Chain ID {id} is not supported...'", () => {
    const result = validateTransactionRequest({ chainId: 137 }, { chains })
    expect(!result.ok && result.issue).toBe('chains.not_supported')
    expect(!result.ok && result.message).toMatch(/^Chain ID 137 is not supported/)
  })

  it('behavior: bad input is reported, never thrown', () => {
    for (const request of [null, undefined, 'tx', 42, []]) {
      expect(validateTransactionRequest(request, { chains })).toMatchObject({
        ok: false,
        issue: 'transaction.not_an_object',
      })
    }
  })
})
