import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyClient } from '../../../src/core/client'
import {
  API_URL,
  loginByEmail,
  MemoryStorage,
  type SandboxHarness,
  startSandboxHarness,
} from '../../integration/sandboxHarness'
import { signedTelegramResult, telegramWidget } from '../auth/telegramStandIn'
import { startTestLoginModal, stoppedAfterEach, until } from './oauthLoginModal'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const stops = stoppedAfterEach()

/** The relay's approve button, as the user's Farcaster app presses it. */
async function approveInFarcaster(url: string, fid: number) {
  const res = await h.sandbox.app.fetch(
    new Request(`${API_URL}/_sandbox/farcaster/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel_token: new URL(url).searchParams.get('channel_token'), fid }),
    }),
  )
  expect(await res.json()).toEqual({ success: true })
}

const statusPolls = (from: number) => h.sent.slice(from).filter((r) => r.url.endsWith('/farcaster/status'))

/**
 * A started modal of the all-methods app (Farcaster and Telegram on, wallets created on login)
 * with the wallet frame, so the after-login step is the wallet creation screen; on LANDING.
 */
async function modalOnLanding(
  telegram = telegramWidget(() => Promise.resolve(false)),
  client: LobbyClient = h.client({
    appId: h.appId('all-methods'),
    storage: new MemoryStorage(),
    walletFrameUrl: 'http://frame.test/frame',
  }),
) {
  let scriptLoads = 0
  const { clock, view } = await startTestLoginModal(client, stops, {
    loadTelegramScript: async () => {
      scriptLoads++
      return telegram.widget
    },
  })
  view().open('LANDING')
  // the modal shows 15 ms after it opens.
  clock.advance(15)
  return { client, clock, view, scriptLoads: () => scriptLoads }
}

// The relay is polled every 2 s for real: a login waits on one or two polls.
describe('login modal: Farcaster and Telegram run in the modal', { timeout: 20_000 }, () => {
  it('A-2.22 A-4.24 the Farcaster button shows AWAITING_FARCASTER_CONNECTION with the relay link; approved, the user is signed in and the modal takes the after-login step', async () => {
    const { client, view } = await modalOnLanding()
    view().landing?.selectMethod('farcaster')
    expect(view().screen?.name).toBe('AWAITING_FARCASTER_CONNECTION')
    await until(() => expect(view().farcaster?.url).toMatch(/^http/))
    const url = view().farcaster?.url ?? ''
    expect(new URL(url).pathname).toBe('/_sandbox/farcaster/approve')
    expect(view().farcaster).toMatchObject({ step: 'connection', isMobile: false, status: 'pending', error: null })
    const fid = 20002
    await approveInFarcaster(url, fid)
    await until(() => expect(view().screen?.name).toBe('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN'))
    expect(client.store.getSnapshot().user?.farcaster?.fid).toBe(fid)
  })

  it('A-4.24 closing the modal on AWAITING_FARCASTER_CONNECTION stops the relay polling', async () => {
    const { view } = await modalOnLanding()
    view().landing?.selectMethod('farcaster')
    await until(() => expect(view().farcaster?.url).toMatch(/^http/))
    const from = h.sent.length
    view().close()
    await new Promise((resolve) => setTimeout(resolve, 2_200))
    expect(statusPolls(from)).toHaveLength(0)
  })

  it('A-4.24 Back from AWAITING_FARCASTER_CONNECTION (cancel) leads to LANDING and stops the relay polling', async () => {
    const { view } = await modalOnLanding()
    view().landing?.selectMethod('farcaster')
    await until(() => expect(view().farcaster?.url).toMatch(/^http/))
    const from = h.sent.length
    view().farcaster?.cancel()
    expect(view().screen?.name).toBe('LANDING')
    await new Promise((resolve) => setTimeout(resolve, 2_200))
    expect(statusPolls(from)).toHaveLength(0)
  })

  it("A-4.36 A-4.37 A-4.38 the Telegram button opens Telegram's window in the click's turn on TELEGRAM_AUTH_SCREEN; success waits 1400 ms, then the after-login step", async () => {
    const telegram = telegramWidget(() => signedTelegramResult(h, 'ada_tg'))
    const { client, clock, view, scriptLoads } = await modalOnLanding(telegram)
    // The login screen offering Telegram loads its script before any click.
    await until(() => expect(scriptLoads()).toBe(1))
    await new Promise((resolve) => setTimeout(resolve, 0))
    view().landing?.selectMethod('telegram')
    // No await between the click and the window: a browser would block it otherwise.
    expect(telegram.opened).toEqual([{ bot_id: '7000000001', request_access: 'write' }])
    expect(view().screen?.name).toBe('TELEGRAM_AUTH_SCREEN')
    expect(view().telegram).toMatchObject({ status: 'verifying', error: null, canRetry: false })
    await until(() => expect(view().telegram?.status).toBe('success'))
    expect(client.store.getSnapshot().user?.telegram?.telegramUserId).toBe('100000001')
    clock.advance(1399)
    expect(view().screen?.name).toBe('TELEGRAM_AUTH_SCREEN')
    clock.advance(1)
    expect(view().screen?.name).toBe('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
  })

  it("A-4.36 A-8.31 a closed Telegram window fails with 'Telegram auth failed or was canceled by the client' and Retry opens it again", async () => {
    const telegram = telegramWidget(() => Promise.resolve(false))
    const { client, view } = await modalOnLanding(telegram)
    view().landing?.selectMethod('telegram')
    await until(() => expect(view().telegram?.status).toBe('failure'))
    expect(view().screen?.name).toBe('TELEGRAM_AUTH_SCREEN')
    expect(view().telegram).toMatchObject({
      error: 'Telegram auth failed or was canceled by the client',
      canRetry: true,
    })
    expect(client.store.getSnapshot().authenticated).toBe(false)
    view().telegram?.retry()
    expect(telegram.opened).toHaveLength(2)
    expect(view().telegram?.status).toBe('verifying')
  })

  it('A-4.04 a signed-in user on LANDING picking OAuth, Farcaster or Telegram stays on LANDING with a warning, and nothing is asked of the server', async () => {
    const warnings: string[] = []
    const client = h.client({
      appId: h.appId('all-methods'),
      storage: new MemoryStorage(),
      logger: { warn: (message: string) => warnings.push(message) },
    })
    await loginByEmail(h, client, `signed-in-${Date.now()}@example.com`)
    const { view } = await modalOnLanding(undefined, client)
    const from = h.sent.length
    for (const method of ['github', 'farcaster', 'telegram'] as const) {
      view().landing?.selectMethod(method)
      expect(view().screen?.name).toBe('LANDING')
    }
    expect(warnings).toHaveLength(3)
    for (const warning of warnings) expect(warning).toMatch(/already logged in/)
    expect(h.sent.slice(from).filter((r) => /oauth\/init|farcaster\/init|telegram/.test(r.url))).toEqual([])
  })
})
