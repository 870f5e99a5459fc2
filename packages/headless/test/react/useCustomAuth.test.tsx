import { renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyClientConfig } from '../../src/core/config/resolveAppConfig'
import { useCustomAuth } from '../../src/react/useCustomAuth'
import { useLobby } from '../../src/react/useLobby'
import { type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const customCalls = () => h.sent.filter((r) => r.url.endsWith('/custom_jwt_account/authenticate')).length

describe('useCustomAuth', () => {
  it('A-1.10 A-7.14 logs in with the host JWT once under StrictMode, and again when the getter changes', async () => {
    const first = await h.customJwt(h.appId(), `hook-host-${Date.now()}`)
    const second = await h.customJwt(h.appId(), `hook-host-2-${Date.now()}`)
    const getFirst = async () => first
    const getSecond = async () => second
    h.sent.length = 0
    const { result, rerender } = renderHook(
      ({ getter, isLoading }) => ({
        custom: useCustomAuth({ getCustomAccessToken: getter, isLoading }),
        lobby: useLobby(),
      }),
      { wrapper: lobbyWrapper(h), initialProps: { getter: getFirst, isLoading: true } },
    )
    expect(result.current.custom.isPending).toBe(true)
    rerender({ getter: getFirst, isLoading: false })
    await waitFor(() => expect(result.current.lobby.authenticated).toBe(true))
    expect(customCalls()).toBe(1)
    const firstUser = result.current.lobby.user?.id
    rerender({ getter: getSecond, isLoading: false })
    await waitFor(() => expect(result.current.lobby.user?.id).not.toBe(firstUser))
    expect(customCalls()).toBe(2)
    expect(result.current.custom).toMatchObject({ state: 'authenticated', error: null, isPending: false })
  })

  it('A-3.31 A-1.10 config.customAuth: the provider itself logs the host user in; with enabled false it does not', async () => {
    const token = await h.customJwt(h.appId(), `config-host-${Date.now()}`)
    const withConfig = (config: LobbyClientConfig) => lobbyWrapper(h, { config })
    const getCustomAccessToken = async () => token
    h.sent.length = 0
    const off = renderHook(() => useLobby(), {
      wrapper: withConfig({ customAuth: { enabled: false, getCustomAccessToken, isLoading: false } }),
    })
    await waitFor(() => expect(off.result.current.ready).toBe(true))
    expect(off.result.current.authenticated).toBe(false)
    expect(customCalls()).toBe(0)
    off.unmount()
    const on = renderHook(() => useLobby(), {
      wrapper: withConfig({ customAuth: { getCustomAccessToken, isLoading: false } }),
    })
    await waitFor(() => expect(on.result.current.authenticated).toBe(true))
    expect(on.result.current.user?.linkedAccounts.map((account) => account.type)).toEqual(['custom_auth'])
    expect(customCalls()).toBe(1)
  })
})
