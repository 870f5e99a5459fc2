import type { WireAuthResult } from '@lobby/headless/core'
import { Hono } from 'hono'
import { z } from 'zod'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { errors } from '../lib/ApiError.ts'
import { readBearer, readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import type { SessionRecord } from '../store/sessions.ts'
import { recallRotation, rememberRotation } from './refreshGrace.ts'
import { authResult, hashSecret, openSession } from './sessionTokens.ts'

/** The security event recorded when a rotated refresh token comes back. */
export const REFRESH_TOKEN_REUSE = 'refresh_token_reuse'

const RefreshBody = z.object({ refresh_token: z.string().min(1).optional() })
const TokenBody = z.object({ refresh_token: z.string().min(1) })

/** A refused rotation: answered as an invalid or expired refresh token. */
// Stryker disable next-line ObjectLiteral: equivalent, a missing `ok` refuses the same way
const REFUSED = { ok: false } as const

/** Extras of a rotation: a fork opens a second session of the family in the same transaction. */
export type RotateOptions = {
  /** Also open a forked session for the same user and answer its refresh token. */
  fork?: boolean
  /** Refuse a token that belongs to another user than the bearer's. */
  userId?: string
}

/**
 * Rotates a refresh token: the old one is spent and a new one issued in the same
 * family. A spent token presented again revokes the whole family, as OAuth's security BCP
 * (RFC 9700 §4.14.2) advises, and is recorded as `refresh_token_reuse`; except within
 * REFRESH_GRACE_MS of its rotation while the token it was rotated into is still unused: that is a
 * client retrying a refresh whose answer was lost, and it gets that same answer again.
 */
export async function rotateRefreshToken(
  ctx: SandboxContext,
  app: SandboxAppDefinition,
  refreshToken: string,
  kind: SessionRecord['kind'],
  options: RotateOptions = {},
): Promise<{ result: WireAuthResult; forkedRefreshToken: string | null }> {
  const now = ctx.now()
  const spentHash = hashSecret(refreshToken)
  const outcome = await ctx.store.transaction(async (tx) => {
    const session = await ctx.store.findSessionByRefreshHash(tx, spentHash)
    if (!session || session.appId !== app.id || session.kind !== kind) return REFUSED
    if (options.userId !== undefined && session.userId !== options.userId) return REFUSED
    if (session.revokedAt !== null) return REFUSED
    if (session.rotatedAt !== null) {
      // Recalled only within REFRESH_GRACE_MS of the rotation: the window is kept there, once.
      const rotation = recallRotation(ctx, spentHash)
      const successor = rotation && (await ctx.store.findSessionByRefreshHash(tx, hashSecret(rotation.refreshToken)))
      // Stryker disable next-line OptionalChaining: equivalent, a remembered rotation's successor row is never deleted
      if (rotation && successor?.rotatedAt === null) {
        const user = await ctx.store.getUser(session.userId, tx)
        return user ? { ok: true as const, user, familyId: session.familyId, rotation } : REFUSED
      }
      await ctx.store.revokeFamily(tx, session.familyId, now, REFRESH_TOKEN_REUSE)
      await ctx.store.recordEvent(tx, {
        kind: REFRESH_TOKEN_REUSE,
        appId: app.id,
        userId: session.userId,
        familyId: session.familyId,
        at: now,
      })
      // Stryker disable next-line BooleanLiteral: equivalent, the answer tells reuse by the key's presence
      return { ok: false as const, reused: true }
    }
    if (session.expiresAt <= now) return REFUSED
    await ctx.store.markRotated(tx, session.id, now)
    const next = await openSession(ctx, tx, { userId: session.userId, appId: app.id, familyId: session.familyId })
    // The fork stays in the family: it comes of the same login, so a reuse revocation (RFC 9700
    // §4.14.2) or a logout (RFC 7009 §2.1) ends it too, and it shares the family's MFA state.
    const forked = options.fork
      ? await openSession(ctx, tx, {
          userId: session.userId,
          appId: app.id,
          familyId: session.familyId,
          kind: 'forked',
        })
      : null
    const user = await ctx.store.getUser(session.userId, tx)
    // Stryker disable next-line ConditionalExpression: equivalent, no route deletes a user, so a session's user exists
    if (!user) return REFUSED
    // Kept before the commit, so a retry that races this answer already finds it.
    const rotation = rememberRotation(ctx, spentHash, {
      refreshToken: next.refreshToken,
      forkedRefreshToken: forked?.refreshToken ?? null,
      result: null,
    })
    return { ok: true as const, user, familyId: session.familyId, rotation }
  })
  // Thrown only now, so that the family's revocation above is committed.
  if (!outcome.ok) {
    throw errors.missingToken(
      'reused' in outcome
        ? 'Refresh token reuse detected: the session was revoked.'
        : 'Invalid or expired refresh token.',
    )
  }
  const { rotation } = outcome
  rotation.result ??= await authResult(ctx, outcome.user, {
    familyId: outcome.familyId,
    refreshToken: rotation.refreshToken,
  })
  return { result: rotation.result, forkedRefreshToken: rotation.forkedRefreshToken }
}

/** Session calls: refresh, logout, fork, fork/recover. */
export function sessionRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()

  // Stryker disable next-line StringLiteral: equivalent, Hono routes '' as '/'
  routes.post('/', async (c) => {
    const app = requireApp(ctx, c)
    const body = await readBody(c, RefreshBody)
    // No refresh-token cookie is ever set by this sandbox, so a body without one has nothing to refresh.
    if (!body.refresh_token) throw errors.missingToken('Missing refresh token.')
    return c.json((await rotateRefreshToken(ctx, app, body.refresh_token, 'standard')).result)
  })

  routes.post('/logout', async (c) => {
    const app = requireApp(ctx, c)
    const body = await readBody(c, RefreshBody)
    const now = ctx.now()
    const bearer = await readBearer(ctx, c, app, { ignoreExpiry: true })
    await ctx.store.transaction(async (tx) => {
      const loggedOut = new Set<string>()
      if (body.refresh_token) {
        const session = await ctx.store.findSessionByRefreshHash(tx, hashSecret(body.refresh_token))
        if (session && session.appId === app.id) {
          await ctx.store.revokeFamily(tx, session.familyId, now, 'logout')
          loggedOut.add(session.userId)
        }
      }
      if (bearer) {
        await ctx.store.revokeFamily(tx, bearer.familyId, now, 'logout')
        loggedOut.add(bearer.userId)
      }
      // A guest has nothing but its credential, and a guest that logs out is gone: the
      // credential stops signing anyone in, so a copy taken from the browser before the logout opens
      // a new, empty guest and never this one's wallet.
      for (const userId of loggedOut) {
        const user = await ctx.store.getUser(userId, tx)
        if (!user?.isGuest) continue
        for (const account of user.accounts.filter((entry) => entry.type === 'guest')) {
          await ctx.store.deleteAccount(tx, userId, 'guest', account.identifier)
        }
      }
    })
    return c.json({ success: true })
  })

  routes.post('/fork', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, TokenBody)
    const { result, forkedRefreshToken } = await rotateRefreshToken(ctx, app, body.refresh_token, 'standard', {
      fork: true,
      userId: user.id,
    })
    return c.json({
      refresh_token: result.refresh_token,
      token: result.token,
      new_session_refresh_token: forkedRefreshToken,
    })
  })

  routes.post('/fork/recover', async (c) => {
    const app = requireApp(ctx, c)
    const body = await readBody(c, TokenBody)
    return c.json((await rotateRefreshToken(ctx, app, body.refresh_token, 'forked')).result)
  })

  return routes
}
