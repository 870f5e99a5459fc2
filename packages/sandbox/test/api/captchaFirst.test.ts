import { randomBytes } from 'node:crypto'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox, type SandboxAppDefinition, solveCaptcha } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

/** Every login method behind the captcha, and guests, which need none. */
const GUESTS_TOO: SandboxAppDefinition = {
  slug: 'captcha-and-guests',
  id: 'lobbysandboxcaptchaguests',
  name: 'Captcha and guests',
  config: {
    email_auth: true,
    sms_auth: true,
    wallet_auth: true,
    passkey_auth: true,
    farcaster_auth: true,
    google_oauth: true,
    telegram_auth: true,
    telegram_auth_config: { bot_id: '7000000003', bot_name: 'captcha_guests_bot' },
    guest_auth: true,
    captcha_enabled: true,
    captcha_site_key: 't:lobby-sandbox-captcha',
  },
  sandbox: { telegramBotToken: '7000000003:captcha-first-test-bot-token-0000' },
}

let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox({ apps: [GUESTS_TOO] })
  client = sandboxClient(sandbox, 'captcha-and-guests')
}, 60_000)
afterAll(() => sandbox.close())

const oauthInit = (token?: string) => ({
  provider: 'google',
  redirect_to: 'http://localhost:5173/',
  code_challenge: randomBytes(32).toString('base64url'),
  state_code: randomBytes(24).toString('base64url'),
  ...(token ? { token } : {}),
})

/** Each login's first call on the app, with no captcha token: what a bot sends. */
const firstCalls = (email: string, phoneNumber: string): Array<[string, Record<string, unknown>]> => [
  ['/passwordless/init', { email }],
  ['/passwordless_sms/init', { phoneNumber }],
  ['/siwe/init', { address: privateKeyToAccount(generatePrivateKey()).address }],
  ['/passkeys/authenticate/init', {}],
  ['/farcaster/init', {}],
  ['/oauth/init', oauthInit()],
  ['/telegram/authenticate', {}],
]

describe('the captcha comes first for everyone but an authenticated user', () => {
  it('A-4.06 A-4.09 A-1.17 attack: a bot holding a guest session (which costs no captcha) is still asked for one at every login’s first call, and no code is sent', async () => {
    const guest = await client.post('/guest/authenticate', { guest_credential: randomBytes(32).toString('hex') })
    expect(guest.status).toBe(200)
    expect(guest.body.user).toMatchObject({ is_guest: true })
    const token = guest.body.token as string
    const email = uniqueEmail('guest-bot')
    const phoneNumber = '+1 555 010 4477'
    for (const [path, body] of firstCalls(email, phoneNumber)) {
      const res = await client.post(path, body, token)
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 400, code: 'invalid_captcha' })
    }
    const inbox = await client.control('GET', `/inbox?to=${encodeURIComponent(email)}`)
    expect(inbox.body).toEqual([])
    // the guest may still log in, by passing the captcha like anyone else.
    const solved = await solveCaptcha(sandbox.app)
    expect((await client.post('/passwordless/init', { email, token: solved }, token)).status).toBe(200)
  })

  it('A-4.06 A-4.09 a signed-in user linking Google, a wallet or an email on the captcha app starts without a captcha token', async () => {
    const email = uniqueEmail('captcha-linker')
    expect((await client.post('/passwordless/init', { email, token: await solveCaptcha(sandbox.app) })).status).toBe(
      200,
    )
    const login = await client.post('/passwordless/authenticate', { email, code: await client.lastCode(email) })
    expect(login.status).toBe(200)
    const token = login.body.token as string
    const oauth = await client.post('/oauth/init', oauthInit(), token)
    expect(oauth.status).toBe(200)
    expect(oauth.body.url).toEqual(expect.any(String))
    const address = privateKeyToAccount(generatePrivateKey()).address
    expect((await client.post('/siwe/init', { address }, token)).status).toBe(200)
    expect((await client.post('/passwordless/init', { email: uniqueEmail('second') }, token)).status).toBe(200)
    // Without the session the same calls are a bot's again.
    expect((await client.post('/oauth/init', oauthInit())).body.code).toBe('invalid_captcha')
  })
})
