import * as z from 'zod/mini'

/** W-7.26 The answer of GET /api/v1/token_price: the token's price in US dollars. */
export const WireTokenPrice = z.looseObject({ usd: z.number().check(z.gte(0)) })

/** Reads a token price answer (W-7.26); null when it is not a usable price. */
export function parseTokenPrice(answer: unknown): number | null {
  const parsed = WireTokenPrice.safeParse(answer)
  return parsed.success && Number.isFinite(parsed.data.usd) ? parsed.data.usd : null
}
