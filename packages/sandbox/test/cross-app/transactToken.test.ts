import { createHash, randomBytes } from 'node:crypto'
import { decodeJwt, decodeProtectedHeader, importJWK, type JWTPayload, SignJWT } from 'jose'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'

// The requester app (all-methods) connects to the provider app; wallets-only connects to none.
const REQUESTER_APP_ID = 'lobbysandboxallmethods001'
const UNCONNECTED_APP_ID = 'lobbysandboxwalletsonly01'
const PROVIDER_APP_ID = 'lobbysandboxcrossprovider'
const REQUESTER_PAGE = 'http://127.0.0.1:5199'

let running: RunningSandbox
beforeAll(async () => {
  running = await startSandbox({ port: 0 })
}, 60_000)
afterAll(() => running?.close())

/** An API call over HTTP as a script makes it: no Origin unless one is given. */
async function api(path: string, appId: string, body?: unknown, token?: string, origin?: string) {
  const res = await fetch(`${running.url}/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'privy-app-id': appId,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(origin ? { origin } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const initCrossApp = (appId: string, state: string, challenge: string) =>
  api('/oauth/init', appId, {
    provider: `privy:${PROVIDER_APP_ID}`,
    redirect_to: `${REQUESTER_PAGE}/login`,
    code_challenge: challenge,
    state_code: state,
  })

/** Cross-app login of the requester app over HTTP: its auth result, with the provider token. */
async function crossAppLogin() {
  const verifier = randomBytes(36).toString('base64url')
  const state = randomBytes(36).toString('base64url')
  const init = await initCrossApp(REQUESTER_APP_ID, state, createHash('sha256').update(verifier).digest('base64url'))
  expect(init.status).toBe(200)
  const decided = await fetch(new URL('decide', String(init.body.url)), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      app_id: REQUESTER_APP_ID,
      state_code: state,
      decision: 'allow',
      login: `user${randomBytes(4).toString('hex')}`,
    }),
  })
  const back = new URL(decided.headers.get('location') ?? '')
  const res = await api('/oauth/authenticate', REQUESTER_APP_ID, {
    authorization_code: back.searchParams.get('privy_oauth_code'),
    state_code: state,
    code_verifier: verifier,
  })
  expect(res.status).toBe(200)
  const accounts = (res.body.user as { linked_accounts: Array<Record<string, unknown>> }).linked_accounts
  const account = accounts.find((entry) => entry.type === 'cross_app') as { embedded_wallets: Array<{ address: Hex }> }
  return {
    token: String((res.body.oauth_tokens as { access_token: string }).access_token),
    refreshToken: String(res.body.refresh_token),
    wallet: account.embedded_wallets[0]?.address as Hex,
  }
}

const requestText = (request: unknown, callbackUrl = `${REQUESTER_PAGE}/wallet`) =>
  JSON.stringify({ content: { request }, timestamp: Date.now(), callbackUrl })

/** The provider's transact page as the popup loads it (a navigation: no Origin). */
async function openPage(token: string, request: string) {
  const res = await fetch(`${running.url}/oauth/transact?${new URLSearchParams({ token, request })}`)
  const page = await res.text()
  const data = JSON.parse(
    page.match(/<script type="application\/json" id="transact-data">([\s\S]*?)<\/script>/)?.[1] ?? 'null',
  ) as { approval: string | null; targetOrigin: string | null }
  return { status: res.status, page, data }
}

/** The sign call; `origin` as a browser would name it (the page's own by default). */
async function sign(body: Record<string, unknown>, origin: string | null = running.url) {
  const res = await fetch(`${running.url}/oauth/transact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(body),
  })
  return { status: res.status, body: (await res.json()) as { result?: Hex; error?: string } }
}

