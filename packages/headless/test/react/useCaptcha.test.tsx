import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useCaptcha } from '../../src/react/useCaptcha'
import { useLobby } from '../../src/react/useLobby'
import { fakeTurnstile } from '../core/captcha/fakeTurnstile'
import { type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => {
  delete (globalThis as { turnstile?: unknown }).turnstile
  return h.close()
})

describe('useCaptcha', () => {
  it('A-4.11 is disabled on an app without captcha', async () => {
    const { result } = renderHook(() => ({ captcha: useCaptcha(), lobby: useLobby() }), { wrapper: lobbyWrapper(h) })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    expect(result.current.captcha.status).toBe('disabled')
  })

  it('A-4.11 A-4.12 A-2.17 A-2.18 on the captcha app it mounts the page widget, runs by itself and shows the screen texts', async () => {
    const widget = fakeTurnstile([], 100)
    ;(globalThis as { turnstile?: unknown }).turnstile = widget.api
    const { result } = renderHook(() => ({ captcha: useCaptcha({ autoExecute: true }), lobby: useLobby() }), {
      wrapper: lobbyWrapper(h, { appId: h.appId('captcha') }),
    })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    expect(result.current.captcha.status).toBe('ready')
    act(() => result.current.captcha.containerRef(document.createElement('div')))
    await waitFor(() => expect(result.current.captcha.status).toBe('loading'))
    expect(result.current.captcha.text.title).toBe('Checking that you are a human...')
    await waitFor(() => expect(result.current.captcha.status).toBe('success'))
    expect(result.current.captcha.text).toMatchObject({ title: 'Success!', detail: 'CAPTCHA passed successfully.' })
    expect(result.current.captcha.takeToken()).toMatch(/^token-/)
  })

  it('A-4.06 A-2.20 the captcha comes first until a token is held; Continue runs the pending login at once, and only once', async () => {
    const widget = fakeTurnstile([], 100)
    ;(globalThis as { turnstile?: unknown }).turnstile = widget.api
    const { result } = renderHook(() => ({ captcha: useCaptcha(), lobby: useLobby() }), {
      wrapper: lobbyWrapper(h, { appId: h.appId('captcha') }),
    })
    await waitFor(() => expect(result.current.captcha.status).toBe('ready'))
    expect(result.current.captcha.firstStep('email')).toBe('captcha')
    expect(result.current.captcha.firstStep('oauth')).toBe('await-intent')
    act(() => result.current.captcha.containerRef(document.createElement('div')))
    const tokens: Array<string | undefined> = []
    const login = async () => {
      tokens.push(result.current.captcha.takeToken())
    }
    let first: Promise<unknown> = Promise.resolve()
    act(() => {
      first = result.current.captcha.runFirst('email', login)
    })
    await waitFor(() => expect(result.current.captcha.status).toBe('success'))
    expect(result.current.captcha.firstStep('email')).toBe('proceed')
    expect(tokens).toEqual([])
    await act(() => result.current.captcha.continueLogin())
    expect(tokens).toEqual(['token-1'])
    // The 1 s wait after the pass ends without a second login.
    await act(() => first.catch(() => undefined))
    expect(tokens).toEqual(['token-1'])
  })

  it('A-2.19 A-2.20 Retry after a failed check runs the check again, then the pending login', async () => {
    const widget = fakeTurnstile(['fail', 'fail', 'fail', 'fail'], 10)
    ;(globalThis as { turnstile?: unknown }).turnstile = widget.api
    const { result } = renderHook(() => useCaptcha(), { wrapper: lobbyWrapper(h, { appId: h.appId('captcha') }) })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    act(() => result.current.containerRef(document.createElement('div')))
    const tokens: Array<string | undefined> = []
    let first: Promise<unknown> = Promise.resolve()
    act(() => {
      first = result.current.runFirst('sms', async () => {
        tokens.push(result.current.takeToken())
      })
    })
    await expect(first).rejects.toMatchObject({ code: 'captcha_failure' })
    await waitFor(() => expect(result.current.text.title).toBe('Something went wrong'))
    expect(result.current.text.canRetry).toBe(true)
    expect(tokens).toEqual([])
    await act(() => result.current.retry())
    expect(tokens).toEqual(['token-5'])
  }, 15_000)

  it('A-2.20 Retry after a failed mount (the widget did not render) mounts again, then checks and runs the pending login', async () => {
    const widget = fakeTurnstile([], 10)
    let renders = 0
    const api = {
      ...widget.api,
      render: (...args: Parameters<typeof widget.api.render>) => {
        renders++
        if (renders === 1) throw new Error('widget script broken')
        return widget.api.render(...args)
      },
    }
    ;(globalThis as { turnstile?: unknown }).turnstile = api
    const { result } = renderHook(() => useCaptcha(), { wrapper: lobbyWrapper(h, { appId: h.appId('captcha') }) })
    await waitFor(() => expect(result.current.status).toBe('ready'))
    act(() => result.current.containerRef(document.createElement('div')))
    await waitFor(() => expect(result.current.status).toBe('error'))
    const tokens: Array<string | undefined> = []
    let first: Promise<unknown> = Promise.resolve()
    act(() => {
      first = result.current.runFirst('email', async () => {
        tokens.push(result.current.takeToken())
      })
    })
    await expect(first).rejects.toBeDefined()
    await act(() => result.current.retry())
    expect(renders).toBe(2)
    expect(tokens).toEqual(['token-1'])
  })
})
