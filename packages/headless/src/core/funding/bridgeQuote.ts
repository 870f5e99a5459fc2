import * as z from 'zod/mini'
import type { LobbyError } from '../errors/lobbyError'
import { amountInBaseUnits } from '../rules/amount'
import { fundingErrors } from './fundingErrors'

const quantity = z.union([z.string(), z.number(), z.bigint()])

/** The transaction a bridge quote asks the origin wallet to send: steps[0].items[0].data (W-3.27). */
export const BridgeQuoteTransaction = z.looseObject({
  from: z.string(),
  to: z.string(),
  value: quantity,
  chainId: z.number(),
  data: z.string(),
})

/** A bridge quote answer: the steps to run, the first step's first item holding the transaction (W-3.27). */
export const BridgeQuoteResponse = z.looseObject({
  steps: z
    .array(z.looseObject({ items: z.array(z.looseObject({ data: BridgeQuoteTransaction })).check(z.minLength(1)) }))
    .check(z.minLength(1)),
})

/** A bridge quote error answer: it carries message (W-3.28). */
export const BridgeQuoteError = z.looseObject({ message: z.optional(z.nullable(z.string())) })

/** The transaction to send on the origin chain, with its value in the chain's base units. */
export type BridgeTransaction = {
  from: string
  to: string
  value: bigint
  chainId: number
  data: string
}

function toBigInt(value: string | number | bigint): bigint | null {
  try {
    return BigInt(value)
  } catch {
    return null
  }
}

/** What the quote was asked for: the deposit must be sent from this wallet on this chain. */
export type BridgeQuoteAsked = { originChainId: number; user: string }

/**
 * Reads a bridge quote answer: the first step's transaction (W-3.27), else the relay's message
 * or 'Error fetching quote from relay' (W-3.28, W-8.51). Never throws. Given the request, a
 * deposit on another chain or from another account than asked is refused: the wallet would send
 * it as answered, on a chain (even a mainnet for a testnet quote, W-4.36) whose balance was never
 * checked.
 */
export function parseBridgeQuote(
  answer: unknown,
  asked?: BridgeQuoteAsked,
): { transaction: BridgeTransaction } | { error: LobbyError } {
  const parsed = BridgeQuoteResponse.safeParse(answer)
  if (!parsed.success) {
    const failure = BridgeQuoteError.safeParse(answer)
    return { error: fundingErrors.relayQuote(failure.success ? failure.data.message : null) }
  }
  const data = parsed.data.steps[0]?.items[0]?.data
  const value = data ? toBigInt(data.value) : null
  if (!data || value === null || value < 0n) return { error: fundingErrors.relayQuote() }
  if (asked && (data.chainId !== asked.originChainId || data.from.toLowerCase() !== asked.user.toLowerCase()))
    return { error: fundingErrors.relayQuote() }
  return { transaction: { from: data.from, to: data.to, value, chainId: data.chainId, data: data.data } }
}

/**
 * W-2.40 The confirm view's estimated fee of a bridge: what the origin chain is charged beyond the
 * amount to deliver (in base units, or a decimal amount of the native token); null when it cannot
 * be told.
 */
export function bridgeFee(
  transaction: Pick<BridgeTransaction, 'value'> | null,
  amount: bigint | string | null,
): bigint | null {
  const delivered = typeof amount === 'string' ? amountInBaseUnits(amount) : amount
  if (!transaction || delivered === null) return null
  const fee = transaction.value - delivered
  return fee >= 0n ? fee : null
}

/** A bridge route found for the funding: its transaction and W-2.40's estimated fee. */
export type BridgeRoute = BridgeTransaction & { fee: bigint | null }
