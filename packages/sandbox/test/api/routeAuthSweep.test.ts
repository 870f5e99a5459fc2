import { type WireAuthResult, WireUserAnswer } from '@lobby/headless/core'
import { decodeJwt, decodeProtectedHeader, generateKeyPair, SignJWT } from 'jose'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { type Route, readRoutes } from '../support/apiRoutes.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

// Every /api/v1 route, read from the route files (not picked by hand), called by someone who holds
// no live session of the app: no token, a garbage or refresh token, another app's token, a
// logged-out or reuse-revoked session's token, an expired one, a forged one. A route added without
// requireUser turns this file red unless it is named a public call below.
let sandbox: Sandbox
let clock = Date.UTC(2026, 10, 28, 4)
const FRAME_ORIGIN = 'http://frame.test'
const REFUSED = { status: 401, code: 'missing_or_invalid_token' }

// The calls a visitor with no session makes: logins, their inits, refresh and logout, config and
// prices. Everything else is a signed-in user's.
const PUBLIC = new Set([
  'GET /api/v1/apps/:appId',
  'GET /api/v1/apps/:appId/jwks.json',
  'GET /api/v1/apps/:appId/cross-app/connections',
  'GET /api/v1/apps/:appId/cross-app/info',
  'POST /api/v1/sessions',
  'POST /api/v1/sessions/logout',
  'POST /api/v1/sessions/fork/recover',
  'POST /api/v1/passwordless/init',
  'POST /api/v1/passwordless/authenticate',
  'POST /api/v1/passwordless_sms/init',
  'POST /api/v1/passwordless_sms/authenticate',
  'POST /api/v1/guest/authenticate',
  'POST /api/v1/custom_jwt_account/authenticate',
  'POST /api/v1/analytics_events',
  'POST /api/v1/passkeys/authenticate/init',
  'POST /api/v1/passkeys/authenticate',
  'POST /api/v1/oauth/init',
  'POST /api/v1/oauth/authenticate',
  'POST /api/v1/telegram/authenticate',
  'POST /api/v1/siwe/init',
  'POST /api/v1/siwe/authenticate',
  'POST /api/v1/farcaster/init',
  'GET /api/v1/farcaster/status',
  'POST /api/v1/farcaster/authenticate',
  'GET /api/v1/token_price',
])

const { routes: ALL, routeFiles } = readRoutes()
const GUARDED = ALL.filter((route) => !PUBLIC.has(`${route.method} ${route.path}`))

async function call(route: Route, authorization?: string, slug = 'all-methods') {
  const app = sandbox.apps[slug]
  const headers: Record<string, string> = {
    'privy-app-id': app?.id ?? '',
    'privy-client-id': 'sweep-client',
    // The wallet frame's own origin, so embedded_wallets calls reach their token check.
    origin: FRAME_ORIGIN,
  }
  if (authorization) headers.authorization = authorization
  if (route.method !== 'GET') headers['content-type'] = 'application/json'
  const res = await sandbox.app.fetch(
    new Request(`http://sandbox.test${route.path.replace(':appId', app?.id ?? '')}`, {
      method: route.method,
      headers,
      ...(route.method === 'GET' ? {} : { body: '{}' }),
    }),
  )
  const body = (await res.json()) as { code?: string }
  return { status: res.status, code: body.code }
}

/** Each guarded route's answer to one bearer header, as `METHOD path → status code`. */
async function sweep(authorization?: string, slug?: string) {
  const answers: Record<string, { status: number; code: string | undefined }> = {}
  for (const route of GUARDED) answers[`${route.method} ${route.path}`] = await call(route, authorization, slug)
  return answers
}
const allRefused = () => Object.fromEntries(GUARDED.map((route) => [`${route.method} ${route.path}`, REFUSED]))

let live: WireAuthResult
let otherApp: WireAuthResult
let loggedOut: WireAuthResult
let reuseRevoked: WireAuthResult

beforeAll(async () => {
  sandbox = await createSandbox({ now: () => clock, frameOrigin: FRAME_ORIGIN })
  const client = sandboxClient(sandbox, 'all-methods')
  live = await client.loginWithEmail(uniqueEmail('sweep-live'))
  otherApp = await sandboxClient(sandbox, 'terms-required').loginWithEmail(uniqueEmail('sweep-other'))
  loggedOut = await client.loginWithEmail(uniqueEmail('sweep-out'))
  expect((await client.post('/sessions/logout', { refresh_token: loggedOut.refresh_token })).status).toBe(200)
  reuseRevoked = await client.loginWithEmail(uniqueEmail('sweep-reuse'))
  expect((await client.post('/sessions', { refresh_token: reuseRevoked.refresh_token })).status).toBe(200)
  clock += 10_001
  // The spent token, past its retry grace: the family is revoked, its access token with it.
  expect((await client.post('/sessions', { refresh_token: reuseRevoked.refresh_token })).status).toBe(401)
}, 60_000)
afterAll(() => sandbox?.close())

