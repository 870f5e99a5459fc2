import { Hono } from 'hono'
import { isAddress } from 'viem'
import { z } from 'zod'
import type { OnRampA } from '../emulators/onRampA.ts'
import { readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import { networkOfCurrencyCode } from './onRampNetworks.ts'

/** W-3.21 The currency bought when the signing request names none: ETH on Ethereum. */
export const DEFAULT_ON_RAMP_A_CURRENCY_CODE = 'ETH_ETHEREUM'

/** W-7.20 The signing request: address, useSandbox, config (currencyCode, quoteCurrencyAmount, uiConfig). */
export const OnRampSignBody = z.object({
  address: z.string().refine((value) => isAddress(value, { strict: false }), 'an EVM address (0x and 40 hex digits)'),
  useSandbox: z.boolean().default(false),
  config: z
    .object({
      currencyCode: z
        .string()
        .trim()
        .min(1)
        .max(32)
        .refine((code) => networkOfCurrencyCode(code) !== null, 'a currency code such as ETH_ETHEREUM or ETH_BASE')
        .default(DEFAULT_ON_RAMP_A_CURRENCY_CODE),
      quoteCurrencyAmount: z.number().positive().max(10).optional(),
      uiConfig: z
        .object({
          accentColor: z.string().max(32).optional(),
          theme: z.enum(['light', 'dark']).optional(),
        })
        .optional(),
    })
    .default({ currencyCode: DEFAULT_ON_RAMP_A_CURRENCY_CODE }),
})

/**
 * W-7.20 POST /api/v1/plugins/moonpay_on_ramp/sign (bearer token): records a pending purchase and
 * answers `{ signedUrl, externalTransactionId }`, the URL of the emulated pay page on this sandbox.
 */
export function onRampSignRoutes(ctx: SandboxContext, onRampA: OnRampA): Hono {
  const routes = new Hono()
  routes.post('/sign', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, OnRampSignBody)
    const answer = await onRampA.createPurchase(
      {
        appId: app.id,
        userId: user.id,
        walletAddress: body.address,
        currencyCode: body.config.currencyCode,
        quoteCurrencyAmount: body.config.quoteCurrencyAmount,
        useSandbox: body.useSandbox,
        accentColor: body.config.uiConfig?.accentColor,
        theme: body.config.uiConfig?.theme,
      },
      new URL(c.req.url).origin,
    )
    return c.json(answer)
  })
  return routes
}
