import { createHash, randomBytes } from 'node:crypto'
import { WireAuthResult, WireUser } from '@lobby/headless/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type RunningSandbox, type Sandbox, startSandbox } from '../../src/index.ts'
import { sandboxClient } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox()
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

const REDIRECT = 'http://localhost:5173/login'
const pkce = () => {
  const verifier = randomBytes(36).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}
const uniqueLogin = () => `user${randomBytes(4).toString('hex')}`

/** Starts a flow and answers on the consent page as a browser would; returns the redirect's query. */
async function authorize(provider: string, decision: string, login = uniqueLogin()) {
  const { verifier, challenge } = pkce()
  const state = randomBytes(36).toString('base64url')
  const init = await client.post('/oauth/init', {
    provider,
    redirect_to: REDIRECT,
    code_challenge: challenge,
    state_code: state,
  })
  expect(init.status).toBe(200)
  const url = new URL(String(init.body.url))
  const page = await sandbox.app.fetch(new Request(url))
  expect(page.status).toBe(200)
  const form = new URLSearchParams({
    app_id: url.searchParams.get('app_id') ?? '',
    state_code: state,
    login,
    decision,
  })
  const answer = await sandbox.app.fetch(
    new Request(new URL('decide', url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    }),
  )
  expect(answer.status).toBe(302)
  const back = new URL(answer.headers.get('location') ?? '')
  return { back, verifier, state, page: await page.text() }
}

const exchange = (path: string, back: URL, verifier: string, token?: string) =>
  client.post(
    path,
    {
      authorization_code: back.searchParams.get('privy_oauth_code'),
      state_code: back.searchParams.get('privy_oauth_state'),
      code_verifier: verifier,
    },
    token,
  )

