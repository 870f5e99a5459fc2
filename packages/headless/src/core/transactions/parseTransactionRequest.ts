import type { ChainLike } from '../rules/chains'
import { fail, pass, type RuleResult } from '../rules/ruleResult'
import {
  TRANSACTION_QUANTITY_FIELDS,
  type TransactionQuantityField,
  type TransactionRequestIssue,
  transactionQuantityMessage,
  validateTransactionRequest,
} from '../rules/transactionRequest'

/**
 * A quantity is a uint256 on the wire (Ethereum JSON-RPC); viem checks that bound only for the
 * fee caps, so we check it for every field, or a node would refuse what we let through.
 */
export const MAX_QUANTITY: bigint = 2n ** 256n - 1n

/** A transaction request after checking: quantities as bigints, the chain filled in (W-5.20 to W-5.23). */
export type ParsedTransactionRequest = {
  chainId: number
  to?: `0x${string}`
  from?: `0x${string}`
  data?: `0x${string}`
  nonce?: number
  value?: bigint
  gasLimit?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

/** Why `parseTransactionRequest` refused a request. */
export type ParseTransactionIssue =
  | TransactionRequestIssue
  | 'transaction.invalid_address'
  | 'transaction.invalid_data'
  | 'transaction.invalid_nonce'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const DATA = /^0x(?:[0-9a-fA-F]{2})*$/

/** Our text for an address field that is not 20 bytes of hex (the spec gives none). */
export function transactionAddressMessage(field: 'to' | 'from'): string {
  return `Transaction request property '${field}' must be a 0x-prefixed 20-byte hex address`
}

/** Our text for calldata that is not whole bytes of hex (the spec gives none). */
export const TRANSACTION_DATA_MESSAGE =
  "Transaction request property 'data' must be a 0x-prefixed hex string of whole bytes"

/** Our text for a nonce that is not a non-negative integer (the spec gives none). */
export const TRANSACTION_NONCE_MESSAGE = "Transaction request property 'nonce' must be a non-negative integer"

function toQuantity(value: number | bigint | string): bigint {
  return typeof value === 'bigint' ? value : BigInt(value)
}

/**
 * W-5.20 to W-5.23 Checks a transaction request (the spec's messages through
 * `validateTransactionRequest`), then reads every quantity as a bigint within uint256, the
 * addresses, calldata and nonce, and fills in the default chain. What it accepts, viem can
 * serialize; what it refuses, viem could not (a property test holds it to that).
 */
export function parseTransactionRequest(
  request: unknown,
  options: { chains: readonly ChainLike[]; defaultChainId?: number | undefined },
): RuleResult<ParsedTransactionRequest, ParseTransactionIssue> {
  const checked = validateTransactionRequest(request, options)
  if (!checked.ok) return checked
  const fields = request as Record<string, unknown>
  const parsed: ParsedTransactionRequest = { chainId: checked.value.chainId }
  for (const field of TRANSACTION_QUANTITY_FIELDS) {
    const raw = fields[field]
    if (raw == null) continue
    const quantity = toQuantity(raw as number | bigint | string)
    if (quantity > MAX_QUANTITY)
      return fail('transaction.invalid_quantity', transactionQuantityMessage(field as TransactionQuantityField))
    parsed[field] = quantity
  }
  for (const field of ['to', 'from'] as const) {
    const raw = fields[field]
    if (raw == null) continue
    if (typeof raw !== 'string' || !ADDRESS.test(raw))
      return fail('transaction.invalid_address', transactionAddressMessage(field))
    parsed[field] = raw as `0x${string}`
  }
  if (fields.data != null) {
    if (typeof fields.data !== 'string' || !DATA.test(fields.data))
      return fail('transaction.invalid_data', TRANSACTION_DATA_MESSAGE)
    parsed.data = fields.data as `0x${string}`
  }
  if (fields.nonce != null) {
    if (typeof fields.nonce !== 'number' || !Number.isSafeInteger(fields.nonce) || fields.nonce < 0)
      return fail('transaction.invalid_nonce', TRANSACTION_NONCE_MESSAGE)
    parsed.nonce = fields.nonce
  }
  return pass(parsed)
}
