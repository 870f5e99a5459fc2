import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import { type Hex, parseEther } from 'viem'
import { z } from 'zod'
import type { FundingChains } from '../api/fundingChains.ts'
import { ON_RAMP_NETWORK_CHAINS } from '../api/onRampNetworks.ts'
import { refuseFraming } from '../lib/refuseFraming.ts'
import type { FundingStore, OnRampBSession } from '../store/fundingStore.ts'

/** The emulated card on-ramp B's project id, answered as the session's app_id (W-3.24) and checked by the pay page. */
export const ON_RAMP_B_APP_ID = 'lobby-sandbox-onramp-b'

/** Where the emulator's pay page lives on the sandbox (the client opens it in a 440x680 popup, W-7.25). */
export const ON_RAMP_B_PATHS = { base: '/_emulators/onramp-b', payPage: '/_emulators/onramp-b/pay' } as const

/** A session token is good for this long, as the provider's are. */
export const ON_RAMP_B_SESSION_TTL_MS = 5 * 60_000

/** The most one purchase may buy: the emulator's dev account is shared by every test. */
const MAX_CRYPTO_AMOUNT = 10

const PayQuery = z.object({
  appId: z.string(),
  sessionToken: z.string(),
  partnerUserId: z.string(),
  defaultExperience: z.string().optional(),
  presetCryptoAmount: z.string().optional(),
  defaultNetwork: z.string().optional(),
})

const PayForm = z.object({
  action: z.enum(['buy', 'exit', 'unsupported']),
  amount: z.string().optional(),
})

const CryptoAmount = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,18})?$/, 'a decimal amount such as 0.05')
  .refine(
    (value) => Number(value) > 0 && Number(value) <= MAX_CRYPTO_AMOUNT,
    `more than 0 and at most ${MAX_CRYPTO_AMOUNT}`,
  )

/** The emulated card on-ramp B: sessions for init and status, and the pay page that sends real funds. */
export type OnRampB = {
  /** W-7.22 Opens a session for these addresses; answers the W-3.24 fields. */
  createSession(request: {
    appId: string
    userId: string
    addresses: OnRampBSession['addresses']
    /** The app page that opens the pay page: the only window told the outcome. */
    openerOrigin: string | null
  }): Promise<{ app_id: string; session_token: string; partner_user_id: string }>
  /** Routes under `ON_RAMP_B_PATHS.base`: the pay page. */
  routes: Hono
}

type Outcome = { state: 'in_progress' | 'success' | 'failed'; text: string }

const OUTCOME_TEXT: Record<string, string> = {
  in_progress: 'Choose Buy to complete the purchase.',
  success: 'Purchase complete: the funds were sent to your wallet.',
  user_exited: 'You left the purchase. Nothing was charged.',
  unsupported_chain: 'This network is not supported.',
  send_failed: 'The purchase could not be delivered.',
  expired: 'This session has expired. Start again from the app.',
}

// Tells the app's window what happened, as the provider's widget reports its events to its opener;
// only a window on the origin that opened the session hears it (any page can open this URL).
const EVENT_SCRIPT = `
const status = document.querySelector('[data-slot="status"]');
const state = status && status.dataset.state;
const target = document.querySelector('[data-slot="onramp-b"]').dataset.openerOrigin;
if (window.opener && target && state && state !== 'in_progress') {
  window.opener.postMessage({ type: 'lobby:onramp-b', state, reason: status.dataset.reason || null }, target);
}
`

