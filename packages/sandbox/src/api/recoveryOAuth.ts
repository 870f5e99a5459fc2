import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { cloudDriveAuthorizeUrl } from '../emulators/cloudDrive.ts'
import { ApiError, errors } from '../lib/ApiError.ts'
import { readBody, requireApp, requireUser, type SandboxContext } from '../lib/SandboxContext.ts'
import {
  type CloudProvider,
  createRecoveryStore,
  hashRecoveryToken,
  recoveryFlowProvider,
} from '../store/embeddedWalletsRecovery.ts'
import { createOAuthFlowStore } from '../store/oauthFlows.ts'
import { pkceChallenge, requireAllowedRedirect, STATE_TAKEN_MESSAGE } from './oauth.ts'

/** How long a recovery authorization may wait for its code (as a login OAuth flow). */
export const RECOVERY_FLOW_TTL_MS = 10 * 60 * 1000
/** How long a recovery access token reads the drive: long enough to recover or set recovery once. */
export const RECOVERY_TOKEN_TTL_MS = 60 * 60 * 1000

// RFC 7636 section 4.1/4.2, as in the login OAuth routes.
const Verifier = z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'a PKCE code verifier is 43 to 128 characters')
const Challenge = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'an S256 code challenge is 43 base64url characters')
const Flow = { redirect_to: z.string().url(), code_challenge: Challenge, state_code: z.string().min(16).max(256) }

const InitBody = z.object(Flow)
const InitIcloudBody = z.object({ client_type: z.literal('web'), ...Flow })
const AuthenticateBody = z.object({
  authorization_code: z.string().min(1),
  state_code: z.string().min(1),
  code_verifier: Verifier,
  provider: z.enum(['google-drive', 'icloud']),
})

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')
const sameText = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Recovery drive authorizations one user may have waiting per drive; a new one drops the oldest.
 * The recovery screen starts one per attempt, so this never touches a real user.
 */
export const MAX_PENDING_RECOVERY_FLOWS = 16

/**
 * Recovery through a cloud drive, /api/v1/recovery/oauth/* (W-7.11 to W-7.13, W-5.17, W-5.18):
 * init (Google Drive) and init_icloud store the PKCE challenge and state for the signed-in user
 * and answer the emulated drive's consent page; authenticate redeems the single-use code with
 * the verifier (S256) and the state, and answers a recovery `access_token` that reads and
 * writes the user's emulated drive (emulators/cloudDrive.ts).
 */
export function recoveryOAuthRoutes(ctx: SandboxContext): Hono {
  const flows = createOAuthFlowStore(ctx.store.db)
  const recovery = createRecoveryStore(ctx.store.db)
  const routes = new Hono()

  const start = async (c: Context, provider: CloudProvider, schema: typeof InitBody | typeof InitIcloudBody) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, schema)
    requireAllowedRedirect(app, body.redirect_to)
    const at = ctx.now()
    const flowProvider = recoveryFlowProvider(provider, user.id)
    await flows.keepNewestPending(app.id, flowProvider, MAX_PENDING_RECOVERY_FLOWS - 1)
    const started = await flows.start({
      appId: app.id,
      stateCode: body.state_code,
      provider: flowProvider,
      codeChallenge: body.code_challenge,
      redirectTo: body.redirect_to,
      at,
      expiresAt: at + RECOVERY_FLOW_TTL_MS,
    })
    if (!started) throw errors.invalidData(STATE_TAKEN_MESSAGE)
    return c.json({ url: cloudDriveAuthorizeUrl(new URL(c.req.url).origin, provider, app.id, body.state_code) })
  }

  routes.post('/init', (c) => start(c, 'google-drive', InitBody))
  routes.post('/init_icloud', (c) => start(c, 'icloud', InitIcloudBody))

  routes.post('/authenticate', async (c) => {
    const app = requireApp(ctx, c)
    const { user } = await requireUser(ctx, c, app)
    const body = await readBody(c, AuthenticateBody)
    // W-5.18: a denial comes back as the code 'undefined', which no flow ever handed out.
    const flow = await flows.get(app.id, body.state_code)
    if (
      !flow?.codeHash ||
      flow.provider !== recoveryFlowProvider(body.provider, user.id) ||
      !sameText(flow.codeHash, sha256(body.authorization_code))
    ) {
      throw errors.invalidCredentials('Invalid recovery authorization code or state.')
    }
    if (flow.expiresAt < ctx.now()) throw errors.invalidCredentials('The recovery authorization code expired.')
    if (!sameText(pkceChallenge(body.code_verifier), flow.codeChallenge)) {
      throw errors.invalidCredentials('The PKCE code verifier does not match the code challenge.')
    }
    if (!(await flows.redeem(app.id, flow.stateCode, ctx.now()))) {
      throw errors.invalidCredentials('This recovery authorization code was already used.')
    }
    if (!flow.identity) throw new ApiError(500, 'oauth_unexpected', 'The drive returned no account.')
    const token = randomBytes(32).toString('base64url')
    const now = ctx.now()
    await recovery.putToken(
      hashRecoveryToken(token),
      {
        appId: app.id,
        userId: user.id,
        provider: body.provider,
        subject: flow.identity.subject,
        expiresAt: now + RECOVERY_TOKEN_TTL_MS,
      },
      now,
    )
    return c.json({ access_token: token })
  })

  return routes
}
