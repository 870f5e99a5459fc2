import { createHash, randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { z } from 'zod'
import { signIn } from '../api/signIn.ts'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import { errors } from '../lib/ApiError.ts'
import { refuseFraming } from '../lib/refuseFraming.ts'
import type { SandboxContext } from '../lib/SandboxContext.ts'
import { createOAuthFlowStore, type OAuthIdentity, type OAuthOutcome } from '../store/oauthFlows.ts'
import { providerAppEmbeddedWallets } from './providerAppWallet.ts'

/** A-1.06 The OAuth providers the sandbox emulates, in the login screen's order (A-2.42). */
export const OAUTH_PROVIDERS = [
  'apple',
  'discord',
  'github',
  'google',
  'linkedin',
  'spotify',
  'instagram',
  'twitter',
  'tiktok',
] as const
/** One emulated OAuth provider. */
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number]

/** A-9.21, W-7.31 Cross-app providers are named `privy:{appId}`. */
export const CROSS_APP_PROVIDER_PREFIX = 'privy:'

/** The profile fields each provider shares with the app, as the real ones do (Apple: no username). */
const SHARED_FIELDS: Record<OAuthProvider, ReadonlyArray<'email' | 'name' | 'username'>> = {
  apple: ['email'],
  discord: ['email', 'username'],
  github: ['email', 'name', 'username'],
  google: ['email', 'name'],
  linkedin: ['email', 'name'],
  spotify: ['email', 'name'],
  instagram: ['username'],
  twitter: ['name', 'username'],
  tiktok: ['name', 'username'],
}

/** The test identities every consent page offers. */
export const TEST_IDENTITIES = [
  { login: 'ada', name: 'Ada Lovelace' },
  { login: 'grace', name: 'Grace Hopper' },
  { login: 'alan', name: 'Alan Turing' },
] as const

/** How long an authorization started by oauth/init may wait for its code. */
export const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000

/** True for a provider the sandbox emulates. */
export function isOAuthProvider(value: string): value is OAuthProvider {
  return (OAUTH_PROVIDERS as readonly string[]).includes(value)
}

/** The identity a provider vouches for when `login` signs in on its consent page. */
export function oauthIdentity(provider: OAuthProvider, login: string): OAuthIdentity {
  const known = TEST_IDENTITIES.find((identity) => identity.login === login)
  const fields = SHARED_FIELDS[provider]
  // A stable subject per provider and login, as a real provider keeps one per account.
  const subject = `${provider}-${createHash('sha256').update(`${provider}:${login}`).digest('hex').slice(0, 16)}`
  return {
    subject,
    email: fields.includes('email') ? `${login}@${provider}.example.com` : null,
    name: fields.includes('name') ? (known?.name ?? login) : null,
    username: fields.includes('username') ? login : null,
  }
}

/** The authorize page of a provider for one flow (what oauth/init answers as `url`). */
export function authorizeUrl(origin: string, provider: string, appId: string, stateCode: string): string {
  const query = new URLSearchParams({ app_id: appId, state_code: stateCode })
  return `${origin}/_sandbox/oauth/${encodeURIComponent(provider)}/authorize?${query}`
}

const DecisionForm = z.object({
  app_id: z.string().min(1),
  state_code: z.string().min(1),
  decision: z.enum(['allow', 'deny', 'suspended', 'rate_limited', 'no_code', 'no_identity']),
  // The page's free login field is sent empty when the user picks no other account.
  login: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{1,64}$/, 'a login is 1 to 64 letters, digits, dots, dashes or underscores')
      .optional(),
  ),
})

/**
 * The emulated authorization servers (A-1.06, A-1.08): `GET /_sandbox/oauth/{provider}/authorize`
 * is a consent page with test identities, a denial, a suspended account, a provider rate
 * limit, a provider failure (back without a code) and a code without a profile; `POST .../decide` sends the browser back to the app's `redirect_to` with
 * `privy_oauth_code`, `privy_oauth_state` and `privy_oauth_provider` (A-2.12). The code is
 * single use and redeemable only with the PKCE verifier of the flow (checked in api/oauth.ts).
 * `privy:{appId}` providers are other sandbox apps: signing in there creates (or finds) the
 * user in the provider app, whose id becomes the cross-app subject.
 */
