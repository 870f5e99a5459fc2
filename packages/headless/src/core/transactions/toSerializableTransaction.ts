import type { TransactionSerializable } from 'viem'
import type { ParsedTransactionRequest } from './parseTransactionRequest'

/**
 * A checked request in viem's shape: `gasLimit` becomes `gas`, and the type follows the fee
 * fields (a `gasPrice` makes it legacy, otherwise EIP-1559), so viem can serialize and sign it.
 */
export function toSerializableTransaction(request: ParsedTransactionRequest): TransactionSerializable {
  const common = {
    chainId: request.chainId,
    ...(request.to !== undefined && { to: request.to }),
    ...(request.data !== undefined && { data: request.data }),
    ...(request.nonce !== undefined && { nonce: request.nonce }),
    ...(request.value !== undefined && { value: request.value }),
    ...(request.gasLimit !== undefined && { gas: request.gasLimit }),
  }
  if (request.gasPrice !== undefined) return { ...common, type: 'legacy', gasPrice: request.gasPrice }
  return {
    ...common,
    type: 'eip1559',
    ...(request.maxFeePerGas !== undefined && { maxFeePerGas: request.maxFeePerGas }),
    ...(request.maxPriorityFeePerGas !== undefined && { maxPriorityFeePerGas: request.maxPriorityFeePerGas }),
  }
}
