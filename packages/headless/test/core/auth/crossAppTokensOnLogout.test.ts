import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAsGuest } from '../../../src/core/auth/loginAsGuest'
import { clearCrossAppAccessTokens } from '../../../src/core/auth/loginWithCrossApp'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

/** A browser's `localStorage`: it can list its keys. */
class ListedStorage extends MemoryStorage {
  get length(): number {
    return this.map.size
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null
  }
}

let n = 0
const freshEmail = () => `cross-app-tokens-${++n}-${Date.now()}@example.com`
const PROVIDER_A = 'lobbysandboxproviderapp01'
const PROVIDER_B = 'lobbysandboxproviderapp02'

/** Provider-app tokens as a cross-app login leaves them. */
function storeProviderTokens(storage: MemoryStorage) {
  storage.setItem(`privy:cross-app:${PROVIDER_A}`, 'provider-a-access-token')
  storage.setItem(`privy:cross-app:${PROVIDER_B}`, 'provider-b-access-token')
}
const providerKeys = (storage: MemoryStorage) => [...storage.map.keys()].filter((k) => k.startsWith('privy:cross-app:'))

describe('cross-app provider tokens leave with their user (issue 15)', () => {
  it('attack: after logout no privy:cross-app:* token is left for the next user of the browser; other keys stay', async () => {
    const storage = new ListedStorage()
    const client = await loginByEmail(h, h.client({ storage }), freshEmail())
    storeProviderTokens(storage)
    await client.logout()
    expect(providerKeys(storage)).toEqual([])
    expect(storage.getItem('privy:caid')).toBe(client.analyticsId)
  })

  it('attack: a session the server no longer honours logs out and takes the provider tokens with it', async () => {
    const storage = new ListedStorage()
    const client = await loginByEmail(h, h.client({ storage }), freshEmail())
    storeProviderTokens(storage)
    client.tokens.write({ refreshToken: 'revoked-refresh-token' })
    expect(await client.session.refresh()).toEqual({ status: 'cleared' })
    expect(providerKeys(storage)).toEqual([])
  })

  it('attack: a guest who logs in as an existing user leaves the guest’s provider tokens behind for nobody (A-6.02)', async () => {
    const email = freshEmail()
    await loginByEmail(h, h.client(), email)
    const storage = new ListedStorage()
    const client = h.client({ storage })
    await client.ready()
    const guest = await loginAsGuest(client)
    storeProviderTokens(storage)
    await loginByEmail(h, client, email)
    expect(client.store.getSnapshot().user?.id).not.toBe(guest.id)
    expect(providerKeys(storage)).toEqual([])
  })

  it('behavior: a refresh, and a reload of the same user, keep the provider tokens', async () => {
    const storage = new ListedStorage()
    const client = await loginByEmail(h, h.client({ storage }), freshEmail())
    storeProviderTokens(storage)
    expect(await client.session.refresh()).toMatchObject({ status: 'refreshed' })
    await h.client({ storage }).ready()
    expect(providerKeys(storage).sort()).toEqual([`privy:cross-app:${PROVIDER_A}`, `privy:cross-app:${PROVIDER_B}`])
  })

  it('behavior: a storage that cannot list its keys still loses the tokens of the providers it is told', () => {
    const storage = new MemoryStorage()
    storeProviderTokens(storage)
    storage.setItem('privy:caid', 'kept')
    clearCrossAppAccessTokens(storage, [PROVIDER_A])
    expect([...storage.map.keys()].sort()).toEqual(['privy:caid', `privy:cross-app:${PROVIDER_B}`])
    clearCrossAppAccessTokens(null, [PROVIDER_A])
  })
})
