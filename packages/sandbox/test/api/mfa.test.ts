import { toWirePasskeyAuthentication, toWirePasskeyRegistration, WireUser } from '@lobby/headless/core'
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, createSoftwareAuthenticator, type Sandbox, solveCaptcha } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

const ORIGIN = 'http://localhost:5173'
let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>
let clock = Date.now()
let phones = 2000
const uniquePhone = () => `+1555${String(phones++).padStart(7, '0')}`

beforeAll(async () => {
  sandbox = await createSandbox({ now: () => clock })
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) })

async function signedIn() {
  const login = await client.loginWithEmail(uniqueEmail('mfa'))
  return login.token as string
}

async function enrollTotp(token: string) {
  const init = await client.post('/mfa/totp/enroll/init', {}, token)
  expect(init.status, JSON.stringify(init.body)).toBe(200)
  const secret = init.body.secret as string
  const res = await client.post('/mfa/totp/enroll', { code: await totp(secret) }, token)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { secret, authUrl: init.body.authUrl as string, user: WireUser.parse(res.body.user) }
}

describe('mfa', () => {
  it('A-3.34 A-7.48 TOTP enrollment answers a real otpauth URL and secret and accepts a code computed from it', async () => {
    const token = await signedIn()
    const { secret, authUrl, user } = await enrollTotp(token)
    const url = new URL(authUrl)
    expect(url.protocol).toBe('otpauth:')
    expect(url.host).toBe('totp')
    expect(url.searchParams.get('secret')).toBe(secret)
    expect(user.mfa_methods.map((m) => m.type)).toEqual(['totp'])
  })

  it('A-7.48 a wrong TOTP code does not enroll', async () => {
    const token = await signedIn()
    const init = await client.post('/mfa/totp/enroll/init', {}, token)
    const wrong = String((Number(await totp(init.body.secret as string)) + 1) % 1_000_000).padStart(6, '0')
    const res = await client.post('/mfa/totp/enroll', { code: wrong }, token)
    expect(res.body.code).toBe('missing_or_invalid_mfa')
    const me = WireUser.parse((await client.get('/users/me', token)).body.user)
    expect(me.mfa_methods).toEqual([])
  })

  it('A-4.41 A-8.60 four wrong codes lock verification out; the fifth try is refused even when right', async () => {
    // 25 s into a TOTP step: the enrollment spends this step's code, and 10 s later the next step begins.
    clock = Math.ceil(clock / 30_000) * 30_000 + 25_000
    const token = await signedIn()
    const { secret } = await enrollTotp(token)
    const wrong = String((Number(await totp(secret)) + 7) % 1_000_000).padStart(6, '0')
    const codes: unknown[] = []
    for (let i = 0; i < 4; i++) codes.push((await client.post('/mfa/totp/verify', { code: wrong }, token)).body.code)
    expect(codes).toEqual([
      'missing_or_invalid_mfa',
      'missing_or_invalid_mfa',
      'missing_or_invalid_mfa',
      'mfa_verification_max_attempts_reached',
    ])
    const locked = await client.post('/mfa/totp/verify', { code: await totp(secret) }, token)
    expect(locked.body).toEqual({
      code: 'mfa_verification_max_attempts_reached',
      error: 'Max MFA verification attempts reached',
    })
    // 'try again in 10 seconds'.
    clock += 10_001
    expect((await client.post('/mfa/totp/verify', { code: await totp(secret) }, token)).status).toBe(200)
  })

  it('A-7.43 A-7.48 A-7.49 A-4.44 sms: enroll with a code, verify with a code, unenroll only after a recent verification', async () => {
    const token = await signedIn()
    const phone = uniquePhone()
    expect(
      (await client.post('/mfa/passwordless_sms/init', { action: 'enroll', phoneNumber: phone }, token)).status,
    ).toBe(200)
    const enroll = await client.post(
      '/mfa/passwordless_sms/enroll',
      { phoneNumber: phone, code: await client.lastCode(phone) },
      token,
    )
    expect(enroll.status, JSON.stringify(enroll.body)).toBe(200)
    expect(WireUser.parse(enroll.body.user).mfa_methods.map((m) => m.type)).toEqual(['sms'])

    clock += 6 * 60 * 1000 // the enrollment's own verification is no longer recent
    const stale = await client.post('/mfa/passwordless_sms/unenroll', {}, token)
    expect(stale.status).toBe(403)
    expect(stale.body.code).toBe('missing_or_invalid_mfa')

    expect((await client.post('/mfa/passwordless_sms/init', { action: 'verify' }, token)).status).toBe(200)
    const verify = await client.post('/mfa/passwordless_sms/verify', { code: await client.lastCode(phone) }, token)
    expect(verify.status).toBe(200)
    const removed = await client.post('/mfa/passwordless_sms/unenroll', {}, token)
    expect(removed.status).toBe(200)
    expect(WireUser.parse(removed.body.user).mfa_methods).toEqual([])
  })

  it('A-4.44 adding a second method needs a recent verification of the first', async () => {
    const token = await signedIn()
    const { secret } = await enrollTotp(token)
    clock += 6 * 60 * 1000
    const phone = uniquePhone()
    const refused = await client.post('/mfa/passwordless_sms/init', { action: 'enroll', phoneNumber: phone }, token)
    expect(refused.body.code).toBe('missing_or_invalid_mfa')
    expect((await client.post('/mfa/totp/verify', { code: await totp(secret) }, token)).status).toBe(200)
    expect(
      (await client.post('/mfa/passwordless_sms/init', { action: 'enroll', phoneNumber: phone }, token)).status,
    ).toBe(200)
  })

  it('A-4.44 attack: a session whose MFA verification is stale adds no method by any enroll route', async () => {
    const token = await signedIn()
    const { secret } = await enrollTotp(token)
    // A TOTP enrollment started while the verification was recent, finished after it went stale.
    clock += 30_000
    expect((await client.post('/mfa/totp/verify', { code: await totp(secret) }, token)).status).toBe(200)
    const pending = (await client.post('/mfa/totp/enroll/init', {}, token)).body.secret as string
    clock += 6 * 60 * 1000
    const refused = { code: 'missing_or_invalid_mfa' }
    expect((await client.post('/mfa/totp/enroll', { code: await totp(pending) }, token)).body).toMatchObject(refused)
    expect((await client.post('/mfa/totp/enroll/init', {}, token)).body).toMatchObject(refused)
    // A code the login route sent to the attacker's own phone.
    const phone = uniquePhone()
    await client.post('/passwordless_sms/init', { phoneNumber: phone })
    const sms = await client.post(
      '/mfa/passwordless_sms/enroll',
      { phoneNumber: phone, code: await client.lastCode(phone) },
      token,
    )
    expect(sms.body).toMatchObject(refused)
    const passkey = await client.post('/mfa/passkeys/enroll', { credential_ids: ['attacker-key'] }, token)
    expect(passkey.body).toMatchObject(refused)
    const me = await client.get('/users/me', token)
    expect(WireUser.parse(me.body.user).mfa_methods.map((m) => m.type)).toEqual(['totp'])
  })

  it('A-7.44 A-7.48 A-5.26 passkey MFA: enroll credential ids, verify an assertion, and the enrolled passkey cannot be unlinked', async () => {
    const token = await signedIn()
    const device = createSoftwareAuthenticator({ origin: ORIGIN })
    const linkInit = await client.post('/passkeys/link/init', {}, token)
    const registration = await device.register(
      linkInit.body.options as unknown as PublicKeyCredentialCreationOptionsJSON,
    )
    await client.post(
      '/passkeys/link',
      { relying_party: ORIGIN, authenticator_response: toWirePasskeyRegistration(registration) },
      token,
    )

    const enroll = await client.post('/mfa/passkeys/enroll', { credential_ids: [registration.id] }, token)
    expect(enroll.status, JSON.stringify(enroll.body)).toBe(200)
    const user = WireUser.parse(enroll.body.user)
    expect(user.mfa_methods.map((m) => m.type)).toEqual(['passkey'])
    expect(user.linked_accounts.find((a) => a.type === 'passkey')?.enrolled_in_mfa).toBe(true)

    const init = await client.post('/mfa/passkeys/init', {}, token)
    const options = init.body.options as unknown as PublicKeyCredentialRequestOptionsJSON
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([registration.id])
    const assertion = toWirePasskeyAuthentication(await device.authenticate(options))
    const verify = await client.post(
      '/mfa/passkeys/verify',
      { relying_party: ORIGIN, authenticator_response: assertion },
      token,
    )
    expect(verify.status, JSON.stringify(verify.body)).toBe(200)

    const unlink = await client.post('/passkeys/unlink', { credential_id: registration.id }, token)
    expect(unlink.body).toEqual({ code: 'invalid_data', error: 'Cannot unlink a passkey enrolled in MFA' })

    expect((await client.post('/mfa/passkeys/unenroll', {}, token)).status).toBe(200)
    expect((await client.post('/passkeys/unlink', { credential_id: registration.id }, token)).status).toBe(200)
  })

  it('A-1.14 refuses enrollment of a method the app does not offer', async () => {
    const captcha = sandboxClient(sandbox, 'captcha')
    const email = uniqueEmail('nomfa')
    await captcha.post('/passwordless/init', { email, token: await solveCaptcha(sandbox.app) })
    const login = await captcha.post('/passwordless/authenticate', { email, code: await captcha.lastCode(email) })
    const res = await captcha.post('/mfa/totp/enroll/init', {}, login.body.token as string)
    expect(res.body).toEqual({ code: 'invalid_data', error: 'The MFA method totp is not enabled for this app.' })
  })
})
