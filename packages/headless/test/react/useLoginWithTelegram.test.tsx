import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { useLobby } from '../../src/react/useLobby'
import { useLoginWithTelegram } from '../../src/react/useLoginWithTelegram'
import { API_URL, type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
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

async function signedPage(user: string): Promise<string> {
  const res = await h.sandbox.app.fetch(
    new Request(`${API_URL}/_sandbox/telegram/login-url?bot_id=7000000001&user=${user}&redirect=http://localhost/app`),
  )
  return res.headers.get('location') ?? ''
}

describe('useLoginWithTelegram', () => {
  it('A-2.14 A-3.28 A-4.36 seamless auth: the login-URL parameters log in once on mount (StrictMode)', async () => {
    const href = await signedPage('ada_tg')
    const { result } = renderHook(
      () => ({ telegram: useLoginWithTelegram({ pageUrl: { href, replace: () => undefined } }), lobby: useLobby() }),
      { wrapper: lobbyWrapper(h) },
    )
    await waitFor(() => expect(result.current.telegram.state).toBe('success'))
    expect(paths().filter((p) => p === '/api/v1/telegram/authenticate')).toHaveLength(1)
    expect(result.current.lobby.user?.linkedAccounts[0]?.type).toBe('telegram')
  })

  it('A-4.36 A-8.31 the widget login: cancelled fails with a retry offered, its text as errorMessage (none before)', async () => {
    const { result } = renderHook(
      () => ({
        telegram: useLoginWithTelegram({
          seamless: false,
          loadScript: async () => ({ auth: (_options, callback) => callback(false) }),
        }),
        lobby: useLobby(),
      }),
      { wrapper: lobbyWrapper(h) },
    )
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    expect(result.current.telegram.errorMessage).toBeNull()
    await act(() => result.current.telegram.login())
    expect(result.current.telegram).toMatchObject({ state: 'failure', retryable: true, isPending: false })
    expect(result.current.telegram.error?.message).toBe('Telegram auth failed or was canceled by the client')
    expect(result.current.telegram.errorMessage).toBe('Telegram auth failed or was canceled by the client')
  })

  it("A-7.51 A-4.36 the widget script loads once the app's bot is known, so login() opens Telegram's window in the click's turn", async () => {
    let loads = 0
    const opened: string[] = []
    const { result } = renderHook(
      () =>
        useLoginWithTelegram({
          seamless: false,
          loadScript: async () => {
            loads++
            return { auth: (options) => opened.push(options.bot_id) }
          },
        }),
      { wrapper: lobbyWrapper(h) },
    )
    await waitFor(() => expect(loads).toBe(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    act(() => void result.current.login())
    // No await between the click and the window: a browser would block it otherwise.
    expect(opened).toEqual(['7000000001'])
    expect(loads).toBe(1)
  })

  /** Logs in seamlessly with `href` on the app `slug` and returns the hook once the login failed. */
  async function failedLogin(slug: string, href: string) {
    const { result } = renderHook(() => useLoginWithTelegram({ pageUrl: { href, replace: () => undefined } }), {
      wrapper: lobbyWrapper(h, { appId: h.appId(slug) }),
    })
    await waitFor(() => expect(result.current.state).toBe('failure'))
    return result.current
  }

  it("A-8.30 a forged result the sandbox refuses reads 'Authentication failed' as errorMessage, not the server's own words", async () => {
    const forged = (await signedPage('ada_tg')).replace('id=100000001', 'id=100000002')
    const telegram = await failedLogin('all-methods', forged)
    expect(telegram.error?.message).not.toBe('Authentication failed')
    expect(telegram.errorMessage).toBe('Authentication failed')
  })

  it("A-8.26 a login on an app without Telegram reads 'Login with Telegram not allowed.' as errorMessage", async () => {
    const telegram = await failedLogin('terms-required', await signedPage('ada_tg'))
    expect(telegram.errorMessage).toBe('Login with Telegram not allowed.')
  })
})
