import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { WireAuthResult } from '@lobby/headless/core'
import { Hono } from 'hono'
import { z } from 'zod'
import { isAllowedOrigin } from '../apps/allowedOrigins.ts'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import {
  authorizeUrl,
  CROSS_APP_PROVIDER_PREFIX,
  crossAppProvider,
  isOAuthProvider,
  OAUTH_FLOW_TTL_MS,
} from '../emulators/oauthProvider.ts'
import { ApiError, errors } from '../lib/ApiError.ts'
import { isEnabled, readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import { createOAuthFlowStore, type OAuthFlowRecord } from '../store/oauthFlows.ts'
import { requireCaptchaFirst } from './captchaFirst.ts'
import { isReadOnlyCrossAppProvider } from './crossAppConnections.ts'
import { linkAccount, type ProvenAccount, signIn } from './signIn.ts'
import { toWireUser } from './toWireUser.ts'

// RFC 7636 section 4.1/4.2: a verifier is 43 to 128 unreserved characters; an S256 challenge is 43 base64url ones.
const Verifier = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'a PKCE code verifier is 43 to 128 characters')
const Challenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'an S256 code challenge is 43 base64url characters')

const InitBody = z.object({
  provider: z.string().min(1),
  redirect_to: z.string().url(),
  token: z.string().optional(),
  code_challenge: Challenge,
  state_code: z.string().min(16).max(256),
})
const ExchangeBody = z.object({
  authorization_code: z.string().min(1),
  state_code: z.string().min(1),
  code_verifier: Verifier,
})
const UnlinkBody = z.object({ provider: z.string().min(1), subject: z.string().min(1) })

/** The provider's access token lifetime the sandbox hands back in `oauth_tokens` (A-3.14). */
const PROVIDER_TOKEN_TTL_SECONDS = 3600

/** A-9.11 PKCE S256: BASE64URL(SHA256(verifier)) (RFC 7636 section 4.6). */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url')
}

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Why an init with a state already started is refused. */
export const STATE_TAKEN_MESSAGE = 'This state_code was already used: start the flow again with a new one.'

/** The provider sends the code and state to `redirect_to`: only a page of the app may receive them. */
export function requireAllowedRedirect(app: SandboxAppDefinition, redirectTo: string): void {
  if (!isAllowedOrigin(app, redirectTo)) {
    throw errors.invalidData(`redirect_to ${new URL(redirectTo).origin} is not one of this app's allowed origins.`)
  }
}

/** The linked account type of a provider (A-3.06): `{provider}_oauth`, or `cross_app`. */
function accountType(provider: string): string {
  return provider.startsWith(CROSS_APP_PROVIDER_PREFIX) ? 'cross_app' : `${provider}_oauth`
}

function requireProvider(ctx: SandboxContext, app: SandboxAppDefinition, provider: string): void {
  if (isOAuthProvider(provider)) {
    if (!isEnabled(app, `${provider}_oauth`)) throw errors.disallowedLoginMethod(provider)
    return
  }
  const providerApp = crossAppProvider(ctx, provider)
  if (!providerApp || providerApp.id === app.id) {
    throw errors.invalidData(`Unknown OAuth provider "${provider}".`)
  }
  // W-5.40: only a provider the app connected to may hand it a user (and a token to sign with).
  if (!app.sandbox.crossAppConnections?.some((connection) => connection.providerAppId === providerApp.id)) {
    throw errors.invalidData(`The app ${providerApp.id} is not a cross-app connection of this app.`)
  }
}

/**
 * `/oauth/*` (A-7.23 to A-7.25): init stores the PKCE challenge and state and answers the
 * emulated provider's authorize URL; authenticate and link redeem the single-use code with the
 * verifier (S256 really checked) and the state; unlink removes the provider account.
 * Cross-app providers (`privy:{appId}`, W-7.31, W-7.32) must be connections of the app and
 * answer `oauth_tokens` with a transact token for this app.
 */
