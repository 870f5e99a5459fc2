import { CROSS_APP_ACTION_ERROR, CROSS_APP_ACTION_RESPONSE, CROSS_APP_ACTION_TOKEN } from '@lobby/headless/core'
import { type Context, Hono } from 'hono'
import { html, raw } from 'hono/html'
import { z } from 'zod'
import { isAllowedOrigin } from '../apps/allowedOrigins.ts'
import type { SandboxAppDefinition } from '../apps/loadApps.ts'
import type { SandboxChain } from '../chains/startChains.ts'
import { refuseFraming } from '../lib/refuseFraming.ts'
import type { SandboxContext } from '../lib/SandboxContext.ts'
import {
  ProviderWalletError,
  ProviderWalletRequest,
  providerAppWalletAddress,
  providerWalletRequestText,
  providerWalletRequestTitle,
  signWithProviderAppWallet,
  unlockProviderAppWallet,
} from './providerAppWallet.ts'
import { createTransactApprovals } from './transactApprovals.ts'
import { walletPromptPage } from './walletPromptPage.ts'

/** W-8.56 The text for a missing, expired or foreign provider token. */
const INVALID_TOKEN = 'Transactions require a valid token'
/** W-8.59 The text when the user declines on the provider's page. */
const USER_REJECTED = 'User rejected request'

/** W-7.34 The `request` query: the RPC call, when it was made, and the requester's page to answer. */
const TransactRequest = z.object({
  content: z.object({ request: z.unknown() }),
  timestamp: z.number(),
  callbackUrl: z
    .string()
    .url()
    .refine((url) => /^https?:$/.test(new URL(url).protocol), 'http or https only'),
})

/** Why a sign call without the page's one-time approval is refused. */
const NOT_APPROVED = "This request was not approved on the provider app's page: open it again."

/** What the approve call posts back to the page's own origin, with the page's one-time approval. */
const ApproveBody = z.object({
  token: z.string().min(1),
  request: z.string().min(1),
  approval: z.string().min(1).optional(),
})

/** Options of the provider app's transact routes. */
export type ProviderAppTransactOptions = {
  /** The local chains a transaction may go to (`GET /_sandbox/chains`). */
  chains: () => Promise<SandboxChain[]>
}

type Verified = {
  app: SandboxAppDefinition
  requester: SandboxAppDefinition
  userId: string
  address: string | null
}

/**
 * The provider app, its user and the requester app of a transact token (api/tokens.ts), or null:
 * while the requester's session lasts and the requester still has a connection to the provider
 * that may transact (W-5.40, W-5.41).
 */
async function verifyTransactToken(ctx: SandboxContext, token: string): Promise<Verified | null> {
  const claims = await ctx.tokens.verifyCrossAppTransact(token)
  if (!claims) return null
  const app = ctx.apps.get(claims.providerAppId)
  const requester = ctx.apps.get(claims.requesterAppId)
  const connection = requester?.sandbox.crossAppConnections?.find((entry) => entry.providerAppId === app?.id)
  if (!app || !requester || !connection || connection.readOnly) return null
  if (!(await ctx.store.isFamilyActive(claims.requesterFamilyId, ctx.now()))) return null
  const user = await ctx.store.getUser(claims.providerUserId)
  if (!user || user.appId !== app.id) return null
  return { app, requester, userId: user.id, address: await providerAppWalletAddress(ctx, user.id) }
}

