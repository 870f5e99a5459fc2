import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox, solveCaptcha } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await createSandbox()
}, 60_000)
afterAll(() => sandbox.close())

describe('allowlist', () => {
  it('A-6.04 A-8.08 an email outside the allowlist is allowlist_rejected after the code check', async () => {
    const client = sandboxClient(sandbox, 'allowlist')
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email })
    const res = await client.post('/passwordless/authenticate', { email, code: await client.lastCode(email) })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ code: 'allowlist_rejected', error: "You don't have access to this app" })
  })

  it('A-6.04 an allowlisted email and phone number log in', async () => {
    const client = sandboxClient(sandbox, 'allowlist')
    expect((await client.loginWithEmail('Invited@Example.com')).user.linked_accounts[0]?.address).toBe(
      'invited@example.com',
    )
    const phoneNumber = '+1 (555) 555-0100'
    await client.post('/passwordless_sms/init', { phoneNumber })
    const res = await client.post('/passwordless_sms/authenticate', {
      phoneNumber,
      code: await client.lastCode(phoneNumber),
    })
    expect(res.status).toBe(200)
  })
})

describe('user limit', () => {
  it('A-6.05 A-6.07 A-8.21 past the app user limit a new user gets max_accounts_reached, existing users still log in', async () => {
    const client = sandboxClient(sandbox, 'user-limit')
    const first = uniqueEmail()
    await client.loginWithEmail(first)
    await client.loginWithEmail(uniqueEmail())
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email })
    const res = await client.post('/passwordless/authenticate', { email, code: await client.lastCode(email) })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({
      code: 'max_accounts_reached',
      error: 'Unable to sign in. This application has reached its user limit and cannot sign in new users.',
    })
    const guest = await client.post('/guest/authenticate', { guest_credential: randomBytes(32).toString('base64url') })
    expect(guest.body).toMatchObject({ code: 'max_accounts_reached' })
    expect((await client.loginWithEmail(first)).is_new_user).toBe(false)
  })
})

describe('login methods', () => {
  it('A-1.03 A-8.02 a method the app turned off answers disallowed_login_method', async () => {
    const client = sandboxClient(sandbox, 'wallets-only')
    const email = await client.post('/passwordless/init', { email: uniqueEmail() })
    expect(email.status).toBe(403)
    expect(email.body).toEqual({
      code: 'disallowed_login_method',
      error: 'Login with email is not allowed for this app.',
    })
    const sms = await client.post('/passwordless_sms/init', { phoneNumber: '+15555550123' })
    expect(sms.body).toMatchObject({ code: 'disallowed_login_method' })
  })
})

describe('captcha', () => {
  it('A-7.15 A-7.19 the captcha app refuses init without a valid captcha token (invalid_captcha)', async () => {
    const client = sandboxClient(sandbox, 'captcha')
    const email = uniqueEmail()
    const missing = await client.post('/passwordless/init', { email })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ code: 'invalid_captcha' })
    expect((await client.post('/passwordless/init', { email, token: 'invalid-token' })).body).toMatchObject({
      code: 'invalid_captcha',
    })
    const token = await solveCaptcha(sandbox.app)
    expect((await client.post('/passwordless/init', { email, token })).status).toBe(200)
    const sms = await client.post('/passwordless_sms/init', { phoneNumber: '+15555550177', token: '' })
    expect(sms.body).toMatchObject({ code: 'invalid_captcha' })
  })

  it('a signed-in user adding a phone number needs no captcha token', async () => {
    const client = sandboxClient(sandbox, 'captcha')
    const email = uniqueEmail()
    await client.post('/passwordless/init', { email, token: await solveCaptcha(sandbox.app) })
    const login = await client.post('/passwordless/authenticate', { email, code: await client.lastCode(email) })
    const phoneNumber = '+15555550178'
    const res = await client.post('/passwordless_sms/init', { phoneNumber }, String(login.body.token))
    expect(res.status).toBe(200)
  })
})
