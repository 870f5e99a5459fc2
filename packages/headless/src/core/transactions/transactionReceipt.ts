import type { TransactionReceipt as ViemReceipt } from 'viem'

/** W-3.08 The receipt subset a send resolves with and the receipt screen shows. */
export type TransactionReceipt = {
  to: `0x${string}` | null
  from: `0x${string}`
  contractAddress: `0x${string}` | null
  transactionIndex: number
  /** Pre-Byzantium state root; always null on the chains we support. */
  root: `0x${string}` | null
  logsBloom: `0x${string}`
  blockHash: `0x${string}`
  transactionHash: `0x${string}`
  logs: ViemReceipt['logs']
  blockNumber: bigint
  confirmations: number
  byzantium: boolean
  type: string
  /** 1 for success, 0 for a revert (the field's classic meaning). */
  status: 0 | 1
  gasUsed: bigint
  cumulativeGasUsed: bigint
  effectiveGasPrice: bigint
}

/** W-3.08 Reads viem's receipt into the spec's subset; `latestBlock` gives the confirmations. */
export function toTransactionReceipt(
  receipt: ViemReceipt,
  latestBlock: bigint = receipt.blockNumber,
): TransactionReceipt {
  return {
    to: receipt.to,
    from: receipt.from,
    contractAddress: receipt.contractAddress ?? null,
    transactionIndex: receipt.transactionIndex,
    root: receipt.root ?? null,
    logsBloom: receipt.logsBloom,
    blockHash: receipt.blockHash,
    transactionHash: receipt.transactionHash,
    logs: receipt.logs,
    blockNumber: receipt.blockNumber,
    // A mined receipt has at least its own block, even when the latest block read lags behind it.
    confirmations: Math.max(1, Number(latestBlock - receipt.blockNumber) + 1),
    byzantium: true,
    type: receipt.type,
    status: receipt.status === 'success' ? 1 : 0,
    gasUsed: receipt.gasUsed,
    cumulativeGasUsed: receipt.cumulativeGasUsed,
    effectiveGasPrice: receipt.effectiveGasPrice,
  }
}
