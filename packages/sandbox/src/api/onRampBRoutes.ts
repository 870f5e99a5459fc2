import { Hono } from 'hono'
import { isAddress } from 'viem'
import { z } from 'zod'
import { isAllowedOrigin } from '../apps/allowedOrigins.ts'
import type { OnRampB } from '../emulators/onRampB.ts'
import { ApiError } from '../lib/ApiError.ts'
import { readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import { createFundingStore } from '../store/fundingStore.ts'

/** W-7.22 The init request: the addresses to fund, each with the networks it may receive on. */
export const OnRampBInitBody = z.object({
  addresses: z
    .array(
      z.object({
        address: z.string().refine((value) => isAddress(value, { strict: false }), 'an EVM address'),
        blockchains: z.array(z.string().trim().min(1).max(32)).min(1).max(16),
      }),
    )
    .min(1)
    .max(16),
})

/**
 * W-7.22 POST funding/coinbase_on_ramp/init → `{ app_id, session_token, partner_user_id }` (W-3.24);
 * W-7.23 GET funding/coinbase_on_ramp/status?partnerUserId= → `{ status: 'in_progress' | 'success' }`,
 * or `{ status: 'failed', failure_reason }` once the pay page ended the purchase without funds.
 * Both need the user's bearer token; a user reads only the sessions they opened.
 */
export function onRampBRoutes(ctx: SandboxContext, onRampB: OnRampB): Hono {
  const routes = new Hono()
  const store = createFundingStore(ctx.store.db)

  routes.post('/init', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, OnRampBInitBody)
    // The page that asked is the one that opens the pay page; one the app does not allow is told nothing.
    const origin = c.req.header('origin')
    const openerOrigin = origin && isAllowedOrigin(app, origin) ? new URL(origin).origin : null
    return c.json(
      await onRampB.createSession({ appId: app.id, userId: user.id, addresses: body.addresses, openerOrigin }),
    )
  })

  routes.get('/status', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const partnerUserId = c.req.query('partnerUserId')
    if (!partnerUserId) throw new ApiError(400, 'invalid_data', 'Invalid "partnerUserId": give the id init answered.')
    const session = await store.getOnRampB(partnerUserId)
    if (!session || session.appId !== app.id || session.userId !== user.id)
      throw new ApiError(404, 'not_found', `No card on-ramp B session "${partnerUserId}" for this user.`)
    if (session.status === 'failed') return c.json({ status: 'failed', failure_reason: session.failureReason })
    return c.json({ status: session.status })
  })

  return routes
}
