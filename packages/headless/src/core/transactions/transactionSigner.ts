import type { Hex, TransactionSerializable, TypedDataDefinition } from 'viem'

/** Something that signs a transaction for one address: the embedded wallet's frame, or a viem local account in tests. */
export type TransactionSigner = {
  /** The signing address. */
  readonly address: `0x${string}`
  /** Returns the serialized signed transaction, ready for eth_sendRawTransaction. */
  signTransaction(transaction: TransactionSerializable): Promise<Hex>
}

/** Something that signs messages and typed data for one address (a viem `LocalAccount` fits). */
export type MessageSigner = {
  /** The signing address. */
  readonly address: `0x${string}`
  /** personal_sign of a UTF-8 message. */
  signMessage(options: { message: string }): Promise<Hex>
  /** eth_signTypedData_v4. */
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>
}

/** A JSON-RPC call answered by the embedded wallet's frame (`lobby:wallet:rpc`, W-7.08). */
export type FrameRpc = (method: string, params: readonly unknown[]) => Promise<unknown>

const quantity = (value: bigint | number | undefined) => (value === undefined ? undefined : `0x${value.toString(16)}`)

/**
 * The JSON-RPC form of a transaction the frame's eth_signTransaction reads (W-7.10): hex
 * quantities, `gas` for the limit, `type` '0x0' (legacy) or '0x2' (EIP-1559).
 */
export function toRpcTransaction(transaction: TransactionSerializable): Record<string, string> {
  const t = transaction as TransactionSerializable & {
    gasPrice?: bigint
    maxFeePerGas?: bigint
    maxPriorityFeePerGas?: bigint
  }
  const fields: Record<string, string | undefined> = {
    type: t.type === 'legacy' ? '0x0' : '0x2',
    chainId: quantity(t.chainId),
    to: t.to ?? undefined,
    data: t.data,
    value: quantity(t.value),
    gas: quantity(t.gas),
    nonce: quantity(t.nonce),
    gasPrice: quantity(t.gasPrice),
    maxFeePerGas: quantity(t.maxFeePerGas),
    maxPriorityFeePerGas: quantity(t.maxPriorityFeePerGas),
  }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<string, string>
}

const hexResult = (method: string, result: unknown): Hex => {
  if (typeof result !== 'string' || !/^0x[0-9a-fA-F]*$/.test(result))
    throw new TypeError(`The wallet's ${method} answer is not a hex string`)
  return result as Hex
}

/** A signer over the embedded wallet's frame RPC: eth_signTransaction, personal_sign and eth_signTypedData_v4 (W-7.08). */
export function frameSigner(rpc: FrameRpc, address: `0x${string}`): TransactionSigner & MessageSigner {
  return {
    address,
    signTransaction: async (transaction) =>
      hexResult('eth_signTransaction', await rpc('eth_signTransaction', [toRpcTransaction(transaction)])),
    signMessage: async ({ message }) => {
      const hex = `0x${Array.from(new TextEncoder().encode(message), (b) => b.toString(16).padStart(2, '0')).join('')}`
      return hexResult('personal_sign', await rpc('personal_sign', [hex, address]))
    },
    signTypedData: async (typedData) =>
      hexResult(
        'eth_signTypedData_v4',
        await rpc('eth_signTypedData_v4', [
          address,
          JSON.stringify(typedData, (_, v) => (typeof v === 'bigint' ? v.toString() : v)),
        ]),
      ),
  }
}
