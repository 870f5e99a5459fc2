import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pkceChallenge } from '../../src/api/oauth.ts'
import { type RunningSandbox, type Sandbox, startSandbox } from '../../src/index.ts'
import { frameOn, signedInUser, walletSandbox } from './walletTestKit.ts'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await walletSandbox()
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
})

type Client = Awaited<ReturnType<typeof signedInUser>>['client']

/** Starts a recovery flow and answers the consent page's decision: the redirect's query. */
async function consent(
  client: Client,
  token: string,
  options: { provider?: 'google-drive' | 'icloud'; decision?: 'allow' | 'deny'; login?: string } = {},
) {
  const provider = options.provider ?? 'google-drive'
  const verifier = randomBytes(32).toString('base64url')
  const state = randomBytes(16).toString('hex')
  const flow = {
    redirect_to: 'http://localhost:5173/recover',
    code_challenge: pkceChallenge(verifier),
    state_code: state,
  }
  const init =
    provider === 'icloud'
      ? await client.post('/recovery/oauth/init_icloud', { client_type: 'web', ...flow }, token)
      : await client.post('/recovery/oauth/init', flow, token)
  expect(init.status).toBe(200)
  const url = new URL(init.body.url as string)
  expect(url.pathname).toBe(`/_sandbox/cloud-drive/${provider}/authorize`)
  const page = await sandbox.app.fetch(new Request(url))
  expect(page.status).toBe(200)
  const form = new URLSearchParams({
    app_id: url.searchParams.get('app_id') ?? '',
    state_code: state,
    decision: options.decision ?? 'allow',
    login: options.login ?? 'ada',
  })
  const decided = await sandbox.app.fetch(
    new Request(new URL(`/_sandbox/cloud-drive/${provider}/decide`, url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    }),
  )
  expect(decided.status).toBe(302)
  const back = new URL(decided.headers.get('location') ?? '')
  return { back: back.searchParams, verifier, state, provider }
}

const authenticate = (client: Client, token: string, body: Record<string, string>) =>
  client.post('/recovery/oauth/authenticate', body, token)

