import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { html, raw } from 'hono/html'
import { type Hex, parseEther } from 'viem'
import { z } from 'zod'
import type { FundingChains } from '../api/fundingChains.ts'
import { chainForNetwork, networkOfCurrencyCode, tokenOfCurrencyCode } from '../api/onRampNetworks.ts'
import { sandboxTokenPrice } from '../api/tokenPrice.ts'
import { refuseFraming } from '../lib/refuseFraming.ts'
import { readBody } from '../lib/SandboxContext.ts'
import type { FundingStore, OnRampATransaction } from '../store/fundingStore.ts'

/** W-7.21 The emulated card on-ramp A's public API keys: test (useSandbox on, W-3.17) and live. */
export const ON_RAMP_A_PUBLIC_KEYS = { test: 'pk_test_lobby_sandbox', live: 'pk_live_lobby_sandbox' } as const

/** Where the emulator is mounted on the sandbox: pay page, public API, and its loopback-only switches. */
export const ON_RAMP_A_PATHS = {
  base: '/_emulators/onramp-a',
  payPage: '/_emulators/onramp-a/buy',
  transactions: '/_emulators/onramp-a/v1/transactions/ext',
  switches: '/_sandbox/onramp-a',
} as const

/** The emulator's switches: how the public transactions endpoint answers, and how long authorization takes. */
export type OnRampASwitches = {
  /** `ok` answers; `error` answers 503; `malformed` answers 200 with no status (both are failed polls, W-4.42). */
  transactions: 'ok' | 'error' | 'malformed'
  /** How long a payment stays waitingAuthorization before the funds are sent. @default 2000 */
  authorizationMs: number
}

const SwitchesPatch = z
  .object({
    transactions: z.enum(['ok', 'error', 'malformed']),
    authorizationMs: z.number().int().min(0).max(60_000),
  })
  .partial()
  .strict()

// Card fees of the emulated provider, in USD; fixed so a status screen always reads the same.
const FEE_USD = 3.99
const NETWORK_FEE_USD = 0.42
const EXTRA_FEE_RATE = 0.01
/** The most one purchase may buy: the emulator's dev account holds 10000 ETH, shared by every test. */
const MAX_CRYPTO_AMOUNT = 10
const DEFAULT_CRYPTO_AMOUNT = '0.05'

const SIGNATURE_KEY_NAME = 'onramp-a-secret-key'

const cents = (usd: number) => Math.round(usd * 100) / 100

const CryptoAmount = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,18})?$/, 'a decimal amount such as 0.05')
  .refine(
    (value) => Number(value) > 0 && Number(value) <= MAX_CRYPTO_AMOUNT,
    `more than 0 and at most ${MAX_CRYPTO_AMOUNT}`,
  )

const PayForm = z.object({ action: z.enum(['pay', 'fail']), amount: z.string().optional() })

/** Options of `createOnRampA`. */
export type CreateOnRampAOptions = {
  store: FundingStore
  chains: FundingChains
  now: () => number
}

/** A new card on-ramp A transaction for the signing call (W-7.20). */
export type OnRampAPurchase = {
  appId: string
  userId: string
  walletAddress: string
  currencyCode: string
  quoteCurrencyAmount?: number | undefined
  useSandbox: boolean
  accentColor?: string | undefined
  theme?: 'light' | 'dark' | undefined
}

/** The emulated card on-ramp A: signed pay page URLs, the pay page, its public transactions endpoint. */
export type OnRampA = {
  /** W-7.20 Records a pending transaction and answers its HMAC-signed pay page URL on `origin`. */
  createPurchase(
    purchase: OnRampAPurchase,
    origin: string,
  ): Promise<{ signedUrl: string; externalTransactionId: string }>
  /** Routes under `ON_RAMP_A_PATHS.base`: the pay page and the public API. */
  routes: Hono
  /** Routes under `ON_RAMP_A_PATHS.switches` (loopback only): GET / POST the switches. */
  switchRoutes: Hono
  readonly switches: OnRampASwitches
  /** Cancels authorizations still waiting to send. */
  close(): void
}

/**
 * The provider's URL signature: base64 HMAC-SHA256 of the query string (with its `?`, without
 * `signature`), keyed with the secret key, as card on-ramps sign widget URLs.
 */
function signatureOf(secret: string, params: URLSearchParams): string {
  return createHmac('sha256', secret).update(`?${params.toString()}`).digest('base64')
}

