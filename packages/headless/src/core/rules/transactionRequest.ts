import { type ChainLike, DEFAULT_CHAIN_ID, validateChainId } from './chains'
import { fail, pass, type RuleResult } from './ruleResult'

/** W-5.20 The transaction fields that must be quantities. */
export const TRANSACTION_QUANTITY_FIELDS = [
  'gasLimit',
  'gasPrice',
  'value',
  'maxPriorityFeePerGas',
  'maxFeePerGas',
] as const

/** One of the quantity fields of W-5.20. */
export type TransactionQuantityField = (typeof TRANSACTION_QUANTITY_FIELDS)[number]

/** A quantity as W-5.20 accepts it: a number, a bigint or a hex string. */
export type Quantity = number | bigint | `0x${string}`

/** A transaction request (W-3.07) as a caller hands it over. */
export type TransactionRequest = {
  to?: string
  from?: string
  chainId?: number
  value?: Quantity
  data?: string
  gasLimit?: Quantity
  gasPrice?: Quantity
  maxFeePerGas?: Quantity
  maxPriorityFeePerGas?: Quantity
  nonce?: number
}

/** W-5.20 The spec's message for a field that is not a quantity. */
export function transactionQuantityMessage(field: TransactionQuantityField): string {
  return `Transaction request property '${field}' must be a valid number, bigint, or hex string representing a quantity`
}

/** W-5.21 Our text for a chainId that is not a number (the spec does not show its text). */
export const TRANSACTION_CHAIN_ID_MESSAGE = "Transaction request property 'chainId' must be a number"

/** An issue `validateTransactionRequest` may report. */
export type TransactionRequestIssue =
  | 'transaction.not_an_object'
  | 'transaction.invalid_quantity'
  | 'transaction.invalid_chain_id'
  | 'chains.not_supported'

/** W-5.20 True for a non-negative integer number, a non-negative bigint or a hex string. */
export function isQuantity(value: unknown): value is Quantity {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0
  if (typeof value === 'bigint') return value >= 0n
  return typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)
}

/**
 * W-5.20, W-5.21, W-5.22, W-5.23 Checks a transaction request: each quantity field, a numeric
 * chainId among the configured chains, and the default chain filled in when none is given.
 * Absent (undefined or null) fields are fine; the first bad field is reported.
 */
export function validateTransactionRequest(
  request: unknown,
  options: { chains: readonly ChainLike[]; defaultChainId?: number | undefined },
): RuleResult<TransactionRequest & { chainId: number }, TransactionRequestIssue> {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return fail('transaction.not_an_object', 'Transaction request must be an object')
  const fields = request as Record<string, unknown>
  for (const field of TRANSACTION_QUANTITY_FIELDS) {
    const value = fields[field]
    if (value != null && !isQuantity(value))
      return fail('transaction.invalid_quantity', transactionQuantityMessage(field))
  }
  const given = fields.chainId
  if (given != null && (typeof given !== 'number' || !Number.isSafeInteger(given) || given <= 0))
    return fail('transaction.invalid_chain_id', TRANSACTION_CHAIN_ID_MESSAGE)
  const chainId = given ?? options.defaultChainId ?? DEFAULT_CHAIN_ID
  const supported = validateChainId(chainId, options.chains)
  if (!supported.ok) return supported
  return pass({ ...(fields as TransactionRequest), chainId: supported.value })
}
