import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useGuestAccount } from '../../src/react/useGuestAccount'
import { useLobby } from '../../src/react/useLobby'
import { type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('useGuestAccount', () => {
  it('A-7.36 A-1.17 creates a guest account and signs it in', async () => {
    const { result } = renderHook(() => ({ guest: useGuestAccount(), lobby: useLobby() }), {
      wrapper: lobbyWrapper(h),
    })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    expect(result.current.guest).toMatchObject({ state: 'idle', isPending: false, error: null })
    h.sent.length = 0
    await act(() => result.current.guest.createGuestAccount())
    expect(h.sent.filter((r) => r.url.endsWith('/guest/authenticate'))).toHaveLength(1)
    await waitFor(() => expect(result.current.guest.state).toBe('success'))
    expect(result.current.lobby.user?.isGuest).toBe(true)
    expect(result.current.lobby.authenticated).toBe(true)
  })
})
