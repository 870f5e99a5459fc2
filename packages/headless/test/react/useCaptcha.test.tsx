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
})
