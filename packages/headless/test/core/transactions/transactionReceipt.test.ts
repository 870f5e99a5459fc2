import type { TransactionReceipt as ViemReceipt } from 'viem'
import { describe, expect, it } from 'vitest'
import { toTransactionReceipt } from '../../../src/core/transactions/transactionReceipt'

const mined = {
  to: '0x00000000000000000000000000000000000000aa',
  from: '0x00000000000000000000000000000000000000bb',
  contractAddress: null,
  transactionIndex: 0,
  logsBloom: `0x${'0'.repeat(512)}`,
  blockHash: `0x${'1'.repeat(64)}`,
  transactionHash: `0x${'2'.repeat(64)}`,
  logs: [],
  blockNumber: 10n,
  type: 'eip1559',
  status: 'success',
  gasUsed: 21000n,
  cumulativeGasUsed: 21000n,
  effectiveGasPrice: 1n,
} as unknown as ViemReceipt

describe('toTransactionReceipt', () => {
  it('W-3.08 counts confirmations from the latest block, and never fewer than the receipt’s own block', () => {
    expect(toTransactionReceipt(mined, 12n).confirmations).toBe(3)
    expect(toTransactionReceipt(mined).confirmations).toBe(1)
    // A latest-block read that lags behind the receipt (a cached number) still counts the mined block.
    expect(toTransactionReceipt(mined, 9n).confirmations).toBe(1)
    expect(toTransactionReceipt(mined, 12n)).toMatchObject({ status: 1, byzantium: true, root: null })
  })
})
