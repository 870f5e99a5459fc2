import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose'
import { describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'

// Each test starts its own sandbox inside the test, not in a beforeAll: the signing key is made
// and the session routes are built while the sandbox starts, and only code that runs inside a
// test counts for the mutation run (scripts/mutation.mjs) that these tests guard.
const APP_ID = 'lobbysandboxallmethods001'
// A sandbox start inside a test imports its route groups there: seconds on a loaded 2-core box.
const START_AND_TEST_MS = 30_000

async function withSandbox(run: (api: ReturnType<typeof apiOf>) => Promise<void>) {
  const running = await startSandbox({ port: 0 })
  try {
    await run(apiOf(running))
  } finally {
    await running.close()
  }
}

function apiOf(running: RunningSandbox) {
  const call = async (path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${running.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'privy-app-id': APP_ID,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const api = {
    post: (path: string, body: unknown, token?: string) => call(`/api/v1${path}`, body, token),
    get: (path: string) => call(`/api/v1${path}`),
    async loginWithEmail(email: string) {
      expect((await api.post('/passwordless/init', { email })).status).toBe(200)
      const inbox = (await call(`/_sandbox/inbox?to=${encodeURIComponent(email)}`)).body as unknown as Array<{
        code: string
      }>
      const res = await api.post('/passwordless/authenticate', { email, code: inbox[0]?.code })
      expect(res.status).toBe(200)
      return res.body as { token: string; refresh_token: string; is_new_user: boolean }
    },
  }
  return api
}

describe('a freshly started sandbox', { timeout: START_AND_TEST_MS }, () => {
  it('A-3.16 signs access tokens (typ JWT) that verify with the signing key its JWKS publishes', async () => {
    await withSandbox(async (api) => {
      const { token } = await api.loginWithEmail('jwks@example.com')
      const jwks = (await api.get(`/apps/${APP_ID}/jwks.json`)).body as unknown as JSONWebKeySet
      expect(jwks.keys).toEqual([expect.objectContaining({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' })])
      const { payload, protectedHeader } = await jwtVerify(token, createLocalJWKSet(jwks), {
        issuer: 'privy.io',
        audience: APP_ID,
      })
      expect(protectedHeader).toEqual({ alg: 'ES256', typ: 'JWT', kid: jwks.keys[0]?.kid })
      expect(payload.sub).toEqual(expect.any(String))
      expect(decodeProtectedHeader(token).kid).toEqual(expect.any(String))
    })
  })

  it('A-3.12 says is_new_user true on a first login and false on the next', async () => {
    await withSandbox(async (api) => {
      expect((await api.loginWithEmail('new@example.com')).is_new_user).toBe(true)
      expect((await api.loginWithEmail('new@example.com')).is_new_user).toBe(false)
    })
  })

  it('A-7.09 A-7.11 A-7.12 refreshes, forks and recovers a fork over HTTP, and names what is missing', async () => {
    await withSandbox(async (api) => {
      const login = await api.loginWithEmail('fork@example.com')
      const fork = await api.post('/sessions/fork', { refresh_token: login.refresh_token }, login.token)
      expect(fork.status).toBe(200)
      expect(fork.body).toEqual({
        refresh_token: expect.any(String),
        token: expect.any(String),
        new_session_refresh_token: expect.any(String),
      })
      const recovered = await api.post('/sessions/fork/recover', {
        refresh_token: fork.body.new_session_refresh_token,
      })
      expect(recovered.status).toBe(200)
      expect(recovered.body.refresh_token).toEqual(expect.any(String))
      const refreshed = await api.post('/sessions', { refresh_token: fork.body.refresh_token })
      expect(refreshed.status).toBe(200)
      expect(refreshed.body.is_new_user).toBe(false)
      expect(await api.post('/sessions', {})).toEqual({
        status: 401,
        body: { code: 'missing_or_invalid_token', error: 'Missing refresh token.' },
      })
      expect(await api.post('/sessions/fork/recover', { refresh_token: 'no-such-token' })).toEqual({
        status: 401,
        body: { code: 'missing_or_invalid_token', error: 'Invalid or expired refresh token.' },
      })
      const empty = await api.post('/sessions/fork/recover', { refresh_token: '' })
      expect(empty.status).toBe(400)
    })
  })
})
