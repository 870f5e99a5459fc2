import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueCaptchaToken } from '../../src/emulators/captcha.ts'
import { createSandbox, type RunningSandbox, type Sandbox, solveCaptcha, startSandbox } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox()
  client = sandboxClient(sandbox, 'captcha')
}, 60_000)
afterAll(() => sandbox.close())

const turnstile = async (path: string, body?: unknown) => {
  const res = await sandbox.app.fetch(
    new Request(`http://sandbox.test/turnstile/v0${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    }),
  )
  return res
}
const solve = async (sitekey = 'lobby-sandbox-captcha') =>
  (await (await turnstile('/solve', { sitekey, hostname: 'localhost' })).json()) as { success: boolean; token?: string }

describe('captcha emulator', () => {
  it('behavior: serves a widget script with the turnstile render/execute/reset/getResponse shape', async () => {
    const res = await turnstile('/api.js')
    expect(res.headers.get('content-type')).toContain('javascript')
    const script = await res.text()
    for (const name of ['render(', 'execute(', 'reset(', 'getResponse(']) expect(script).toContain(name)
  })

  it('behavior: siteverify accepts a widget token once, then answers timeout-or-duplicate', async () => {
    const { token } = await solve()
    const form = new FormData()
    form.set('secret', 'sandbox')
    form.set('response', token ?? '')
    const verify = () =>
      sandbox.app.fetch(new Request('http://sandbox.test/turnstile/v0/siteverify', { method: 'POST', body: form }))
    expect(await (await verify()).json()).toMatchObject({ success: true, hostname: 'localhost' })
    expect(await (await verify()).json()).toEqual({ success: false, 'error-codes': ['timeout-or-duplicate'] })
  })

  it('behavior: a site key ending in -fail makes the challenge fail', async () => {
    expect(await solve('lobby-sandbox-captcha-fail')).toMatchObject({ success: false })
  })

  it('A-4.06 A-7.15 passwordless/init on the captcha app takes a widget token once; a forged or spent one is invalid_captcha', async () => {
    const { token } = await solve()
    const email = uniqueEmail('captcha')
    expect((await client.post('/passwordless/init', { email, token })).status).toBe(200)
    expect((await client.post('/passwordless/init', { email, token })).body).toMatchObject({ code: 'invalid_captcha' })
    const forged = `${issueCaptchaToken({ siteKey: 'lobby-sandbox-captcha', hostname: 'h', now: Date.now() }).slice(0, -4)}AAAA`
    expect((await client.post('/passwordless/init', { email, token: forged })).body).toMatchObject({
      code: 'invalid_captcha',
    })
    const old = issueCaptchaToken({ siteKey: 'lobby-sandbox-captcha', hostname: 'h', now: Date.now() - 301_000 })
    expect((await client.post('/passwordless/init', { email, token: old })).body).toMatchObject({
      code: 'invalid_captcha',
    })
  })
})

describe('captcha over HTTP: only tokens the widget issued pass', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSandbox({ port: 0 })
  }, 120_000)
  afterAll(() => running?.close())

  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${running.url}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'privy-app-id': running.sandbox.apps.captcha?.id ?? '',
        'privy-client-id': 'test-client',
      },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const inbox = async (to: string) =>
    (await (await fetch(`${running.url}/_sandbox/inbox?to=${encodeURIComponent(to)}`)).json()) as unknown[]
  // : every captcha-guarded init takes the token as `token`.
  const inits: Array<[string, () => Record<string, unknown>]> = [
    ['/passwordless/init', () => ({ email: uniqueEmail('bot') })],
    ['/passwordless_sms/init', () => ({ phoneNumber: `+1555555${String(Math.floor(Math.random() * 9000) + 1000)}` })],
    ['/siwe/init', () => ({ address: '0x000000000000000000000000000000000000dEaD' })],
    ['/passkeys/authenticate/init', () => ({})],
    ['/farcaster/init', () => ({})],
  ]

  const refusedEverywhere = async (token: string) => {
    for (const [path, body] of inits) {
      const fields = body()
      const res = await post(path, { ...fields, token })
      expect(res, path).toMatchObject({ status: 400, body: { code: 'invalid_captcha' } })
      if (typeof fields.email === 'string') expect(await inbox(fields.email)).toEqual([])
    }
  }

  it.each([
    ['a made-up string', 'test-token'],
    ['a pass-looking string', 'sandbox-captcha-pass'],
    ['a long random guess', 'x'.repeat(2048)],
  ])(
    'attack: A-8.05 a bot sending %s instead of solving the captcha is refused (invalid_captcha) on every init, and no code is sent',
    async (_name, token) => {
      await refusedEverywhere(token)
    },
  )

  it.each([
    ['the widget prefix and no signature', 'lobby-captcha.eyJrIjoieCJ9.AAAA'],
    [
      'a signature from another key',
      `lobby-captcha.${Buffer.from('{"k":"lobby-sandbox-captcha","h":"localhost","t":0,"n":"x"}').toString('base64url')}.${'A'.repeat(43)}`,
    ],
  ])('A-8.05 a forged token with %s is refused on every init', async (_name, token) => {
    await refusedEverywhere(token)
  })

  it('A-8.05 a solved token replayed on another init is refused (timeout-or-duplicate)', async () => {
    const token = await solveCaptcha(running.url)
    const email = uniqueEmail('replay')
    expect((await post('/passwordless/init', { email, token })).status).toBe(200)
    expect(await post('/siwe/init', { address: '0x000000000000000000000000000000000000dEaD', token })).toMatchObject({
      status: 400,
      body: { code: 'invalid_captcha' },
    })
  })

  it('A-4.06 A-4.09 a token solved through the widget route passes each init once', async () => {
    for (const [path, body] of inits) {
      const res = await post(path, { ...body(), token: await solveCaptcha(running.url) })
      expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200)
    }
  })
})
