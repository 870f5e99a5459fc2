import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useLobby } from '../../src/react/useLobby'
import { useLoginWithEmail } from '../../src/react/useLoginWithEmail'
import { useUser } from '../../src/react/useUser'
import { type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('useUser and useLobby', () => {
  it('A-7.50 A-3.01 refetches the signed-in user; A-4.03 logout clears it', async () => {
    const { result } = renderHook(() => ({ user: useUser(), lobby: useLobby(), email: useLoginWithEmail() }), {
      wrapper: lobbyWrapper(h),
    })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    expect(result.current.user.user).toBeNull()
    const email = `hook-user-${Date.now()}@example.com`
    await act(() => result.current.email.sendCode({ email }))
    await act(async () => result.current.email.loginWithCode({ code: await h.latestCode(email) }))
    expect(result.current.user.user?.email?.address).toBe(email)

    h.sent.length = 0
    let refetched: Awaited<ReturnType<typeof result.current.user.refreshUser>> = null
    await act(async () => {
      refetched = await result.current.user.refreshUser()
    })
    expect(h.sent.map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/users/me'])
    expect(refetched!.id).toBe(result.current.user.user?.id)
    expect(typeof (await result.current.lobby.getAccessToken())).toBe('string')

    await act(() => result.current.lobby.logout())
    expect(result.current.lobby.authenticated).toBe(false)
    expect(result.current.user.user).toBeNull()
    expect(await result.current.lobby.getAccessToken()).toBeNull()
  })
})
