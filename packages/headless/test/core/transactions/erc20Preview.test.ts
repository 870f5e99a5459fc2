import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readErc20Token } from '../../../src/core/transactions/erc20Token'
import { erc20AmountText, previewTransaction } from '../../../src/core/transactions/previewTransaction'
import { type AnvilChains, startAnvilChains } from './anvilChains'

const TOKEN = getAddress('0x00000000000000000000000000000000000000d6')
const NOT_A_TOKEN = getAddress('0x00000000000000000000000000000000000000d7')
const ALICE = getAddress('0x00000000000000000000000000000000000000a1')

/**
 * A token contract answering decimals() with 6 and symbol() with 'USDC', and reverting on
 * anything else: PUSH1 0 CALLDATALOAD PUSH1 0xe0 SHR, then a jump on each selector (0x313ce567,
 * 0x95d89b41) to code that stores the ABI-encoded answer in memory and returns it.
 */
const TOKEN_RUNTIME =
  '0x60003560e01c8063313ce56714601d576395d89b4114602857600080fd5b600660005260206000f35b602060005260046020527f555344430000000000000000000000000000000000000000000000000000000060405260606000f3'

let anvil: AnvilChains
beforeAll(async () => {
  anvil = await startAnvilChains(2)
  const rpcUrl = anvil.chains[0]?.rpcUrls.default.http[0] ?? ''
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [TOKEN, TOKEN_RUNTIME] }),
  })
  expect(await response.json()).not.toHaveProperty('error')
}, 30_000)
afterAll(() => anvil?.close())

const chain = () => {
  const first = anvil.chains[0]
  if (!first) throw new Error('no anvil chain')
  return first
}

describe('an ERC-20 call on the approval screen', () => {
  it('W-7.29 W-9.36 reads the token symbol and decimals on the chain: a transfer of 1500000 base units reads 1.5 USDC', async () => {
    expect(await readErc20Token(chain(), TOKEN)).toEqual({ symbol: 'USDC', decimals: 6 })
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 1_500_000n] })
    const preview = await previewTransaction({ to: TOKEN, data }, {}, { chain: chain() })
    expect(preview).toEqual({
      kind: 'erc20_transfer',
      token: TOKEN,
      recipient: ALICE,
      amount: 1_500_000n,
      value: 0n,
      symbol: 'USDC',
      decimals: 6,
    })
    expect(erc20AmountText(preview as Parameters<typeof erc20AmountText>[0])).toBe('1.5 USDC')
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [ALICE, 1_234_567_891n] })
    const allowance = await previewTransaction({ to: TOKEN, data: approve }, {}, { chain: chain() })
    expect(erc20AmountText(allowance as Parameters<typeof erc20AmountText>[0])).toBe('1234.567891 USDC')
  })

  it('W-7.29 W-9.37 a contract that is no token, or no chain to read, leaves the base units unscaled', async () => {
    expect(await readErc20Token(chain(), NOT_A_TOKEN)).toBeNull()
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [ALICE, 1234n] })
    const unread = await previewTransaction({ to: NOT_A_TOKEN, data }, {}, { chain: chain() })
    expect(unread).not.toHaveProperty('symbol')
    expect(erc20AmountText(unread as Parameters<typeof erc20AmountText>[0])).toBe('1234')
    const offline = await previewTransaction({ to: TOKEN, data })
    expect(offline).not.toHaveProperty('decimals')
    // Scaled, a dust amount reads as the rule says.
    expect(erc20AmountText({ amount: 0n, symbol: 'USDC', decimals: 6 })).toBe('<0.001 USDC')
  })
})
