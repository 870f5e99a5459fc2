import { describe, expect, it } from 'vitest'
import { parseTransactionRequest } from '../../../src/core/transactions/parseTransactionRequest'

const chains = [{ id: 1 }, { id: 11155111 }]

describe('parseTransactionRequest', () => {
  it('W-3.07 reads the ten request fields (to, from, chainId, value, data, gasLimit, gasPrice, maxFeePerGas, maxPriorityFeePerGas, nonce) and nothing else', () => {
    const request = {
      to: '0x00000000000000000000000000000000000000aa',
      from: '0x00000000000000000000000000000000000000bb',
      chainId: 11155111,
      value: '0x2386f26fc10000',
      data: '0xa9059cbb',
      gasLimit: 21000,
      gasPrice: 3n,
      maxFeePerGas: '0x77359400',
      maxPriorityFeePerGas: 1_000_000_000,
      nonce: 7,
      // Not a request field of W-3.07: a caller's extra key never reaches the signer.
      type: 'legacy',
    }
    const parsed = parseTransactionRequest(request, { chains })
    expect(parsed).toEqual({
      ok: true,
      value: {
        to: request.to,
        from: request.from,
        chainId: 11155111,
        value: 10_000_000_000_000_000n,
        data: '0xa9059cbb',
        gasLimit: 21000n,
        gasPrice: 3n,
        maxFeePerGas: 2_000_000_000n,
        maxPriorityFeePerGas: 1_000_000_000n,
        nonce: 7,
      },
    })
  })

  it('W-3.07 refuses a field of the request that is not of its kind, naming it', () => {
    const bad = (fields: Record<string, unknown>) => parseTransactionRequest({ chainId: 1, ...fields }, { chains })
    expect(bad({ to: '0x12' })).toMatchObject({ ok: false, issue: 'transaction.invalid_address' })
    expect(bad({ from: 42 })).toMatchObject({ ok: false, issue: 'transaction.invalid_address' })
    expect(bad({ data: '0xabc' })).toMatchObject({ ok: false, issue: 'transaction.invalid_data' })
    expect(bad({ nonce: -1 })).toMatchObject({ ok: false, issue: 'transaction.invalid_nonce' })
  })
})
