import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  createLoginWithTelegram,
  type TelegramStatus,
  telegramNextStep,
  unlinkTelegramAccount,
} from '../../../src/core/auth/loginWithTelegram'
import { readTelegramLoginParams, readTelegramWebAppData } from '../../../src/core/auth/telegramPageData'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import {
  API_URL,
  loginByEmail,
  MemoryStorage,
  type SandboxHarness,
  startSandboxHarness,
} from '../../integration/sandboxHarness'
import { manualTimers } from './oauthTestWindow'
import { SANDBOX_BOT_ID as BOT_ID, signedTelegramResult, telegramLoginUrl, telegramWidget } from './telegramStandIn'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const loginUrl = (user: string) => telegramLoginUrl(h, user)
async function webAppUrl(user: string): Promise<string> {
  const res = await h.sandbox.app.fetch(
    new Request(`${API_URL}/_sandbox/telegram/web-app?bot_id=${BOT_ID}&user=${user}&url=http://localhost/app`),
  )
  return res.headers.get('location') ?? ''
}
const page = (href: string) => ({ href, replace: () => undefined })

const signed = (user: string) => signedTelegramResult(h, user)

async function readyClient(slug = 'all-methods') {
  const client = h.client({ storage: new MemoryStorage(), appId: h.appId(slug) })
  await client.ready()
  return client
}