function readRequest(text: string | undefined): z.infer<typeof TransactRequest> | null {
  if (!text) return null
  try {
    const parsed = TransactRequest.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** JSON inside a script element: `<` escaped so no text can close the element. */
const scriptJson = (value: unknown) => raw(JSON.stringify(value).replace(/</g, '\\u003c'))

/** The page's behaviour: answer the opener, only ever at the callback URL's origin (W-7.35 to W-7.37). */
const PAGE_SCRIPT = `
const data = JSON.parse(document.getElementById('transact-data').textContent)
const post = (message) => { if (window.opener) window.opener.postMessage(message, data.targetOrigin) }
const status = document.getElementById('status')
if (data.failure) {
  if (data.failure.clearToken) post({ type: data.types.token, action: 'clear' })
  post({ type: data.types.error, error: data.failure.message })
}
const buttons = document.querySelectorAll('button[data-decision]')
for (const button of buttons) {
  button.addEventListener('click', async () => {
    for (const other of buttons) other.disabled = true
    if (button.dataset.decision === 'reject') {
      post({ type: data.types.error, error: data.rejected })
      return window.close()
    }
    status.textContent = 'Signing…'
    try {
      const answer = await fetch(location.pathname, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: data.token, request: data.request, approval: data.approval }),
      })
      const body = await answer.json()
      if (answer.ok) post({ type: data.types.response, result: body.result })
      else {
        if (answer.status === 401) post({ type: data.types.token, action: 'clear' })
        post({ type: data.types.error, error: body.error })
      }
      window.close()
    } catch (error) {
      status.textContent = String(error)
      post({ type: data.types.error, error: 'The provider app could not sign: ' + String(error) })
    }
  })
}
`

/**
 * The provider app's signature page (W-7.34 to W-7.37), at `/oauth/transact` on the API host:
 * `GET ?token&request` checks the transact token (W-8.56) and that the callback is a page of the
 * requester app it was issued to, shows the request and hands the page a one-time approval;
 * `POST`, from the page's own origin only and with that approval, signs once with the provider
 * user's embedded wallet.
 * The page answers its opener with `PRIVY_CROSS_APP_ACTION_RESPONSE` / `_ERROR` and token
 * clear actions, posted only to the callback URL's origin.
 */
export function providerAppTransactRoutes(ctx: SandboxContext, options: ProviderAppTransactOptions): Hono {
  const routes = new Hono()
  const approvals = createTransactApprovals(ctx.now)
  const isOwnPage = (c: Context) => {
    const origin = c.req.header('origin')
    return origin === undefined || origin === new URL(c.req.url).origin
  }
  const types = { response: CROSS_APP_ACTION_RESPONSE, error: CROSS_APP_ACTION_ERROR, token: CROSS_APP_ACTION_TOKEN }

  const page = (
    c: Context,
    view: {
      status: 200 | 400 | 401
      title: string
      targetOrigin: string | null
      failure?: { message: string; clearToken: boolean }
      token?: string
      request?: string
      approval?: string
      body: ReturnType<typeof html>
    },
  ) =>
    c.html(
      walletPromptPage({
        title: view.title,
        body: html`<h1>${view.title}</h1>
          ${view.body}
          <p id="status" class="muted" aria-live="polite"></p>`,
        scripts: html`<script type="application/json" id="transact-data">
            ${scriptJson({
              targetOrigin: view.targetOrigin,
              failure: view.failure ?? null,
              token: view.token ?? null,
              request: view.request ?? null,
              approval: view.approval ?? null,
              rejected: USER_REJECTED,
              types,
            })}
          </script>
          ${view.targetOrigin ? html`<script type="module">${raw(PAGE_SCRIPT)}</script>` : ''}`,
      }),
      view.status,
    )

  routes.get('/transact', refuseFraming, async (c) => {
    // A top-level navigation names no Origin; a script of another page reading this one does.
    if (!isOwnPage(c)) return c.json({ error: 'The provider app opens its page in a window only.' }, 403)
    const requestText = c.req.query('request')
    const transact = readRequest(requestText)
    if (!transact || !requestText) {
      // No callback URL to answer: say so on the page, post nothing.
      return page(c, {
        status: 400,
        title: 'Invalid request',
        targetOrigin: null,
        body: html`<p role="alert">This signature request is malformed: it needs a request with a callback URL.</p>`,
      })
    }
    const targetOrigin = new URL(transact.callbackUrl).origin
    const verified = await verifyTransactToken(ctx, c.req.query('token') ?? '')
    if (!verified) {
      return page(c, {
        status: 401,
        title: 'Invalid request',
        targetOrigin,
        failure: { message: INVALID_TOKEN, clearToken: true },
        body: html`<p role="alert">${INVALID_TOKEN}</p>`,
      })
    }
    if (!isAllowedOrigin(verified.requester, transact.callbackUrl)) {
      // The answer would go to that page: say so here, post nothing.
      return page(c, {
        status: 400,
        title: 'Invalid request',
        targetOrigin: null,
        body: html`<p role="alert">This request's callback is not a page of ${verified.requester.name}.</p>`,
      })
    }
    const call = ProviderWalletRequest.safeParse(transact.content.request)
    if (!call.success) {
      const message = `Unsupported request: ${call.error.issues[0]?.message ?? 'invalid'}`
      return page(c, {
        status: 400,
        title: 'Invalid request',
        targetOrigin,
        failure: { message, clearToken: false },
        body: html`<p role="alert">${message}</p>`,
      })
    }
    return page(c, {
      status: 200,
      title: providerWalletRequestTitle[call.data.method],
      targetOrigin,
      token: c.req.query('token') ?? '',
      request: requestText,
      approval: approvals.issue(c.req.query('token') ?? '', requestText),
      body: html`<p><strong>${targetOrigin}</strong> asks your <strong>${verified.app.name}</strong> wallet for a signature.</p>
        <p class="muted">Wallet <code data-testid="wallet-address">${verified.address ?? 'none'}</code></p>
        <p class="muted">Method <code data-testid="method">${call.data.method}</code></p>
        <pre data-testid="request">${providerWalletRequestText(call.data)}</pre>
        <div class="actions">
          <button type="button" data-decision="reject" data-testid="reject">Reject</button>
          <button type="button" data-decision="approve" data-testid="approve">Approve</button>
        </div>`,
    })
  })

  routes.post('/transact', async (c) => {
    // Only the page itself approves: a browser names the calling page's origin on every POST,
    // and a call that names none is no page of the provider app.
    if (!c.req.header('origin') || !isOwnPage(c)) {
      return c.json({ error: 'The provider app approves only from its own page.' }, 403)
    }
    const parsed = ApproveBody.safeParse(await c.req.json().catch(() => null))
    const transact = parsed.success ? readRequest(parsed.data.request) : null
    const call = transact ? ProviderWalletRequest.safeParse(transact.content.request) : null
    if (!parsed.success || !call?.success) return c.json({ error: 'Invalid signature request.' }, 400)
    const verified = await verifyTransactToken(ctx, parsed.data.token)
    if (!verified) return c.json({ error: INVALID_TOKEN }, 401)
    if (!parsed.data.approval || !approvals.spend(parsed.data.approval, parsed.data.token, parsed.data.request)) {
      return c.json({ error: NOT_APPROVED }, 403)
    }
    try {
      const result = await signWithProviderAppWallet({
        account: await unlockProviderAppWallet(ctx, verified.app, verified.userId),
        request: call.data,
        chains: options.chains,
      })
      return c.json({ result })
    } catch (error) {
      if (error instanceof ProviderWalletError) return c.json({ error: error.message }, 400)
      const detail =
        error instanceof Error ? ((error as Error & { shortMessage?: string }).shortMessage ?? error.message) : ''
      return c.json({ error: `The provider app could not complete the request. ${detail}`.trim() }, 502)
    }
  })

  return routes
}
