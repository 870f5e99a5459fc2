import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueCaptchaToken } from '../../src/emulators/captcha.ts'
import { createSandbox, type Sandbox } from '../../src/index.ts'
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
    const forged = `${issueCaptchaToken({ siteKey: 'x', hostname: 'h', now: Date.now() }).slice(0, -4)}AAAA`
    expect((await client.post('/passwordless/init', { email, token: forged })).body).toMatchObject({
      code: 'invalid_captcha',
    })
    const old = issueCaptchaToken({ siteKey: 'x', hostname: 'h', now: Date.now() - 301_000 })
    expect((await client.post('/passwordless/init', { email, token: old })).body).toMatchObject({
      code: 'invalid_captcha',
    })
  })
})