export function oauthProviderRoutes(ctx: SandboxContext): Hono {
  const flows = createOAuthFlowStore(ctx.store.db)
  const routes = new Hono()

  const findFlow = async (provider: string, appId: string, stateCode: string) => {
    const flow = await flows.get(appId, stateCode)
    if (!flow || flow.provider !== provider) throw errors.invalidData('No OAuth flow with this state: start again.')
    if (flow.expiresAt < ctx.now()) throw errors.invalidData('This OAuth flow expired: start again.')
    if (flow.usedAt !== null) throw errors.invalidData('This OAuth flow is already finished.')
    const app = ctx.apps.get(appId)
    if (!app) throw errors.unknownApp(appId)
    return { flow, app }
  }

  routes.get('/:provider/authorize', refuseFraming, async (c) => {
    const provider = c.req.param('provider')
    const appId = c.req.query('app_id') ?? ''
    const stateCode = c.req.query('state_code') ?? ''
    const { app } = await findFlow(provider, appId, stateCode)
    const providerApp = crossAppProvider(ctx, provider)
    const title = providerApp ? `Log in with ${providerApp.name}` : `Sign in with ${provider}`
    const button = (decision: string, label: string, extra = '') =>
      html`<button type="submit" name="decision" value="${decision}" data-testid="${decision}${extra}">${label}</button>`
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>${title} · Lobby sandbox</title>
          <style>
            body { font: 15px system-ui, sans-serif; margin: 2rem; color: #111; max-width: 26rem; }
            form { display: flex; flex-direction: column; gap: 0.5rem; margin-bottom: 1rem; }
            button { padding: 0.5rem; font: inherit; cursor: pointer; }
            .muted { color: #666; font-size: 13px; }
          </style>
        </head>
        <body>
          <h1>${title}</h1>
          <p><strong>${app.name}</strong> wants to sign you in. This is the Lobby sandbox's stand-in for the provider.</p>
          ${TEST_IDENTITIES.map(
            (identity) => html`<form method="post" action="decide">
              <input type="hidden" name="app_id" value="${appId}" />
              <input type="hidden" name="state_code" value="${stateCode}" />
              <input type="hidden" name="login" value="${identity.login}" />
              ${button('allow', `Continue as ${identity.name}`, `-${identity.login}`)}
            </form>`,
          )}
          <form method="post" action="decide">
            <input type="hidden" name="app_id" value="${appId}" />
            <input type="hidden" name="state_code" value="${stateCode}" />
            <label>Another test account <input name="login" data-testid="login" placeholder="login" /></label>
            ${button('allow', 'Continue')}
            ${button('deny', 'Cancel (deny access)')}
            ${button('suspended', 'Continue as a suspended account')}
            ${button('rate_limited', 'Continue, but the provider rate-limits the app')}
            ${button('no_code', 'Fail at the provider (back without a code)')}
            ${button('no_identity', 'Continue, but the provider returns no profile')}
          </form>
          <p class="muted">Codes are single use and need the app's PKCE verifier (S256).</p>
        </body>
      </html>`)
  })

  routes.post('/:provider/decide', async (c) => {
    const provider = c.req.param('provider')
    const parsed = DecisionForm.safeParse(await c.req.parseBody())
    if (!parsed.success) throw errors.invalidData(`Invalid consent form: ${parsed.error.issues[0]?.message}.`)
    const form = parsed.data
    const { flow } = await findFlow(provider, form.app_id, form.state_code)
    const back = new URL(flow.redirectTo)
    back.searchParams.set('privy_oauth_state', flow.stateCode)
    back.searchParams.set('privy_oauth_provider', provider)
    if (form.decision === 'deny') {
      // A-5.19: what the provider's return looks like when the user said no.
      back.searchParams.set('privy_oauth_code', 'undefined')
      return c.redirect(back.toString(), 302)
    }
    if (form.decision === 'no_code') {
      // RFC 6749 4.1.2.1: a provider that fails sends the state back, and no code (W-8.60).
      return c.redirect(back.toString(), 302)
    }
    const login = form.login || TEST_IDENTITIES[0].login
    // A-8.44: a code whose redemption finds no profile (oauth_unexpected).
    const identity = form.decision === 'no_identity' ? null : await identityFor(ctx, provider, login)
    const code = randomBytes(32).toString('base64url')
    const outcome: OAuthOutcome =
      form.decision === 'allow' || form.decision === 'no_identity' ? 'granted' : form.decision
    await flows.decide(flow.appId, flow.stateCode, {
      codeHash: createHash('sha256').update(code).digest('hex'),
      outcome,
      identity,
    })
    back.searchParams.set('privy_oauth_code', code)
    return c.redirect(back.toString(), 302)
  })

  return routes
}

/** The sandbox app behind a `privy:{appId}` provider, or null for a plain OAuth provider. */
export function crossAppProvider(ctx: SandboxContext, provider: string): SandboxAppDefinition | null {
  if (!provider.startsWith(CROSS_APP_PROVIDER_PREFIX)) return null
  return ctx.apps.get(provider.slice(CROSS_APP_PROVIDER_PREFIX.length)) ?? null
}

async function identityFor(ctx: SandboxContext, provider: string, login: string): Promise<OAuthIdentity> {
  if (isOAuthProvider(provider)) return oauthIdentity(provider, login)
  const providerApp = crossAppProvider(ctx, provider)
  if (!providerApp) throw errors.invalidData(`Unknown OAuth provider "${provider}".`)
  // The user signs in to the provider app itself (by email), as on the provider's own login page.
  const email = `${login.toLowerCase()}@${providerApp.slug}.example.com`
  const result = await signIn(ctx, providerApp, { type: 'email', identifier: email, details: { address: email } })
  return {
    subject: result.user.id,
    // A-3.11 the provider user's embedded wallets, made on first login as the provider app asks (C1).
    embeddedWallets: await providerAppEmbeddedWallets(ctx, providerApp, result.user.id),
  }
}
