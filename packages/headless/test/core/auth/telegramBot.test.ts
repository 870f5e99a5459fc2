// @vitest-environment node
import { loadApps, type RunningSandbox, type SandboxAppDefinition, startSandbox } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TelegramAuthResult } from '../../../src/core/api/telegram'
import { createLoginWithEmail } from '../../../src/core/auth/loginWithEmail'
import { createLoginWithTelegram, type TelegramLoginWidget } from '../../../src/core/auth/loginWithTelegram'
import { telegramBotOf } from '../../../src/core/auth/telegramBot'
import { readTelegramLoginParams } from '../../../src/core/auth/telegramPageData'
import { createLobbyClient, type LobbyClient } from '../../../src/core/client'
import { MemoryStorage } from '../../integration/sandboxHarness'

const NO_LINK_APP_ID = 'lobbysandboxtgnolinkapp01'

/** The bundled apps, plus one whose Telegram bot may log users in but not be linked. */
function appsWithUnlinkableBot(): SandboxAppDefinition[] {
  const apps = loadApps()
  const allMethods = apps.find((app) => app.slug === 'all-methods')
  if (!allMethods) throw new Error('the bundled apps have no all-methods app')
  return [
    ...apps,
    {
      slug: 'telegram-no-link',
      id: NO_LINK_APP_ID,
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
    },
  ]
}

let running: RunningSandbox
beforeAll(async () => {
  running = await startSandbox({ port: 0, apps: appsWithUnlinkableBot() })
}, 60_000)
afterAll(() => running.close())

/** A client of the running sandbox over real HTTP, recording the API paths it calls. */
function httpClient(appId: string) {
  const paths: string[] = []
  const client = createLobbyClient({
    appId,
    apiUrl: running.url,
    fetch: (request) => {
      paths.push(new URL(request.url).pathname)
      return fetch(request)
    },
    storage: new MemoryStorage(),
    cookies: { cookie: '' },
    pageUrl: null,
    analytics: false,
    logger: { warn: () => undefined },
  })
  return { client, paths }
}

async function emailLogin(client: LobbyClient): Promise<void> {
  await client.ready()
  const email = `tg-bot-${Math.random().toString(36).slice(2, 10)}@example.com`
  const flow = createLoginWithEmail(client)
  await flow.sendCode(email)
  const inbox = await fetch(`${running.url}/_sandbox/inbox?to=${encodeURIComponent(email)}`)
  const [latest] = (await inbox.json()) as Array<{ code: string }>
  await flow.submitCode(latest?.code ?? '')
  expect(flow.getSnapshot().status).toBe('done')
}

/** The sandbox bot's signed login result for `user`, as its login-URL page hands it over. */
async function signedResult(botId: string, user: string): Promise<TelegramAuthResult> {
  const res = await fetch(
    `${running.url}/_sandbox/telegram/login-url?bot_id=${botId}&user=${user}&redirect=http://localhost/app`,
    { redirect: 'manual' },
  )
  const href = res.headers.get('location') ?? ''
  return readTelegramLoginParams({ href, replace: () => undefined }) as TelegramAuthResult
}

/** A widget that answers with the bot's signed result, counting how often it was opened. */
function widget(botId: string, user: string) {
  const opened: Array<{ bot_id: string }> = []
  const api: TelegramLoginWidget = {
    auth(options, callback) {
      opened.push(options)
      void signedResult(botId, user).then(callback)
    },
  }
  return { api, opened }
}

describe('A-3.28 the Telegram bot of the app configuration', () => {
  it('A-3.28 reads bot_id, bot_name, link_enabled and seamless_auth_enabled from the served config', async () => {
    const { client } = httpClient(NO_LINK_APP_ID)
    await client.ready()
    expect(telegramBotOf(client.store.getSnapshot().config)).toEqual({
      botId: '7000000002',
      botName: 'no_link_bot',
      linkEnabled: false,
      seamlessAuthEnabled: false,
    })
  }, 20_000)

  it("A-3.28 link_enabled false: linking is refused with 'Login with Telegram not allowed.' before Telegram opens", async () => {
    const { client, paths } = httpClient(NO_LINK_APP_ID)
    await emailLogin(client)
    const { api, opened } = widget('7000000002', String(400000000 + (Date.now() % 100000000)))
    let scripts = 0
    const flow = createLoginWithTelegram(client, {
      mode: 'link',
      loadScript: async () => {
        scripts += 1
        return api
      },
    })
    await flow.start()
    expect(flow.getSnapshot()).toMatchObject({ status: 'failure', retryable: false })
    expect(flow.getSnapshot().error?.message).toBe('Login with Telegram not allowed.')
    expect(scripts).toBe(0)
    expect(opened).toEqual([])
    expect(paths).not.toContain('/api/v1/telegram/link')
    expect(client.store.getSnapshot().user?.linkedAccounts.map((a) => a.type)).toEqual(['email'])
  }, 20_000)

  it('A-3.28 link_enabled false still lets Telegram log a user in', async () => {
    const { client } = httpClient(NO_LINK_APP_ID)
    await client.ready()
    const { api, opened } = widget('7000000002', 'alan_tg')
    const flow = createLoginWithTelegram(client, { loadScript: async () => api })
    await flow.start()
    expect(opened).toEqual([{ bot_id: '7000000002', request_access: 'write' }])
    expect(flow.getSnapshot().status).toBe('success')
    expect(client.store.getSnapshot().user?.linkedAccounts[0]?.telegramUserId).toBe('100000003')
  }, 20_000)

  it('A-3.28 link_enabled true: the same link opens the bot and links the account', async () => {
    const { client } = httpClient(running.sandbox.apps['all-methods']?.id ?? '')
    await emailLogin(client)
    const { api, opened } = widget('7000000001', String(500000000 + (Date.now() % 100000000)))
    const flow = createLoginWithTelegram(client, { mode: 'link', loadScript: async () => api })
    await flow.start()
    expect(opened).toEqual([{ bot_id: '7000000001', request_access: 'write' }])
    expect(flow.getSnapshot().status).toBe('success')
    expect(client.store.getSnapshot().user?.linkedAccounts.map((a) => a.type)).toEqual(['email', 'telegram'])
  }, 20_000)
})
