import { renderHook, waitFor } from '@testing-library/react'
import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { useTransactionPreview } from '../../../src/react/useTransactionPreview'

const TOKEN = '0x00000000000000000000000000000000000000d1'
const BOB = getAddress('0x00000000000000000000000000000000000000b2')

describe('useTransactionPreview', () => {
  it('behavior: decodes an ERC-20 transfer once viem has loaded, and keeps the result across renders with equal input', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 5n] })
    const { result, rerender } = renderHook(() => useTransactionPreview({ transaction: { to: TOKEN, data } }))
    expect(result.current.isPending).toBe(true)
    await waitFor(() => expect(result.current.preview).not.toBeNull())
    expect(result.current.preview).toEqual({
      kind: 'erc20_transfer',
      token: TOKEN,
      recipient: BOB,
      amount: 5n,
      value: 0n,
    })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
  })

  it('behavior: typed data as a tree, and a clear error for typed data that is not', () => {
    const { result, rerender } = renderHook(({ typedData }) => useTransactionPreview({ typedData }), {
      initialProps: {
        typedData: { types: { A: [{ name: 'x', type: 'bool' }] }, primaryType: 'A', message: { x: true } } as unknown,
      },
    })
    expect(result.current.typedData?.message).toEqual([{ name: 'x', type: 'bool', value: 'true' }])
    rerender({ typedData: 'nope' })
    expect(result.current.typedData).toBeNull()
    expect(result.current.error?.message).toBe('Typed data must have types, primaryType and message')
  })
})
