import { createHash, randomBytes } from 'node:crypto'
import { toWirePasskeyAuthentication, toWirePasskeyRegistration } from '@lobby/headless/core'
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueCaptchaToken } from '../../src/emulators/captcha.ts'
import { FARCASTER_TEST_IDENTITIES } from '../../src/emulators/farcasterRelay.ts'
import { signedLoginResult } from '../../src/emulators/telegram.ts'
import {
  createSandbox,
  createSoftwareAuthenticator,
  SANDBOX_CAPTCHA_SITE_KEY,
  type Sandbox,
  type SandboxAppDefinition,
  type SoftwareAuthenticator,
  solveCaptcha,
} from '../../src/index.ts'
import type { SoftwareCredential } from '../../src/testing/softwareAuthenticator.ts'
import { uniqueEmail } from '../support/sandboxClient.ts'

/** The only page of the pinned app; every other loopback port is another site. */
const APP_PAGE = 'http://localhost:5173'
const OTHER_PAGE = 'http://localhost:9999'
const BOT_TOKEN = '7000000002:login-proof-attacks-bot-token-000'

const PINNED: SandboxAppDefinition = {
  slug: 'pinned',
  id: 'lobbysandboxpinnedapp0001',
  name: 'Pinned',
  config: { email_auth: true, passkey_auth: true, farcaster_auth: true, wallet_auth: true, google_oauth: true },
  sandbox: { allowedOrigins: [APP_PAGE] },
}
const GUARDED: SandboxAppDefinition = {
  slug: 'guarded',
  id: 'lobbysandboxguardedapp001',
  name: 'Guarded',
  config: {
    email_auth: true,
    passkey_auth: true,
    google_oauth: true,
    telegram_auth: true,
    telegram_auth_config: { bot_id: '7000000002', bot_name: 'guarded_bot' },
    captcha_enabled: true,
    captcha_site_key: 't:guarded-site-key',
  },
  sandbox: { telegramBotToken: BOT_TOKEN },
}

// The sandbox's clock, so message lifetimes are judged against it and not the wall clock.
let clock = Date.parse('2031-03-01T12:00:00Z')
let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await createSandbox({ apps: [PINNED, GUARDED], now: () => clock })
}, 60_000)
afterAll(() => sandbox.close())

type Reply = { status: number; body: Record<string, unknown> }

async function call(
  app: SandboxAppDefinition,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; token?: string | undefined; origin?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { 'privy-app-id': app.id, 'privy-client-id': 'attacker' }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.origin) headers.origin = options.origin
  const res = await sandbox.app.fetch(
    new Request(`http://sandbox.test${path}`, {
      method,
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    }),
  )
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}
const post = (
  app: SandboxAppDefinition,
  path: string,
  body: unknown,
  extra: { token?: string; origin?: string } = {},
) => call(app, 'POST', `/api/v1${path}`, { body, ...extra })

async function inbox(to: string): Promise<Array<{ code: string }>> {
  return (await call(PINNED, 'GET', `/_sandbox/inbox?to=${encodeURIComponent(to)}`)).body as unknown as Array<{
    code: string
  }>
}

async function emailLogin(app: SandboxAppDefinition, email: string, token?: string): Promise<string> {
  expect((await post(app, '/passwordless/init', { email, ...(token ? { token } : {}) })).status).toBe(200)
  const code = (await inbox(email))[0]?.code
  const res = await post(app, '/passwordless/authenticate', { email, code })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.token as string
}

