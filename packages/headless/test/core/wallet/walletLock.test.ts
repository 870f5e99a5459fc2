import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LobbyClient } from '../../../src/core/client'
import { TOKEN_KEYS } from '../../../src/core/session/tokenStore'
import { getEmbeddedWalletProvider } from '../../../src/core/transactions/embeddedWalletProvider'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { WALLET_RPC_TIMEOUT_MS } from '../../../src/core/wallet/walletTimeouts'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame, type FakeFrameControl } from './fakeWalletFrame'
import { loggedInWalletClient, newEmail, walletClient } from './walletTestClient'

// Each test runs a real sandbox login and the frame's key operations: seconds on a loaded two-core box.
vi.setConfig({ testTimeout: 20_000 })

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()
const message = toHex('issue 15')
const locks = (frame: FakeFrameControl) => frame.requests.filter((r) => r.kind === 'lobby:wallet:lock').length

/** A signed-in user whose new wallet is unlocked in this page's frame, and that user's access token. */
async function unlockedWallet(options: { storage?: MemoryStorage } = {}) {
  const frame = createFakeWalletFrame(h, backend)
  const client = await loggedInWalletClient(h, frame, options)
  const { address } = await createEmbeddedWallet(getWalletSession(client))
  return { frame, client, address, token: (await client.getAccessToken())! }
}

/** What a script on the page can do: post a signing request to the mounted frame itself. */
async function signThroughFrame(client: LobbyClient, accessToken: string, address: string): Promise<unknown> {
  const frame = await getWalletSession(client).readyFrame(1_000)
  const input = { accessToken, address, request: { method: 'personal_sign', params: [message, address] } }
  return frame.request('lobby:wallet:rpc', input, WALLET_RPC_TIMEOUT_MS)
}

describe('the wallet frame is locked when its user leaves (issue 15)', () => {
  it('attack: after logout, a script on the page gets no signature from the previous user’s unlocked key', async () => {
    const { frame, client, address, token } = await unlockedWallet()
    const before = (await signThroughFrame(client, token, address)) as { result: Hex }
    expect(await verifyMessage({ address: address as Hex, message: { raw: message }, signature: before.result })).toBe(
      true,
    )
    await client.logout()
    await vi.waitFor(() => expect(locks(frame)).toBe(1))
    await expect(signThroughFrame(client, token, address)).rejects.toMatchObject({ message: 'The wallet is locked' })
  })

  it('attack: the next user signed in on the same page cannot sign with the previous user’s unlocked key', async () => {
    const { frame, client, address } = await unlockedWallet()
    await client.logout()
    await loginByEmail(h, client, newEmail('next-user'))
    const nextToken = (await client.getAccessToken())!
    await vi.waitFor(() => expect(locks(frame)).toBe(1))
    await expect(signThroughFrame(client, nextToken, address)).rejects.toMatchObject({
      message: 'The wallet is locked',
    })
  })

  it('behavior: the owner signing in again unlocks the same wallet and signs (the device share stays)', async () => {
    const email = newEmail('owner-again')
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame, { email })
    const { address } = await createEmbeddedWallet(getWalletSession(client))
    await client.logout()
    await vi.waitFor(() => expect(locks(frame)).toBe(1))
    await loginByEmail(h, client, email)
    const signature = (await getEmbeddedWalletProvider(client).request({
      method: 'personal_sign',
      params: [message, address],
    })) as Hex
    expect(await verifyMessage({ address: address as Hex, message: { raw: message }, signature })).toBe(true)
    expect(frame.mountedUrls).toHaveLength(1)
  })

  it('behavior: a session the server no longer honours logs out and locks the frame', async () => {
    const { frame, client, address, token } = await unlockedWallet()
    client.tokens.write({ refreshToken: 'revoked-refresh-token' })
    expect(await client.session.refresh()).toEqual({ status: 'cleared' })
    expect(client.store.getSnapshot().user).toBeNull()
    await vi.waitFor(() => expect(locks(frame)).toBe(1))
    await expect(signThroughFrame(client, token, address)).rejects.toThrow('The wallet is locked')
  })

  it('behavior: a logout in another tab locks this tab’s frame', async () => {
    const storage = new MemoryStorage()
    const { frame, client, address, token } = await unlockedWallet({ storage })
    await client.ready()
    const otherTab = h.client({ storage })
    await otherTab.ready()
    await otherTab.logout()
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEYS.refreshToken, newValue: null }))
    expect(client.store.getSnapshot().user).toBeNull()
    await vi.waitFor(() => expect(locks(frame)).toBe(1))
    await expect(signThroughFrame(client, token, address)).rejects.toThrow('The wallet is locked')
    client.destroy()
  })

  it('behavior: another user signing in in another tab makes this tab follow and locks its frame', async () => {
    const storage = new MemoryStorage()
    const { frame, client } = await unlockedWallet({ storage })
    await client.ready()
    const nextEmail = newEmail('other-tab-user')
    const elsewhere = await loginByEmail(h, h.client(), nextEmail)
    const next = elsewhere.tokens.read()
    storage.setItem(TOKEN_KEYS.refreshToken, next.refreshToken!)
    storage.setItem(TOKEN_KEYS.token, next.token!)
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEYS.token, newValue: next.token }))
    await vi.waitFor(() => expect(client.store.getSnapshot().user?.email?.address).toBe(nextEmail))
    await vi.waitFor(() => expect(locks(frame)).toBe(1))
    client.destroy()
  })

  it('behavior: a token refreshed by another tab for the same user locks nothing', async () => {
    const storage = new MemoryStorage()
    const { frame, client } = await unlockedWallet({ storage })
    await client.ready()
    const otherTab = h.client({ storage })
    await otherTab.ready()
    await otherTab.session.refresh()
    window.dispatchEvent(
      new StorageEvent('storage', { key: TOKEN_KEYS.token, newValue: storage.getItem(TOKEN_KEYS.token) }),
    )
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(client.store.getSnapshot().authenticated).toBe(true)
    expect(locks(frame)).toBe(0)
    client.destroy()
  })

  it('behavior: a logout on a page that never used the wallet mounts no frame', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loginByEmail(h, walletClient(h, frame), newEmail('no-wallet'))
    getWalletSession(client)
    await client.logout()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(frame.mountedUrls).toEqual([])
  })
})
