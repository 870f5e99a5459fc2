import { solveCaptcha } from '@lobby/sandbox'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useLobby } from '../../src/react/useLobby'
import { useLoginWithSms } from '../../src/react/useLoginWithSms'
import { type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('useLoginWithSms', () => {
  it('A-4.05 A-7.19 A-7.20 texts one code under StrictMode and logs in with it', async () => {
    const { result } = renderHook(() => ({ flow: useLoginWithSms(), lobby: useLobby() }), { wrapper: lobbyWrapper(h) })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    const phoneNumber = `+1555${String(Date.now()).slice(-7)}`
    await act(() => result.current.flow.sendCode({ phoneNumber }))
    expect(result.current.flow.state).toBe('awaiting-code-input')
    expect(await h.inbox(phoneNumber)).toHaveLength(1)
    await act(async () => result.current.flow.loginWithCode({ code: await h.latestCode(phoneNumber) }))
    expect(result.current.flow.state).toBe('done')
    expect(result.current.lobby.user?.phone?.number).toBe(phoneNumber)
    expect(result.current.lobby.recentLoginMethod).toBe('sms')
  })

  it('A-7.19 sends the token of the getCaptchaToken last rendered, not the first one (a captcha made anew)', async () => {
    const { result, rerender } = renderHook(
      ({ token }: { token: string | undefined }) => useLoginWithSms({ getCaptchaToken: () => token }),
      {
        wrapper: lobbyWrapper(h, { appId: h.appId('captcha') }),
        initialProps: { token: undefined as string | undefined },
      },
    )
    rerender({ token: await solveCaptcha(h.sandbox.app) })
    const to = `+1555${String(Date.now()).slice(-7)}`
    await act(() => result.current.sendCode({ phoneNumber: to }))
    expect(result.current.error).toBeNull()
    expect(result.current.state).toBe('awaiting-code-input')
    expect(await h.inbox(to)).toHaveLength(1)
  })
})