function payPage(options: {
  session: OnRampBSession | null
  query: z.infer<typeof PayQuery>
  outcome: Outcome
  reason?: string | null
  notice?: string
}) {
  const { session, query, outcome } = options
  const open = outcome.state === 'in_progress' && session !== null
  const address = session?.addresses.find((entry) => entry.blockchains.includes(query.defaultNetwork ?? ''))?.address
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Buy crypto (card on-ramp B, sandbox)</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; padding: 20px; }
      main { max-width: 400px; margin: 0 auto; display: grid; gap: 14px; }
      button { font: inherit; padding: 10px 16px; border-radius: 8px; border: 1px solid #0052ff; background: transparent; color: #0052ff; cursor: pointer; }
      button[value="buy"] { background: #0052ff; color: #fff; }
      button:disabled { opacity: 0.5; cursor: not-allowed; }
      .actions { display: flex; gap: 8px; flex-wrap: wrap; }
      input { font: inherit; padding: 8px; width: 100%; box-sizing: border-box; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; }
      dd { margin: 0; overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    <main data-slot="onramp-b" data-opener-origin="${session?.openerOrigin ?? ''}">
      <h1>Buy ETH</h1>
      <p>Sandbox card on-ramp: no card is charged; the funds come from a local dev account.</p>
      <dl>
        <dt>Network</dt><dd data-slot="network">${query.defaultNetwork ?? 'none'}</dd>
        <dt>Wallet</dt><dd data-slot="wallet">${address ?? 'none for this network'}</dd>
      </dl>
      ${options.notice ? html`<p role="alert">${options.notice}</p>` : ''}
      <form method="post">
        <label for="amount">Amount of ETH</label>
        <input id="amount" name="amount" inputmode="decimal" autocomplete="off" required
          value="${query.presetCryptoAmount ?? '0.05'}" ${open ? '' : 'disabled'} />
        <div class="actions">
          <button type="submit" name="action" value="buy" ${open ? '' : 'disabled'}>Buy</button>
          <button type="submit" name="action" value="exit" ${open ? '' : 'disabled'}>Exit</button>
          <button type="submit" name="action" value="unsupported" ${open ? '' : 'disabled'}>Refuse this network</button>
        </div>
      </form>
      <p role="status" aria-live="polite" data-slot="status" data-state="${outcome.state}" data-reason="${options.reason ?? ''}">
        ${outcome.text}${session?.transactionHash ? ` Transaction ${session.transactionHash}.` : ''}
      </p>
    </main>
    <script type="module">${raw(EVENT_SCRIPT)}</script>
  </body>
</html>`
}

/** Builds the card on-ramp B emulator on the funding store and the local chains. */
export function createOnRampB(options: { store: FundingStore; chains: FundingChains; now: () => number }): OnRampB {
  const { store, chains, now } = options
  const routes = new Hono()
  /** Sessions a button was pressed on: a session ends once, so its id is never released. */
  const decided = new Set<string>()

  // The page's view of a session: checked against the URL's app id and token, and its expiry.
  const load = async (query: z.infer<typeof PayQuery>) => {
    const session = await store.getOnRampB(query.partnerUserId)
    if (!session || query.appId !== ON_RAMP_B_APP_ID || session.sessionToken !== query.sessionToken) return null
    return session
  }
  const outcomeOf = (session: OnRampBSession): Outcome & { reason: string | null } => {
    if (session.status === 'success') return { state: 'success', text: OUTCOME_TEXT.success ?? '', reason: null }
    if (session.status === 'failed') {
      const reason = session.failureReason ?? 'send_failed'
      return { state: 'failed', text: OUTCOME_TEXT[reason] ?? '', reason }
    }
    if (session.expiresAt <= now()) return { state: 'failed', text: OUTCOME_TEXT.expired ?? '', reason: 'expired' }
    return { state: 'in_progress', text: OUTCOME_TEXT.in_progress ?? '', reason: null }
  }
  // The network must be one the session was opened for, and one the sandbox runs a chain of.
  const chainFor = (session: OnRampBSession, network: string | undefined) => {
    if (!network) return null
    const entry = session.addresses.find((candidate) => candidate.blockchains.includes(network))
    const ids = ON_RAMP_NETWORK_CHAINS[network]
    if (!entry || !ids) return null
    const chainId = [ids.mainnet, ids.testnet].find((id) => chains.get(id) !== null)
    return chainId === undefined ? null : { chainId, address: entry.address }
  }

  const refusedPage = html`<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Card on-ramp B (sandbox)</title></head>
<body><main><h1>Cannot open this purchase</h1><p role="alert">The app id, session token or partner user id is not valid.</p></main></body></html>`

  // Both methods: a refused POST shows the pay page again, with its buttons.
  routes.use('/pay', refuseFraming)
  routes.get('/pay', async (c) => {
    const query = PayQuery.safeParse(c.req.query())
    const session = query.success ? await load(query.data) : null
    if (!query.success || !session) return c.html(refusedPage, 401)
    const outcome = outcomeOf(session)
    return c.html(payPage({ session, query: query.data, outcome, reason: outcome.reason }))
  })

  /** The pay page's buttons: `action=buy` (with `amount`), `exit` (user exited) or `unsupported` (network refused). */
  routes.post('/pay', async (c) => {
    const url = new URL(c.req.url)
    const query = PayQuery.safeParse(c.req.query())
    const session = query.success ? await load(query.data) : null
    if (!query.success || !session) return c.html(refusedPage, 401)
    const form = PayForm.safeParse(await c.req.parseBody())
    const outcome = outcomeOf(session)
    if (!form.success)
      return c.html(payPage({ session, query: query.data, outcome, notice: 'Choose Buy or Exit.' }), 400)
    const id = session.partnerUserId
    if (outcome.state === 'in_progress' && !decided.has(id)) {
      const amount =
        form.data.action === 'buy'
          ? CryptoAmount.safeParse(form.data.amount ?? query.data.presetCryptoAmount ?? '')
          : null
      if (amount && !amount.success) {
        const notice = `Enter ${amount.error.issues[0]?.message ?? 'a valid amount'}.`
        return c.html(payPage({ session, query: query.data, outcome, notice }), 400)
      }
      // Claimed before the next await: clicks sent at once all read the session in progress, and
      // the store marks it done only after the transfer, so each would otherwise deliver.
      decided.add(id)
      if (form.data.action === 'exit') await store.finishOnRampB(id, { status: 'failed', failureReason: 'user_exited' })
      else if (form.data.action === 'unsupported')
        await store.finishOnRampB(id, { status: 'failed', failureReason: 'unsupported_chain' })
      else if (amount?.success) {
        const target = chainFor(session, query.data.defaultNetwork)
        if (!target) await store.finishOnRampB(id, { status: 'failed', failureReason: 'unsupported_chain' })
        else {
          try {
            const hash = await chains.send({
              payer: 'onRampB',
              chainId: target.chainId,
              to: target.address as Hex,
              value: parseEther(amount.data),
            })
            await store.finishOnRampB(id, { status: 'success', transactionHash: hash })
          } catch {
            await store.finishOnRampB(id, { status: 'failed', failureReason: 'send_failed' })
          }
        }
      }
    }
    // Post/redirect/get: a reload shows the outcome instead of buying twice.
    return c.redirect(`${url.pathname}${url.search}`, 303)
  })

  return {
    async createSession({ appId, userId, addresses, openerOrigin }) {
      const partnerUserId = `pu_${randomBytes(12).toString('hex')}`
      const sessionToken = randomBytes(24).toString('base64url')
      const at = now()
      await store.createOnRampB({
        partnerUserId,
        appId,
        userId,
        sessionToken,
        addresses,
        openerOrigin,
        expiresAt: at + ON_RAMP_B_SESSION_TTL_MS,
        createdAt: at,
      })
      return { app_id: ON_RAMP_B_APP_ID, session_token: sessionToken, partner_user_id: partnerUserId }
    },
    routes,
  }
}
