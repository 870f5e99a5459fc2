import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAsGuest } from '../../../src/core/auth/loginAsGuest'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(() => {
  h.skewMs = 0
})

// The protocol's storage key of an app's guest credential, stated here rather than read from the code.
const credentialKey = (appId: string) => `privy:${appId}:guest_credential`
// The sandbox's refresh tokens last 30 days: a day more and the session is one the server no longer honours.
const PAST_REFRESH_TOKEN_LIFETIME_MS = 31 * 24 * 60 * 60 * 1000

describe('the guest credential on logout', () => {
  it('A-4.03 A-7.36 attack: after a guest logs out, the next user of the browser cannot sign back into that guest account: no guest credential is left, and loginAsGuest makes a new guest (another user id)', async () => {
    const storage = new MemoryStorage()
    const client = h.client({ storage })
    await client.ready()
    const guest = await loginAsGuest(client)
    const credential = storage.getItem(credentialKey(h.appId()))
    expect(credential).toBeTruthy()
    storage.setItem(credentialKey('lobbysandboxtermsrequired'), 'another-apps-guest-credential')

    await client.logout()
    expect(storage.getItem(credentialKey(h.appId()))).toBeNull()
    // Only this app's guest leaves.
    expect(storage.getItem(credentialKey('lobbysandboxtermsrequired'))).toBe('another-apps-guest-credential')

    const nextUser = h.client({ storage })
    await nextUser.ready()
    const next = await loginAsGuest(nextUser)
    expect(next.isGuest).toBe(true)
    expect(next.id).not.toBe(guest.id)
    expect(storage.getItem(credentialKey(h.appId()))).not.toBe(credential)
  })

  it('A-4.03 A-7.36 attack: on an app that signs every signed-out visitor in as a guest, the guest who logs out is not signed straight back in: a new guest is', async () => {
    const storage = new MemoryStorage()
    const client = h.client({ storage })
    await client.ready()
    const guest = await loginAsGuest(client)
    const comebacks: Array<Promise<{ id: string }>> = []
    client.store.subscribe(() => {
      if (!client.store.getSnapshot().authenticated && comebacks.length === 0) comebacks.push(loginAsGuest(client))
    })

    await client.logout()
    expect(comebacks).toHaveLength(1)
    expect((await comebacks[0])?.id).not.toBe(guest.id)
  })

  it('A-4.53 A-7.36 a guest who never logged out comes back as the same guest: through a refresh, a reload, and a session the server no longer honours', async () => {
    const storage = new MemoryStorage()
    const client = h.client({ storage })
    await client.ready()
    const guest = await loginAsGuest(client)
    const credential = storage.getItem(credentialKey(h.appId()))
    expect(await client.session.refresh()).toMatchObject({ status: 'refreshed' })

    const reloaded = h.client({ storage })
    await reloaded.ready()
    expect(reloaded.store.getSnapshot().user?.id).toBe(guest.id)

    h.skewMs = PAST_REFRESH_TOKEN_LIFETIME_MS
    expect(await reloaded.getAccessToken()).toBeNull()
    expect(reloaded.store.getSnapshot().authenticated).toBe(false)
    expect(storage.getItem(credentialKey(h.appId()))).toBe(credential)
    expect((await loginAsGuest(reloaded)).id).toBe(guest.id)
  })

  it('A-4.62 A-7.36 a guest logged out because another app signed someone in on the same storage keeps the guest account', async () => {
    const storage = new MemoryStorage()
    const client = h.client({ storage })
    await client.ready()
    const guest = await loginAsGuest(client)
    await loginByEmail(
      h,
      h.client({ storage, appId: 'lobbysandboxtermsrequired' }),
      `guest-other-app-${Date.now()}@example.com`,
    )

    expect(await client.getAccessToken()).toBeNull()
    expect(client.store.getSnapshot().authenticated).toBe(false)
    expect((await loginAsGuest(client)).id).toBe(guest.id)
  })
})