describe('passkeys on an app with one page', () => {
  async function userWithPasskey() {
    const token = await emailLogin(PINNED, uniqueEmail('pinned'))
    const device = createSoftwareAuthenticator({ origin: APP_PAGE })
    const init = await post(PINNED, '/passkeys/link/init', {}, { token, origin: APP_PAGE })
    const registration = await device.register(init.body.options as unknown as PublicKeyCredentialCreationOptionsJSON)
    const link = await post(
      PINNED,
      '/passkeys/link',
      { relying_party: APP_PAGE, authenticator_response: toWirePasskeyRegistration(registration) },
      { token },
    )
    expect(link.status, JSON.stringify(link.body)).toBe(200)
    return { token, device }
  }

  async function assertionFrom(device: SoftwareAuthenticator, relyingParty: string) {
    const init = await post(PINNED, '/passkeys/authenticate/init', {})
    const options = init.body.options as unknown as PublicKeyCredentialRequestOptionsJSON
    return post(PINNED, '/passkeys/authenticate', {
      relying_party: relyingParty,
      challenge: options.challenge,
      authenticator_response: toWirePasskeyAuthentication(await device.authenticate(options)),
    })
  }

  it("A-7.32 A-7.34 attack: another page on this machine (same RP id 'localhost') gets the user's passkey to sign for it: it neither logs in nor links", async () => {
    const { token, device } = await userWithPasskey()
    // The browser hands the same credential to any page whose host is the RP id, on any port.
    const otherPage = createSoftwareAuthenticator({ origin: OTHER_PAGE })
    ;(otherPage.credentials as SoftwareCredential[]).push(...device.credentials)
    const stolen = await assertionFrom(otherPage, OTHER_PAGE)
    expect(stolen).toEqual({
      status: 401,
      body: {
        code: 'invalid_credentials',
        error: `Passkey verification failed: ${OTHER_PAGE} is not one of this app's allowed origins.`,
      },
    })
    const init = await post(PINNED, '/passkeys/link/init', {}, { token, origin: OTHER_PAGE })
    const registration = await otherPage.register(
      init.body.options as unknown as PublicKeyCredentialCreationOptionsJSON,
    )
    const link = await post(
      PINNED,
      '/passkeys/link',
      { relying_party: OTHER_PAGE, authenticator_response: toWirePasskeyRegistration(registration) },
      { token },
    )
    expect(link.body).toMatchObject({ code: 'invalid_credentials' })
    // The app's own page still logs in with the passkey.
    expect((await assertionFrom(device, APP_PAGE)).status).toBe(200)
  })

  /** A registration by a fresh authenticator that names `credentialId` as its new credential's id. */
  async function registrationNamed(app: SandboxAppDefinition, token: string, credentialId: string) {
    const init = await post(app, '/passkeys/link/init', {}, { token })
    const own = await createSoftwareAuthenticator({ origin: APP_PAGE }).register(
      init.body.options as unknown as PublicKeyCredentialCreationOptionsJSON,
    )
    // A 'none' attestation signs nothing over the authenticator data: the authenticator names any id it likes.
    const attestation = Buffer.from(own.response.attestationObject, 'base64url')
    Buffer.from(credentialId, 'base64url').copy(attestation, attestation.indexOf(Buffer.from(own.id, 'base64url')))
    const forged = {
      ...own,
      id: credentialId,
      rawId: credentialId,
      response: { ...own.response, attestationObject: attestation.toString('base64url') },
    }
    return post(
      app,
      '/passkeys/link',
      { relying_party: APP_PAGE, authenticator_response: toWirePasskeyRegistration(forged) },
      { token },
    )
  }

  it("A-7.34 A-8.13 attack: a passkey naming the victim's credential id is linked_to_another_user in another app, and linked nowhere again; the victim's passkey still logs in", async () => {
    const victim = await userWithPasskey()
    const victimId = victim.device.credentials[0]?.id ?? ''
    const token = await emailLogin(
      GUARDED,
      uniqueEmail('thief'),
      await solveCaptcha(sandbox.app, { siteKey: 'guarded-site-key' }),
    )
    expect(await registrationNamed(GUARDED, token, victimId)).toEqual({
      status: 400,
      body: { code: 'linked_to_another_user', error: 'This account has already been linked to another user.' },
    })
    // Had the link stayed, this unlink would delete the victim's credential.
    expect((await post(GUARDED, '/passkeys/unlink', { credential_id: victimId }, { token })).body).toMatchObject({
      code: 'invalid_data',
    })
    // Nor may the victim's own session swap the key behind the id.
    expect((await registrationNamed(PINNED, victim.token, victimId)).body).toMatchObject({ code: 'invalid_data' })
    expect((await assertionFrom(victim.device, APP_PAGE)).status).toBe(200)
  })

  it("A-7.32 A-7.34 attack: a user's link challenge neither logs anyone in nor links another user's passkey", async () => {
    const { token, device } = await userWithPasskey()
    const challenge = async () => {
      const init = await post(PINNED, '/passkeys/link/init', {}, { token, origin: APP_PAGE })
      return init.body.options as unknown as PublicKeyCredentialCreationOptionsJSON
    }
    const forLink = await challenge()
    const login = await post(PINNED, '/passkeys/authenticate', {
      relying_party: APP_PAGE,
      challenge: forLink.challenge,
      authenticator_response: toWirePasskeyAuthentication(
        await device.authenticate({ challenge: forLink.challenge, rpId: 'localhost' }),
      ),
    })
    expect(login.body).toMatchObject({ code: 'invalid_credentials' })
    const other = await emailLogin(PINNED, uniqueEmail('other'))
    const registration = await createSoftwareAuthenticator({ origin: APP_PAGE }).register(await challenge())
    const link = await post(
      PINNED,
      '/passkeys/link',
      { relying_party: APP_PAGE, authenticator_response: toWirePasskeyRegistration(registration) },
      { token: other },
    )
    expect(link.body).toMatchObject({ code: 'invalid_credentials' })
  })

  it('A-7.32 attack: a cloned authenticator whose signature counter goes back is refused', async () => {
    const { device } = await userWithPasskey()
    expect((await assertionFrom(device, APP_PAGE)).status).toBe(200)
    const [credential] = device.credentials
    if (!credential) throw new Error('the device holds the passkey')
    // The clone was copied before the last login: its next counter is one the server has seen.
    credential.signCount -= 1
    const clone = await assertionFrom(device, APP_PAGE)
    expect(clone.status).toBe(401)
    expect(clone.body).toMatchObject({ code: 'invalid_credentials' })
  })
})

