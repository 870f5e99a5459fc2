import fc from 'fast-check'
import { hexToBigInt, maxUint256, parseTransaction, serializeTransaction, type TransactionSerializable } from 'viem'
import { describe, expect, it } from 'vitest'
import { TRANSACTION_QUANTITY_FIELDS, type TransactionQuantityField } from '../../../src/core/rules/transactionRequest'
import { parseTransactionRequest } from '../../../src/core/transactions/parseTransactionRequest'
import { toSerializableTransaction } from '../../../src/core/transactions/toSerializableTransaction'

const TO = '0x00000000000000000000000000000000000000aa'
const VIEM_FIELD = {
  gasLimit: 'gas',
  gasPrice: 'gasPrice',
  value: 'value',
  maxFeePerGas: 'maxFeePerGas',
  maxPriorityFeePerGas: 'maxPriorityFeePerGas',
} as const

const hexOf = (n: bigint) => `0x${n.toString(16)}`
const anyBig = fc.bigInt({ min: -(2n ** 300n), max: 2n ** 300n })
const nearBound = fc.bigInt({ min: maxUint256 - 1000n, max: maxUint256 + 1000n })
const quantityLike = fc.oneof(
  fc.integer(),
  fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Number.POSITIVE_INFINITY, -0),
  anyBig,
  nearBound,
  fc.bigInt({ min: 0n, max: 2n ** 64n }),
  fc
    .oneof(anyBig, nearBound)
    .filter((n) => n >= 0n)
    .map(hexOf),
  fc.bigInt({ min: 0n, max: 2n ** 64n }).map((n) => hexOf(n).toUpperCase().replace('0X', '0x')),
  fc.constantFrom('0x', '0xzz', ' 0x10', '0x10 ', '100', '-0x1', '0X10', '', '1e3'),
  fc.string(),
  fc.constantFrom(true, false, null, undefined, {}, [], Symbol.for('x')),
)

/** What viem makes of one quantity: serialized in a transaction of the field's type, then read back. */
function viemCanSerialize(field: TransactionQuantityField, raw: unknown): boolean {
  if (raw == null) return true
  let quantity: number | bigint
  if (typeof raw === 'string') {
    // The spec's "hex string": 0x and at least one hex digit; viem reads it with hexToBigInt.
    if (!/^0x[0-9a-fA-F]+$/.test(raw)) return false
    quantity = hexToBigInt(raw as `0x${string}`)
  } else if (typeof raw === 'number' || typeof raw === 'bigint') quantity = raw
  else return false
  const base: TransactionSerializable =
    field === 'gasPrice'
      ? { chainId: 1, to: TO, type: 'legacy' }
      : { chainId: 1, to: TO, type: 'eip1559', ...(field === 'maxPriorityFeePerGas' && { maxFeePerGas: maxUint256 }) }
  try {
    const serialized = serializeTransaction({ ...base, [VIEM_FIELD[field]]: quantity } as TransactionSerializable)
    const back = (parseTransaction(serialized) as Record<string, unknown>)[VIEM_FIELD[field]] ?? 0n
    // A JSON-RPC quantity is a uint256: viem enforces it only on the fee caps, nodes on every field.
    return back === BigInt(quantity) && BigInt(quantity) <= maxUint256
  } catch {
    return false
  }
}

describe('parseTransactionRequest (property)', () => {
  it('W-5.20 accepts exactly the numbers, bigints and hex strings viem can serialize (within uint256), and those serialize unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRANSACTION_QUANTITY_FIELDS), quantityLike, (field, raw) => {
        const request: Record<string, unknown> = { to: TO, [field]: raw }
        if (field === 'maxPriorityFeePerGas' && raw != null) request.maxFeePerGas = hexOf(maxUint256)
        const result = parseTransactionRequest(request, { chains: [{ id: 1 }] })
        expect(result.ok).toBe(viemCanSerialize(field, raw))
        if (!result.ok) {
          expect(result.message).toBe(
            `Transaction request property '${field}' must be a valid number, bigint, or hex string representing a quantity`,
          )
          return
        }
        const back = parseTransaction(serializeTransaction(toSerializableTransaction(result.value))) as Record<
          string,
          unknown
        >
        expect(back[VIEM_FIELD[field]] ?? 0n).toBe(raw == null ? 0n : BigInt(raw as number | bigint | string))
      }),
      { numRuns: 2000 },
    )
  })
})
