import { type Hex, hexToBigInt, hexToNumber, type TransactionSerializable } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { FrameRpc } from '../../../src/core/transactions/transactionSigner'

/**
 * What the wallet frame answers to `lobby:wallet:rpc`, done with a viem local account the way the
 * frame does it with the rebuilt key: personal_sign, eth_signTypedData_v4, eth_signTransaction.
 */
export function frameRpcOf(account: PrivateKeyAccount, calls: string[] = []): FrameRpc {
  return async (method, params) => {
    calls.push(method)
    if (method === 'personal_sign') return account.signMessage({ message: { raw: params[0] as Hex } })
    if (method === 'eth_signTypedData_v4') return account.signTypedData(JSON.parse(params[1] as string))
    if (method === 'eth_signTransaction') {
      const tx = params[0] as Record<string, Hex | undefined>
      const q = (v: Hex | undefined) => (v === undefined ? undefined : hexToBigInt(v))
      const common = {
        chainId: hexToNumber(tx.chainId ?? '0x1'),
        to: tx.to,
        data: tx.data,
        value: q(tx.value),
        gas: q(tx.gas),
        nonce: tx.nonce === undefined ? undefined : hexToNumber(tx.nonce),
      }
      const transaction: TransactionSerializable =
        tx.type === '0x0'
          ? { ...common, type: 'legacy', gasPrice: q(tx.gasPrice) }
          : {
              ...common,
              type: 'eip1559',
              maxFeePerGas: q(tx.maxFeePerGas),
              maxPriorityFeePerGas: q(tx.maxPriorityFeePerGas),
            }
      return account.signTransaction(transaction)
    }
    throw Object.assign(new Error(`${method} is not supported`), { code: 4200 })
  }
}