describe('farcaster on an app with one page', () => {
  it("A-7.26 A-7.28 attack: a channel opened for another site's page is refused, so the relay never shows the user that site's name for this app", async () => {
    for (const origin of ['https://evil.example', OTHER_PAGE]) {
      expect(await post(PINNED, '/farcaster/init', {}, { origin })).toEqual({
        status: 400,
        body: { code: 'invalid_data', error: `The page ${origin} is not one of this app's allowed origins.` },
      })
    }
    const own = await post(PINNED, '/farcaster/init', {}, { origin: APP_PAGE })
    expect(own.status).toBe(200)
    const page = await sandbox.app.fetch(new Request(String(own.body.url)))
    expect(await page.text()).toContain('Sign in to localhost:5173 with Farcaster')
  })
})

describe('farcaster: the relay answer binds the fid', () => {
  it("A-7.28 attack: a custody signature of another fid over a channel the relay completed for bob does not log in (with bob's profile); bob's own answer does", async () => {
    const [alice, bob] = FARCASTER_TEST_IDENTITIES
    if (!alice || !bob) throw new Error('the relay has test identities')
    const init = await post(PINNED, '/farcaster/init', {}, { origin: APP_PAGE })
    const channelToken = String(init.body.channel_token)
    await call(PINNED, 'POST', '/_sandbox/farcaster/approve', { body: { channel_token: channelToken, fid: bob.fid } })
    const custody = privateKeyToAccount(alice.custodyKey)
    const message = createSiweMessage({
      domain: 'localhost:5173',
      address: custody.address,
      statement: 'Farcaster Auth',
      uri: `${APP_PAGE}/login`,
      version: '1',
      chainId: 10,
      nonce: String(init.body.nonce),
      issuedAt: new Date(clock),
      resources: [`farcaster://fid/${alice.fid}`],
    })
    const swapped = await post(PINNED, '/farcaster/authenticate', {
      channel_token: channelToken,
      message,
      signature: await custody.signMessage({ message }),
      fid: alice.fid,
    })
    expect(swapped).toEqual({
      status: 401,
      body: { code: 'invalid_credentials', error: 'The message is not a sign-in for this channel and fid.' },
    })
    const status = await sandbox.app.fetch(
      new Request('http://sandbox.test/api/v1/farcaster/status', {
        headers: { 'privy-app-id': PINNED.id, 'farcaster-channel-token': channelToken },
      }),
    )
    const answer = (await status.json()) as { message: string; signature: string; fid: number; username: string }
    expect(answer).toMatchObject({ fid: bob.fid, username: 'bob' })
    const own = await post(PINNED, '/farcaster/authenticate', {
      channel_token: channelToken,
      message: answer.message,
      signature: answer.signature,
      fid: bob.fid,
    })
    expect(own.status).toBe(200)
  })
})

