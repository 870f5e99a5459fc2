import { randomBytes } from 'node:crypto'
import { WireAuthResult } from '@lobby/headless/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox()
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

const credential = () => randomBytes(32).toString('base64url')

describe('guest/authenticate', () => {
  it('A-7.36 A-1.09 A-1.17 a guest credential creates a guest user (is_guest true)', async () => {
    const res = await client.post('/guest/authenticate', { guest_credential: credential() })
    expect(res.status).toBe(200)
    const result = WireAuthResult.parse(res.body)
    expect(result.user.is_guest).toBe(true)
    expect(result.is_new_user).toBe(true)
    expect(result.user.linked_accounts.map((a) => a.type)).toEqual(['guest'])
  })

  it('A-7.36 the same credential logs the same guest back in; another makes another guest', async () => {
    const kept = credential()
    const first = WireAuthResult.parse((await client.post('/guest/authenticate', { guest_credential: kept })).body)
    const again = WireAuthResult.parse((await client.post('/guest/authenticate', { guest_credential: kept })).body)
    const other = WireAuthResult.parse(
      (await client.post('/guest/authenticate', { guest_credential: credential() })).body,
    )
    expect(again.user.id).toBe(first.user.id)
    expect(again.is_new_user).toBe(false)
    expect(other.user.id).not.toBe(first.user.id)
  })

  it('A-7.36 A-4.03 attack: a copy of a guest credential taken before that guest logged out opens a new, empty guest, never the one that left', async () => {
    const copied = credential()
    const first = WireAuthResult.parse((await client.post('/guest/authenticate', { guest_credential: copied })).body)
    const logout = await client.post('/sessions/logout', { refresh_token: first.refresh_token }, first.token)
    expect(logout.status).toBe(200)
    const later = WireAuthResult.parse((await client.post('/guest/authenticate', { guest_credential: copied })).body)
    expect(later.user.id).not.toBe(first.user.id)
    expect(later.is_new_user).toBe(true)
  })

  it('A-6.02 a signed-in guest may still log in with email', async () => {
    const guest = WireAuthResult.parse(
      (await client.post('/guest/authenticate', { guest_credential: credential() })).body,
    )
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email }, guest.token ?? '')
    const res = await client.post(
      '/passwordless/authenticate',
      { email, code: await client.lastCode(email) },
      guest.token ?? '',
    )
    expect(res.status).toBe(200)
    expect(WireAuthResult.parse(res.body).user.is_guest).toBe(false)
  })

  it('A-7.36 a credential that is not 32 random bytes is refused', async () => {
    const res = await client.post('/guest/authenticate', { guest_credential: 'short' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('guest_credential') })
  })

  it('A-5.28 no guest account while a non-guest user is signed in', async () => {
    const login = await client.loginWithEmail(uniqueEmail())
    const res = await client.post('/guest/authenticate', { guest_credential: credential() }, login.token ?? '')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      code: 'invalid_data',
      error: 'A guest account cannot be created while a user is logged in.',
    })
  })

  it('A-1.03 A-8.02 an app without guest login answers disallowed_login_method', async () => {
    const res = await sandboxClient(sandbox, 'captcha').post('/guest/authenticate', { guest_credential: credential() })
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ code: 'disallowed_login_method' })
  })
})