export function oauthRoutes(ctx: SandboxContext): Hono {
  const flows = createOAuthFlowStore(ctx.store.db)
  const routes = new Hono()

  routes.post('/init', async (c) => {
    const app = requireApp(ctx, c)
    const body = await readBody(c, InitBody)
    requireProvider(ctx, app, body.provider)
    await requireCaptchaFirst(ctx, c, app, body.token)
    requireAllowedRedirect(app, body.redirect_to)
    const at = ctx.now()
    const started = await flows.start({
      appId: app.id,
      stateCode: body.state_code,
      provider: body.provider,
      codeChallenge: body.code_challenge,
      redirectTo: body.redirect_to,
      at,
      expiresAt: at + OAUTH_FLOW_TTL_MS,
    })
    if (!started) throw errors.invalidData(STATE_TAKEN_MESSAGE)
    const origin = new URL(c.req.url).origin
    return c.json({ url: authorizeUrl(origin, body.provider, app.id, body.state_code) })
  })

  /** Redeems the code once; every check a real authorization server makes (RFC 6749 4.1.3, RFC 7636 4.6). */
  const redeem = async (app: SandboxAppDefinition, body: z.infer<typeof ExchangeBody>): Promise<OAuthFlowRecord> => {
    const flow = await flows.get(app.id, body.state_code)
    const hash = createHash('sha256').update(body.authorization_code).digest('hex')
    if (!flow?.codeHash || !sameText(flow.codeHash, hash)) {
      throw errors.invalidCredentials('Invalid OAuth authorization code or state.')
    }
    if (flow.expiresAt < ctx.now()) throw errors.invalidCredentials('The OAuth authorization code expired.')
    if (!sameText(pkceChallenge(body.code_verifier), flow.codeChallenge)) {
      throw errors.invalidCredentials('The PKCE code verifier does not match the code challenge.')
    }
    if (!(await flows.redeem(app.id, flow.stateCode, ctx.now()))) {
      throw errors.invalidCredentials('This OAuth authorization code was already used.')
    }
    // A-8.41, A-8.42: what the provider answered when the app redeemed the code.
    if (flow.outcome === 'suspended') {
      throw new ApiError(403, 'oauth_account_suspended', `This ${flow.provider} account is suspended.`)
    }
    if (flow.outcome === 'rate_limited') {
      throw new ApiError(
        429,
        'oauth_provider_rate_limited',
        `${flow.provider} is rate limiting this app. Please wait a moment and try again.`,
      )
    }
    // A-8.44: a 400, not a 5xx a client retries: the code is spent, a retry could only say so.
    if (!flow.identity) throw new ApiError(400, 'oauth_unexpected', 'The provider returned no identity.')
    return flow
  }

  const provenAccount = (flow: OAuthFlowRecord): ProvenAccount => {
    const identity = flow.identity as NonNullable<OAuthFlowRecord['identity']>
    const type = accountType(flow.provider)
    if (type === 'cross_app') {
      const providerAppId = flow.provider.slice(CROSS_APP_PROVIDER_PREFIX.length)
      return {
        type,
        identifier: `${providerAppId}:${identity.subject}`,
        details: {
          subject: identity.subject,
          provider_app_id: providerAppId,
          embedded_wallets: identity.embeddedWallets ?? [],
        },
      }
    }
    return {
      type,
      identifier: identity.subject,
      details: { subject: identity.subject, email: identity.email, name: identity.name, username: identity.username },
    }
  }

  /**
   * The provider's token in `oauth_tokens`. Cross-app: a transact token (api/tokens.ts) for this
   * requester and its new session, never the provider app's own access token (W-7.32, W-7.34).
   */
  const providerAccessToken = async (result: WireAuthResult, flow: OAuthFlowRecord, app: SandboxAppDefinition) => {
    const providerApp = crossAppProvider(ctx, flow.provider)
    if (!providerApp) return randomBytes(24).toString('base64url')
    const session = result.token ? await ctx.tokens.verifyAccess(result.token, app.id) : null
    const subject = flow.identity?.subject
    if (!session || !subject) throw new ApiError(500, 'oauth_unexpected', 'The cross-app login opened no session.')
    return ctx.tokens.signCrossAppTransact({
      providerUserId: subject,
      providerAppId: providerApp.id,
      requesterAppId: app.id,
      requesterFamilyId: session.familyId,
    })
  }
  // W-4.46 a read-only cross-app connection hands out no provider access token (C1).
  const answer = async (result: WireAuthResult, flow: OAuthFlowRecord, app: SandboxAppDefinition) =>
    isReadOnlyCrossAppProvider(app, flow.provider)
      ? result
      : {
          ...result,
          oauth_tokens: {
            provider: flow.provider,
            access_token: await providerAccessToken(result, flow, app),
            access_token_expires_in_seconds: crossAppProvider(ctx, flow.provider)
              ? ctx.tokens.accessTokenTtlSeconds
              : PROVIDER_TOKEN_TTL_SECONDS,
            refresh_token: null,
            refresh_token_expires_in_seconds: null,
            scopes: [],
          },
        }

  routes.post('/authenticate', async (c) => {
    const app = requireApp(ctx, c)
    const body = await readBody(c, ExchangeBody)
    const flow = await redeem(app, body)
    return c.json(await answer(await signIn(ctx, app, provenAccount(flow)), flow, app))
  })

  routes.post('/link', async (c) => {
    const app = requireApp(ctx, c)
    const { user, claims } = await requireUser(ctx, c, app)
    const body = await readBody(c, ExchangeBody)
    const flow = await redeem(app, body)
    const result = await linkAccount(ctx, app, { userId: user.id, familyId: claims.familyId }, provenAccount(flow))
    return c.json(await answer(result, flow, app))
  })

  routes.post('/unlink', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, UnlinkBody)
    const type = accountType(body.provider)
    const account = user.accounts.find(
      (existing) => existing.type === type && (existing.details as { subject?: unknown }).subject === body.subject,
    )
    if (!account) throw errors.invalidData(`No ${type} account with subject "${body.subject}" on this user.`)
    if (user.accounts.length === 1) throw errors.invalidData('Cannot unlink the only account of a user.')
    await ctx.store.deleteAccount(ctx.store.db, user.id, type, account.identifier)
    const updated = await ctx.store.getUser(user.id)
    return c.json(toWireUser(updated ?? user))
  })

  return routes
}
