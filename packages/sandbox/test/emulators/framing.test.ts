import { randomBytes } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pkceChallenge } from '../../src/api/oauth.ts'
import { FARCASTER_TEST_IDENTITIES } from '../../src/emulators/farcasterRelay.ts'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

// Every route of the emulators, read from their files (not picked by hand): each one is a page the
// user clicks in, and must refuse to be framed, unless it is named below as no page at all. A page
// added without the headers, or a route added without being named here, turns this file red.
let sandbox: Sandbox
const ORIGIN = 'http://sandbox.test'
const REDIRECT = 'http://localhost:5173/login'

// Routes that answer JSON, a script or a redirect: nothing a framing page could lay a click over.
const NOT_PAGES = new Set([
  'captcha.ts routes GET /api.js',
  'captcha.ts routes POST /solve',
  'captcha.ts routes POST /siteverify',
  'cloudDrive.ts routes POST /:provider/decide',
  'cloudDrive.ts routes GET /files/:name',
  'cloudDrive.ts routes POST /files/:name',
  'coinbaseSmartWalletRoutes.ts routes GET /account',
  'coinbaseSmartWalletRoutes.ts routes POST /messages',
  'farcasterRelay.ts routes POST /signer',
  'oauthProvider.ts routes POST /:provider/decide',
  'onRampA.ts routes GET /v1/transactions/ext/:externalTransactionId',
  'onRampA.ts switchRoutes GET /',
  'onRampA.ts switchRoutes POST /',
  'providerAppTransact.ts routes POST /transact',
  'relay.ts app POST /quote',
  'relay.ts app GET /intents/status',
  'telegram.ts script GET /telegram-widget.js',
  'telegram.ts pages GET /login-url',
  'telegram.ts pages GET /web-app',
])

// Where each page-serving route group is mounted (createSandbox, api/funding.ts, sandboxRoutes).
const BASES: Record<string, string> = {
  'cloudDrive.ts routes': '/_sandbox/cloud-drive',
  'coinbaseSmartWalletRoutes.ts routes': '/_sandbox/coinbase-smart-wallet',
  'farcasterRelay.ts routes': '/_sandbox/farcaster',
  'inbox.ts routes': '/_sandbox/inbox',
  'oauthProvider.ts routes': '/_sandbox/oauth',
  'onRampA.ts routes': '/_emulators/onramp-a',
  'onRampB.ts routes': '/_emulators/onramp-b',
  'providerAppTransact.ts routes': '/oauth',
  'telegram.ts pages': '/_sandbox/telegram',
}

type Route = { file: string; group: string; method: string; path: string; key: string }

/** Each `x.get('/path'` (and post, put, patch, delete, all) of a Hono made in an emulator file. */
function readRoutes(): Route[] {
  const dir = new URL('../../src/emulators/', import.meta.url)
  const routes: Route[] = []
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(new URL(file, dir), 'utf8')
    const groups = new Set([...text.matchAll(/(\w+) = new Hono\(\)/g)].map((m) => m[1] ?? ''))
    for (const m of text.matchAll(/\b(\w+)\.(get|post|put|patch|delete|all)\(\s*'([^']*)'/g)) {
      const [, group = '', verb = '', path = ''] = m
      if (!groups.has(group)) continue
      const method = verb.toUpperCase()
      routes.push({ file, group, method, path, key: `${file} ${group} ${method} ${path}` })
    }
  }
  return routes
}

/** Pages that need a live flow (else they answer the JSON error of a missing one). */
const OPENERS: Record<string, () => Promise<Request>> = {
  async 'oauthProvider.ts routes GET /:provider/authorize'() {
    const init = await sandboxClient(sandbox, 'all-methods').post('/oauth/init', {
      provider: 'google',
      redirect_to: REDIRECT,
      code_challenge: pkceChallenge(randomBytes(32).toString('base64url')),
      state_code: randomBytes(16).toString('hex'),
    })
    return new Request(String(init.body.url))
  },
  async 'cloudDrive.ts routes GET /:provider/authorize'() {
    const client = sandboxClient(sandbox, 'all-methods')
    const { token } = await client.loginWithEmail(uniqueEmail('framing'))
    const init = await client.post(
      '/recovery/oauth/init',
      {
        redirect_to: 'http://localhost:5173/recover',
        code_challenge: pkceChallenge(randomBytes(32).toString('base64url')),
        state_code: randomBytes(16).toString('hex'),
      },
      token,
    )
    return new Request(String(init.body.url))
  },
  async 'farcasterRelay.ts routes POST /approve'() {
    const init = await sandboxClient(sandbox, 'all-methods').post('/farcaster/init', {})
    return new Request(`${ORIGIN}/_sandbox/farcaster/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        channel_token: String(init.body.channel_token),
        fid: String(FARCASTER_TEST_IDENTITIES[0]?.fid),
      }),
    })
  },
  async 'telegram.ts pages GET /auth'() {
    // The all-methods app's bot (apps.json).
    return new Request(`${ORIGIN}/_sandbox/telegram/auth?bot_id=7000000001&origin=http://localhost:5173`)
  },
}

beforeAll(async () => {
  sandbox = await createSandbox()
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
})

describe('the emulator pages against a page of another site that frames them', () => {
  it("behavior: attack: a page of another site frames any emulator page the user clicks in (consent, approval, payment, login popup, inbox), to lay its own content over a button: every one answers frame-ancestors 'none' and X-Frame-Options DENY", async () => {
    const routes = readRoutes()
    // The scan reads the files it should: the pages named in the task among them.
    expect(routes.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'oauthProvider.ts routes GET /:provider/authorize',
        'telegram.ts pages GET /auth',
        'providerAppTransact.ts routes GET /transact',
      ]),
    )
    expect([...NOT_PAGES].filter((key) => !routes.some((route) => route.key === key))).toEqual([])
    const pages = routes.filter((route) => !NOT_PAGES.has(route.key))
    const unmounted = pages.filter((route) => !BASES[`${route.file} ${route.group}`]).map((route) => route.key)
    expect(unmounted).toEqual([])

    const answers = []
    for (const route of pages) {
      const open = OPENERS[route.key]
      const path = `${BASES[`${route.file} ${route.group}`]}${route.path === '/' ? '' : route.path}`
      const request = open
        ? await open()
        : new Request(`${ORIGIN}${path}`, {
            method: route.method,
            ...(route.method === 'GET'
              ? {}
              : { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' }),
          })
      const answer = await sandbox.app.fetch(request)
      answers.push({
        route: route.key,
        html: (answer.headers.get('content-type') ?? '').startsWith('text/html'),
        csp: answer.headers.get('content-security-policy'),
        xfo: answer.headers.get('x-frame-options'),
      })
    }
    expect(answers).toEqual(
      pages.map((route) => ({ route: route.key, html: true, csp: "frame-ancestors 'none'", xfo: 'DENY' })),
    )
  }, 60_000)
})
