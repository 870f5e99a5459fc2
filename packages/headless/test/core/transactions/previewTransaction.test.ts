import { encodeFunctionData, erc20Abi, getAddress, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { previewTransaction } from '../../../src/core/transactions/previewTransaction'

const TOKEN = '0x00000000000000000000000000000000000000d1'
const ALICE = getAddress('0x00000000000000000000000000000000000000a1')
const nftAbi = parseAbi(['function safeMint(address to, uint256 tokenId, string uri)'])

describe('previewTransaction', () => {
  it('behavior: a plain value transfer, and a deployment without a recipient', async () => {
    expect(await previewTransaction({ to: ALICE, value: 5n })).toEqual({
      kind: 'native_transfer',
      to: ALICE,
      value: 5n,
    })
    expect(await previewTransaction({ data: '0x6000', value: 0n })).toEqual({ kind: 'deployment', value: 0n })
  })

  it('behavior: ERC-20 transfer and approve are decoded with no ABI from the host', async () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 1234n] })
    expect(await previewTransaction({ to: TOKEN, data: transfer })).toEqual({
      kind: 'erc20_transfer',
      token: TOKEN,
      recipient: ALICE,
      amount: 1234n,
      value: 0n,
    })
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ALICE, 2n ** 256n - 1n] })
    expect(await previewTransaction({ to: TOKEN, data: approve })).toMatchObject({
      kind: 'erc20_approve',
      spender: ALICE,
      amount: 2n ** 256n - 1n,
    })
  })

  it('behavior: a host-supplied ABI decodes its calls (per address or general), with argument names and types', async () => {
    const data = encodeFunctionData({ abi: nftAbi, functionName: 'safeMint', args: [ALICE, 7n, 'ipfs://x'] })
    const expected = {
      kind: 'contract_call',
      to: TOKEN,
      functionName: 'safeMint',
      args: [
        { name: 'to', type: 'address', value: ALICE },
        { name: 'tokenId', type: 'uint256', value: '7' },
        { name: 'uri', type: 'string', value: 'ipfs://x' },
      ],
      value: 0n,
    }
    expect(await previewTransaction({ to: TOKEN, data }, { contracts: { [TOKEN.toUpperCase()]: nftAbi } })).toEqual(
      expected,
    )
    expect(await previewTransaction({ to: TOKEN, data }, { abis: [nftAbi] })).toEqual(expected)
  })

  it('behavior: calldata no known ABI matches shows its selector', async () => {
    expect(await previewTransaction({ to: TOKEN, data: '0xdeadbeef00', value: 1n })).toEqual({
      kind: 'unknown_call',
      to: TOKEN,
      selector: '0xdeadbeef',
      value: 1n,
    })
  })
})
