import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { OAUTH_POPUP_NAME, OAUTH_RESPONSE_MESSAGE } from '../../src/core/auth/oauthWindow'
import { useInAppBrowser } from '../../src/react/useInAppBrowser'
import { useLinkWithOAuth } from '../../src/react/useLinkWithOAuth'
import { useLobby } from '../../src/react/useLobby'
import { useLoginWithCrossApp } from '../../src/react/useLoginWithCrossApp'
import { useLoginWithOAuth } from '../../src/react/useLoginWithOAuth'
import { consent, type TestOAuthWindow, testOAuthWindow } from '../core/auth/oauthTestWindow'
import { MemoryStorage, type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(() => {
  cleanup()
  h.sent.length = 0
})

const paths = () => h.sent.map((r) => new URL(r.url).pathname)
const returnMessage = (back: URL) => ({
  type: OAUTH_RESPONSE_MESSAGE,
  authorizationCode: back.searchParams.get('privy_oauth_code'),
  stateCode: back.searchParams.get('privy_oauth_state'),
  provider: back.searchParams.get('privy_oauth_provider'),
})

async function finishPopup(page: TestOAuthWindow, decision = 'allow') {
  // The popup opens blank in the click and is sent to the provider once oauth/init answers.
  await waitFor(() => expect(page.opened[0]?.url).toMatch(/^http/))
  expect(page.opened).toHaveLength(1)
  const back = await consent(h, page.opened[0]?.url ?? '', decision)
  act(() => page.post(page.origin, returnMessage(back)))
}

describe('useLoginWithOAuth', () => {
  it('A-4.31 A-4.33 A-7.24 logs in through the popup under StrictMode', async () => {
    const page = testOAuthWindow()
    const { result } = renderHook(
      () => ({ oauth: useLoginWithOAuth({ window: page, environment: null, popupPage: null }), lobby: useLobby() }),
      { wrapper: lobbyWrapper(h) },
    )
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    let started: Promise<void> = Promise.resolve()
    act(() => {
      started = result.current.oauth.initOAuth({ provider: 'google', flow: 'popup' })
    })
    await finishPopup(page)
    await act(() => started)
    expect(result.current.oauth).toMatchObject({ state: 'connected', isPending: false, provider: 'google' })
    expect(result.current.lobby.authenticated).toBe(true)
    expect(page.opened).toHaveLength(1)
  })

  it('A-2.12 finishes a redirect return once on mount (StrictMode) and cleans the URL', async () => {
    const storage = new MemoryStorage()
    const page = testOAuthWindow()
    const first = renderHook(() => useLoginWithOAuth({ window: page, environment: null, popupPage: null }), {
      wrapper: lobbyWrapper(h, { storage }),
    })
    await act(() => first.result.current.initOAuth({ provider: 'apple' }))
    expect(first.result.current.state).toBe('redirecting')
    first.unmount()
    const back = await consent(h, page.assigned[0] ?? '', 'allow')
    const location = {
      href: back.toString(),
      replace(href: string) {
        location.href = href
      },
    }
    h.sent.length = 0
    const { result } = renderHook(
      () => ({
        oauth: useLoginWithOAuth({ pageUrl: location, environment: null, popupPage: null }),
        lobby: useLobby(),
      }),
      { wrapper: lobbyWrapper(h, { storage }) },
    )
    await waitFor(() => expect(result.current.oauth.state).toBe('connected'))
    expect(paths().filter((p) => p === '/api/v1/oauth/authenticate')).toHaveLength(1)
    expect(location.href).toBe(page.href)
    expect(result.current.lobby.user?.linkedAccounts[0]?.type).toBe('apple_oauth')
  })

  it('A-4.33 in the OAuth popup, the page hands the return to its opener and sends nothing', async () => {
    const postMessage = vi.fn()
    const location = {
      href: 'http://localhost:5173/login?privy_oauth_code=c&privy_oauth_state=s&privy_oauth_provider=github',
      replace: vi.fn(),
    }
    const popupPage = {
      name: OAUTH_POPUP_NAME,
      origin: 'http://localhost:5173',
      opener: { postMessage },
      close: vi.fn(),
    }
    renderHook(() => useLoginWithOAuth({ pageUrl: location, popupPage, environment: null }), {
      wrapper: lobbyWrapper(h),
    })
    await waitFor(() => expect(postMessage).toHaveBeenCalledTimes(1))
    expect(postMessage.mock.calls[0]?.[1]).toBe('http://localhost:5173')
    expect(paths()).not.toContain('/api/v1/oauth/authenticate')
  })
})

describe('useLinkWithOAuth', () => {
  it("A-1.12 A-7.24 A-7.25 A-4.65 A-8.43 links then unlinks a provider account of the signed-in user; a second one of the provider reads 'You cannot authorize more than one account for this user.'", async () => {
    const storage = new MemoryStorage()
    const page = testOAuthWindow()
    const { result } = renderHook(
      () => ({
        link: useLinkWithOAuth({ window: page, environment: null, popupPage: null }),
        oauth: useLoginWithOAuth({ window: page, environment: null, popupPage: null }),
        lobby: useLobby(),
      }),
      { wrapper: lobbyWrapper(h, { storage }) },
    )
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    let started: Promise<void> = Promise.resolve()
    act(() => {
      started = result.current.oauth.initOAuth({ provider: 'twitter', flow: 'popup' })
    })
    await finishPopup(page)
    await act(() => started)
    page.opened.length = 0
    act(() => {
      started = result.current.link.linkOAuth({ provider: 'github', flow: 'popup' })
    })
    await finishPopup(page)
    await act(() => started)
    expect(result.current.link.state).toBe('connected')
    expect(result.current.link.errorMessage).toBeNull()
    await act(() => result.current.link.linkOAuth({ provider: 'github', flow: 'popup' }).catch(() => undefined))
    expect(result.current.link.error?.code).toBe('cannot_link_more_of_type')
    expect(result.current.link.errorMessage).toBe('You cannot authorize more than one account for this user.')
    const github = result.current.lobby.user?.linkedAccounts.find((a) => a.type === 'github_oauth')
    await act(async () => {
      await result.current.link.unlinkOAuth({ provider: 'github', subject: github?.subject ?? '' })
    })
    expect(result.current.lobby.user?.linkedAccounts.map((a) => a.type)).toEqual(['twitter_oauth'])
  })
})

describe('useLoginWithCrossApp', () => {
  it('A-1.08 A-9.21 logs in with the provider app through a 400 by 680 popup', async () => {
    const page = testOAuthWindow()
    const { result } = renderHook(
      () => ({ crossApp: useLoginWithCrossApp({ window: page, environment: null }), lobby: useLobby() }),
      { wrapper: lobbyWrapper(h) },
    )
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    let started: Promise<void> = Promise.resolve()
    act(() => {
      started = result.current.crossApp.loginWithCrossAppAccount({ appId: h.appId('cross-app-provider') })
    })
    await finishPopup(page)
    await act(() => started)
    expect(page.opened[0]?.size).toEqual({ width: 400, height: 680 })
    expect(result.current.crossApp.state).toBe('connected')
    expect(result.current.lobby.user?.linkedAccounts[0]?.type).toBe('cross_app')
  })
})

describe('useInAppBrowser', () => {
  it('A-2.29 A-8.48 gives the screen its title, message, the link and an Android way out', () => {
    const { result } = renderHook(() =>
      useInAppBrowser({
        environment: {
          userAgent:
            'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 Chrome/129.0 Mobile Safari/537.36 Instagram 350.0',
        },
        pageUrl: 'https://app.example.com/login',
      }),
    )
    expect(result.current).toMatchObject({
      embedded: true,
      app: 'instagram',
      title: 'Could not log in with provider',
      message: "It looks like you're using an in-app browser. To log in, please try again using an external browser.",
      pageUrl: 'https://app.example.com/login',
    })
    expect(result.current.systemBrowserUrl).toMatch(/^intent:\/\/app\.example\.com\/login#Intent;scheme=https;/)
  })

  it('behavior: the way out works: the link is copied, and on Android the system browser opens', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const navigate = vi.fn()
    const android = renderHook(() =>
      useInAppBrowser({
        environment: { userAgent: 'Mozilla/5.0 (Linux; Android 14; wv) AppleWebKit/537.36 Instagram 350.0' },
        pageUrl: 'https://app.example.com/login',
        navigate,
      }),
    )
    expect(await act(() => android.result.current.copyLink())).toBe(true)
    expect(writeText).toHaveBeenCalledWith('https://app.example.com/login')
    expect(android.result.current.isCopied).toBe(true)
    expect(android.result.current.openInSystemBrowser()).toBe(true)
    expect(navigate).toHaveBeenCalledWith(android.result.current.systemBrowserUrl)
    const ios = renderHook(() =>
      useInAppBrowser({
        environment: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) [FBAN/FBIOS;FBAV/470.0]' },
        pageUrl: 'https://app.example.com/login',
        navigate,
      }),
    )
    expect(ios.result.current.openInSystemBrowser()).toBe(false)
    expect(navigate).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
  })
})
