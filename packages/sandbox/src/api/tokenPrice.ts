import { Hono } from 'hono'
import { z } from 'zod'
import { ApiError } from '../lib/ApiError.ts'
import { requireApp, type SandboxContext } from '../lib/SandboxContext.ts'

/**
 * The sandbox's token prices in US dollars, fixed so tests and screenshots never drift. One price
 * per symbol on every chain: testnet ETH is priced as ETH, as the app shows its value the same way.
 */
export const SANDBOX_TOKEN_PRICES_USD: Readonly<Record<string, number>> = {
  ETH: 3000,
  WETH: 3000,
  SOL: 150,
  POL: 0.5,
  MATIC: 0.5,
  AVAX: 25,
  CELO: 0.6,
  BNB: 600,
  USDC: 1,
  USDT: 1,
  DAI: 1,
}

/** The sandbox's price of a token symbol (any case), or null when the table has none. */
export function sandboxTokenPrice(tokenSymbol: string): number | null {
  const symbol = tokenSymbol.trim().toUpperCase()
  return Object.hasOwn(SANDBOX_TOKEN_PRICES_USD, symbol) ? (SANDBOX_TOKEN_PRICES_USD[symbol] ?? null) : null
}

const TokenPriceQuery = z.object({
  chainId: z.coerce.number().int().positive(),
  tokenSymbol: z.string().trim().min(1).max(32),
})

/** W-7.26 GET /api/v1/token_price?chainId={id}&tokenSymbol={symbol} → `{ usd }`, from the fixed table. */
export function tokenPriceRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()
  routes.get('/', (c) => {
    requireApp(ctx, c)
    const parsed = TokenPriceQuery.safeParse({
      chainId: c.req.query('chainId'),
      tokenSymbol: c.req.query('tokenSymbol'),
    })
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path.join('.') || 'query'
      throw new ApiError(400, 'invalid_data', `Invalid "${field}": give chainId (a positive integer) and tokenSymbol.`)
    }
    const usd = sandboxTokenPrice(parsed.data.tokenSymbol)
    if (usd === null) {
      const known = Object.keys(SANDBOX_TOKEN_PRICES_USD).join(', ')
      throw new ApiError(
        404,
        'not_found',
        `The sandbox has no price for "${parsed.data.tokenSymbol}"; it knows ${known}.`,
      )
    }
    return c.json({ usd })
  })
  return routes
}
