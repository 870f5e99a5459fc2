import type { Context } from 'hono'
import type { z } from 'zod'
import type { AccessClaims, Tokens } from '../api/tokens.ts'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import type { RateLimiter } from '../sandbox/createRateLimiter.ts'
import type { Store } from '../store/createStore.ts'
import type { UserRecord } from '../store/users.ts'
import { ApiError, errors } from './ApiError.ts'

/** What every handler shares: the store, the apps, the token signer, the clock and the limiter. */
export type SandboxContext = {
  store: Store
  apps: ReadonlyMap<string, SandboxAppDefinition>
  tokens: Tokens
  /** Milliseconds since the epoch; tests may inject their own clock. */
  now: () => number
  limiter: RateLimiter
  /** Where delivered codes are echoed (the console by default). */
  log: (line: string) => void
  /** The key sealing provider-managed recovery shares, kept outside the database (store/walletSealingKey.ts). */
  sealingKey: () => Promise<Buffer>
}

/** The app named by the `privy-app-id` header. */
export function requireApp(ctx: SandboxContext, c: Context): SandboxAppDefinition {
  const appId = c.req.header('privy-app-id')
  if (!appId) throw errors.invalidData('Missing the privy-app-id header.')
  const app = ctx.apps.get(appId)
  if (!app) throw errors.unknownApp(appId)
  return app
}

/** The bearer access token's claims, or null when the request carries none or a bad one. */
export async function readBearer(
  ctx: SandboxContext,
  c: Context,
  app: SandboxAppDefinition,
  options: { ignoreExpiry?: boolean } = {},
): Promise<AccessClaims | null> {
  const header = c.req.header('authorization')
  const match = header?.match(/^Bearer\s+(\S+)$/i)
  if (!match?.[1]) return null
  const claims = await ctx.tokens.verifyAccess(match[1], app.id, options.ignoreExpiry ?? false)
  if (!claims) return null
  // A logged-out or revoked session invalidates its access tokens at once.
  if (!options.ignoreExpiry && !(await ctx.store.isFamilyActive(claims.familyId, ctx.now()))) return null
  return claims
}

/** The signed-in user of a request; 401 missing_or_invalid_token otherwise (A-5.23 linking needs one). */
export async function requireUser(
  ctx: SandboxContext,
  c: Context,
  app: SandboxAppDefinition,
): Promise<{ user: UserRecord; claims: AccessClaims }> {
  const claims = await readBearer(ctx, c, app)
  if (!claims) throw errors.missingToken('Missing or invalid access token.')
  const user = await ctx.store.getUser(claims.userId)
  if (!user || user.appId !== app.id) throw errors.missingToken('Missing or invalid access token.')
  return { user, claims }
}

/** Parses the JSON body with `schema`; 400 invalid_data naming the first bad field otherwise. */
export async function readBody<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.infer<Schema>> {
  let raw: unknown = {}
  const text = await c.req.text()
  if (text.trim() !== '') {
    try {
      raw = JSON.parse(text)
    } catch {
      throw errors.invalidData('The request body is not valid JSON.')
    }
  }
  const parsed = schema.safeParse(raw)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.join('.') || 'body'
    throw new ApiError(400, 'invalid_data', `Invalid "${field}": ${issue?.message ?? 'invalid value'}.`)
  }
  return parsed.data
}

/** True when the app's server config turns a login method flag on. */
export function isEnabled(app: SandboxAppDefinition, flag: string): boolean {
  return app.config[flag] === true
}
