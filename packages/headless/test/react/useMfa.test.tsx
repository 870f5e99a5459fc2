import { createSoftwareAuthenticator } from '@lobby/sandbox'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { generate } from 'otplib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enrollMfa, initMfaSmsEnrollment } from '../../src/core/api/mfa'
import { createLoginWithPasskey } from '../../src/core/auth/loginWithPasskey'
import { useLobbyClient } from '../../src/react/useLobbyClient'
import { useLoginWithEmail } from '../../src/react/useLoginWithEmail'
import { useMfa } from '../../src/react/useMfa'
import { useMfaEnrollment } from '../../src/react/useMfaEnrollment'
import { MemoryStorage, type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(cleanup)

let phones = 5_000_000
const totpNow = (secret: string) => generate({ secret, epoch: Math.floor(h.now() / 1000) })

describe('useMfaEnrollment', () => {
  it('A-2.69 A-2.75 A-2.76 A-2.77 enrolls TOTP from the shown secret; the chooser then marks it Added', async () => {
    const email = `hook-mfa-enroll-${Date.now()}@example.com`
    const { result } = renderHook(() => ({ enroll: useMfaEnrollment(), email: useLoginWithEmail() }), {
      wrapper: lobbyWrapper(h),
    })
    await act(() => result.current.email.sendCode({ email }))
    await act(async () => result.current.email.loginWithCode({ code: await h.latestCode(email) }))
    expect(result.current.enroll.chooser.title).toBe('Transaction Protection')
    await act(() => result.current.enroll.begin('totp'))
    expect(result.current.enroll.step).toBe('totp-qr')
    const secret = result.current.enroll.totp?.secret ?? ''
    expect(result.current.enroll.totp?.authUrl).toContain(`secret=${secret}`)
    act(() => result.current.enroll.continue())
    await act(async () => result.current.enroll.submitCode(await totpNow(secret)))
    expect(result.current.enroll.step).toBe('success')
    expect(result.current.enroll.successText).toBe('Authenticator app verification added')
    expect(result.current.enroll.chooser.options.find((o) => o.method === 'totp')?.isAdded).toBe(true)
    expect(result.current.enroll.chooser.title).toBe('Choose a verification method')
  })

  it('A-4.44 A-7.49 on a later visit, removing the method waits for a verification the hook returns; its TOTP code removes it', async () => {
    const email = `hook-mfa-verify-${Date.now()}@example.com`
    const first = renderHook(() => ({ enroll: useMfaEnrollment(), email: useLoginWithEmail() }), {
      wrapper: lobbyWrapper(h),
    })
    await act(() => first.result.current.email.sendCode({ email }))
    await act(async () => first.result.current.email.loginWithCode({ code: await h.latestCode(email) }))
    await act(() => first.result.current.enroll.begin('totp'))
    const secret = first.result.current.enroll.totp?.secret ?? ''
    act(() => first.result.current.enroll.continue())
    await act(async () => first.result.current.enroll.submitCode(await totpNow(secret)))
    expect(first.result.current.enroll.step).toBe('success')
    first.unmount()

    // A fresh enrollment (another page, a reload): the user has a method, so a change verifies first.
    h.skewMs += 60_000 // the next TOTP window: the enrollment's code is spent
    const later = renderHook(() => ({ enroll: useMfaEnrollment(), email: useLoginWithEmail() }), {
      wrapper: lobbyWrapper(h),
    })
    await act(() => later.result.current.email.sendCode({ email }))
    await act(async () => later.result.current.email.loginWithCode({ code: await h.latestCode(email) }))
    expect(later.result.current.enroll.chooser.options.find((o) => o.method === 'totp')?.isAdded).toBe(true)
    act(() => later.result.current.enroll.remove('totp'))
    expect(later.result.current.enroll.step).toBe('confirm-remove')
    let removed: Promise<void> = Promise.resolve()
    act(() => {
      removed = later.result.current.enroll.confirmRemove()
    })
    await waitFor(() => expect(later.result.current.enroll.verification.state).toBe('awaiting-code'))
    expect(later.result.current.enroll.verification.method).toBe('totp')
    await act(async () => later.result.current.enroll.verification.submitCode(await totpNow(secret)))
    await act(() => removed)
    expect(later.result.current.enroll.step).toBe('choose')
    expect(later.result.current.enroll.error).toBeNull()
    expect(later.result.current.enroll.chooser.options.find((o) => o.method === 'totp')?.isAdded).toBe(false)
  })

  it("A-4.48 A-2.87 A-2.84 with 4 passkeys the passkey step lists the 2 newest plus 'View All'; viewAll shows the 4", async () => {
    const origin = 'http://localhost:5173'
    const device = createSoftwareAuthenticator({ origin })
    const email = `hook-mfa-passkeys-${Date.now()}@example.com`
    const { result } = renderHook(
      () => ({ enroll: useMfaEnrollment(), email: useLoginWithEmail(), client: useLobbyClient() }),
      { wrapper: lobbyWrapper(h) },
    )
    await act(() => result.current.email.sendCode({ email }))
    await act(async () => result.current.email.loginWithCode({ code: await h.latestCode(email) }))
    const link = createLoginWithPasskey(result.current.client, {
      mode: 'link',
      authenticator: device,
      relyingParty: origin,
    })
    for (let n = 0; n < 4; n += 1) {
      h.skewMs += 2000 // each passkey a later creation time
      await act(() => link.start())
    }
    await act(() => result.current.enroll.begin('passkey'))
    expect(result.current.enroll.step).toBe('passkey-list')
    const ids = device.credentials.map((c) => c.id)
    const list = () => result.current.enroll.passkeyList
    expect(list().visible.map((p) => p.credentialId)).toEqual([ids[3], ids[2]])
    expect(list().showViewAll).toBe(true)
    act(() => list().viewAll())
    expect(list().visible.map((p) => p.credentialId)).toEqual([ids[3], ids[2], ids[1], ids[0]])
    expect(list().showViewAll).toBe(false)
  })
})

describe('useMfa', () => {
  it('A-4.39 A-4.41 A-8.55 with autoStart the first method starts once signed in (one code under StrictMode); a wrong code prompts again', async () => {
    const email = `hook-mfa-${Date.now()}@example.com`
    const phone = `+1555${phones++}`
    const storage = new MemoryStorage()
    const setup = renderHook(() => ({ email: useLoginWithEmail(), client: useLobbyClient() }), {
      wrapper: lobbyWrapper(h, { storage }),
    })
    await act(() => setup.result.current.email.sendCode({ email }))
    await act(async () => setup.result.current.email.loginWithCode({ code: await h.latestCode(email) }))
    const client = setup.result.current.client
    const token = await client.getAccessToken()
    await initMfaSmsEnrollment(client.http, phone, token)
    await enrollMfa(client.http, { method: 'sms', phoneNumber: phone, code: await h.latestCode(phone) }, token)
    setup.unmount()
    const before = (await h.inbox(phone)).length

    // The MFA dialog of a page that restored the session from storage.
    const { result } = renderHook(() => useMfa({ autoStart: true }), { wrapper: lobbyWrapper(h, { storage }) })
    await waitFor(() => expect(result.current.state).toBe('awaiting-code'))
    expect(result.current.method).toBe('sms')
    expect(await h.inbox(phone)).toHaveLength(before + 1)
    const code = await h.latestCode(phone)
    await act(() => result.current.submitCode(code === '000000' ? '111111' : '000000'))
    expect(result.current).toMatchObject({ state: 'awaiting-code', attempts: 1, isBlocked: false })
    expect(result.current.message).toBe('The code you entered is not valid')
    await act(() => result.current.submitCode(code))
    expect(result.current.state).toBe('verified')
    expect(await h.inbox(phone)).toHaveLength(before + 1)
  })
})
