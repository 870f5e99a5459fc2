import { WireAuthResult, WireUser } from '@lobby/headless/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedLoginResult, signedWebAppData, TELEGRAM_TEST_USERS } from '../../src/emulators/telegram.ts'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>
const clock = Date.parse('2026-11-22T00:00:00Z')

beforeAll(async () => {
  sandbox = await createSandbox({ now: () => clock })
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

const BOT_ID = '7000000001'
const BOT_TOKEN = '7000000001:sandbox-telegram-bot-token-all-methods'
const seconds = () => Math.floor(clock / 1000)

const follow = async (path: string) => {
  const res = await sandbox.app.fetch(new Request(`http://sandbox.test${path}`))
  expect(res.status).toBe(302)
  return new URL(res.headers.get('location') ?? '')
}

describe('/telegram and the bot emulator', () => {
  it('A-7.37 A-2.14 a signed login-URL result (id, hash, auth_date, names, username, photo_url) logs in', async () => {
    const back = await follow(`/_sandbox/telegram/login-url?bot_id=${BOT_ID}&user=ada_tg&redirect=http://localhost/app`)
    expect([...back.searchParams.keys()].sort()).toEqual(
      ['auth_date', 'first_name', 'hash', 'id', 'last_name', 'photo_url', 'username'].sort(),
    )
    const result = Object.fromEntries(back.searchParams)
    const res = await client.post('/telegram/authenticate', { telegram_auth_result: result })
    expect(res.status).toBe(200)
    const account = WireAuthResult.parse(res.body).user.linked_accounts[0]
    expect(account).toMatchObject({ type: 'telegram', telegram_user_id: '100000001', username: 'ada_tg' })
  })

  it('A-7.37 A-2.15 signed web-app data (query_id, user, auth_date, hash, chat_instance, chat_type) logs in', async () => {
    const back = await follow(`/_sandbox/telegram/web-app?bot_id=${BOT_ID}&user=grace_tg&url=http://localhost/app`)
    const data = Object.fromEntries(
      new URLSearchParams(new URLSearchParams(back.hash.slice(1)).get('tgWebAppData') ?? ''),
    )
    expect(Object.keys(data).sort()).toEqual(['auth_date', 'chat_instance', 'chat_type', 'hash', 'query_id', 'user'])
    const res = await client.post('/telegram/authenticate', { telegram_web_app_data: data })
    expect(res.status).toBe(200)
    expect(WireAuthResult.parse(res.body).user.linked_accounts[0]?.telegram_user_id).toBe('100000002')
  })

  it('A-7.37 a tampered field or a hash keyed with another token is refused', async () => {
    const result = signedLoginResult(BOT_TOKEN, 0, seconds())
    const tampered = await client.post('/telegram/authenticate', {
      telegram_auth_result: { ...result, id: TELEGRAM_TEST_USERS[1].id },
    })
    expect(tampered.body.code).toBe('invalid_credentials')
    const forged = signedWebAppData('7000000001:another-bots-token-entirely', 0, seconds())
    const res = await client.post('/telegram/authenticate', { telegram_web_app_data: forged })
    expect(res.body.code).toBe('invalid_credentials')
  })

  it('A-7.37 authorization data older than a day is refused', async () => {
    const old = signedLoginResult(BOT_TOKEN, 2, seconds() - 2 * 24 * 60 * 60)
    const res = await client.post('/telegram/authenticate', { telegram_auth_result: old })
    expect(res.body.code).toBe('invalid_credentials')
  })

  it('attack: A-7.37 authorization data dated more than 60 s ahead is refused (it would stay fresh for as long as it is in the future)', async () => {
    const drifter = { id: 100000009, first_name: 'Drift', last_name: 'Clock', username: 'drift_tg' }
    for (const data of [
      { telegram_auth_result: signedLoginResult(BOT_TOKEN, drifter, seconds() + 61) },
      { telegram_web_app_data: signedWebAppData(BOT_TOKEN, drifter, seconds() + 365 * 24 * 60 * 60) },
    ]) {
      const res = await client.post('/telegram/authenticate', data)
      expect(res.status).toBe(401)
      expect(res.body.code).toBe('invalid_credentials')
    }
    // Drift of a phone's clock is fine.
    const skewed = await client.post('/telegram/authenticate', {
      telegram_auth_result: signedLoginResult(BOT_TOKEN, drifter, seconds() + 60),
    })
    expect(skewed.status).toBe(200)
  })

  it('A-7.38 A-7.39 link adds the telegram account (from a login result or Mini App data); unlink by telegram_user_id removes it', async () => {
    const { token } = await client.loginWithEmail(`tg-link-${Date.now()}@example.com`)
    const result = signedLoginResult(BOT_TOKEN, 2, seconds())
    const linked = await client.post('/telegram/link', { telegram_auth_result: result }, token ?? '')
    expect(linked.status).toBe(200)
    expect(WireAuthResult.parse(linked.body).user.linked_accounts.map((a) => a.type)).toEqual(['email', 'telegram'])
    const res = await client.post('/telegram/unlink', { telegram_user_id: String(result.id) }, token ?? '')
    expect(WireUser.parse(res.body).linked_accounts.map((a) => a.type)).toEqual(['email'])
    const webApp = await client.post(
      '/telegram/link',
      { telegram_web_app_data: signedWebAppData(BOT_TOKEN, 2, seconds()) },
      token ?? '',
    )
    expect(webApp.status).toBe(200)
    const relinked = WireAuthResult.parse(webApp.body).user.linked_accounts
    expect(relinked.find((a) => a.type === 'telegram')?.telegram_user_id).toBe('100000003')
  })

  it("A-8.26 an app without Telegram answers 'Login with Telegram not allowed.'", async () => {
    const other = sandboxClient(sandbox, 'terms-required')
    const res = await other.post('/telegram/authenticate', {
      telegram_auth_result: signedLoginResult(BOT_TOKEN, 0, seconds()),
    })
    expect(res.body).toEqual({ code: 'disallowed_login_method', error: 'Login with Telegram not allowed.' })
  })

  it("attack: a site that is not one of the app's origins gets no signed Telegram result (popup, login URL, Mini App link)", async () => {
    const get = (path: string) => sandbox.app.fetch(new Request(`http://sandbox.test${path}`))
    const outside = [
      `/_sandbox/telegram/auth?bot_id=${BOT_ID}&origin=https://evil.example`,
      `/_sandbox/telegram/login-url?bot_id=${BOT_ID}&user=ada_tg&redirect=https://evil.example/steal`,
      `/_sandbox/telegram/web-app?bot_id=${BOT_ID}&user=ada_tg&url=https://evil.example/steal`,
      `/_sandbox/telegram/login-url?bot_id=${BOT_ID}&user=ada_tg&redirect=javascript:alert(1)`,
      `/_sandbox/telegram/login-url?bot_id=${BOT_ID}&user=ada_tg&redirect=not%20a%20url`,
    ]
    for (const path of outside) {
      const res = await get(path)
      expect(res.status, path).toBe(400)
      expect(res.headers.get('location'), path).toBeNull()
      const text = await res.text()
      expect(text, path).toContain('Bot domain invalid')
      expect(text, path).not.toMatch(/"hash"|hash=/)
    }
    // The app's own pages (loopback, any port) still get one.
    expect((await get(`/_sandbox/telegram/auth?bot_id=${BOT_ID}&origin=http://127.0.0.1:4000`)).status).toBe(200)
    const back = await follow(
      `/_sandbox/telegram/login-url?bot_id=${BOT_ID}&user=ada_tg&redirect=http://localhost:3000/`,
    )
    expect(back.origin).toBe('http://localhost:3000')
  })

  it('A-7.51 the widget script and the bot popup are served by the API host', async () => {
    const script = await sandbox.app.fetch(new Request('http://sandbox.test/js/telegram-widget.js'))
    expect(script.headers.get('content-type')).toContain('javascript')
    const text = await script.text()
    expect(text).toContain('Telegram.Login')
    expect(text).toContain('"http://sandbox.test"')
    const popup = await sandbox.app.fetch(
      new Request(`http://sandbox.test/_sandbox/telegram/auth?bot_id=${BOT_ID}&origin=http://localhost:5173`),
    )
    expect(await popup.text()).toContain('telegram-ada_tg')
  })
})