describe('every authenticated /api/v1 route', () => {
  it('reads every route file, and each public call it names exists', () => {
    expect(new Set(ALL.map((route) => route.file))).toEqual(new Set(routeFiles))
    const found = new Set(ALL.map((route) => `${route.method} ${route.path}`))
    expect([...PUBLIC].filter((route) => !found.has(route))).toEqual([])
    expect(GUARDED.length).toBeGreaterThan(40)
  })

  it('A-1.17 A-7.04 with a live token each guarded route is answered past its token check (the refusals below are the token’s)', async () => {
    const answers = await sweep(`Bearer ${live.token}`)
    const refusedOrMissing = Object.entries(answers).filter(
      ([, answer]) => answer.code === REFUSED.code || answer.status === 404,
    )
    expect(refusedOrMissing).toEqual([])
  })

  it('A-1.17 A-7.04 A-8.02 attack: a visitor with no token, a garbage one, a "Bearer" with nothing, or a refresh token as bearer is refused on each guarded route (401 missing_or_invalid_token)', async () => {
    for (const header of [undefined, 'Bearer not-a-jwt', 'Bearer ', `Bearer ${live.refresh_token}`, `${live.token}`]) {
      expect(await sweep(header), String(header)).toEqual(allRefused())
    }
  })

  it("A-4.62 A-3.16 attack: another app's live access token, or its identity token, opens no route of this app", async () => {
    expect(await sweep(`Bearer ${otherApp.token}`)).toEqual(allRefused())
    expect(await sweep(`Bearer ${live.identity_token}`)).toEqual(allRefused())
  })

  it('A-7.10 A-7.09 attack: the unexpired access token of a logged-out session, or of a family revoked for refresh-token reuse, opens no route', async () => {
    expect(await sweep(`Bearer ${loggedOut.token}`)).toEqual(allRefused())
    expect(await sweep(`Bearer ${reuseRevoked.token}`)).toEqual(allRefused())
  })

  it('A-3.16 attack: the live token’s claims signed by a fresh key under the sandbox’s kid open no route, nor does the live token once expired', async () => {
    const pair = await generateKeyPair('ES256')
    const forged = await new SignJWT(decodeJwt(live.token ?? ''))
      .setProtectedHeader(decodeProtectedHeader(live.token ?? '') as { alg: string })
      .sign(pair.privateKey)
    expect(await sweep(`Bearer ${forged}`)).toEqual(allRefused())
    clock += 60 * 60 * 1000
    expect(await sweep(`Bearer ${live.token}`)).toEqual(allRefused())
  })
})

describe("another user's accounts", () => {
  let phones = 0
  const uniquePhone = () => `+1 555 302 ${String(phones++).padStart(4, '0')}`

  async function linkPhone(client: ReturnType<typeof sandboxClient>, token: string) {
    const phoneNumber = uniquePhone()
    expect((await client.post('/passwordless_sms/init', { phoneNumber }, token)).status).toBe(200)
    const code = await client.lastCode(phoneNumber)
    expect((await client.post('/passwordless_sms/link', { phoneNumber, code }, token)).status).toBe(200)
    return phoneNumber.replaceAll(' ', '')
  }

  async function linkWallet(client: ReturnType<typeof sandboxClient>, token: string) {
    const account = privateKeyToAccount(generatePrivateKey())
    const init = await client.post('/siwe/init', { address: account.address }, token)
    const message = createSiweMessage({
      domain: 'localhost:3000',
      address: account.address,
      uri: 'http://localhost:3000',
      version: '1',
      chainId: 1,
      nonce: String(init.body.nonce),
      issuedAt: new Date(clock),
    })
    const signature = await account.signMessage({ message })
    const body = { message, signature, chainId: 'eip155:1', walletClientType: 'metamask', connectorType: 'injected' }
    expect((await client.post('/siwe/link', body, token)).status).toBe(200)
    return account.address
  }

  it("A-7.18 A-7.22 A-7.42 A-5.17 attack: a signed-in user naming another user's email, phone or wallet cannot unlink or update it (400 invalid_data), and the owner keeps all three", async () => {
    const client = sandboxClient(sandbox, 'all-methods')
    const victim = await client.loginWithEmail(uniqueEmail('idor-victim'))
    const victimToken = victim.token ?? ''
    const email = victim.user.linked_accounts[0]?.address ?? ''
    const phone = await linkPhone(client, victimToken)
    const wallet = await linkWallet(client, victimToken)
    const owned = WireUserAnswer.parse((await client.get('/users/me', victimToken)).body).user.linked_accounts
    expect(owned).toHaveLength(3)

    // The attacker holds two accounts of their own, so no only-account guard stands in for the ownership check.
    const attacker = (await client.loginWithEmail(uniqueEmail('idor-attacker'))).token ?? ''
    await linkPhone(client, attacker)
    const newAddress = uniqueEmail('idor-new')
    expect((await client.post('/passwordless/init', { email: newAddress }, attacker)).status).toBe(200)
    const attempts: Array<[string, Record<string, string>, string]> = [
      ['/passwordless/unlink', { address: email }, `The email ${email} is not linked to this user.`],
      ['/passwordless_sms/unlink', { phoneNumber: phone }, `The SMS ${phone} is not linked to this user.`],
      ['/siwe/unlink', { address: wallet }, `The wallet ${wallet} is not linked to this user.`],
      [
        '/passwordless/update',
        { oldAddress: email, newAddress, code: await client.lastCode(newAddress) },
        `The email ${email} is not linked to this user.`,
      ],
    ]
    for (const [path, body, error] of attempts) {
      expect(await client.post(path, body, attacker), path).toMatchObject({
        status: 400,
        body: { code: 'invalid_data', error },
      })
    }
    expect(WireUserAnswer.parse((await client.get('/users/me', victimToken)).body).user.linked_accounts).toEqual(owned)
  })
})
