import { WireAuthResult, WireError, WireUser } from '@lobby/headless/core'
import { decodeJwt } from 'jose'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let clock = Date.UTC(2026, 10, 22, 12)
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox({ now: () => clock })
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())
beforeEach(() => {
  sandbox.limiter.reset()
  sandbox.faults.clear()
})

describe('passwordless (email)', () => {
  it('A-7.15 passwordless/init sends a six-digit code to the inbox, newest first', async () => {
    const email = uniqueEmail()
    expect((await client.post('/passwordless/init', { email })).status).toBe(200)
    clock += 1000
    expect((await client.post('/passwordless/init', { email: email.toUpperCase() })).status).toBe(200)
    const inbox = await client.control('GET', `/inbox?to=${encodeURIComponent(email)}`)
    const entries = inbox.body as unknown as Array<{ to: string; code: string; sentAt: string }>
    expect(entries).toHaveLength(2)
    expect(entries[0]?.to).toBe(email)
    expect(entries[0]?.code).toMatch(/^\d{6}$/)
    expect(Date.parse(entries[0]?.sentAt ?? '')).toBeGreaterThan(Date.parse(entries[1]?.sentAt ?? ''))
  })

  it('A-7.16 A-1.04 A-3.12 A-3.16 passwordless/authenticate with the inbox code answers an auth result for a new user', async () => {
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email })
    const res = await client.post('/passwordless/authenticate', { email, code: await client.lastCode(email) })
    expect(res.status).toBe(200)
    const result = WireAuthResult.parse(res.body)
    expect(result.is_new_user).toBe(true)
    expect(result.session_update_action).toBe('set')
    expect(result.refresh_token).toEqual(expect.any(String))
    expect(result.user.linked_accounts).toEqual([expect.objectContaining({ type: 'email', address: email })])
    const claims = decodeJwt(result.token ?? '')
    expect(claims).toMatchObject({ sub: result.user.id, aud: client.appId, iss: 'privy.io' })
    expect(claims.exp).toBe(Math.floor(clock / 1000) + 3600)
  })

  it('A-7.16 the same email logs the same user back in', async () => {
    const email = uniqueEmail()
    const first = await client.loginWithEmail(email)
    const second = await client.loginWithEmail(email)
    expect(second.user.id).toBe(first.user.id)
    expect(second.is_new_user).toBe(false)
  })

  it('A-8.19 a wrong code is invalid_credentials with the spec text', async () => {
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email })
    const right = await client.lastCode(email)
    const wrong = right === '000000' ? '111111' : '000000'
    const res = await client.post('/passwordless/authenticate', { email, code: wrong })
    expect(res.status).toBe(401)
    expect(WireError.parse(res.body)).toEqual({
      code: 'invalid_credentials',
      error: 'Invalid or expired verification code',
    })
    // One wrong guess does not burn the code.
    expect((await client.post('/passwordless/authenticate', { email, code: right })).status).toBe(200)
  })

  it('A-8.19 a code is single-use', async () => {
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email })
    const code = await client.lastCode(email)
    expect((await client.post('/passwordless/authenticate', { email, code })).status).toBe(200)
    const again = await client.post('/passwordless/authenticate', { email, code })
    expect(again.body).toMatchObject({ code: 'invalid_credentials' })
  })

  it('A-8.19 an expired code is refused', async () => {
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email })
    const code = await client.lastCode(email)
    clock += 10 * 60 * 1000
    const res = await client.post('/passwordless/authenticate', { email, code })
    expect(res.body).toMatchObject({ code: 'invalid_credentials', error: 'Invalid or expired verification code' })
  })

  it('A-8.19 after five wrong guesses from one client the code is dead for that client, even the right one fails', async () => {
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email })
    const code = await client.lastCode(email)
    const wrong = code === '123456' ? '654321' : '123456'
    for (let i = 0; i < 5; i++) await client.post('/passwordless/authenticate', { email, code: wrong })
    const res = await client.post('/passwordless/authenticate', { email, code })
    expect(res.body).toMatchObject({ code: 'invalid_credentials' })
  })

  it('A-5.12 the code is trimmed', async () => {
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email })
    const res = await client.post('/passwordless/authenticate', { email, code: ` ${await client.lastCode(email)} ` })
    expect(res.status).toBe(200)
  })

  it('A-5.15 authenticate needs both the email and the code', async () => {
    const noCode = await client.post('/passwordless/authenticate', { email: uniqueEmail() })
    expect(noCode.status).toBe(400)
    expect(noCode.body).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('"code"') })
    const noEmail = await client.post('/passwordless/authenticate', { code: '123456' })
    expect(noEmail.body).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('"email"') })
  })

  it('A-5.01 init refuses a malformed email and a malformed body without crashing', async () => {
    expect((await client.post('/passwordless/init', { email: 'not-an-email' })).body).toMatchObject({
      code: 'invalid_data',
    })
    const broken = await client.post('/passwordless/init', '{"email":')
    expect(broken.status).toBe(400)
    expect(broken.body).toMatchObject({ code: 'invalid_data', error: 'The request body is not valid JSON.' })
  })

  it('refuses a body over 64 kB with 413', async () => {
    const res = await client.post('/passwordless/init', { email: uniqueEmail(), token: 'x'.repeat(70_000) })
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({ code: 'invalid_data' })
  })

  it('A-8.02 too many codes to one address give too_many_requests (429)', async () => {
    const email = uniqueEmail()
    for (let i = 0; i < 5; i++) expect((await client.post('/passwordless/init', { email })).status).toBe(200)
    const res = await client.post('/passwordless/init', { email })
    expect(res.status).toBe(429)
    expect(res.body).toMatchObject({ code: 'too_many_requests' })
    clock += 61_000
    expect((await client.post('/passwordless/init', { email })).status).toBe(200)
  })

  it('A-8.02 too many code checks for one address give too_many_requests, even with the right code', async () => {
    const email = uniqueEmail()
    for (let i = 0; i < 20; i++) {
      await client.post('/passwordless/authenticate', { email, code: '000000' })
    }
    await client.post('/passwordless/init', { email })
    const res = await client.post('/passwordless/authenticate', { email, code: await client.lastCode(email) })
    expect(res.status).toBe(429)
    expect(res.body).toMatchObject({ code: 'too_many_requests' })
  })

  it('answers a request without privy-app-id or with an unknown app with a clear error', async () => {
    const res = await sandbox.app.fetch(
      new Request('http://sandbox.test/api/v1/passwordless/init', { method: 'POST', body: '{}' }),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ code: 'invalid_data', error: 'Missing the privy-app-id header.' })
  })
})

