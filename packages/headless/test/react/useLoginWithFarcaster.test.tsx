import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useLobby } from '../../src/react/useLobby'
import { useLoginWithFarcaster } from '../../src/react/useLoginWithFarcaster'
import { API_URL, type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('useLoginWithFarcaster', () => {
  it('A-2.22 A-1.07 shows the relay link while awaiting the connection, then logs in once approved', async () => {
    const { result } = renderHook(() => ({ farcaster: useLoginWithFarcaster(), lobby: useLobby() }), {
      wrapper: lobbyWrapper(h),
    })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    let running: Promise<void> = Promise.resolve()
    act(() => {
      running = result.current.farcaster.start()
    })
    await waitFor(() => expect(result.current.farcaster.state).toBe('awaiting-connection'))
    const url = result.current.farcaster.url
    expect(url).toContain('/_sandbox/farcaster/approve?channel_token=')
    expect(result.current.farcaster.isPending).toBe(true)
    await h.sandbox.app.fetch(
      new Request(`${API_URL}/_sandbox/farcaster/approve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ channel_token: new URL(url ?? '').searchParams.get('channel_token'), fid: 20001 }),
      }),
    )
    await act(() => running)
    expect(result.current.farcaster.state).toBe('done')
    expect(result.current.lobby.user?.farcaster?.fid).toBe(20001)
  })

  it("A-8.37 a rate-limited channel request reads 'Too many requests. Please wait before trying again.' as errorMessage, not the server's words", async () => {
    const { result } = renderHook(() => ({ farcaster: useLoginWithFarcaster(), lobby: useLobby() }), {
      wrapper: lobbyWrapper(h),
    })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    expect(result.current.farcaster.errorMessage).toBeNull()
    const answer = { code: 'too_many_requests', error: 'Slow down.' }
    await h.addFault({ route: '/api/v1/farcaster/init', status: 429, body: answer, times: 1 })
    try {
      await act(() => result.current.farcaster.start())
      expect(result.current.farcaster.error?.shortMessage).toBe('Slow down.')
      expect(result.current.farcaster.errorMessage).toBe('Too many requests. Please wait before trying again.')
    } finally {
      await h.clearFaults()
    }
  })
})
