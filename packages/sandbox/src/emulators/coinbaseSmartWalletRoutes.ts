import { type Context, Hono } from 'hono'
import { html, raw } from 'hono/html'
import { z } from 'zod'
import type { SandboxChain } from '../chains/startChains.ts'
import { refuseFraming } from '../lib/refuseFraming.ts'
import type { CoinbaseSmartWallet } from './coinbaseSmartWallet.ts'
import { walletPromptPage } from './walletPromptPage.ts'

/** Where the smart wallet's popup is served: an app's `keysUrl` is the sandbox's URL + this. */
export const COINBASE_SMART_WALLET_PATH = '/_sandbox/coinbase-smart-wallet'

/** What the popup page posts for each message the SDK sent it. */
const MessageBody = z.object({
  message: z.unknown(),
  decision: z.enum(['approve', 'reject']).optional(),
})

/**
 * The popup's behaviour: it announces itself to its opener (PopupLoaded), relays each message of
 * the SDK to the sandbox, asks the user when the sandbox says the request needs them, and posts
 * the answer back, only ever to the opener's origin the SDK named in the URL. The AES-GCM bytes
 * travel as hex between this page and the sandbox.
 */
const PAGE_SCRIPT = `
const targetOrigin = new URLSearchParams(location.search).get('origin')
const opener = window.opener
const post = (message) => { if (opener && targetOrigin) opener.postMessage(message, targetOrigin) }
const status = document.getElementById('status')
const prompt = document.getElementById('prompt')
const hex = (bytes) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('')
const unhex = (text) => new Uint8Array((text.match(/../g) || []).map((pair) => parseInt(pair, 16)))
const mapEncrypted = (message, map) =>
  message && message.content && message.content.encrypted
    ? { ...message, content: { encrypted: { iv: map(message.content.encrypted.iv), cipherText: map(message.content.encrypted.cipherText) } } }
    : message

async function ask(message, decision) {
  const answer = await fetch(location.pathname.replace(/\\/?$/, '/messages'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: mapEncrypted(message, hex), ...(decision ? { decision } : {}) }),
  })
  const body = await answer.json()
  if (!answer.ok) throw new Error(body.error || answer.statusText)
  return body
}

function decide(view) {
  document.getElementById('prompt-title').textContent = view.title
  // The opener's origin as the browser vouches for it (each message is checked against it).
  document.getElementById('prompt-origin').textContent = targetOrigin
  document.getElementById('prompt-detail').textContent = view.detail
  prompt.hidden = false
  status.textContent = ''
  return new Promise((resolve) => {
    for (const button of prompt.querySelectorAll('button[data-decision]')) {
      button.onclick = () => {
        prompt.hidden = true
        resolve(button.dataset.decision)
      }
    }
  })
}

async function handle(message) {
  try {
    let answer = await ask(message)
    if (answer.prompt) answer = await ask(message, await decide(answer.prompt))
    post(mapEncrypted(answer.reply, unhex))
    status.textContent = answer.done ? 'Done. You can return to the app.' : 'Connected. Return to the app.'
    if (answer.done) setTimeout(() => window.close(), 0)
  } catch (error) {
    status.textContent = 'The sandbox could not answer: ' + String(error)
  }
}

let queue = Promise.resolve()
window.addEventListener('message', (event) => {
  if (event.source !== opener || event.origin !== targetOrigin) return
  const message = event.data
  // The SDK's first message (its version and the app's metadata) needs no answer.
  if (!message || typeof message.id !== 'string') return
  queue = queue.then(() => handle(message))
})
window.addEventListener('pagehide', () => post({ event: 'PopupUnload' }))
post({ id: crypto.randomUUID(), event: 'PopupLoaded' })
`

/**
 * The Coinbase Smart Wallet's keys popup on the sandbox (`coinbaseSmartWallet.ts` speaks its
 * protocol): `GET /` is the popup page the SDK opens at its `keysUrl`, `POST /messages` answers
 * one SDK message for that page only, `GET /account` names the wallet's address. The wallet and
 * its chain clients load on the first request, so the sandbox starts without them.
 */
export function coinbaseSmartWalletRoutes(options: { chains: () => Promise<SandboxChain[]> }): Hono {
  const routes = new Hono()
  let wallet: Promise<CoinbaseSmartWallet> | null = null
  const loadWallet = () => {
    wallet ??= import('./coinbaseSmartWallet.ts').then((module) => module.createCoinbaseSmartWallet(options))
    return wallet
  }
  const isOwnPage = (c: Context) => c.req.header('origin') === new URL(c.req.url).origin

  routes.get('/', refuseFraming, async (c) => {
    const { address } = await loadWallet()
    return c.html(
      walletPromptPage({
        title: 'Coinbase Smart Wallet',
        body: html`<h1>Coinbase Smart Wallet (sandbox)</h1>
          <p class="muted">Account <code data-testid="wallet-address">${address}</code></p>
          <section id="prompt" hidden>
            <h2 id="prompt-title"></h2>
            <p class="muted">Asked by <code id="prompt-origin" data-testid="origin"></code></p>
            <pre id="prompt-detail" data-testid="request"></pre>
            <div class="actions">
              <button type="button" data-decision="reject">Reject</button>
              <button type="button" data-decision="approve">Approve</button>
            </div>
          </section>
          <p id="status" class="muted" aria-live="polite">Waiting for the app…</p>`,
        scripts: html`<script type="module">${raw(PAGE_SCRIPT)}</script>`,
      }),
    )
  })

  routes.get('/account', async (c) => c.json({ address: (await loadWallet()).address }))

  routes.post('/messages', async (c) => {
    // Only the popup page answers for the user: another page could not show them the request.
    if (!isOwnPage(c)) return c.json({ error: 'The smart wallet answers its own popup page only.' }, 403)
    const body = MessageBody.safeParse(await c.req.json().catch(() => null))
    const { SmartWalletMessage } = await import('./coinbaseSmartWallet.ts')
    const message = body.success ? SmartWalletMessage.safeParse(body.data.message) : null
    if (!body.success || !message?.success) {
      const issue = (body.success ? message?.error : body.error)?.issues[0]
      return c.json(
        {
          error:
            `Not a message of the Coinbase Wallet SDK: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
        },
        400,
      )
    }
    return c.json(await (await loadWallet()).answer(message.data, body.data.decision))
  })

  return routes
}