describe('oauth emulator and /oauth', () => {
  it('A-7.23 A-7.24 A-2.12 init answers the consent url; the return carries privy_oauth_*; authenticate logs in', async () => {
    const { back, verifier, state, page } = await authorize('google', 'allow', 'ada')
    expect(page).toContain('Continue as Ada Lovelace')
    expect(back.origin + back.pathname).toBe(REDIRECT)
    expect(back.searchParams.get('privy_oauth_state')).toBe(state)
    expect(back.searchParams.get('privy_oauth_provider')).toBe('google')
    const res = await exchange('/oauth/authenticate', back, verifier)
    expect(res.status).toBe(200)
    const result = WireAuthResult.parse(res.body)
    const account = result.user.linked_accounts.find((a) => a.type === 'google_oauth')
    expect(account).toMatchObject({ email: 'ada@google.example.com', name: 'Ada Lovelace' })
    expect(result.oauth_tokens?.provider).toBe('google')
    // The same provider account logs the same user in again.
    const again = await authorize('google', 'allow', 'ada')
    const second = WireAuthResult.parse((await exchange('/oauth/authenticate', again.back, again.verifier)).body)
    expect(second.user.id).toBe(result.user.id)
    expect(second.is_new_user).toBe(false)
  })

  // the spec's providers, exactly.
  const SPEC_PROVIDERS = [
    'google',
    'twitter',
    'discord',
    'github',
    'spotify',
    'instagram',
    'tiktok',
    'linkedin',
    'apple',
  ]

  it.each(SPEC_PROVIDERS)('A-1.06 %s logs in through its consent page', async (provider) => {
    const { back, verifier } = await authorize(provider, 'allow')
    const result = WireAuthResult.parse((await exchange('/oauth/authenticate', back, verifier)).body)
    expect(result.user.linked_accounts.map((a) => a.type)).toEqual([`${provider}_oauth`])
  })

  it.each(['facebook', 'reddit', 'Google'])(
    'A-1.06 %s, not one of the nine providers, is refused at init',
    async (provider) => {
      const init = await client.post('/oauth/init', {
        provider,
        redirect_to: REDIRECT,
        code_challenge: pkce().challenge,
        state_code: randomBytes(36).toString('base64url'),
      })
      expect(init.status).toBe(400)
      expect(init.body.url).toBeUndefined()
    },
  )

  it('A-9.11 a verifier that does not hash to the challenge (S256) is refused', async () => {
    const { back } = await authorize('github', 'allow')
    const res = await exchange('/oauth/authenticate', back, pkce().verifier)
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('invalid_credentials')
  })

  it('A-7.24 a code is single use, and only for its own state', async () => {
    const { back, verifier } = await authorize('discord', 'allow')
    const other = await authorize('discord', 'allow')
    const swapped = new URL(back)
    swapped.searchParams.set('privy_oauth_state', other.state)
    expect((await exchange('/oauth/authenticate', swapped, verifier)).status).toBe(401)
    expect((await exchange('/oauth/authenticate', back, verifier)).status).toBe(200)
    expect((await exchange('/oauth/authenticate', back, verifier)).status).toBe(401)
  })

  it('A-1.06 the consent form with its login field left empty signs in the first test identity', async () => {
    const { back, verifier } = await authorize('github', 'allow', '')
    const result = WireAuthResult.parse((await exchange('/oauth/authenticate', back, verifier)).body)
    expect(result.user.linked_accounts[0]?.username).toBe('ada')
  })

  it("A-5.19 denying on the consent page returns the code 'undefined'", async () => {
    const { back } = await authorize('twitter', 'deny')
    expect(back.searchParams.get('privy_oauth_code')).toBe('undefined')
  })

  it('A-8.42 A-8.41 a suspended account and a provider rate limit answer their own codes', async () => {
    const suspended = await authorize('spotify', 'suspended')
    const first = await exchange('/oauth/authenticate', suspended.back, suspended.verifier)
    expect(first.body.code).toBe('oauth_account_suspended')
    const limited = await authorize('spotify', 'rate_limited')
    const second = await exchange('/oauth/authenticate', limited.back, limited.verifier)
    expect(second.status).toBe(429)
    expect(second.body.code).toBe('oauth_provider_rate_limited')
  })

  it('A-7.24 A-7.25 link adds the provider account to the signed-in user; unlink removes it', async () => {
    const { token } = await client.loginWithEmail(`oauth-link-${uniqueLogin()}@example.com`)
    const { back, verifier } = await authorize('linkedin', 'allow')
    const linked = WireAuthResult.parse((await exchange('/oauth/link', back, verifier, token ?? '')).body)
    const account = linked.user.linked_accounts.find((a) => a.type === 'linkedin_oauth')
    expect(account?.subject).toBeTruthy()
    const res = await client.post('/oauth/unlink', { provider: 'linkedin', subject: account?.subject }, token ?? '')
    expect(res.status).toBe(200)
    expect(WireUser.parse(res.body).linked_accounts.map((a) => a.type)).toEqual(['email'])
  })

  it('A-8.43 a second account of the same provider cannot be linked', async () => {
    const { token } = await client.loginWithEmail(`oauth-two-${uniqueLogin()}@example.com`)
    const first = await authorize('tiktok', 'allow')
    expect((await exchange('/oauth/link', first.back, first.verifier, token ?? '')).status).toBe(200)
    const second = await authorize('tiktok', 'allow')
    const res = await exchange('/oauth/link', second.back, second.verifier, token ?? '')
    expect(res.body.code).toBe('cannot_link_more_of_type')
  })

  it('A-1.08 A-3.11 W-7.31 W-7.32 privy:{appId} logs in with the provider app: a cross_app account and a transact token', async () => {
    const providerAppId = sandbox.apps['cross-app-provider']?.id
    const { back, verifier, page } = await authorize(`privy:${providerAppId}`, 'allow', 'ada')
    expect(page).toContain('Log in with Provider app')
    const result = WireAuthResult.parse((await exchange('/oauth/authenticate', back, verifier)).body)
    const account = result.user.linked_accounts.find((a) => a.type === 'cross_app')
    expect(account?.provider_app_id).toBe(providerAppId)
    expect(account?.subject).toMatch(/^did:privy:/)
    // The provider app makes its user's embedded wallet on login (emulators/providerAppWallet.ts).
    expect(account?.embedded_wallets).toEqual([{ address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) }])
    // The subject is the provider app's user ('ada' logged in there by email).
    const providerClient = sandboxClient(sandbox, 'cross-app-provider')
    const own = await providerClient.loginWithEmail('ada@cross-app-provider.example.com')
    expect(own.user.id).toBe(account?.subject)
    // The token is for the provider's transact page only, never a session of the provider app.
    expect(result.oauth_tokens?.access_token).toEqual(expect.any(String))
    expect((await providerClient.get('/users/me', result.oauth_tokens?.access_token)).status).toBe(401)
  })

  it('A-7.23 a provider the app has not enabled is refused', async () => {
    const other = sandboxClient(sandbox, 'terms-required')
    const { challenge } = pkce()
    const res = await other.post('/oauth/init', {
      provider: 'google',
      redirect_to: REDIRECT,
      code_challenge: challenge,
      state_code: randomBytes(36).toString('base64url'),
    })
    expect(res.body.code).toBe('disallowed_login_method')
  })

  it('A-7.25 the only account of a user cannot be unlinked', async () => {
    const { back, verifier } = await authorize('instagram', 'allow')
    const result = WireAuthResult.parse((await exchange('/oauth/authenticate', back, verifier)).body)
    const subject = result.user.linked_accounts[0]?.subject
    const res = await client.post('/oauth/unlink', { provider: 'instagram', subject }, result.token ?? '')
    expect(res.body.code).toBe('invalid_data')
  })
})