describe('recovery OAuth and the emulated drives', () => {
  it('W-7.12 W-7.13 init answers the drive consent url; the code redeems once, with the PKCE verifier, for an access token', async () => {
    const { client, token } = await signedInUser(sandbox)
    const { back, verifier, state } = await consent(client, token)
    expect(back.get('privy_oauth_state')).toBe(state)
    expect(back.get('privy_oauth_provider')).toBe('google-drive')
    const code = back.get('privy_oauth_code') ?? ''
    const wrongVerifier = await authenticate(client, token, {
      authorization_code: code,
      state_code: state,
      code_verifier: randomBytes(32).toString('base64url'),
      provider: 'google-drive',
    })
    expect(wrongVerifier.status).toBe(401)
    const body = { authorization_code: code, state_code: state, code_verifier: verifier, provider: 'google-drive' }
    const redeemed = await authenticate(client, token, body)
    expect(redeemed.status).toBe(200)
    expect(Object.keys(redeemed.body)).toEqual(['access_token'])
    expect((await authenticate(client, token, body)).status).toBe(401)
  }, 60_000)

  it('W-7.11 init_icloud takes client_type web and leads to the emulated iCloud', async () => {
    const { client, token } = await signedInUser(sandbox)
    const { back, verifier, state } = await consent(client, token, { provider: 'icloud' })
    expect(back.get('privy_oauth_provider')).toBe('icloud')
    const redeemed = await authenticate(client, token, {
      authorization_code: back.get('privy_oauth_code') ?? '',
      state_code: state,
      code_verifier: verifier,
      provider: 'icloud',
    })
    expect(redeemed.status).toBe(200)
    const without = await client.post('/recovery/oauth/init_icloud', { client_type: 'ios' }, token)
    expect(without.status).toBe(400)
  }, 60_000)

  it('W-5.17 W-5.18 a denial returns the code "undefined", and a code with another flow\'s state redeems nothing', async () => {
    const { client, token } = await signedInUser(sandbox)
    const denied = await consent(client, token, { decision: 'deny' })
    expect(denied.back.get('privy_oauth_code')).toBe('undefined')
    expect(
      (
        await authenticate(client, token, {
          authorization_code: 'undefined',
          state_code: denied.state,
          code_verifier: denied.verifier,
          provider: 'google-drive',
        })
      ).status,
    ).toBe(401)
    const first = await consent(client, token)
    const second = await consent(client, token)
    const crossed = await authenticate(client, token, {
      authorization_code: first.back.get('privy_oauth_code') ?? '',
      state_code: second.state,
      code_verifier: first.verifier,
      provider: 'google-drive',
    })
    expect(crossed.status).toBe(401)
    const missing = await authenticate(client, token, {
      state_code: first.state,
      code_verifier: first.verifier,
      provider: 'google-drive',
    })
    expect(missing.status).toBe(400)
    // Another user cannot redeem this user's flow, and a request without a token cannot start one.
    const other = await signedInUser(sandbox)
    const stolen = await authenticate(other.client, other.token, {
      authorization_code: first.back.get('privy_oauth_code') ?? '',
      state_code: first.state,
      code_verifier: first.verifier,
      provider: 'google-drive',
    })
    expect(stolen.status).toBe(401)
    expect((await client.post('/recovery/oauth/init', {}, null)).status).toBe(401)
  }, 60_000)

  it('W-7.10 W-7.13 a wallet backed up to Google Drive recovers on a new device with a new token for the same drive account only', async () => {
    const { client, token } = await signedInUser(sandbox)
    const frame = frameOn(sandbox, 'all-methods')
    const { address } = await frame.send('lobby:wallet:create', { accessToken: token })
    const redeem = async (login: string) => {
      const { back, verifier, state } = await consent(client, token, { login })
      const answer = await authenticate(client, token, {
        authorization_code: back.get('privy_oauth_code') ?? '',
        state_code: state,
        code_verifier: verifier,
        provider: 'google-drive',
      })
      return answer.body.access_token as string
    }
    expect(
      await frame.send('lobby:wallet:set-recovery', {
        accessToken: token,
        address,
        method: 'google-drive',
        recoveryAccessToken: await redeem('ada'),
      }),
    ).toEqual({ address, recoveryMethod: 'google-drive' })
    const me = await client.get('/users/me', token)
    expect(JSON.stringify(me.body)).toContain('"recovery_method":"google-drive"')

    const device = frameOn(sandbox, 'all-methods')
    await expect(
      device.send('lobby:wallet:recover', { accessToken: token, address, recoveryAccessToken: await redeem('grace') }),
    ).rejects.toMatchObject({ type: 'error' })
    await expect(device.send('lobby:wallet:recover', { accessToken: token, address })).rejects.toMatchObject({
      type: 'invalid_request_arguments',
    })
    expect(
      await device.send('lobby:wallet:recover', {
        accessToken: token,
        address,
        recoveryMethod: 'google-drive',
        recoveryAccessToken: await redeem('ada'),
      }),
    ).toEqual({ address })
  }, 60_000)

  it('the drive files answer a valid recovery access token only', async () => {
    const noToken = await sandbox.app.fetch(new Request('http://sandbox.test/_sandbox/cloud-drive/files/x.json'))
    expect(noToken.status).toBe(401)
    const forged = await sandbox.app.fetch(
      new Request('http://sandbox.test/_sandbox/cloud-drive/files/x.json', {
        headers: { authorization: `Bearer ${randomBytes(32).toString('base64url')}` },
      }),
    )
    expect(forged.status).toBe(401)
  }, 60_000)
})

describe('recovery OAuth: where the code and state may go, over HTTP', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSandbox({ port: 0 })
  }, 60_000)
  afterAll(() => running?.close())

  const post = async (path: string, payload: unknown, token: string) => {
    const res = await fetch(`${running.url}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'privy-app-id': 'lobbysandboxallmethods001',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(payload),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const flow = (redirectTo: string, state: string) => ({
    redirect_to: redirectTo,
    code_challenge: pkceChallenge(randomBytes(32).toString('base64url')),
    state_code: state,
  })

  it('W-7.12 attack: a recovery init with redirect_to on evil.example is refused (Google Drive and iCloud)', async () => {
    const { token } = await signedInUser(running.sandbox)
    const refused = {
      status: 400,
      body: {
        code: 'invalid_data',
        error: "redirect_to https://evil.example is not one of this app's allowed origins.",
      },
    }
    const state = randomBytes(16).toString('hex')
    expect(await post('/recovery/oauth/init', flow('https://evil.example/drive', state), token)).toEqual(refused)
    expect(
      await post('/recovery/oauth/init_icloud', { client_type: 'web', ...flow('https://evil.example/', state) }, token),
    ).toEqual(refused)
    // The state was never stored: a genuine init may still use it.
    expect((await post('/recovery/oauth/init', flow('http://localhost:5173/recover', state), token)).status).toBe(200)
  }, 60_000)

  it('W-7.12 attack: a second recovery init with a pending state is refused, never overwritten', async () => {
    const { token } = await signedInUser(running.sandbox)
    const state = randomBytes(16).toString('hex')
    expect((await post('/recovery/oauth/init', flow('http://localhost:5173/recover', state), token)).status).toBe(200)
    expect(await post('/recovery/oauth/init', flow('http://127.0.0.1:6666/steal', state), token)).toEqual({
      status: 400,
      body: { code: 'invalid_data', error: 'This state_code was already used: start the flow again with a new one.' },
    })
  }, 60_000)
})
