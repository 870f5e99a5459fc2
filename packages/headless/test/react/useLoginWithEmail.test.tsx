import { solveCaptcha } from '@lobby/sandbox'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useLobby } from '../../src/react/useLobby'
import { useLoginWithEmail } from '../../src/react/useLoginWithEmail'
import { type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('useLoginWithEmail', () => {
  it('A-4.05 A-7.15 A-7.16 sends one code under StrictMode and logs in with it', async () => {
    const { result } = renderHook(() => ({ flow: useLoginWithEmail(), lobby: useLobby() }), {
      wrapper: lobbyWrapper(h),
    })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    expect(result.current.flow).toMatchObject({ state: 'initial', isPending: false, error: null })
    const email = `hook-email-${Date.now()}@example.com`
    let sending: Promise<void> = Promise.resolve()
    act(() => {
      sending = result.current.flow.sendCode({ email })
    })
    expect(result.current.flow).toMatchObject({ state: 'sending-code', isPending: true })
    await act(() => sending)
    expect(result.current.flow).toMatchObject({ state: 'awaiting-code-input', destination: email, isPending: false })
    expect(await h.inbox(email)).toHaveLength(1)
    await act(async () => result.current.flow.loginWithCode({ code: await h.latestCode(email) }))
    expect(result.current.flow.state).toBe('done')
    expect(result.current.lobby.authenticated).toBe(true)
    expect(result.current.lobby.user?.email?.address).toBe(email)
    expect(result.current.lobby.recentLoginMethod).toBe('email')
  })

  it('A-4.05 a wrong code shows the error state with the server code', async () => {
    const { result } = renderHook(() => useLoginWithEmail(), { wrapper: lobbyWrapper(h) })
    const email = `hook-wrong-${Date.now()}@example.com`
    await act(() => result.current.sendCode({ email }))
    const code = await h.latestCode(email)
    await act(() => result.current.loginWithCode({ code: code === '123456' ? '654321' : '123456' }))
    expect(result.current.state).toBe('error')
    expect(result.current.error?.code).toBe('invalid_credentials')
  })

  it("A-8.24 A-8.19 A-5.08 errorMessage: an unexpected answer to the code reads 'Issue verifying code', a wrong code 'Invalid or expired verification code', a short code why", async () => {
    const { result } = renderHook(() => useLoginWithEmail(), { wrapper: lobbyWrapper(h) })
    const email = `hook-issue-${Date.now()}@example.com`
    await act(() => result.current.sendCode({ email }))
    expect(result.current.errorMessage).toBeNull()
    await h.addFault({
      route: '/api/v1/passwordless/authenticate',
      status: 400,
      body: { code: 'invalid_data', error: 'Something odd.' },
      times: 1,
    })
    try {
      await act(() => result.current.loginWithCode({ code: '123456' }))
    } finally {
      await h.clearFaults()
    }
    expect(result.current.error?.message).toBe('Something odd.')
    expect(result.current.errorMessage).toBe('Issue verifying code')
    const code = await h.latestCode(email)
    await act(() => result.current.loginWithCode({ code: code === '000000' ? '111111' : '000000' }))
    expect(result.current.errorMessage).toBe('Invalid or expired verification code')
    await act(() => result.current.loginWithCode({ code: '123' }))
    expect(result.current.errorMessage).toBe('Passcode must be exactly 6 numbers')
  })

  it("A-4.08 A-8.07 errorMessage: a code that cannot be sent reads as the error screen does (the server's message), not as a code", async () => {
    const { result } = renderHook(() => ({ flow: useLoginWithEmail(), lobby: useLobby() }), {
      wrapper: lobbyWrapper(h, { appId: h.appId('wallets-only') }),
    })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    await act(() => result.current.flow.sendCode({ email: `hook-refused-${Date.now()}@example.com` }))
    expect(result.current.flow.error?.code).toBe('disallowed_login_method')
    expect(result.current.flow.errorMessage).toBe('Login with email is not allowed for this app.')
  })

  it('behavior: returns the same object across renders while the flow does not change', async () => {
    const { result, rerender } = renderHook(() => useLoginWithEmail(), { wrapper: lobbyWrapper(h) })
    const first = result.current
    rerender()
    expect(result.current).toBe(first)
    await act(() => result.current.sendCode({ email: `stable-${Date.now()}@example.com` }))
    expect(result.current).not.toBe(first)
    expect(result.current.state).toBe('awaiting-code-input')
  })

  it('A-7.15 sends the token of the getCaptchaToken last rendered, not the first one (a captcha made anew)', async () => {
    const { result, rerender } = renderHook(
      ({ token }: { token: string | undefined }) => useLoginWithEmail({ getCaptchaToken: () => token }),
      {
        wrapper: lobbyWrapper(h, { appId: h.appId('captcha') }),
        initialProps: { token: undefined as string | undefined },
      },
    )
    rerender({ token: await solveCaptcha(h.sandbox.app) })
    const to = `hook-captcha-${Date.now()}@example.com`
    await act(() => result.current.sendCode({ email: to }))
    expect(result.current.error).toBeNull()
    expect(result.current.state).toBe('awaiting-code-input')
    expect(await h.inbox(to)).toHaveLength(1)
  })
})
