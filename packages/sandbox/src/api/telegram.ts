import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { telegramLoginHash, telegramWebAppHash } from '../emulators/telegram.ts'
import { ApiError, errors } from '../lib/ApiError.ts'
import { isEnabled, readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import { requireCaptchaFirst } from './captchaFirst.ts'
import { linkAccount, type ProvenAccount, signIn } from './signIn.ts'
import { toWireUser } from './toWireUser.ts'

/** Telegram's advice: refuse authorization data older than a day (replays of a leaked link). */
export const TELEGRAM_AUTH_MAX_AGE_SECONDS = 24 * 60 * 60

/**
 * How far ahead of our clock an `auth_date` may be: clocks of phones and servers drift by
 * seconds. A date further ahead would stay "fresh" past the day above, for as long as it stays
 * in the future, so a result signed once could be replayed for years.
 */
export const TELEGRAM_AUTH_CLOCK_SKEW_SECONDS = 60

const Hash = z.string().regex(/^[0-9a-f]{64}$/, 'a Telegram hash is 64 hex characters')

/** A-3.18 the login widget's result. */
const TelegramAuthResult = z.object({
  id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
  first_name: z.string().min(1),
  last_name: z.string().optional(),
  username: z.string().optional(),
  photo_url: z.string().optional(),
  auth_date: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
  hash: Hash,
})

/** A-2.15 Mini App init data: every field as signed (strings), `user` a JSON object. */
const TelegramWebAppData = z
  .object({
    query_id: z.string().optional(),
    user: z.string().min(2),
    auth_date: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
    hash: Hash,
    chat_instance: z.string().optional(),
    chat_type: z.string().optional(),
  })
  .catchall(z.union([z.string(), z.number()]))

const TelegramBody = z.object({
  captcha_token: z.string().optional(),
  telegram_auth_result: TelegramAuthResult.optional(),
  telegram_web_app_data: TelegramWebAppData.optional(),
})
const UnlinkBody = z.object({ telegram_user_id: z.union([z.string().min(1), z.number().int()]) })

const WebAppUser = z.object({
  id: z.number().int().positive(),
  first_name: z.string(),
  last_name: z.string().optional(),
  username: z.string().optional(),
  photo_url: z.string().optional(),
})

const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

function botTokenOf(app: SandboxAppDefinition): string {
  // A-8.26: an app without Telegram (or without a bot) refuses the method.
  if (!isEnabled(app, 'telegram_auth') || !app.sandbox.telegramBotToken) {
    throw new ApiError(403, 'disallowed_login_method', 'Login with Telegram not allowed.')
  }
  return app.sandbox.telegramBotToken
}

/** Checks the bot's HMAC and the age of the data; answers the proven telegram account (A-3.18). */
function verifyTelegram(ctx: SandboxContext, app: SandboxAppDefinition, body: z.infer<typeof TelegramBody>) {
  const botToken = botTokenOf(app)
  const fresh = (authDate: string | number) => {
    const age = Math.floor(ctx.now() / 1000) - Number(authDate)
    if (age > TELEGRAM_AUTH_MAX_AGE_SECONDS) throw errors.invalidCredentials('The Telegram authorization expired.')
    if (age < -TELEGRAM_AUTH_CLOCK_SKEW_SECONDS) {
      throw errors.invalidCredentials('The Telegram authorization is dated in the future: check the clock.')
    }
  }
  if (body.telegram_auth_result) {
    const result = body.telegram_auth_result
    if (!sameHex(telegramLoginHash(botToken, result), result.hash)) {
      throw errors.invalidCredentials('Invalid Telegram authorization hash.')
    }
    fresh(result.auth_date)
    return toAccount({ ...result, id: Number(result.id) })
  }
  if (body.telegram_web_app_data) {
    const data = body.telegram_web_app_data
    if (!sameHex(telegramWebAppHash(botToken, data), data.hash)) {
      throw errors.invalidCredentials('Invalid Telegram web app data hash.')
    }
    fresh(data.auth_date)
    let user: z.infer<typeof WebAppUser>
    try {
      user = WebAppUser.parse(JSON.parse(data.user))
    } catch {
      throw errors.invalidData('Invalid "telegram_web_app_data.user": not a Telegram user.')
    }
    return toAccount(user)
  }
  throw errors.invalidData('Send telegram_auth_result or telegram_web_app_data.')
}

function toAccount(user: {
  id: number
  first_name: string
  last_name?: string | undefined
  username?: string | undefined
  photo_url?: string | undefined
}): ProvenAccount {
  return {
    type: 'telegram',
    identifier: String(user.id),
    details: {
      telegram_user_id: String(user.id),
      first_name: user.first_name,
      last_name: user.last_name ?? null,
      username: user.username ?? null,
      photo_url: user.photo_url ?? null,
    },
  }
}

/**
 * `/telegram/*` (A-7.37 to A-7.39): authenticate and link check the bot's HMAC over the login
 * widget's result or the Mini App's init data (as Telegram documents it); unlink removes the
 * account by Telegram user id.
 */
export function telegramRoutes(ctx: SandboxContext): Hono {
  const routes = new Hono()

  routes.post('/authenticate', async (c) => {
    const app = requireApp(ctx, c)
    const body = await readBody(c, TelegramBody)
    await requireCaptchaFirst(ctx, c, app, body.captcha_token)
    const account = verifyTelegram(ctx, app, body)
    return c.json(await signIn(ctx, app, account))
  })

  routes.post('/link', async (c) => {
    const app = requireApp(ctx, c)
    const { user, claims } = await requireUser(ctx, c, app)
    const body = await readBody(c, TelegramBody)
    // A-3.28: an app may let Telegram log users in yet keep it from being linked.
    if ((app.config.telegram_auth_config as { link_enabled?: unknown } | null | undefined)?.link_enabled !== true) {
      throw new ApiError(403, 'disallowed_login_method', 'Login with Telegram not allowed.')
    }
    const account = verifyTelegram(ctx, app, body)
    return c.json(await linkAccount(ctx, app, { userId: user.id, familyId: claims.familyId }, account))
  })

  routes.post('/unlink', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, UnlinkBody)
    const id = String(body.telegram_user_id)
    if (!user.accounts.some((account) => account.type === 'telegram' && account.identifier === id)) {
      throw errors.invalidData(`No telegram account ${id} on this user.`)
    }
    if (user.accounts.length === 1) throw errors.invalidData('Cannot unlink the only account of a user.')
    await ctx.store.deleteAccount(ctx.store.db, user.id, 'telegram', id)
    const updated = await ctx.store.getUser(user.id)
    return c.json(toWireUser(updated ?? user))
  })

  return routes
}