describe('passwordless link, update, unlink', () => {
  it('A-7.16 A-5.23 passwordless/link needs a signed-in user', async () => {
    const res = await client.post('/passwordless/link', { email: uniqueEmail(), code: '123456' })
    expect(res.status).toBe(401)
    expect(res.body).toMatchObject({ code: 'missing_or_invalid_token' })
  })

  it('A-7.16 A-3.13 passwordless/link adds the email and answers fresh tokens with session_update_action ignore', async () => {
    const guest = await client.post('/guest/authenticate', { guest_credential: 'g'.repeat(43) })
    const { token } = WireAuthResult.parse(guest.body)
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email }, token ?? '')
    const res = await client.post('/passwordless/link', { email, code: await client.lastCode(email) }, token ?? '')
    expect(res.status).toBe(200)
    const result = WireAuthResult.parse(res.body)
    expect(result.session_update_action).toBe('ignore')
    expect(result.refresh_token).toBeNull()
    expect(result.user.is_guest).toBe(false)
    expect(result.user.linked_accounts.map((a) => a.type).sort()).toEqual(['email', 'guest'])
  })

  it('A-5.24 A-8.20 a second email cannot be linked: cannot_link_more_of_type with the spec text', async () => {
    const { token } = await client.loginWithEmail(uniqueEmail())
    const other = uniqueEmail()
    await client.post('/passwordless/init', { email: other }, token ?? '')
    const res = await client.post(
      '/passwordless/link',
      { email: other, code: await client.lastCode(other) },
      token ?? '',
    )
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      code: 'cannot_link_more_of_type',
      error: 'User already has an account of type email linked.',
    })
  })

  it('A-8.13 linking an email held by another user is linked_to_another_user', async () => {
    const taken = uniqueEmail()
    await client.loginWithEmail(taken)
    const guest = WireAuthResult.parse(
      (await client.post('/guest/authenticate', { guest_credential: 'h'.repeat(43) })).body,
    )
    await client.post('/passwordless/init', { email: taken }, guest.token ?? '')
    const res = await client.post(
      '/passwordless/link',
      { email: taken, code: await client.lastCode(taken) },
      guest.token ?? '',
    )
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      code: 'linked_to_another_user',
      error: 'This account has already been linked to another user.',
    })
  })

  it('A-7.17 A-5.16 passwordless/update swaps oldAddress for a verified newAddress', async () => {
    const oldAddress = uniqueEmail()
    const { token } = await client.loginWithEmail(oldAddress)
    const newAddress = uniqueEmail()
    await client.post('/passwordless/init', { email: newAddress }, token ?? '')
    const res = await client.post(
      '/passwordless/update',
      { oldAddress, newAddress, code: await client.lastCode(newAddress) },
      token ?? '',
    )
    expect(res.status).toBe(200)
    const user = WireUser.parse(res.body)
    expect(user.linked_accounts.map((a) => a.address)).toEqual([newAddress])
  })

  it('A-5.17 update needs the old email already linked', async () => {
    const { token } = await client.loginWithEmail(uniqueEmail())
    const res = await client.post(
      '/passwordless/update',
      { oldAddress: uniqueEmail(), newAddress: uniqueEmail(), code: '123456' },
      token ?? '',
    )
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('is not linked') })
  })

  it('A-7.18 passwordless/unlink removes the address and answers the user', async () => {
    const guest = WireAuthResult.parse(
      (await client.post('/guest/authenticate', { guest_credential: 'u'.repeat(43) })).body,
    )
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email }, guest.token ?? '')
    await client.post('/passwordless/link', { email, code: await client.lastCode(email) }, guest.token ?? '')
    const res = await client.post('/passwordless/unlink', { address: email }, guest.token ?? '')
    expect(res.status).toBe(200)
    expect(WireUser.parse(res.body).linked_accounts.map((a) => a.type)).toEqual(['guest'])
    const me = await client.get('/users/me', guest.token ?? '')
    expect(WireUser.parse(me.body.user).linked_accounts.map((a) => a.type)).toEqual(['guest'])
  })
})