describe('cross-app: who may get a provider token, and what it opens', () => {
  it('W-5.40 attack: an app with no connection to the provider cannot start privy:{provider} login', async () => {
    const state = randomBytes(36).toString('base64url')
    const res = await initCrossApp(UNCONNECTED_APP_ID, state, randomBytes(32).toString('base64url').slice(0, 43))
    expect(res).toEqual({
      status: 400,
      body: {
        code: 'invalid_data',
        error: 'The app lobbysandboxcrossprovider is not a cross-app connection of this app.',
      },
    })
  })

  it('W-7.32 attack: the provider token the requester gets is no access token of the provider app', async () => {
    const { token, wallet } = await crossAppLogin()
    expect(await api('/users/me', PROVIDER_APP_ID, undefined, token)).toMatchObject({ status: 401 })
    // Called as the provider app's wallet frame would call it, the token is still no session.
    const frameOrigin = new URL(running.frameUrl).origin
    const share = await api('/embedded_wallets/auth_share', PROVIDER_APP_ID, { address: wallet }, token, frameOrigin)
    expect(share.status).toBe(401)
    expect(share.body.auth_share).toBeUndefined()
    // Nor of the requester app.
    expect((await api('/users/me', REQUESTER_APP_ID, undefined, token)).status).toBe(401)
  })

  it('W-7.32 attack: a token signed with the sandbox key but of another issuer or audience opens no transact page', async () => {
    const { token, wallet } = await crossAppLogin()
    const request = requestText({ method: 'personal_sign', params: ['0x6869', wallet] })
    // The sandbox's own key, as a leaked key would give it: only the claims can refuse these.
    const key = await running.sandbox.store.getOrCreateSigningKey(() => Promise.reject(new Error('no key')), 0)
    const privateKey = await importJWK(key.privateJwk, 'ES256')
    const genuine = decodeJwt(token)
    const resign = (claims: JWTPayload) =>
      new SignJWT(claims).setProtectedHeader(decodeProtectedHeader(token) as { alg: string }).sign(privateKey)
    expect((await openPage(await resign(genuine), request)).status).toBe(200)
    // Another issuer, and an audience that is no transact audience but ends with the provider's id.
    const forged = [
      { ...genuine, iss: 'evil.example' },
      { ...genuine, aud: `requester-audience:${PROVIDER_APP_ID}` },
    ]
    for (const claims of forged) {
      const shown = await openPage(await resign(claims), request)
      expect(shown.status).toBe(401)
      expect(shown.data).toMatchObject({ approval: null })
    }
    expect((await openPage('not-a-token', request)).status).toBe(401)
  })

  it('W-7.34 attack: a stolen token with a callback on evil.example gets no approval and answers no page', async () => {
    const { token, wallet } = await crossAppLogin()
    const shown = await openPage(
      token,
      requestText({ method: 'personal_sign', params: ['0x6869', wallet] }, 'https://evil.example/steal'),
    )
    expect(shown.status).toBe(400)
    expect(shown.page).toContain("This request's callback is not a page of All methods.")
    expect(shown.data).toMatchObject({ approval: null, targetOrigin: null })
    expect(shown.page).not.toContain('<script type="module">')
  })

  it('W-7.34 attack: /oauth/transact signs nothing without an Origin, without an approval, or with a spent one', async () => {
    const { token, wallet } = await crossAppLogin()
    const request = requestText({ method: 'personal_sign', params: ['Hello, cross-app', wallet] })
    const { data } = await openPage(token, request)
    const refusedOrigin = { status: 403, body: { error: 'The provider app approves only from its own page.' } }
    const notApproved = {
      status: 403,
      body: { error: "This request was not approved on the provider app's page: open it again." },
    }
    expect(await sign({ token, request, approval: data.approval }, null)).toEqual(refusedOrigin)
    expect(await sign({ token, request, approval: data.approval }, 'http://127.0.0.1:6666')).toEqual(refusedOrigin)
    expect(await sign({ token, request })).toEqual(notApproved)
    expect(await sign({ token, request, approval: randomBytes(32).toString('base64url') })).toEqual(notApproved)
    // The user's approval, from the page's own origin, signs once.
    const signed = await sign({ token, request, approval: data.approval })
    expect(signed.status).toBe(200)
    expect(
      await verifyMessage({ address: wallet, message: 'Hello, cross-app', signature: signed.body.result as Hex }),
    ).toBe(true)
    expect(await sign({ token, request, approval: data.approval })).toEqual(notApproved)
  })

  it('W-7.34 attack: an approval for one request does not sign another', async () => {
    const { token, wallet } = await crossAppLogin()
    const shown = requestText({ method: 'personal_sign', params: ['0x6869', wallet] })
    const { data } = await openPage(token, shown)
    const other = requestText({ method: 'personal_sign', params: ['0x7061792065766531', wallet] })
    expect((await sign({ token, request: other, approval: data.approval })).status).toBe(403)
  })

  it('W-8.56 attack: once the requester logs out, its provider token opens nothing', async () => {
    const { token, refreshToken, wallet } = await crossAppLogin()
    const request = requestText({ method: 'personal_sign', params: ['0x6869', wallet] })
    const before = await openPage(token, request)
    expect(before.status).toBe(200)
    expect((await api('/sessions/logout', REQUESTER_APP_ID, { refresh_token: refreshToken })).status).toBe(200)
    const after = await openPage(token, request)
    expect(after.status).toBe(401)
    expect(after.page).toContain('Transactions require a valid token')
    expect(await sign({ token, request, approval: before.data.approval })).toEqual({
      status: 401,
      body: { error: 'Transactions require a valid token' },
    })
  })

  it('W-7.34 a script of another page cannot read the transact page either', async () => {
    const { token, wallet } = await crossAppLogin()
    const request = requestText({ method: 'personal_sign', params: ['0x6869', wallet] })
    const res = await fetch(`${running.url}/oauth/transact?${new URLSearchParams({ token, request })}`, {
      headers: { origin: 'http://127.0.0.1:6666' },
    })
    expect(res.status).toBe(403)
    expect(await res.text()).not.toContain('approval":"')
  })
})
