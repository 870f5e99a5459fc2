import { Hono } from 'hono'
import { z } from 'zod'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { errors } from '../lib/ApiError.ts'
import { isEnabled, readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import { clientAddress } from '../sandbox/clientAddress.ts'
import { requireCaptchaFirst } from './captchaFirst.ts'
import { linkAccount, signIn } from './signIn.ts'
import { toWireUser } from './toWireUser.ts'
import { type CodeChannel, checkCode, sendCode } from './verificationCodes.ts'

/** How one code channel (email or SMS) names its fields on the wire and checks its addresses. */
export type CodeLoginChannel = {
  channel: CodeChannel
  /** Login method name in messages ('email', 'SMS'). */
  method: string
  /** The app config flag that turns the method on. */
  flag: 'email_auth' | 'sms_auth'
  /** Linked account type and the wire field that carries the address. */
  accountType: 'email' | 'phone'
  detailField: 'address' | 'phone_number'
  fields: {
    /** init, authenticate and link */
    target: string
    updateOld: string
    updateNew: string
    unlink: string
  }
  /** Normalises an address, or returns null when it is not one. */
  normalise(raw: string): string | null
  /** Refuses a target the app may not send to (SMS regions, A-8.14). */
  checkTarget?(app: SandboxAppDefinition, target: string): void
}

const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'the code is six digits')

/**
 * The five calls of a code login: init, authenticate, link, update, unlink,
 * each answering in the wire shapes; field names come from the channel, as the spec's table mixes casings.
 */
export function createCodeLoginRoutes(ctx: SandboxContext, spec: CodeLoginChannel): Hono {
  const routes = new Hono()
  const address = z.string().transform((raw, issue) => {
    const normalised = spec.normalise(raw)
    if (normalised === null) {
      issue.addIssue({ code: 'custom', message: `not a valid ${spec.method} address` })
      return z.NEVER
    }
    return normalised
  })
  const target = spec.fields.target
  const InitBody = z.object({ [target]: address, token: z.string().optional() })
  const CodeBody = z.object({ [target]: address, code })
  const UpdateBody = z.object({ [spec.fields.updateOld]: address, [spec.fields.updateNew]: address, code })
  const UnlinkBody = z.object({ [spec.fields.unlink]: address })

  const account = (value: string) => ({
    type: spec.accountType,
    identifier: value,
    details: { [spec.detailField]: value },
  })
  const requireMethod = (app: SandboxAppDefinition) => {
    if (!isEnabled(app, spec.flag)) throw errors.disallowedLoginMethod(spec.method)
  }

  routes.post('/init', async (c) => {
    const app = requireApp(ctx, c)
    requireMethod(app)
    const body = await readBody(c, InitBody)
    const to = body[target] as string
    spec.checkTarget?.(app, to)
    await requireCaptchaFirst(ctx, c, app, body.token)
    await sendCode(ctx, app, spec.channel, to, clientAddress(c))
    return c.json({ success: true })
  })

  routes.post('/authenticate', async (c) => {
    const app = requireApp(ctx, c)
    requireMethod(app)
    const body = await readBody(c, CodeBody)
    const to = body[target] as string
    await checkCode(ctx, app, spec.channel, to, body.code as string, clientAddress(c))
    return c.json(await signIn(ctx, app, account(to)))
  })

  routes.post('/link', async (c) => {
    const app = requireApp(ctx, c)
    requireMethod(app)
    const { claims } = await requireUser(ctx, c, app)
    const body = await readBody(c, CodeBody)
    const to = body[target] as string
    await checkCode(ctx, app, spec.channel, to, body.code as string, clientAddress(c))
    return c.json(await linkAccount(ctx, app, claims, account(to)))
  })

  routes.post('/update', async (c) => {
    const app = requireApp(ctx, c)
    requireMethod(app)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, UpdateBody)
    const from = body[spec.fields.updateOld] as string
    const to = body[spec.fields.updateNew] as string
    // an update needs the old value already linked.
    if (!user.accounts.some((a) => a.type === spec.accountType && a.identifier === from)) {
      throw errors.invalidData(`The ${spec.method} ${from} is not linked to this user.`)
    }
    await checkCode(ctx, app, spec.channel, to, body.code as string, clientAddress(c))
    const at = ctx.now()
    const updated = await ctx.store.transaction(async (tx) => {
      const owner = await ctx.store.findAccountOwner(tx, app.id, spec.accountType, to)
      if (owner && owner !== user.id) throw errors.linkedToAnotherUser()
      // Owned by this user already, the new value is the old one (one account per type): nothing moves.
      if (!owner) {
        await ctx.store.deleteAccount(tx, user.id, spec.accountType, from)
        await ctx.store.insertAccount(tx, { ...account(to), userId: user.id, appId: app.id, at })
      }
      return ctx.store.getUser(user.id, tx)
    })
    // Stryker disable next-line ConditionalExpression: no call deletes a user, so the row read back in the transaction is there
    if (!updated) throw errors.missingToken()
    return c.json(toWireUser(updated))
  })

  routes.post('/unlink', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, UnlinkBody)
    const value = body[spec.fields.unlink] as string
    if (!user.accounts.some((a) => a.type === spec.accountType && a.identifier === value)) {
      throw errors.invalidData(`The ${spec.method} ${value} is not linked to this user.`)
    }
    if (user.accounts.length === 1) throw errors.invalidData('Cannot unlink the only account of a user.')
    const updated = await ctx.store.transaction(async (tx) => {
      await ctx.store.deleteAccount(tx, user.id, spec.accountType, value)
      return ctx.store.getUser(user.id, tx)
    })
    // Stryker disable next-line ConditionalExpression,StringLiteral: as in update, the user's row is there
    if (!updated) throw errors.missingToken()
    return c.json(toWireUser(updated))
  })

  return routes
}
