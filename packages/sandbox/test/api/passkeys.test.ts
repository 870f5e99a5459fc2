import { toWirePasskeyAuthentication, toWirePasskeyRegistration, WireAuthResult, WireUser } from '@lobby/headless/core'
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createSandbox,
  createSoftwareAuthenticator,
  type Sandbox,
  type SoftwareAuthenticator,
  solveCaptcha,
} from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

const ORIGIN = 'http://localhost:5173'
let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox()
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

/** Signs in by email, then links a passkey made by `device`; returns the token and the credential id. */
async function userWithPasskey(device: SoftwareAuthenticator = createSoftwareAuthenticator({ origin: ORIGIN })) {
  const login = await client.loginWithEmail(uniqueEmail('passkey'))
  const token = login.token as string
  const credentialId = await linkNewPasskey(token, device)
  return { token, device, credentialId, userId: login.user.id }
}

async function linkNewPasskey(token: string, device: SoftwareAuthenticator) {
  const init = await client.post('/passkeys/link/init', {}, token)
  expect(init.status).toBe(200)
  const registration = await device.register(init.body.options as unknown as PublicKeyCredentialCreationOptionsJSON)
  const link = await client.post(
    '/passkeys/link',
    { relying_party: ORIGIN, authenticator_response: toWirePasskeyRegistration(registration) },
    token,
  )
  expect(link.status, JSON.stringify(link.body)).toBe(200)
  return registration.id
}

async function passkeyLogin(device: SoftwareAuthenticator, relyingParty = ORIGIN) {
  const init = await client.post('/passkeys/authenticate/init', {})
  expect(init.status).toBe(200)
  const options = init.body.options as unknown as PublicKeyCredentialRequestOptionsJSON
  const assertion = await device.authenticate(options)
  return client.post('/passkeys/authenticate', {
    relying_party: relyingParty,
    challenge: options.challenge,
    authenticator_response: toWirePasskeyAuthentication(assertion),
  })
}

describe('passkeys', () => {
  it('A-7.33 A-7.34 A-3.10 link/init answers creation options and link verifies a real attestation', async () => {
    const { token, credentialId } = await userWithPasskey()
    const me = WireUser.parse((await client.get('/users/me', token)).body.user)
    expect(me.linked_accounts).toContainEqual(
      expect.objectContaining({ type: 'passkey', credential_id: credentialId, enrolled_in_mfa: false }),
    )
  })

  it('A-7.31 A-7.32 A-3.19 A-3.20 authenticate verifies the snake_case assertion and logs the owner in', async () => {
    const { device, userId } = await userWithPasskey()
    const res = await passkeyLogin(device)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const result = WireAuthResult.parse(res.body)
    expect(result.user.id).toBe(userId)
    expect(result.is_new_user).toBe(false)
    expect(result.refresh_token).toEqual(expect.any(String))
  })

  it('A-7.32 refuses a replayed challenge, a foreign origin and an unknown passkey', async () => {
    const { device } = await userWithPasskey()
    const init = await client.post('/passkeys/authenticate/init', {})
    const options = init.body.options as unknown as PublicKeyCredentialRequestOptionsJSON
    const body = {
      relying_party: ORIGIN,
      challenge: options.challenge,
      authenticator_response: toWirePasskeyAuthentication(await device.authenticate(options)),
    }
    expect((await client.post('/passkeys/authenticate', body)).status).toBe(200)
    const replay = await client.post('/passkeys/authenticate', body)
    expect(replay.status).toBe(401)
    expect(replay.body.code).toBe('invalid_credentials')
    expect((await passkeyLogin(device, 'http://localhost:9999')).status).toBe(401)
    expect((await passkeyLogin(device, 'https://evil.example')).body.code).toBe('invalid_data')
    const stranger = createSoftwareAuthenticator({ origin: ORIGIN })
    await stranger.register({
      challenge: 'AAAA',
      rp: { name: 'x', id: 'localhost' },
      user: { id: 'dXNlcg', name: 'u', displayName: 'u' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    })
    expect((await passkeyLogin(stranger)).body.code).toBe('invalid_credentials')
  })

  it('A-5.24 A-5.25 a sixth passkey is refused with cannot_link_more_of_type', async () => {
    const { token, device } = await userWithPasskey()
    for (let i = 0; i < 4; i++) await linkNewPasskey(token, device)
    const init = await client.post('/passkeys/link/init', {}, token)
    const registration = await device.register(init.body.options as unknown as PublicKeyCredentialCreationOptionsJSON)
    const sixth = await client.post(
      '/passkeys/link',
      { relying_party: ORIGIN, authenticator_response: toWirePasskeyRegistration(registration) },
      token,
    )
    expect(sixth.status).toBe(400)
    expect(sixth.body).toEqual({
      code: 'cannot_link_more_of_type',
      error: 'User already has an account of type passkey linked.',
    })
    // The refused key was never stored: it cannot log in.
    const init2 = await client.post('/passkeys/authenticate/init', {})
    const options = init2.body.options as unknown as PublicKeyCredentialRequestOptionsJSON
    const lastOnly = await device.authenticate({
      ...options,
      allowCredentials: [{ id: registration.id, type: 'public-key' }],
    })
    const res = await client.post('/passkeys/authenticate', {
      relying_party: ORIGIN,
      challenge: options.challenge,
      authenticator_response: toWirePasskeyAuthentication(lastOnly),
    })
    expect(res.body.code).toBe('invalid_credentials')
  })

  it('A-7.35 unlink removes the passkey, which can no longer log in', async () => {
    const { token, device, credentialId } = await userWithPasskey()
    const res = await client.post('/passkeys/unlink', { credential_id: credentialId }, token)
    expect(res.status).toBe(200)
    expect(WireUser.parse(res.body).linked_accounts.some((a) => a.type === 'passkey')).toBe(false)
    expect((await passkeyLogin(device)).status).toBe(401)
  })

  it('A-8.53 passkey_not_allowed when the app has passkeys off', async () => {
    const walletsOnly = sandboxClient(sandbox, 'wallets-only')
    const res = await walletsOnly.post('/passkeys/authenticate/init', {})
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('passkey_not_allowed')
  })

  it('A-4.09 the captcha app needs a captcha token before a passkey challenge is issued', async () => {
    const captcha = sandboxClient(sandbox, 'captcha')
    expect((await captcha.post('/passkeys/authenticate/init', {})).body.code).toBe('invalid_captcha')
    const token = await solveCaptcha(sandbox.app)
    expect((await captcha.post('/passkeys/authenticate/init', { token })).status).toBe(200)
  })
})
