import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginFlowError } from '../../src/core/modal/loginCompletion'
import { createNavigator } from '../../src/core/modal/navigator'
import { useLobby } from '../../src/react/useLobby'
import { useLobbyClient } from '../../src/react/useLobbyClient'
import { useLoginModal } from '../../src/react/useLoginModal'
import { useLoginModalEvents } from '../../src/react/useLoginModalEvents'
import { loginByEmail, type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('useLoginModal', () => {
  it('A-2.02 a standalone modal shows LANDING while signed out, under StrictMode', async () => {
    const { result } = renderHook(() => useLoginModal({ standalone: true }), { wrapper: lobbyWrapper(h) })
    await waitFor(() => expect(result.current.isOpen).toBe(true))
    expect(result.current.screen?.name).toBe('LANDING')
    expect(result.current.closeable).toBe(false)
    expect(result.current.landing?.layout.items.length).toBeGreaterThan(0)
    expect(result.current.code).toBeNull()
  })

  it('A-4.05 A-4.20 A-4.22 email code: the code screen, then Success! and the modal closes signed in', async () => {
    const { result } = renderHook(() => ({ modal: useLoginModal(), lobby: useLobby() }), { wrapper: lobbyWrapper(h) })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    act(() => result.current.modal.open('LANDING'))
    await waitFor(() => expect(result.current.modal.landing).not.toBeNull())
    const email = `modal-hook-${Date.now()}@example.com`
    act(() => result.current.modal.landing?.submitEmail(email))
    await waitFor(() => expect(result.current.modal.screen?.name).toBe('AWAITING_PASSWORDLESS_CODE'), {
      timeout: 5000,
    })
    expect(result.current.modal.code).toMatchObject({ channel: 'email', destination: email, error: null })
    const code = await h.latestCode(email)
    act(() => result.current.modal.code?.submit(code))
    await waitFor(() => expect(result.current.modal.code?.isSuccess).toBe(true), { timeout: 5000 })
    expect(result.current.lobby.authenticated).toBe(true)
    await waitFor(() => expect(result.current.modal.isOpen).toBe(false), { timeout: 3000 })
  })

  it('behavior: a client change the modal does not show (the user refetched) renders nothing', async () => {
    let renders = 0
    const { result } = renderHook(
      () => {
        renders++
        return { modal: useLoginModal(), client: useLobbyClient() }
      },
      { wrapper: lobbyWrapper(h) },
    )
    await waitFor(() => expect(result.current.client.store.getSnapshot().ready).toBe(true))
    await act(() => loginByEmail(h, result.current.client, `modal-renders-${Date.now()}@example.com`))
    act(() => result.current.modal.open('LANDING'))
    await waitFor(() => expect(result.current.modal.isOpen).toBe(true))
    const before = renders
    const user = result.current.client.store.getSnapshot().user
    await act(() => result.current.client.refreshUser())
    expect(result.current.client.store.getSnapshot().user).not.toBe(user)
    expect(renders).toBe(before)
  })

  it('behavior: the same object across renders while nothing changes, with stable commands', async () => {
    const { result, rerender } = renderHook(() => useLoginModal(), { wrapper: lobbyWrapper(h) })
    act(() => result.current.open('LANDING'))
    await waitFor(() => expect(result.current.isOpen).toBe(true))
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    act(() => result.current.landing?.openView('overflow'))
    expect(result.current.landing?.submitEmail).toBe(first.landing?.submitEmail)
    expect(result.current.open).toBe(first.open)
  })
})

describe('useLoginModalEvents', () => {
  it("A-8.69 a host's own modal: closing the login screen signed out calls onError with exited_auth_flow, the latest callback", async () => {
    const navigator = createNavigator()
    const first: LoginFlowError[] = []
    const latest: LoginFlowError[] = []
    const { rerender } = renderHook(
      ({ onError }: { onError: (failure: LoginFlowError) => void }) => useLoginModalEvents({ navigator, onError }),
      { wrapper: lobbyWrapper(h), initialProps: { onError: (failure) => first.push(failure) } },
    )
    rerender({ onError: (failure) => latest.push(failure) })
    act(() => navigator.open('LANDING'))
    await waitFor(() => expect(navigator.getSnapshot().isOpen).toBe(true))
    act(() => navigator.close())
    expect(first).toEqual([])
    expect(latest.map(({ code, error }) => [code, error.shortMessage])).toEqual([
      ['exited_auth_flow', 'The login modal was closed before the user logged in.'],
    ])
  })
})