describe('oauth: where the code and state may go, over HTTP', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSandbox({ port: 0 })
  }, 60_000)
  afterAll(() => running?.close())

  const post = async (path: string, payload: unknown) => {
    const res = await fetch(`${running.url}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'privy-app-id': 'lobbysandboxallmethods001' },
      body: JSON.stringify(payload),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const init = (redirectTo: string, state: string, challenge = pkce().challenge) =>
    post('/oauth/init', { provider: 'google', redirect_to: redirectTo, code_challenge: challenge, state_code: state })
  /** The consent page's "allow", as the browser posts it: where the provider sends the user back. */
  const allow = async (state: string) => {
    const res = await fetch(`${running.url}/_sandbox/oauth/google/decide`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        app_id: 'lobbysandboxallmethods001',
        state_code: state,
        decision: 'allow',
        login: 'ada',
      }),
    })
    return { status: res.status, location: res.headers.get('location') }
  }

  it('A-7.23 attack: an init with redirect_to on evil.example is refused, so no code or state is ever sent there', async () => {
    const state = randomBytes(36).toString('base64url')
    const res = await init('https://evil.example/steal', state)
    expect(res).toEqual({
      status: 400,
      body: {
        code: 'invalid_data',
        error: "redirect_to https://evil.example is not one of this app's allowed origins.",
      },
    })
    // No flow was stored: the consent page has nothing to send anywhere.
    expect(await allow(state)).toEqual({ status: 400, location: null })
  })

  it('A-7.24 attack: a second init with a pending state is refused and the first flow keeps its redirect and verifier', async () => {
    const victim = pkce()
    const state = randomBytes(36).toString('base64url')
    expect((await init(REDIRECT, state, victim.challenge)).status).toBe(200)
    const takeover = await init('http://127.0.0.1:6666/steal', state)
    expect(takeover).toEqual({
      status: 400,
      body: { code: 'invalid_data', error: 'This state_code was already used: start the flow again with a new one.' },
    })
    const back = await allow(state)
    expect(back.status).toBe(302)
    const location = new URL(back.location ?? '')
    expect(location.origin + location.pathname).toBe('http://localhost:5173/login')
    const res = await post('/oauth/authenticate', {
      authorization_code: location.searchParams.get('privy_oauth_code'),
      state_code: state,
      code_verifier: victim.verifier,
    })
    expect(res.status).toBe(200)
    // A used state stays taken.
    expect((await init(REDIRECT, state)).body).toMatchObject({ code: 'invalid_data' })
  })

  it('A-7.23 an app with its own allowedOrigins takes a redirect to them only', async () => {
    const shop = await startSandbox({
      port: 0,
      apps: [
        {
          slug: 'shop',
          id: 'lobbysandboxshopapp000001',
          name: 'Shop',
          config: { google_oauth: true },
          sandbox: { allowedOrigins: ['https://shop.example'] },
        },
      ],
    })
    try {
      const call = (redirectTo: string) =>
        fetch(`${shop.url}/api/v1/oauth/init`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'privy-app-id': 'lobbysandboxshopapp000001' },
          body: JSON.stringify({
            provider: 'google',
            redirect_to: redirectTo,
            code_challenge: pkce().challenge,
            state_code: randomBytes(36).toString('base64url'),
          }),
        })
      expect((await call('https://shop.example/login')).status).toBe(200)
      expect((await call('http://localhost:5173/login')).status).toBe(400)
      expect((await call('http://shop.example/login')).status).toBe(400)
    } finally {
      await shop.close()
    }
  }, 60_000)
})
