import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useLobby } from '../../src/react/useLobby'
import { useLoginWithEmail } from '../../src/react/useLoginWithEmail'
import { useLoginWithSms } from '../../src/react/useLoginWithSms'
import { loginByEmail, type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('useLobby', () => {
  it('A-7.45 A-6.06 acceptTerms records acceptance for a terms-required app', async () => {
    const { result } = renderHook(() => ({ lobby: useLobby(), email: useLoginWithEmail() }), {
      wrapper: lobbyWrapper(h, { appId: h.appId('terms-required') }),
    })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    expect(result.current.lobby.config?.legal.requireUsersAcceptTerms).toBe(true)
    const email = `terms-hook-${Date.now()}@example.com`
    await act(() => result.current.email.sendCode({ email }))
    await act(async () => result.current.email.loginWithCode({ code: await h.latestCode(email) }))
    expect(result.current.lobby.user?.hasAcceptedTerms).toBe(false)
    await act(() => result.current.lobby.acceptTerms())
    expect(result.current.lobby.user?.hasAcceptedTerms).toBe(true)
  })

  it('A-7.50 A-7.11 getAuthenticatedUser fetches the signed-in user; forkSession posts sessions/fork and hands out a second session', async () => {
    const { result } = renderHook(() => ({ lobby: useLobby(), email: useLoginWithEmail() }), {
      wrapper: lobbyWrapper(h),
    })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    expect(await result.current.lobby.getAuthenticatedUser()).toBeNull()
    const email = `fork-hook-${Date.now()}@example.com`
    await act(() => result.current.email.sendCode({ email }))
    await act(async () => result.current.email.loginWithCode({ code: await h.latestCode(email) }))
    const user = await act(() => result.current.lobby.getAuthenticatedUser())
    expect(user?.email?.address).toBe(email)
    expect(h.sent.at(-1)?.url).toMatch(/\/api\/v1\/users\/me$/)
    const fork = await act(() => result.current.lobby.forkSession())
    const sent = h.sent.find((request) => request.url.endsWith('/api/v1/sessions/fork'))
    expect(sent?.method).toBe('POST')
    expect(Object.keys((await sent?.clone().json()) as object)).toEqual(['refresh_token'])
    expect(fork.newSessionRefreshToken).toEqual(expect.any(String))
    expect(result.current.lobby.authenticated).toBe(true)
  })

  it('A-5.24 A-4.65 link helpers: a second email is refused; unlinkPhone refetches the user', async () => {
    const { result } = renderHook(
      () => ({
        lobby: useLobby(),
        email: useLoginWithEmail(),
        linkEmail: useLoginWithEmail({ mode: 'link' }),
        linkSms: useLoginWithSms({ mode: 'link' }),
      }),
      { wrapper: lobbyWrapper(h) },
    )
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    const email = `link-hook-${Date.now()}@example.com`
    await act(() => result.current.email.sendCode({ email }))
    await act(async () => result.current.email.loginWithCode({ code: await h.latestCode(email) }))

    await expect(result.current.linkEmail.sendCode({ email: `second-${email}` })).rejects.toThrow(
      'User already has an account of type email linked.',
    )

    const phoneNumber = `+1555${String(Date.now()).slice(-7)}`
    await act(() => result.current.linkSms.sendCode({ phoneNumber }))
    await act(async () => result.current.linkSms.loginWithCode({ code: await h.latestCode(phoneNumber) }))
    expect(result.current.lobby.user?.phone?.number).toBe(phoneNumber)
    h.sent.length = 0
    await act(() => result.current.lobby.unlinkPhone(phoneNumber))
    expect(h.sent.map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/passwordless_sms/unlink', '/api/v1/users/me'])
    expect(result.current.lobby.user?.phone).toBeUndefined()
  })

  it('A-2.11 handOff says whom a privy_token signed the page in as, until dismissed', async () => {
    const email = `hand-off-hook-${Date.now()}@example.com`
    const handed = (await loginByEmail(h, h.client(), email)).tokens.read().token!
    const page = {
      href: `http://app.test/?privy_token=${handed}`,
      replace(next: string) {
        page.href = next
      },
    }
    const { result } = renderHook(() => useLobby(), { wrapper: lobbyWrapper(h, { pageUrl: page }) })
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.handOff).toEqual({ signedInAs: email, notice: `Signed in as ${email}` })
    act(() => result.current.dismissHandOff())
    expect(result.current.handOff).toBeNull()
    expect(result.current.authenticated).toBe(true)
  })
})
