import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'

/** Every token the emulated widget hands out starts with this. */
export const CAPTCHA_TOKEN_PREFIX = 'lobby-captcha.'

/** Turnstile's own limit: a token is good for 300 s and for one siteverify. */
export const CAPTCHA_TOKEN_TTL_MS = 300_000

/** Site keys (the part after 't:', A-5.30) ending so make the widget fail or never answer, like Turnstile's test keys. */
export const CAPTCHA_FAILING_SITE_KEY_SUFFIX = '-fail'
/** See `CAPTCHA_FAILING_SITE_KEY_SUFFIX`. */
export const CAPTCHA_HANGING_SITE_KEY_SUFFIX = '-hang'

// One signing key per process: tokens are stateless, so any sandbox in this process can check them.
const SECRET = randomBytes(32)
// Spent tokens, kept until they would have expired anyway.
const spent = new Map<string, number>()

const sign = (payload: string) => createHmac('sha256', SECRET).update(payload).digest('base64url')

/** The outcome of a siteverify, in Turnstile's shape. */
export type CaptchaVerdict = {
  success: boolean
  'error-codes': string[]
  challenge_ts?: string
  hostname?: string
  action?: string
}

/** Issues a widget token for a site key (what the emulated challenge does when it passes). */
export function issueCaptchaToken(options: { siteKey: string; hostname: string; now: number }): string {
  const payload = Buffer.from(
    JSON.stringify({ k: options.siteKey, h: options.hostname, t: options.now, n: randomUUID() }),
  ).toString('base64url')
  return `${CAPTCHA_TOKEN_PREFIX}${payload}.${sign(payload)}`
}

/**
 * Turnstile's siteverify: the signature, the 300 s lifetime and single use are checked; a second
 * verify of the same token answers `timeout-or-duplicate`, as Cloudflare does. Given `siteKey`,
 * a token solved for another site key is `invalid-input-response` and stays unspent, as a token
 * sent to siteverify with another site's secret is.
 */
export function verifyCaptchaToken(token: string | undefined, now: number, siteKey?: string): CaptchaVerdict {
  if (!token) return { success: false, 'error-codes': ['missing-input-response'] }
  const match = token.startsWith(CAPTCHA_TOKEN_PREFIX)
    ? /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token.slice(CAPTCHA_TOKEN_PREFIX.length))
    : null
  const [, payload = '', mac = ''] = match ?? []
  const expected = Buffer.from(sign(payload))
  const given = Buffer.from(mac)
  if (!match || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { success: false, 'error-codes': ['invalid-input-response'] }
  }
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { k: string; h: string; t: number }
  if (siteKey !== undefined && claims.k !== siteKey)
    return { success: false, 'error-codes': ['invalid-input-response'] }
  for (const [key, expiresAt] of spent) if (expiresAt <= now) spent.delete(key)
  if (spent.has(mac) || now - claims.t > CAPTCHA_TOKEN_TTL_MS) {
    return { success: false, 'error-codes': ['timeout-or-duplicate'] }
  }
  spent.set(mac, claims.t + CAPTCHA_TOKEN_TTL_MS)
  return { success: true, 'error-codes': [], challenge_ts: new Date(claims.t).toISOString(), hostname: claims.h }
}

const SolveBody = z.object({ sitekey: z.string().min(1).max(256), hostname: z.string().max(256).optional() })

/**
 * The Turnstile stand-in (on the wall clock, like Cloudflare's, not the sandbox's test clock): `GET /turnstile/v0/api.js` (the widget script), `POST /turnstile/v0/solve`
 * (the challenge the script runs) and `POST /turnstile/v0/siteverify` (the server-side check).
 */
export function captchaEmulatorRoutes(): Hono {
  const routes = new Hono()
  routes.get('/api.js', (c) => c.body(WIDGET_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }))
  routes.post('/solve', async (c) => {
    const parsed = SolveBody.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success) return c.json({ success: false, error: 'sitekey is required' }, 400)
    const { sitekey, hostname } = parsed.data
    if (sitekey.endsWith(CAPTCHA_FAILING_SITE_KEY_SUFFIX)) return c.json({ success: false, error: '600010' }, 200)
    if (sitekey.endsWith(CAPTCHA_HANGING_SITE_KEY_SUFFIX)) return new Promise<Response>(() => undefined)
    return c.json({
      success: true,
      token: issueCaptchaToken({ siteKey: sitekey, hostname: hostname ?? '', now: Date.now() }),
    })
  })
  routes.post('/siteverify', async (c) => {
    const type = c.req.header('content-type') ?? ''
    const fields = type.includes('json')
      ? ((await c.req.json().catch(() => ({}))) as Record<string, unknown>)
      : Object.fromEntries(await c.req.formData().catch(() => new FormData()))
    const response = typeof fields.response === 'string' ? fields.response : undefined
    return c.json(verifyCaptchaToken(response, Date.now()))
  })
  return routes
}

// The widget: the part of Turnstile's API the SDK uses (render, execute, reset, getResponse, remove),
// solving by asking this sandbox instead of Cloudflare. The script's own URL gives the sandbox origin.
const WIDGET_SCRIPT = `(() => {
  const origin = new URL(document.currentScript ? document.currentScript.src : location.href).origin
  const widgets = new Map()
  let next = 0
  const find = (ref) => {
    if (ref === undefined) return widgets.values().next().value
    if (typeof ref === 'string' && widgets.has(ref)) return widgets.get(ref)
    const el = typeof ref === 'string' ? document.querySelector(ref) : ref
    for (const w of widgets.values()) if (w.container === el) return w
    return undefined
  }
  const solve = (w) => {
    w.response = undefined
    w.container.setAttribute('data-state', 'loading')
    fetch(origin + '/turnstile/v0/solve', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sitekey: w.params.sitekey, hostname: location.hostname }),
    })
      .then((r) => r.json())
      .then((body) => {
        if (!widgets.has(w.id)) return
        if (body.success) {
          w.response = body.token
          w.container.setAttribute('data-state', 'success')
          if (w.params.callback) w.params.callback(body.token)
        } else {
          w.container.setAttribute('data-state', 'error')
          if (w.params['error-callback']) w.params['error-callback'](body.error || 'error')
        }
      })
      .catch(() => {
        w.container.setAttribute('data-state', 'error')
        if (w.params['error-callback']) w.params['error-callback']('network')
      })
  }
  window.turnstile = {
    render(container, params) {
      const el = typeof container === 'string' ? document.querySelector(container) : container
      if (!el) throw new Error('turnstile.render: no container')
      const id = 'cf-' + next++
      const w = { id, container: el, params: params || {}, response: undefined }
      widgets.set(id, w)
      el.setAttribute('data-turnstile-widget', id)
      if ((w.params.execution || 'render') === 'render') solve(w)
      return id
    },
    execute(ref, params) {
      const w = find(ref)
      if (!w) return
      if (params) Object.assign(w.params, params)
      solve(w)
    },
    reset(ref) {
      const w = find(ref)
      if (!w) return
      w.response = undefined
      w.container.setAttribute('data-state', 'ready')
    },
    getResponse(ref) {
      const w = find(ref)
      return w ? w.response : undefined
    },
    isExpired() {
      return false
    },
    remove(ref) {
      const w = find(ref)
      if (w) widgets.delete(w.id)
    },
    ready(callback) {
      callback()
    },
  }
})()
`
