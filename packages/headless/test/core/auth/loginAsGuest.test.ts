import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { guestCredentialKey } from '../../../src/core/auth/guestCredential'
import { loginAsGuest } from '../../../src/core/auth/loginAsGuest'
import { createLoginWithEmail } from '../../../src/core/auth/loginWithEmail'
import { isLobbyError } from '../../../src/core/errors/lobbyError'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const base64UrlBytes = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/')).length

describe('guest login', () => {
  it('A-7.36 A-9.09 logs in with a 32-byte credential kept for re-login as the same guest', async () => {
    const storage = new MemoryStorage()
    const client = h.client({ storage })
    await client.ready()
    h.sent.length = 0
    const user = await loginAsGuest(client)
    expect(user.isGuest).toBe(true)
    const credential = storage.getItem(guestCredentialKey(h.appId()))!
    expect(base64UrlBytes(credential)).toBe(32)
    expect(await h.sent[0]!.json()).toEqual({ guest_credential: credential })
    expect(client.store.getSnapshot().user?.isGuest).toBe(true)

    // A session lost without a logout (a logout drops the credential: guestCredentialOnLogout.test).
    client.session.clear()
    const again = await loginAsGuest(client)
    expect(again.id).toBe(user.id)
  })

  it('A-9.09 two browsers get two different credentials and two guests', async () => {
    const [a, b] = [new MemoryStorage(), new MemoryStorage()]
    const first = await loginAsGuest(h.client({ storage: a }))
    const second = await loginAsGuest(h.client({ storage: b }))
    expect(a.getItem(guestCredentialKey(h.appId()))).not.toBe(b.getItem(guestCredentialKey(h.appId())))
    expect(first.id).not.toBe(second.id)
  })

  it('A-5.28 is refused while a non-guest user is signed in', async () => {
    const storage = new MemoryStorage()
    const client = await loginByEmail(h, h.client({ storage }), `guest-refused-${Date.now()}@example.com`)
    h.sent.length = 0
    const error = await loginAsGuest(client).catch((e: unknown) => e)
    expect(isLobbyError(error, 'guest.authenticated_user')).toBe(true)
    expect(h.sent).toHaveLength(0)
  })

  it('A-6.02 a guest may still run login (and becomes that user)', async () => {
    const storage = new MemoryStorage()
    const client = h.client({ storage })
    await loginAsGuest(client)
    const email = `guest-upgrade-${Date.now()}@example.com`
    const flow = createLoginWithEmail(client)
    await flow.sendCode(email)
    await flow.submitCode(await h.latestCode(email))
    expect(flow.getSnapshot().status).toBe('done')
    expect(client.store.getSnapshot().user?.email?.address).toBe(email)
  })
})
