import { createSoftwareAuthenticator } from '@lobby/sandbox'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { enrollMfa } from '../../src/core/api/mfa'
import { createLoginWithPasskey } from '../../src/core/auth/loginWithPasskey'
import { useLinkPasskey } from '../../src/react/useLinkPasskey'
import { useLobby } from '../../src/react/useLobby'
import { useLobbyClient } from '../../src/react/useLobbyClient'
import { useLoginWithEmail } from '../../src/react/useLoginWithEmail'
import { useLoginWithPasskey } from '../../src/react/useLoginWithPasskey'
import { loginByEmail, type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

const ORIGIN = 'http://localhost:5173'
let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(cleanup)

describe('useLoginWithPasskey', () => {
  it('A-4.29 A-4.30 logs in with a passkey and closes the modal 1400 ms after success', async () => {
    const device = createSoftwareAuthenticator({ origin: ORIGIN })
    const owner = await loginByEmail(h, h.client(), `hook-passkey-${Date.now()}@example.com`)
    await createLoginWithPasskey(owner, { mode: 'link', authenticator: device, relyingParty: ORIGIN }).start()

    const onClose = vi.fn()
    const { result } = renderHook(
      () => ({
        flow: useLoginWithPasskey({ authenticator: device, relyingParty: ORIGIN, onClose }),
        lobby: useLobby(),
      }),
      { wrapper: lobbyWrapper(h) },
    )
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    expect(result.current.flow.state).toBe('initial')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      await act(() => result.current.flow.login())
      expect(result.current.flow.state).toBe('success')
      expect(result.current.lobby.user?.id).toBe(owner.store.getSnapshot().user?.id)
      act(() => vi.advanceTimersByTime(1_399))
      expect(onClose).not.toHaveBeenCalled()
      act(() => vi.advanceTimersByTime(1))
      expect(onClose).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('useLinkPasskey', () => {
  it('A-7.33 A-7.34 A-2.84 A-5.26 A-8.51 links passkeys (newest first) and refuses to unlink one enrolled in MFA', async () => {
    const device = createSoftwareAuthenticator({ origin: ORIGIN })
    const email = `hook-link-${Date.now()}@example.com`
    const { result } = renderHook(
      () => ({
        link: useLinkPasskey({ authenticator: device, relyingParty: ORIGIN }),
        email: useLoginWithEmail(),
        client: useLobbyClient(),
      }),
      { wrapper: lobbyWrapper(h) },
    )
    await act(() => result.current.email.sendCode({ email }))
    await act(async () => result.current.email.loginWithCode({ code: await h.latestCode(email) }))
    expect(result.current.link.passkeys).toEqual([])
    await act(() => result.current.link.link())
    h.skewMs += 2000 // a later creation time for the second passkey
    await act(() => result.current.link.link())
    expect(result.current.link.state).toBe('success')
    const [newest, oldest] = result.current.link.passkeys
    expect(result.current.link.passkeys).toHaveLength(2)
    expect(newest?.credentialId).toBe(device.credentials[1]?.id)
    expect(oldest?.credentialId).toBe(device.credentials[0]?.id)

    const client = result.current.client
    await enrollMfa(
      client.http,
      { method: 'passkey', credentialIds: [oldest!.credentialId] },
      await client.getAccessToken(),
    )
    await act(async () => void (await client.refreshUser()))
    await act(() => result.current.link.unlink(oldest!.credentialId))
    expect(result.current.link.error?.shortMessage).toBe('Cannot unlink a passkey enrolled in MFA')
    await act(() => result.current.link.unlink(newest!.credentialId))
    expect(result.current.link.error).toBeNull()
    expect(result.current.link.passkeys.map((p) => p.credentialId)).toEqual([oldest!.credentialId])
  })

  it("A-2.82 A-2.84 the account list 'Your passkeys' shows the 2 newest of 3 until expanded", async () => {
    const device = createSoftwareAuthenticator({ origin: ORIGIN })
    const email = `hook-list-${Date.now()}@example.com`
    const { result } = renderHook(
      () => ({ link: useLinkPasskey({ authenticator: device, relyingParty: ORIGIN }), email: useLoginWithEmail() }),
      { wrapper: lobbyWrapper(h) },
    )
    await act(() => result.current.email.sendCode({ email }))
    await act(async () => result.current.email.loginWithCode({ code: await h.latestCode(email) }))
    for (let n = 0; n < 3; n += 1) {
      h.skewMs += 2000
      await act(() => result.current.link.link())
    }
    const ids = device.credentials.map((c) => c.id)
    const list = () => result.current.link.accountList
    await waitFor(() => expect(result.current.link.passkeys).toHaveLength(3))
    expect(list().visible.map((p) => p.credentialId)).toEqual([ids[2], ids[1]])
    expect(list()).toMatchObject({ hiddenCount: 1, canExpand: true })
    act(() => list().expand())
    expect(list().visible.map((p) => p.credentialId)).toEqual([ids[2], ids[1], ids[0]])
    expect(list().canExpand).toBe(false)
  })
})