describe('siwe: what the nonce and the clock bind', () => {
  const wallet = () => privateKeyToAccount(generatePrivateKey())
  const nonceFor = async (address: string) => String((await post(PINNED, '/siwe/init', { address })).body.nonce)
  const authenticate = (message: string, signature: string) =>
    post(PINNED, '/siwe/authenticate', { message, signature, chainId: 'eip155:1' })
  const messageFor = (address: `0x${string}`, nonce: string, times: { expirationTime?: Date; notBefore?: Date }) =>
    createSiweMessage({
      domain: 'localhost:5173',
      address,
      uri: APP_PAGE,
      version: '1',
      chainId: 1,
      nonce,
      issuedAt: new Date(clock),
      ...times,
    })

  it("A-7.40 A-7.41 attack: a nonce issued to wallet A does not sign wallet B in, and A's own message still does", async () => {
    const a = wallet()
    const b = wallet()
    const nonce = await nonceFor(a.address)
    const forB = messageFor(b.address, nonce, {})
    const refused = await authenticate(forB, await b.signMessage({ message: forB }))
    expect(refused).toEqual({
      status: 401,
      body: {
        code: 'invalid_credentials',
        error: 'The nonce is unknown, expired or already used: call siwe/init again.',
      },
    })
    const forA = messageFor(a.address, nonce, {})
    expect((await authenticate(forA, await a.signMessage({ message: forA }))).status).toBe(200)
  })

  it('A-7.41 attack: a message past its Expiration Time or before its Not Before (by the server clock) does not log in', async () => {
    const a = wallet()
    const nonce = await nonceFor(a.address)
    const refusal = {
      status: 401,
      body: {
        code: 'invalid_credentials',
        error: 'The sign-in message is expired, not yet valid or for another domain.',
      },
    }
    // Each bound is a millisecond off by the server's clock, and the other way by the wall clock.
    const serverNow = clock
    const expired = messageFor(a.address, nonce, { expirationTime: new Date(serverNow) })
    expect(await authenticate(expired, await a.signMessage({ message: expired }))).toEqual(refusal)
    clock = Date.parse('2021-03-01T12:00:00Z')
    try {
      const early = messageFor(a.address, nonce, { notBefore: new Date(clock + 1) })
      expect(await authenticate(early, await a.signMessage({ message: early }))).toEqual(refusal)
      clock += 1
      expect((await authenticate(early, await a.signMessage({ message: early }))).status).toBe(200)
    } finally {
      clock = serverNow
    }
  })
})