function verifySignature(secret: string, url: URL): boolean {
  const params = new URLSearchParams(url.search)
  const given = params.get('signature')
  if (!given) return false
  params.delete('signature')
  const expected = Buffer.from(signatureOf(secret, params))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** W-3.22 The public transactions endpoint's answer for one transaction. */
function toWire(transaction: OnRampATransaction) {
  const token = tokenOfCurrencyCode(transaction.currencyCode)
  const price = sandboxTokenPrice(token)
  const quote = transaction.quoteCurrencyAmount === null ? null : Number(transaction.quoteCurrencyAmount)
  const base = quote !== null && price !== null ? cents(quote * price) : null
  return {
    id: transaction.externalTransactionId,
    externalTransactionId: transaction.externalTransactionId,
    status: transaction.status,
    paymentMethod: transaction.paymentMethod,
    cardPaymentType: transaction.cardPaymentType,
    currency: { code: transaction.currencyCode.toLowerCase(), type: 'crypto' },
    baseCurrency: { code: 'usd', type: 'fiat' },
    baseCurrencyAmount: base,
    quoteCurrencyAmount: quote,
    feeAmount: base === null ? null : FEE_USD,
    extraFeeAmount: base === null ? null : cents(base * EXTRA_FEE_RATE),
    networkFeeAmount: base === null ? null : NETWORK_FEE_USD,
    walletAddress: transaction.walletAddress,
    cryptoTransactionId: transaction.cryptoTransactionId,
    chainId: transaction.chainId,
    failureReason: transaction.failureReason,
    createdAt: new Date(transaction.createdAt).toISOString(),
    updatedAt: new Date(transaction.updatedAt).toISOString(),
  }
}

const STATUS_TEXT: Record<OnRampATransaction['status'], string> = {
  pending: 'Waiting for your payment.',
  waitingAuthorization: 'Processing payment: waiting for your bank to authorize it.',
  completed: 'Payment complete: the funds were sent to your wallet.',
  failed: 'The payment failed.',
}

// Polls the public endpoint so the page follows the transaction without a reload.
const STATUS_SCRIPT = `
const status = document.querySelector('[data-slot="status"]');
const source = status && status.dataset.poll;
const texts = ${JSON.stringify(STATUS_TEXT)};
async function tick() {
  try {
    const answer = await (await fetch(source, { headers: { accept: 'application/json' } })).json();
    if (answer && answer.status && answer.status !== status.dataset.state) {
      status.dataset.state = answer.status;
      status.textContent = texts[answer.status] + (answer.cryptoTransactionId ? ' Transaction ' + answer.cryptoTransactionId + '.' : '');
      for (const button of document.querySelectorAll('button[name="action"]')) button.disabled = answer.status !== 'pending';
    }
    if (answer && (answer.status === 'completed' || answer.status === 'failed')) return;
  } catch {}
  setTimeout(tick, 1000);
}
if (source) tick();
document.querySelector('[data-action="close"]').addEventListener('click', () => window.close());
`

function payPage(options: {
  transaction: OnRampATransaction
  pollUrl: string
  accent: string
  theme: 'light' | 'dark'
  notice?: string
}) {
  const { transaction } = options
  const token = tokenOfCurrencyCode(transaction.currencyCode)
  const open = transaction.status === 'pending'
  const dark = options.theme === 'dark'
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Buy ${token} (card on-ramp A, sandbox)</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0; padding: 24px; background: ${dark ? '#111' : '#fff'}; color: ${dark ? '#eee' : '#111'}; }
      main { max-width: 400px; margin: 0 auto; display: grid; gap: 16px; }
      button { font: inherit; padding: 10px 16px; border-radius: 8px; border: 1px solid currentColor; background: transparent; color: inherit; cursor: pointer; }
      button[value="pay"] { background: ${options.accent}; border-color: ${options.accent}; color: #fff; }
      button:disabled { opacity: 0.5; cursor: not-allowed; }
      .actions { display: flex; gap: 8px; flex-wrap: wrap; }
      input { font: inherit; padding: 8px; width: 100%; box-sizing: border-box; }
      dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0; }
      dd { margin: 0; overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    <main data-slot="onramp-a">
      <h1>Buy ${token}</h1>
      <p>Sandbox card on-ramp: no card is charged; the funds come from a local dev account.</p>
      <dl>
        <dt>Wallet</dt><dd data-slot="wallet">${transaction.walletAddress}</dd>
        <dt>Currency</dt><dd>${transaction.currencyCode}</dd>
        <dt>Transaction</dt><dd>${transaction.externalTransactionId}</dd>
      </dl>
      ${options.notice ? html`<p role="alert">${options.notice}</p>` : ''}
      <form method="post">
        <label for="amount">Amount of ${token}</label>
        <input id="amount" name="amount" inputmode="decimal" autocomplete="off" required
          value="${transaction.quoteCurrencyAmount ?? DEFAULT_CRYPTO_AMOUNT}" ${open ? '' : 'disabled'} />
        <div class="actions">
          <button type="submit" name="action" value="pay" ${open ? '' : 'disabled'}>Pay</button>
          <button type="submit" name="action" value="fail" ${open ? '' : 'disabled'}>Fail</button>
          <button type="button" data-action="close">Close</button>
        </div>
      </form>
      <p role="status" aria-live="polite" data-slot="status" data-state="${transaction.status}" data-poll="${options.pollUrl}">
        ${STATUS_TEXT[transaction.status]}${transaction.cryptoTransactionId ? ` Transaction ${transaction.cryptoTransactionId}.` : ''}
      </p>
    </main>
    <script type="module">${raw(STATUS_SCRIPT)}</script>
  </body>
</html>`
}

const errorPage = (text: string) =>
  html`<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Card on-ramp A (sandbox)</title></head>
<body><main><h1>Cannot open this payment</h1><p role="alert">${text}</p></main></body></html>`

/** Builds the card on-ramp A emulator on the funding store and the local chains. */
export function createOnRampA(options: CreateOnRampAOptions): OnRampA {
  const { store, chains, now } = options
  const switches: OnRampASwitches = { transactions: 'ok', authorizationMs: 2000 }
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const secret = () => store.secret(SIGNATURE_KEY_NAME)

  // After authorization the provider delivers: a real transfer on the local chain, then completed.
  const deliver = async (transaction: OnRampATransaction, amount: string) => {
    const network = networkOfCurrencyCode(transaction.currencyCode)
    const chainId = network ? chainForNetwork(network, transaction.live, (id) => chains.get(id) !== null) : null
    if (chainId === null) {
      await store.moveOnRampA(transaction.externalTransactionId, ['waitingAuthorization'], {
        status: 'failed',
        at: now(),
        failureReason: `The sandbox runs no chain for ${transaction.currencyCode}.`,
      })
      return
    }
    try {
      const hash = await chains.send({
        payer: 'onRampA',
        chainId,
        to: transaction.walletAddress as Hex,
        value: parseEther(amount),
      })
      await store.moveOnRampA(transaction.externalTransactionId, ['waitingAuthorization'], {
        status: 'completed',
        at: now(),
        cryptoTransactionId: hash,
        chainId,
      })
    } catch (error) {
      await store.moveOnRampA(transaction.externalTransactionId, ['waitingAuthorization'], {
        status: 'failed',
        at: now(),
        chainId,
        failureReason: error instanceof Error ? error.message.split('\n')[0] : 'The transfer failed.',
      })
    }
  }

  const routes = new Hono()

  const openPage = async (
    url: URL,
  ): Promise<
    { error: string } | { transaction: OnRampATransaction; theme: 'light' | 'dark'; accent: string; pollUrl: string }
  > => {
    if (!verifySignature(await secret(), url)) return { error: 'The signature of this URL is not valid.' }
    const id = url.searchParams.get('externalTransactionId') ?? ''
    const transaction = await store.getOnRampA(id)
    if (!transaction) return { error: `No transaction "${id}".` }
    const theme = url.searchParams.get('theme') === 'dark' ? 'dark' : 'light'
    const color = url.searchParams.get('colorCode') ?? ''
    const accent = /^#[0-9a-fA-F]{3,8}$/.test(color) ? color : '#7b3fe4'
    const key = transaction.live ? ON_RAMP_A_PUBLIC_KEYS.live : ON_RAMP_A_PUBLIC_KEYS.test
    const pollUrl = `${ON_RAMP_A_PATHS.transactions}/${encodeURIComponent(id)}?apiKey=${key}`
    return { transaction, theme, accent, pollUrl }
  }

  // Both methods: a refused POST shows the pay page again, with its buttons.
  routes.use('/buy', refuseFraming)
  routes.get('/buy', async (c) => {
    const opened = await openPage(new URL(c.req.url))
    if ('error' in opened) return c.html(errorPage(opened.error), 401)
    return c.html(payPage(opened))
  })

  /** The pay page's buttons: `action=pay` (with `amount`) or `action=fail`; the URL's signature is checked again. */
  routes.post('/buy', async (c) => {
    const url = new URL(c.req.url)
    const opened = await openPage(url)
    if ('error' in opened) return c.html(errorPage(opened.error), 401)
    const form = PayForm.safeParse(await c.req.parseBody())
    if (!form.success) return c.html(payPage({ ...opened, notice: 'Choose Pay or Fail.' }), 400)
    const id = opened.transaction.externalTransactionId
    if (form.data.action === 'fail') {
      await store.moveOnRampA(id, ['pending'], {
        status: 'failed',
        at: now(),
        failureReason: 'Declined on the pay page.',
      })
    } else {
      const amount = CryptoAmount.safeParse(form.data.amount ?? opened.transaction.quoteCurrencyAmount ?? '')
      if (!amount.success) {
        const notice = `Enter ${amount.error.issues[0]?.message ?? 'a valid amount'}.`
        return c.html(payPage({ ...opened, notice }), 400)
      }
      const moved = await store.moveOnRampA(id, ['pending'], {
        status: 'waitingAuthorization',
        at: now(),
        paymentMethod: 'credit_debit_card',
        cardPaymentType: 'credit',
        quoteCurrencyAmount: amount.data,
      })
      if (moved) {
        const timer = setTimeout(() => {
          timers.delete(timer)
          // A sandbox closed meanwhile has no store left to record the outcome in: nothing to do.
          store
            .getOnRampA(id)
            .then((transaction) => transaction && deliver(transaction, amount.data))
            .catch(() => undefined)
        }, switches.authorizationMs)
        timers.add(timer)
      }
    }
    // Post/redirect/get: a reload shows the status instead of paying twice.
    return c.redirect(`${url.pathname}${url.search}`, 303)
  })

  /** W-7.21 The public transactions endpoint: GET by external id with a public API key (W-3.22 fields). */
  routes.get('/v1/transactions/ext/:externalTransactionId', async (c) => {
    const apiKey = c.req.query('apiKey')
    const live = apiKey === ON_RAMP_A_PUBLIC_KEYS.live
    if (!live && apiKey !== ON_RAMP_A_PUBLIC_KEYS.test)
      return c.json({ type: 'UnauthorizedError', message: 'Missing or unknown apiKey.' }, 401)
    if (switches.transactions === 'error')
      return c.json({ type: 'ServiceUnavailableError', message: 'The sandbox switch makes this endpoint fail.' }, 503)
    if (switches.transactions === 'malformed') return c.json({ unexpected: true })
    const transaction = await store.getOnRampA(c.req.param('externalTransactionId'))
    // A test-key transaction is invisible to the live key and the other way round, as on two environments.
    if (!transaction || transaction.live !== live)
      return c.json({ type: 'NotFoundError', message: 'Transaction not found.' }, 404)
    return c.json(toWire(transaction))
  })

  const switchRoutes = new Hono()
  switchRoutes.get('/', (c) => c.json(switches))
  switchRoutes.post('/', async (c) => {
    Object.assign(switches, await readBody(c, SwitchesPatch))
    return c.json(switches)
  })

  return {
    async createPurchase(purchase, origin) {
      const externalTransactionId = randomUUID()
      await store.createOnRampA({
        externalTransactionId,
        appId: purchase.appId,
        userId: purchase.userId,
        walletAddress: purchase.walletAddress,
        currencyCode: purchase.currencyCode,
        quoteCurrencyAmount: purchase.quoteCurrencyAmount === undefined ? null : String(purchase.quoteCurrencyAmount),
        live: !purchase.useSandbox,
        at: now(),
      })
      const params = new URLSearchParams({
        apiKey: purchase.useSandbox ? ON_RAMP_A_PUBLIC_KEYS.test : ON_RAMP_A_PUBLIC_KEYS.live,
        walletAddress: purchase.walletAddress,
        currencyCode: purchase.currencyCode,
        externalTransactionId,
      })
      if (purchase.quoteCurrencyAmount !== undefined)
        params.set('quoteCurrencyAmount', String(purchase.quoteCurrencyAmount))
      if (purchase.accentColor) params.set('colorCode', purchase.accentColor)
      if (purchase.theme) params.set('theme', purchase.theme)
      params.set('signature', signatureOf(await secret(), params))
      return { signedUrl: `${origin}${ON_RAMP_A_PATHS.payPage}?${params.toString()}`, externalTransactionId }
    },
    routes,
    switchRoutes,
    switches,
    close() {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
    },
  }
}
