import { WireAuthResult } from '@lobby/headless/core'
import { SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox()
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

const mint = async (sub: string, expiresInSeconds?: number) =>
  String(
    (
      await client.control('POST', '/custom_jwt', {
        appId: client.appId,
        sub,
        ...(expiresInSeconds ? { expiresInSeconds } : {}),
      })
    ).body.token,
  )

describe('custom_jwt_account/authenticate', () => {
  it('A-7.14 A-1.10 a host-signed JWT logs its subject in as a custom_auth account', async () => {
    const res = await client.post('/custom_jwt_account/authenticate', { token: await mint('host-user-1') })
    expect(res.status).toBe(200)
    const result = WireAuthResult.parse(res.body)
    expect(result.user.linked_accounts).toEqual([
      expect.objectContaining({ type: 'custom_auth', custom_user_id: 'host-user-1' }),
    ])
    const again = WireAuthResult.parse(
      (await client.post('/custom_jwt_account/authenticate', { token: await mint('host-user-1') })).body,
    )
    expect(again.user.id).toBe(result.user.id)
  })

  it('A-7.14 a JWT signed with another key, or expired, is invalid_credentials', async () => {
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('host-user-1')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-app-secret-not-the-app-secret'))
    const res = await client.post('/custom_jwt_account/authenticate', { token: forged })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ code: 'invalid_credentials' })
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('host-user-2')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(String(sandbox.apps['all-methods']?.sandbox.customAuthSecret)))
    expect((await client.post('/custom_jwt_account/authenticate', { token: expired })).body).toMatchObject({
      code: 'invalid_credentials',
    })
    expect((await client.post('/custom_jwt_account/authenticate', { token: 'garbage' })).status).toBe(401)
  })

  it('A-7.14 A-1.10 attack: an unsigned token (alg none), a token without expiry, one not valid before a future time, or one for an empty subject logs nobody in', async () => {
    const secret = new TextEncoder().encode(String(sandbox.apps['all-methods']?.sandbox.customAuthSecret))
    const now = Math.floor(Date.now() / 1000)
    const signed = (claims: Record<string, unknown>) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret)
    const attempts: Record<string, string> = {
      'alg none': new UnsecuredJWT({ sub: 'host-user-none' }).setExpirationTime(now + 3600).encode(),
      // The provider verifies the signature and the expiry of every host token: one without exp would never end.
      'no expiry': await signed({ sub: 'host-user-forever', iat: now }),
      'not before in an hour': await signed({ sub: 'host-user-later', nbf: now + 3600, exp: now + 7200 }),
      'empty subject': await signed({ sub: '', exp: now + 3600 }),
    }
    for (const [name, token] of Object.entries(attempts)) {
      const res = await client.post('/custom_jwt_account/authenticate', { token })
      expect(res.status, name).toBe(401)
      expect(res.body, name).toMatchObject({ code: 'invalid_credentials' })
    }
    // The same claims with an expiry log in: the refusal above is the missing exp's.
    expect(
      (
        await client.post('/custom_jwt_account/authenticate', {
          token: await signed({ sub: 'host-user-forever', exp: now + 60 }),
        })
      ).status,
    ).toBe(200)
  })

  it('A-8.02 an app with no custom auth configured answers disallowed_login_method', async () => {
    const res = await sandboxClient(sandbox, 'wallets-only').post('/custom_jwt_account/authenticate', { token: 'x' })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ code: 'disallowed_login_method' })
  })
})