describe('oauth: what a code is bound to', () => {
  /** A google flow at `app` answered on the consent page as `login`: the code, its state and verifier. */
  async function googleCode(app: SandboxAppDefinition, login: string, captcha?: string) {
    const verifier = randomBytes(32).toString('base64url')
    const state = randomBytes(24).toString('base64url')
    const init = await post(app, '/oauth/init', {
      provider: 'google',
      redirect_to: `${APP_PAGE}/callback`,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      state_code: state,
      ...(captcha ? { token: captcha } : {}),
    })
    expect(init.status, JSON.stringify(init.body)).toBe(200)
    const decide = await sandbox.app.fetch(
      new Request(new URL('decide', String(init.body.url)), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ app_id: app.id, state_code: state, login, decision: 'allow' }),
      }),
    )
    const back = new URL(decide.headers.get('location') ?? '')
    return { authorization_code: back.searchParams.get('privy_oauth_code'), state_code: state, code_verifier: verifier }
  }

  it('A-7.24 A-8.13 attack: a code issued at one app is refused at another app id; a google account another user holds is not linked to a second user', async () => {
    const login = `victim${randomBytes(4).toString('hex')}`
    const captcha = await solveCaptcha(sandbox.app, { siteKey: 'guarded-site-key' })
    const elsewhere = await googleCode(GUARDED, login, captcha)
    expect(await post(PINNED, '/oauth/authenticate', elsewhere)).toEqual({
      status: 401,
      body: { code: 'invalid_credentials', error: 'Invalid OAuth authorization code or state.' },
    })
    expect((await post(GUARDED, '/oauth/authenticate', elsewhere)).status).toBe(200)
    const victim = await post(PINNED, '/oauth/authenticate', await googleCode(PINNED, login))
    expect(victim.status).toBe(200)
    const thief = await emailLogin(PINNED, uniqueEmail('oauth-thief'))
    expect(await post(PINNED, '/oauth/link', await googleCode(PINNED, login), { token: thief })).toEqual({
      status: 400,
      body: { code: 'linked_to_another_user', error: 'This account has already been linked to another user.' },
    })
  })
})

describe('captcha: a token is good for the site key it was solved for', () => {
  it("A-4.06 A-8.05 attack: a token solved for another site's key, or for the app's key over 300 s ago, is invalid_captcha and sends no code; a fresh one of the app's key passes", async () => {
    const email = uniqueEmail('captcha')
    const foreign = await solveCaptcha(sandbox.app, { siteKey: SANDBOX_CAPTCHA_SITE_KEY })
    // Turnstile's 300 s, on the wall clock as the emulated widget's is.
    const stale = issueCaptchaToken({ siteKey: 'guarded-site-key', hostname: 'localhost', now: Date.now() - 300_001 })
    for (const token of [foreign, stale]) {
      expect(await post(GUARDED, '/passwordless/init', { email, token })).toEqual({
        status: 400,
        body: expect.objectContaining({ code: 'invalid_captcha' }),
      })
    }
    expect(await inbox(email)).toEqual([])
    const own = await solveCaptcha(sandbox.app, { siteKey: 'guarded-site-key' })
    expect((await post(GUARDED, '/passwordless/init', { email, token: own })).status).toBe(200)
  })

  it('A-4.09 attack: oauth/init and telegram/authenticate skipping the captcha, or with a token of another site key, are invalid_captcha', async () => {
    const verifier = randomBytes(32).toString('base64url')
    const oauthInit = (token?: string) =>
      post(GUARDED, '/oauth/init', {
        provider: 'google',
        redirect_to: `${APP_PAGE}/callback`,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        state_code: randomBytes(24).toString('base64url'),
        ...(token ? { token } : {}),
      })
    const telegram = (captchaToken?: string) =>
      post(GUARDED, '/telegram/authenticate', {
        telegram_auth_result: signedLoginResult(BOT_TOKEN, 0, Math.floor(clock / 1000)),
        ...(captchaToken ? { captcha_token: captchaToken } : {}),
      })
    const foreign = () => solveCaptcha(sandbox.app, { siteKey: SANDBOX_CAPTCHA_SITE_KEY })
    for (const attempt of [
      await oauthInit(),
      await oauthInit(await foreign()),
      await telegram(),
      await telegram(await foreign()),
    ]) {
      expect(attempt).toMatchObject({ status: 400, body: { code: 'invalid_captcha' } })
    }
    const own = () => solveCaptcha(sandbox.app, { siteKey: 'guarded-site-key' })
    expect((await oauthInit(await own())).status).toBe(200)
    expect((await telegram(await own())).status).toBe(200)
  })
})
