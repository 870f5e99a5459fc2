import { WireAuthResult } from '@lobby/headless/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedLoginResult } from '../../src/emulators/telegram.ts'
import { loadApps, type RunningSandbox, type SandboxAppDefinition, startSandbox } from '../../src/index.ts'
import { loopbackClient } from '../support/loopbackClient.ts'
import { uniqueEmail } from '../support/sandboxClient.ts'

/** The bundled apps, plus one whose Telegram bot may log users in but not be linked. */
function appsWithUnlinkableBot(): SandboxAppDefinition[] {
  const apps = loadApps()
  const allMethods = apps.find((app) => app.slug === 'all-methods')
  if (!allMethods) throw new Error('the bundled apps have no all-methods app')
  const noLink: SandboxAppDefinition = {
    slug: 'telegram-no-link',
    id: 'lobbysandboxtgnolinkapp01',
    name: 'Telegram without linking',
    config: {
      ...allMethods.config,
      telegram_auth_config: {
        bot_id: '7000000002',
        bot_name: 'no_link_bot',
        link_enabled: false,
        seamless_auth_enabled: false,
      },
    },
    sandbox: { telegramBotToken: '7000000002:sandbox-telegram-bot-token-no-link-0001' },
  }
  return [...apps, noLink]
}

let running: RunningSandbox
beforeAll(async () => {
  running = await startSandbox({ port: 0, apps: appsWithUnlinkableBot() })
}, 60_000)
afterAll(() => running.close())

const seconds = () => Math.floor(Date.now() / 1000)

async function emailUser(slug: string) {
  const client = loopbackClient(running, slug)
  const email = uniqueEmail('tg-link')
  expect((await client.post('/passwordless/init', { email })).status).toBe(200)
  const res = await client.post('/passwordless/authenticate', { email, code: await client.lastCode(email) })
  return { client, token: WireAuthResult.parse(res.body).token }
}

describe('A-3.28 telegram_auth_config over HTTP', () => {
  it('A-3.28 link_enabled false: telegram/link is refused with disallowed_login_method and nothing is linked', async () => {
    const { client, token } = await emailUser('telegram-no-link')
    const result = signedLoginResult('7000000002:sandbox-telegram-bot-token-no-link-0001', 0, seconds())
    const res = await client.post('/telegram/link', { telegram_auth_result: result }, token)
    expect(res).toEqual({
      status: 403,
      body: { code: 'disallowed_login_method', error: 'Login with Telegram not allowed.' },
    })
    const me = await client.get('/users/me', token)
    const accounts = (me.body.user as { linked_accounts: Array<{ type: string }> }).linked_accounts
    expect(accounts.map((account) => account.type)).toEqual(['email'])
  })

  it('A-3.28 link_enabled false still lets Telegram log users in', async () => {
    const client = loopbackClient(running, 'telegram-no-link')
    const result = signedLoginResult('7000000002:sandbox-telegram-bot-token-no-link-0001', 2, seconds())
    const res = await client.post('/telegram/authenticate', { telegram_auth_result: result })
    expect(res.status).toBe(200)
    expect(WireAuthResult.parse(res.body).user.linked_accounts[0]).toMatchObject({
      type: 'telegram',
      telegram_user_id: '100000003',
    })
  })

  it('A-3.28 link_enabled true: the same link succeeds', async () => {
    const { client, token } = await emailUser('all-methods')
    const result = signedLoginResult('7000000001:sandbox-telegram-bot-token-all-methods', 1, seconds())
    const res = await client.post('/telegram/link', { telegram_auth_result: result }, token)
    expect(res.status).toBe(200)
    const me = await client.get('/users/me', token)
    const accounts = (me.body.user as { linked_accounts: Array<{ type: string }> }).linked_accounts
    expect(accounts.map((account) => account.type).sort()).toEqual(['email', 'telegram'])
  })

  it("A-3.28 the bot's login window names the bot by its bot_name", async () => {
    const popup = await fetch(`${running.url}/_sandbox/telegram/auth?bot_id=7000000002&origin=http://localhost:5173`)
    const text = await popup.text()
    expect(text).toContain('@no_link_bot')
    expect(text).toContain('Telegram without linking')
    const other = await fetch(`${running.url}/_sandbox/telegram/auth?bot_id=7000000001&origin=http://localhost:5173`)
    expect(await other.text()).toContain('@lobby_sandbox_bot')
  })
})
