import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLoginWithSiwe } from '../../../src/core/auth/loginWithSiwe'
import type { LobbyClientConfig } from '../../../src/core/config/resolveAppConfig'
import { recentWalletClientKey } from '../../../src/core/connectors/recentWalletClient'
import type { LoginModalOptions } from '../../../src/core/modal/loginModal/createLoginModal'
import type { LoginLayoutItem } from '../../../src/core/rules/loginLayout'
import { systemTimers } from '../../../src/core/timers'
import { localWallet } from '../../integration/localWallet'
import { MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { sandboxWidget } from '../../integration/sandboxWidget'
import { testOAuthWindow } from '../auth/oauthTestWindow'
import { DESKTOP, startTestLoginModal, stoppedAfterEach } from './oauthLoginModal'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const stops = stoppedAfterEach()

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** The view of the all-methods app's modal under the host's `config`, opened on LANDING. */
async function openLanding(config: LobbyClientConfig, userAgent = DESKTOP.userAgent) {
  const modal = await startModal({ config, userAgent })
  modal.getSnapshot().open('LANDING')
  return modal.getSnapshot()
}

/** A started modal of sandbox app `app` (all-methods) on a desktop, away from any page. */
async function startModal(
  options: {
    app?: string
    config?: LobbyClientConfig
    userAgent?: string
    loadCaptchaWidget?: LoginModalOptions['loadCaptchaWidget']
  } = {},
) {
  const client = h.client({
    appId: h.appId(options.app ?? 'all-methods'),
    storage: new MemoryStorage(),
    ...(options.config ? { config: options.config } : {}),
  })
  const { modal } = await startTestLoginModal(client, stops, {
    environment: { userAgent: options.userAgent ?? DESKTOP.userAgent },
    timers: systemTimers,
    ...(options.loadCaptchaWidget ? { loadCaptchaWidget: options.loadCaptchaWidget } : {}),
  })
  return modal
}

/**
 * Stands in for the browser's `prefers-color-scheme: dark` media query: `set` switches the device's
 * preference and fires 'change' as a browser does.
 */
function deviceScheme() {
  let dark = false
  const query = new EventTarget() as EventTarget & { matches: boolean }
  Object.defineProperty(query, 'matches', { get: () => dark })
  let listening = 0
  const add = query.addEventListener.bind(query)
  const remove = query.removeEventListener.bind(query)
  query.addEventListener = (...args: Parameters<EventTarget['addEventListener']>) => {
    listening++
    add(...args)
  }
  query.removeEventListener = (...args: Parameters<EventTarget['removeEventListener']>) => {
    listening--
    remove(...args)
  }
  vi.stubGlobal('matchMedia', (media: string) =>
    media === '(prefers-color-scheme: dark)'
      ? query
      : { matches: false, addEventListener() {}, removeEventListener() {} },
  )
  return {
    set(value: boolean) {
      dark = value
      query.dispatchEvent(new Event('change'))
    },
    listeners: () => listening,
  }
}

/** The LANDING rows of the all-methods app's modal under the host's `config`, as short names ('>label' for a button to a view). */
async function landingRows(config: LobbyClientConfig, userAgent = DESKTOP.userAgent): Promise<string[]> {
  const items: readonly LoginLayoutItem[] = (await openLanding(config, userAgent)).landing?.layout.items ?? []
  return items.map((item) =>
    item.type === 'view' ? `>${item.label}` : item.type === 'field' ? item.methods.join('|') : item.method,
  )
}

describe('createLoginModal LANDING from the host config (A-3.30)', () => {
  it("A-2.45 A-3.30 appearance.walletList stands for 'wallet'; WalletConnect is among them only with externalWallets.walletConnect.enabled", async () => {
    const config: LobbyClientConfig = {
      loginMethods: ['email', 'wallet'],
      appearance: { showWalletLoginFirst: true, walletList: ['metamask', 'wallet_connect', 'rainbow'] },
    }
    expect(await landingRows(config)).toEqual(['metamask', 'rainbow', '>Continue with email'])
    expect(await landingRows({ ...config, externalWallets: { walletConnect: { enabled: true } } })).toEqual([
      'metamask',
      'wallet_connect',
      'rainbow',
      '>Continue with email',
    ])
  })

  it('A-2.43 on a phone twitter leaves the login list, unless loginConfig.twitterOAuthOnMobileEnabled', async () => {
    const config: LobbyClientConfig = { loginMethods: ['google', 'twitter'] }
    expect(await landingRows(config)).toEqual(['google', 'twitter'])
    expect(await landingRows(config, PHONE)).toEqual(['google'])
    expect(await landingRows({ ...config, loginConfig: { twitterOAuthOnMobileEnabled: true } }, PHONE)).toEqual([
      'google',
      'twitter',
    ])
  })

  it('A-2.55 A-3.30 appearance.loginGroupPriority puts the wallets or the web2 methods first', async () => {
    const config: LobbyClientConfig = { loginMethods: ['email', 'google', 'wallet'] }
    expect(await landingRows(config)).toEqual(['email', 'google', '>Continue with a wallet'])
    expect(await landingRows({ ...config, appearance: { loginGroupPriority: 'web2-first' } })).toEqual([
      'email',
      'google',
      '>Continue with a wallet',
    ])
    const web3First = await landingRows({ ...config, appearance: { loginGroupPriority: 'web3-first' } })
    expect(web3First[0]).toBe('wallet')
    expect(web3First).not.toContain('email')
    // It wins over the older showWalletLoginFirst.
    expect(
      await landingRows({ ...config, appearance: { showWalletLoginFirst: true, loginGroupPriority: 'web2-first' } }),
    ).toEqual(['email', 'google', '>Continue with a wallet'])
  })

  it('A-3.30 A-3.32 appearance.palette.colorScheme is the theme the modal takes; system follows the device', async () => {
    expect((await openLanding({})).theme?.mode).toBe('light')
    expect((await openLanding({ appearance: { palette: { colorScheme: 'dark' } } })).theme?.mode).toBe('dark')
    expect((await openLanding({ appearance: { theme: 'dark', palette: { colorScheme: 'light' } } })).theme?.mode).toBe(
      'light',
    )
    try {
      deviceScheme().set(true)
      expect((await openLanding({ appearance: { palette: { colorScheme: 'system' } } })).theme?.mode).toBe('dark')
      deviceScheme().set(false)
      expect((await openLanding({ appearance: { palette: { colorScheme: 'system' } } })).theme?.mode).toBe('light')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('A-3.30 a system colour scheme follows the device while the modal is open; a set one does not', async () => {
    const device = deviceScheme()
    try {
      const modal = await startModal({ config: { appearance: { palette: { colorScheme: 'system' } } } })
      modal.getSnapshot().open('LANDING')
      expect(modal.getSnapshot().theme?.mode).toBe('light')
      device.set(true)
      expect(modal.getSnapshot().theme?.mode).toBe('dark')
      device.set(false)
      expect(modal.getSnapshot().theme?.mode).toBe('light')
      // A stopped modal no longer listens; started again, it reads the device as it is now.
      modal.stop()
      device.set(true)
      expect(device.listeners()).toBe(0)
      modal.start()
      expect(modal.getSnapshot().theme?.mode).toBe('dark')
      expect((await openLanding({ appearance: { palette: { colorScheme: 'light' } } })).theme?.mode).toBe('light')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('A-3.30 a loginGroupPriority or colorScheme the SDK does not know is refused, saying what is accepted', async () => {
    const client = h.client({
      appId: h.appId('all-methods'),
      storage: new MemoryStorage(),
      config: { appearance: { loginGroupPriority: 'wallets-first' as never } },
    })
    await client.ready()
    expect(client.store.getSnapshot().error?.message).toContain(
      "appearance.loginGroupPriority: use 'web2-first' (email and socials first) or 'web3-first' (wallets first)",
    )
    const dusk = h.client({
      appId: h.appId('all-methods'),
      storage: new MemoryStorage(),
      config: { appearance: { palette: { colorScheme: 'dusk' as never } } },
    })
    await dusk.ready()
    expect(dusk.store.getSnapshot().error?.message).toContain(
      "appearance.palette.colorScheme: use 'light', 'dark' or 'system'",
    )
  })

  it('A-2.36 A-3.07 A-3.35 after a wallet login (siwe) the wallet row is the recent one; with a wallet list, the wallet used', async () => {
    const storage = new MemoryStorage()
    const config: LobbyClientConfig = { loginMethodsAndOrder: { primary: ['email', 'google', 'wallet'] } }
    const client = h.client({ appId: h.appId('all-methods'), storage, config })
    await client.ready()
    const page = { host: 'localhost:3000', origin: 'http://localhost:3000' }
    await createLoginWithSiwe(client, { page, walletClientType: 'metamask' }).signIn(localWallet().provider)
    expect(client.getRecentLoginMethod()).toBe('siwe')
    await client.logout()
    const recent = async (hostConfig: LobbyClientConfig) => {
      const again = h.client({ appId: h.appId('all-methods'), storage, config: hostConfig })
      const { modal } = await startTestLoginModal(again, stops, { timers: systemTimers })
      modal.getSnapshot().open('LANDING')
      const items = modal.getSnapshot().landing?.layout.items ?? []
      return items.flatMap((item) => (item.type === 'method' && item.isRecent ? [item.method] : []))
    }
    expect(await recent(config)).toEqual(['wallet'])
    storage.setItem(recentWalletClientKey(h.appId('all-methods')), 'rainbow')
    expect(
      await recent({
        loginMethods: ['email', 'wallet'],
        appearance: { loginGroupPriority: 'web3-first', walletList: ['metamask', 'rainbow'] },
      }),
    ).toEqual(['rainbow'])
  })

  it('A-2.41 appearance.hideDirectWeb2Inputs puts the email field behind a button', async () => {
    const config: LobbyClientConfig = { loginMethods: ['email', 'google'] }
    expect(await landingRows(config)).toEqual(['email', 'google'])
    expect(await landingRows({ ...config, appearance: { hideDirectWeb2Inputs: true } })).toEqual([
      '>Continue with email',
      'google',
    ])
  })
})

/** A started modal of the captcha app on the sandbox widget. */
async function captchaModal() {
  const widget = sandboxWidget(h)
  const modal = await startModal({ app: 'captcha', loadCaptchaWidget: async () => widget })
  const view = () => modal.getSnapshot()
  view().captcha.attach({} as Element)
  return { view, widget }
}

/**
 * Opens `screen` on a clock the test moves: the widget is not run 499 ms after, and is 1 ms later.
 * A wall clock cannot tell those apart (a timer may fire a millisecond early by Date.now), so the
 * clock stays fake until the check has passed, moved on while the sandbox answers in between.
 */
async function opensThenRunsAt500ms(
  captcha: Awaited<ReturnType<typeof captchaModal>>,
  open: () => void,
): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    open()
    await vi.advanceTimersByTimeAsync(499)
    expect(captcha.widget.executes).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(captcha.widget.executes).toBe(1)
    for (let i = 0; i < 500 && captcha.view().captcha.status !== 'success'; i++) {
      await new Promise((resolve) => setImmediate(resolve))
      await vi.advanceTimersByTimeAsync(20)
    }
    expect(captcha.view().captcha.status).toBe('success')
  } finally {
    vi.useRealTimers()
  }
}

describe('createLoginModal captcha before OAuth (A-4.10)', () => {
  it('A-4.10 A-2.20 OAuth picked before any check ran (CONNECT_OR_CREATE runs none by itself): CAPTCHA_SCREEN runs it, then offers Continue, which opens the popup with the token', async () => {
    const widget = sandboxWidget(h)
    const client = h.client({ appId: h.appId('captcha'), storage: new MemoryStorage() })
    const page = testOAuthWindow()
    const { view } = await startTestLoginModal(client, stops, {
      timers: systemTimers,
      oauthWindow: page,
      loadCaptchaWidget: async () => widget,
    })
    view().captcha.attach({} as Element)
    view().open('CONNECT_OR_CREATE')
    view().landing?.selectMethod('google')
    expect(view().screen?.name).toBe('CAPTCHA_SCREEN')
    // The user's intent is the Continue click, offered only once the check passed: the screen runs it.
    await vi.waitFor(() => expect(view().captcha.text.canContinue).toBe(true), { timeout: 10_000 })
    expect(widget.executes).toBe(1)
    expect(view().captcha.text.title).toBe('Success!')
    expect(page.opened).toHaveLength(0)
    h.sent.length = 0
    view().captcha.continue()
    expect(page.opened).toHaveLength(1)
    await vi.waitFor(() => expect(h.sent.some((r) => r.url.endsWith('/api/v1/oauth/init'))).toBe(true), {
      timeout: 10_000,
    })
    const init = h.sent.find((r) => r.url.endsWith('/api/v1/oauth/init'))!
    expect(((await init.json()) as { token?: string }).token).toMatch(/.+/)
  })
})

describe('createLoginModal captcha on its own (A-4.12)', () => {
  it('A-4.12 A-4.18 A-4.07 on the captcha app LANDING runs the check by itself 0.5 s after it shows; an email then needs no CAPTCHA_SCREEN', async () => {
    const captcha = await captchaModal()
    const { view, widget } = captcha
    await opensThenRunsAt500ms(captcha, () => view().open('LANDING'))
    expect(widget.executes).toBe(1)
    const email = `auto-captcha-${Date.now()}@example.com`
    view().landing?.submitEmail(email)
    expect(view().screen?.name).not.toBe('CAPTCHA_SCREEN')
    await vi.waitFor(() => expect(view().screen?.name).toBe('AWAITING_PASSWORDLESS_CODE'), { timeout: 10_000 })
    expect(await h.inbox(email)).toHaveLength(1)
  })

  it('A-4.12 A-4.18 AWAITING_CONNECTION runs it by itself 0.5 s after it shows', async () => {
    const captcha = await captchaModal()
    await opensThenRunsAt500ms(captcha, () =>
      captcha.view().open('AWAITING_CONNECTION', { walletClientType: 'metamask' }),
    )
    expect(captcha.widget.executes).toBe(1)
  })
})