describe('Telegram login', () => {
  it('A-7.51 A-7.37 A-4.36 loads the widget script from the API host, opens the bot and logs in: verifying then success', async () => {
    const client = await readyClient()
    const sources: string[] = []
    const { widget: api, opened: calls } = telegramWidget(() => signed('ada_tg'))
    const flow = createLoginWithTelegram(client, {
      loadScript: async (src) => {
        sources.push(src)
        return api
      },
    })
    const seen: TelegramStatus[] = []
    flow.subscribe(() => seen.push(flow.getSnapshot().status))
    await flow.start()
    expect(sources).toEqual([`${API_URL}/js/telegram-widget.js`])
    expect(calls[0]?.bot_id).toBe(BOT_ID)
    expect(seen).toEqual(['awaiting-telegram', 'verifying', 'success'])
    expect(client.store.getSnapshot().user?.linkedAccounts[0]).toMatchObject({
      type: 'telegram',
      telegramUserId: '100000001',
    })
  })

  it("A-8.31 a cancelled widget fails with 'Telegram auth failed or was canceled by the client', with a retry", async () => {
    const client = await readyClient()
    const { widget: api } = telegramWidget(async () => false)
    const flow = createLoginWithTelegram(client, { loadScript: async () => api })
    await flow.start()
    expect(flow.getSnapshot()).toMatchObject({ status: 'failure', retryable: true })
    expect(flow.getSnapshot().error?.message).toBe('Telegram auth failed or was canceled by the client')
  })

  it("A-8.28 A-8.29 the server's too_many_requests: 'Request limit reached for Telegram.' when it names Telegram's rate limit, else 'Too many requests.'", async () => {
    const detailFor = async (serverMessage: string) => {
      await h.addFault({
        route: '/api/v1/telegram/authenticate',
        status: 429,
        body: { code: 'too_many_requests', error: serverMessage },
      })
      try {
        const client = await readyClient()
        const { widget: api } = telegramWidget(() => signed('ada_tg'))
        const flow = createLoginWithTelegram(client, { loadScript: async () => api })
        await flow.start()
        const error = flow.getSnapshot().error
        expect(error?.code).toBe('too_many_requests')
        return error ? errorScreenFor(error, null, { flow: 'telegram' }).title : null
      } finally {
        await h.clearFaults()
      }
    }
    expect(await detailFor("Telegram's rate limit for this bot was reached.")).toBe(
      'Request limit reached for Telegram. Please wait a moment and try again.',
    )
    expect(await detailFor('Too many requests.')).toBe('Too many requests. Please wait before trying again.')
  })

  it("A-8.32 a script that defines no widget: 'Telegram was not initialized'", async () => {
    const client = await readyClient()
    const flow = createLoginWithTelegram(client, { loadScript: async () => null })
    await flow.start()
    expect(flow.getSnapshot().error?.message).toBe('Telegram was not initialized')
  })

  it("A-8.33 an app configuration without a bot: 'Telegram Auth configuration is not loaded', no retry", async () => {
    const client = await readyClient('terms-required')
    const flow = createLoginWithTelegram(client, { loadScript: async () => null })
    await flow.start()
    expect(flow.getSnapshot()).toMatchObject({ status: 'failure', retryable: false })
    expect(flow.getSnapshot().error?.message).toBe('Telegram Auth configuration is not loaded')
  })

  it('A-2.14 A-3.18 seamless: the login-URL parameters on the page log the user in', async () => {
    const client = await readyClient()
    const flow = createLoginWithTelegram(client, { pageUrl: page(await loginUrl('grace_tg')) })
    expect(await flow.loginWithPageData()).toBe(true)
    expect(flow.getSnapshot().status).toBe('success')
    expect(client.store.getSnapshot().user?.linkedAccounts[0]?.username).toBe('grace_tg')
  })

  it("attack: A-2.14 the login-URL parameters leave the address bar once read (the host's own stay): a reload or a shared link logs nobody in", async () => {
    const signed = new URL(await loginUrl('grace_tg'))
    signed.searchParams.set('tab', 'wallet')
    const address = {
      href: signed.toString(),
      replace(href: string) {
        this.href = href
      },
    }
    const client = await readyClient()
    const flow = createLoginWithTelegram(client, { pageUrl: address })
    expect(await flow.loginWithPageData()).toBe(true)
    expect(client.store.getSnapshot().user?.linkedAccounts[0]?.username).toBe('grace_tg')
    const left = new URL(address.href)
    expect([...left.searchParams.keys()]).toEqual(['tab'])
    expect(left.pathname).toBe(signed.pathname)
    // What someone holding the link (or a reload) gets now: no login.
    const reloaded = await readyClient()
    h.sent.length = 0
    expect(await createLoginWithTelegram(reloaded, { pageUrl: page(address.href) }).loginWithPageData()).toBe(false)
    expect(reloaded.store.getSnapshot().authenticated).toBe(false)
    expect(h.sent).toEqual([])
  })

  it('A-2.15 A-3.28 seamless: a web app fragment (query_id, user, auth_date, hash, chat_instance, chat_type) logs the user in', async () => {
    const href = await webAppUrl('alan_tg')
    expect(Object.keys(readTelegramWebAppData(page(href)) ?? {}).sort()).toEqual(
      ['auth_date', 'chat_instance', 'chat_type', 'hash', 'query_id', 'user'].sort(),
    )
    const client = await readyClient()
    const flow = createLoginWithTelegram(client, { pageUrl: page(href) })
    expect(await flow.loginWithPageData()).toBe(true)
    expect(client.store.getSnapshot().user?.linkedAccounts[0]?.telegramUserId).toBe('100000003')
  })

  it('A-3.28 A-2.15 web app data logs nobody in unasked when the app turns seamless auth off', async () => {
    const client = await readyClient()
    const config = client.store.getSnapshot().config
    const telegram = config?.server.telegram_auth_config
    if (!config || !telegram) throw new Error('no telegram config')
    telegram.seamless_auth_enabled = false
    try {
      const flow = createLoginWithTelegram(client, { pageUrl: page(await webAppUrl('ada_tg')) })
      expect(await flow.loginWithPageData()).toBe(false)
      expect(client.store.getSnapshot().authenticated).toBe(false)
    } finally {
      telegram.seamless_auth_enabled = true
    }
  })

  it('A-2.14 A-2.15 a page without Telegram data (or with a malformed hash) is left alone', async () => {
    const client = await readyClient()
    h.sent.length = 0
    const hostPage = { href: 'http://localhost/app?id=5&hash=abc', replace: vi.fn() }
    const none = createLoginWithTelegram(client, { pageUrl: hostPage })
    expect(await none.loginWithPageData()).toBe(false)
    expect(hostPage.replace).not.toHaveBeenCalled()
    const bad = (await loginUrl('ada_tg')).replace(/hash=[0-9a-f]+/, 'hash=nothex')
    expect(readTelegramLoginParams(page(bad))).toBeNull()
    expect(h.sent).toEqual([])
  })

  it('A-7.37 a tampered result is refused by the sandbox: Authentication failed', async () => {
    const client = await readyClient()
    const forged = (await loginUrl('ada_tg')).replace('id=100000001', 'id=100000002')
    const flow = createLoginWithTelegram(client, { pageUrl: page(forged) })
    await flow.loginWithPageData()
    expect(flow.getSnapshot().error?.code).toBe('invalid_credentials')
    expect(client.store.getSnapshot().authenticated).toBe(false)
  })

  it("A-8.26 an app without Telegram answers 'Login with Telegram not allowed.', no retry", async () => {
    const client = await readyClient('terms-required')
    const flow = createLoginWithTelegram(client, { pageUrl: page(await loginUrl('ada_tg')) })
    await flow.loginWithPageData()
    expect(flow.getSnapshot()).toMatchObject({ status: 'failure', retryable: false })
    expect(flow.getSnapshot().error?.message).toBe('Login with Telegram not allowed.')
  })

  it('A-7.38 A-7.39 A-4.65 links the Telegram account, then unlinks it and refetches the user', async () => {
    const client = await loginByEmail(h, h.client({ storage: new MemoryStorage() }), `tg-${Date.now()}@example.com`)
    const { widget: api } = telegramWidget(() => signed(String(200000000 + (Date.now() % 100000000))))
    const flow = createLoginWithTelegram(client, { mode: 'link', loadScript: async () => api })
    await flow.start()
    expect(flow.getSnapshot().status).toBe('success')
    expect(client.store.getSnapshot().user?.linkedAccounts.map((a) => a.type)).toEqual(['email', 'telegram'])
    const id = String(client.store.getSnapshot().user?.linkedAccounts[1]?.telegramUserId)
    const user = await unlinkTelegramAccount(client, id)
    expect(user?.linkedAccounts.map((a) => a.type)).toEqual(['email'])
  })

  it('A-4.37 A-4.38 1400 ms after a login success a new user of an app that creates wallets goes to wallet creation', async () => {
    const client = await readyClient()
    const timers = manualTimers()
    const flow = createLoginWithTelegram(client, {
      pageUrl: page(await loginUrl(String(300000000 + (Date.now() % 100000000)))),
      timers,
    })
    await flow.loginWithPageData()
    expect(flow.getSnapshot()).toMatchObject({ status: 'success', next: null })
    expect(timers.pending()).toEqual([1400])
    timers.fire(1400)
    expect(flow.getSnapshot().next).toBe('create-wallet')
  })

  it('A-4.37 A-4.38 consent first when terms are required and not accepted, then wallet creation, else close', async () => {
    const client = await readyClient()
    const flow = createLoginWithTelegram(client, { pageUrl: page(await loginUrl('ada_tg')), timers: manualTimers() })
    await flow.loginWithPageData()
    const { user, config } = client.store.getSnapshot()
    if (!user || !config) throw new Error('not signed in')
    const terms = { ...config, legal: { ...config.legal, requireUsersAcceptTerms: true } }
    expect(telegramNextStep(user, terms)).toBe('consent')
    expect(telegramNextStep({ ...user, hasAcceptedTerms: true }, terms)).toBe('create-wallet')
    const noWallets = { ...config, embeddedWallets: { createOnLogin: 'off' as const } }
    expect(telegramNextStep(user, noWallets)).toBe('close')
    const withWallet = {
      ...user,
      linkedAccounts: [
        ...user.linkedAccounts,
        {
          type: 'wallet' as const,
          verifiedAt: new Date(),
          firstVerifiedAt: null,
          latestVerifiedAt: null,
          walletClientType: 'privy',
          chainType: 'ethereum' as const,
        },
      ],
    }
    expect(telegramNextStep(withWallet, config)).toBe('close')
  })
})
