import { createHash, randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { html } from 'hono/html'
import { z } from 'zod'
import { errors } from '../lib/ApiError.ts'
import { refuseFraming } from '../lib/refuseFraming.ts'
import type { SandboxContext } from '../lib/SandboxContext.ts'
import { type CloudProvider, createRecoveryStore } from '../store/embeddedWalletsRecovery.ts'
import { createOAuthFlowStore } from '../store/oauthFlows.ts'
import { TEST_IDENTITIES } from './oauthProvider.ts'

/** The names the consent page shows for each drive. */
const DRIVE_NAMES: Record<CloudProvider, string> = { 'google-drive': 'Google Drive', icloud: 'Apple iCloud' }

/** A drive file holds a recovery key: a few hundred bytes of JSON. */
const MAX_FILE_BYTES = 4096

const Provider = z.enum(['google-drive', 'icloud'])
const FileName = z.string().regex(/^[A-Za-z0-9._:-]{1,200}$/, 'a file name is 1 to 200 letters, digits or ._:-')
const DecisionForm = z.object({
  app_id: z.string().min(1),
  state_code: z.string().min(1),
  decision: z.enum(['allow', 'deny']),
  login: z.enum(TEST_IDENTITIES.map((identity) => identity.login) as [string, ...string[]]).optional(),
})
const FileBody = z.object({ content: z.string().max(MAX_FILE_BYTES) })

/** The consent page of an emulated drive for one recovery flow (what recovery/oauth/init answers as `url`). */
export function cloudDriveAuthorizeUrl(origin: string, provider: CloudProvider, appId: string, stateCode: string) {
  const query = new URLSearchParams({ app_id: appId, state_code: stateCode })
  return `${origin}/_sandbox/cloud-drive/${provider}/authorize?${query}`
}

/** The drive account of a test identity: a stable subject per drive and login. */
function driveSubject(provider: CloudProvider, login: string): string {
  return `${provider}-${createHash('sha256').update(`drive:${provider}:${login}`).digest('hex').slice(0, 16)}`
}

/**
 * The emulated Google Drive and iCloud (W-7.11 to W-7.13): a consent page per drive that sends the
 * browser back to `redirect_to` with `privy_oauth_code`, `privy_oauth_state` and
 * `privy_oauth_provider` (the code is `undefined` when the user denies, W-5.18), and the drive's
 * files, read (GET) and written (POST) with a recovery access token (`Authorization: Bearer`).
 */
export function cloudDriveRoutes(ctx: SandboxContext): Hono {
  const flows = createOAuthFlowStore(ctx.store.db)
  const files = createRecoveryStore(ctx.store.db)
  const routes = new Hono()

  const findFlow = async (provider: CloudProvider, appId: string, stateCode: string) => {
    const flow = await flows.get(appId, stateCode)
    if (!flow?.provider.startsWith(`recovery:${provider}:`)) {
      throw errors.invalidData('No recovery flow with this state: start again.')
    }
    if (flow.expiresAt < ctx.now()) throw errors.invalidData('This recovery flow expired: start again.')
    if (flow.usedAt !== null) throw errors.invalidData('This recovery flow is already finished.')
    return flow
  }

  routes.get('/:provider/authorize', refuseFraming, async (c) => {
    const provider = Provider.safeParse(c.req.param('provider'))
    if (!provider.success) throw errors.invalidData('Unknown drive: google-drive or icloud.')
    const appId = c.req.query('app_id') ?? ''
    const stateCode = c.req.query('state_code') ?? ''
    await findFlow(provider.data, appId, stateCode)
    const app = ctx.apps.get(appId)
    const name = DRIVE_NAMES[provider.data]
    const hidden = html`<input type="hidden" name="app_id" value="${appId}" />
      <input type="hidden" name="state_code" value="${stateCode}" />`
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <title>${name} · Lobby sandbox</title>
          <style>
            body { font: 15px system-ui, sans-serif; margin: 2rem; color: #111; max-width: 26rem; }
            form { display: flex; flex-direction: column; gap: 0.5rem; margin-bottom: 1rem; }
            button { padding: 0.5rem; font: inherit; cursor: pointer; }
          </style>
        </head>
        <body>
          <h1>${name}</h1>
          <p><strong>${app?.name ?? appId}</strong> wants to keep a wallet recovery key in your ${name}. This is the Lobby sandbox's stand-in for the drive.</p>
          ${TEST_IDENTITIES.map(
            (identity) => html`<form method="post" action="decide">
              ${hidden}
              <input type="hidden" name="login" value="${identity.login}" />
              <button type="submit" name="decision" value="allow" data-testid="allow-${identity.login}">
                Allow as ${identity.name}
              </button>
            </form>`,
          )}
          <form method="post" action="decide">
            ${hidden}
            <button type="submit" name="decision" value="deny" data-testid="deny">Cancel (deny access)</button>
          </form>
        </body>
      </html>`)
  })

  routes.post('/:provider/decide', async (c) => {
    const provider = Provider.safeParse(c.req.param('provider'))
    if (!provider.success) throw errors.invalidData('Unknown drive: google-drive or icloud.')
    const form = DecisionForm.safeParse(await c.req.parseBody())
    if (!form.success) throw errors.invalidData(`Invalid consent form: ${form.error.issues[0]?.message}.`)
    const flow = await findFlow(provider.data, form.data.app_id, form.data.state_code)
    const back = new URL(flow.redirectTo)
    back.searchParams.set('privy_oauth_state', flow.stateCode)
    back.searchParams.set('privy_oauth_provider', provider.data)
    if (form.data.decision === 'deny') {
      back.searchParams.set('privy_oauth_code', 'undefined')
      return c.redirect(back.toString(), 302)
    }
    const code = randomBytes(32).toString('base64url')
    const login = form.data.login ?? TEST_IDENTITIES[0].login
    await flows.decide(flow.appId, flow.stateCode, {
      codeHash: createHash('sha256').update(code).digest('hex'),
      outcome: 'granted',
      identity: { subject: driveSubject(provider.data, login) },
    })
    back.searchParams.set('privy_oauth_code', code)
    return c.redirect(back.toString(), 302)
  })

  const requireGrant = async (authorization: string | undefined) => {
    const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1]
    const grant = token ? await files.readToken(token, ctx.now()) : null
    if (!grant) throw errors.missingToken('Missing or invalid recovery access token.')
    return grant
  }
  const fileName = (raw: string) => {
    const parsed = FileName.safeParse(raw)
    if (!parsed.success) throw errors.invalidData('Invalid file name.')
    return parsed.data
  }

  routes.get('/files/:name', async (c) => {
    const grant = await requireGrant(c.req.header('authorization'))
    const content = await files.readFile(grant.provider, grant.subject, fileName(c.req.param('name')))
    if (content === null) return c.json({ code: 'not_found', error: 'No such file in this drive.' }, 404)
    return c.json({ content })
  })

  // POST, not PUT: the sandbox's CORS grant covers GET, POST and DELETE.
  routes.post('/files/:name', async (c) => {
    const grant = await requireGrant(c.req.header('authorization'))
    const name = fileName(c.req.param('name'))
    const text = await c.req.text()
    if (text.length > MAX_FILE_BYTES * 2) throw errors.invalidData('A drive file holds at most 4 kB.')
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      throw errors.invalidData('The request body is not valid JSON.')
    }
    const body = FileBody.safeParse(raw)
    if (!body.success) throw errors.invalidData('A drive file is { content: string } of at most 4 kB.')
    await files.writeFile(grant.provider, grant.subject, name, body.data.content, ctx.now())
    return c.json({ name })
  })

  return routes
}
