import { decodeJwt, decodeProtectedHeader, importJWK, type JWTPayload, SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { crossAppLogin, REQUESTER } from '../support/crossAppLogin.ts'

const READ_ONLY_PROVIDER_APP_ID = 'lobbysandboxcrossreadonly'
const INVALID_TOKEN = 'Transactions require a valid token'

let sandbox: Sandbox
// The sandbox's clock, moved by the tests that need a token to age.
let clock = Date.now()

beforeAll(async () => {
  sandbox = await createSandbox({ now: () => clock })
}, 60_000)
afterAll(() => sandbox?.close())

const requestText = (request: unknown) =>
  JSON.stringify({ content: { request }, timestamp: clock, callbackUrl: `${REQUESTER}/wallet` })

async function openPage(token: string, request: string) {
  const res = await sandbox.app.fetch(
    new Request(`http://sandbox.test/oauth/transact?${new URLSearchParams({ token, request })}`),
  )
  const page = await res.text()
  const data = JSON.parse(
    page.match(/<script type="application\/json" id="transact-data">([\s\S]*?)<\/script>/)?.[1] ?? 'null',
  ) as { approval: string | null }
  return { status: res.status, page, approval: data.approval }
}

async function sign(token: string, request: string, approval: string | null) {
  const res = await sandbox.app.fetch(
    new Request('http://sandbox.test/oauth/transact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://sandbox.test' },
      body: JSON.stringify({ token, request, approval: approval ?? undefined }),
    }),
  )
  return { status: res.status, body: (await res.json()) as { result?: string; error?: string } }
}

describe('cross-app: attacks on the provider app', () => {
  it('W-5.41 attack: a provider token re-signed for a read-only provider, as a leaked key allows, opens no signature page', async () => {
    const { result } = await crossAppLogin(sandbox, 'cross-app-provider')
    const genuine = result.oauth_tokens?.access_token ?? ''
    // A real user of the read-only provider, through a real login of the requester's session.
    const readOnly = await crossAppLogin(sandbox, 'cross-app-read-only')
    expect(readOnly.result.oauth_tokens).toBeUndefined()
    const key = await sandbox.store.getOrCreateSigningKey(() => Promise.reject(new Error('no key')), 0)
    const claims: JWTPayload = {
      ...decodeJwt(genuine),
      sub: String(readOnly.account?.subject),
      aud: `cross-app-transact:${READ_ONLY_PROVIDER_APP_ID}`,
      sid: decodeJwt(readOnly.result.token ?? '').sid,
    }
    const forged = await new SignJWT(claims)
      .setProtectedHeader(decodeProtectedHeader(genuine) as { alg: string })
      .sign(await importJWK(key.privateJwk, 'ES256'))
    const request = requestText({ method: 'personal_sign', params: ['0x6869'] })
    const shown = await openPage(forged, request)
    expect([shown.status, shown.approval]).toEqual([401, null])
    expect(shown.page).toContain(INVALID_TOKEN)
  })

  it("W-8.58 attack: an approval kept open past the requester's 2 minutes signs nothing, so a request it reported as 'Request timeout' is never carried out later", async () => {
    const { result, wallet } = await crossAppLogin(sandbox, 'cross-app-provider')
    const token = result.oauth_tokens?.access_token ?? ''
    const request = requestText({ method: 'personal_sign', params: ['0x6869', wallet] })
    const shown = await openPage(token, request)
    expect(shown.status).toBe(200)
    clock += 120_000 + 1000
    expect(await sign(token, request, shown.approval)).toEqual({
      status: 403,
      body: { error: "This request was not approved on the provider app's page: open it again." },
    })
  })

  it('W-8.56 attack: a provider token kept past its lifetime opens nothing, and its approval from before signs nothing', async () => {
    const { result, wallet } = await crossAppLogin(sandbox, 'cross-app-provider')
    const token = result.oauth_tokens?.access_token ?? ''
    const request = requestText({ method: 'personal_sign', params: ['0x6869', wallet] })
    const before = await openPage(token, request)
    expect(before.status).toBe(200)
    const lifetime = Number(result.oauth_tokens?.access_token_expires_in_seconds) * 1000
    clock += lifetime + 1000
    const after = await openPage(token, request)
    expect([after.status, after.approval]).toEqual([401, null])
    expect(await sign(token, request, before.approval)).toEqual({ status: 401, body: { error: INVALID_TOKEN } })
  })
})
