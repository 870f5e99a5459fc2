import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  connectEmbeddedWallet,
  createEmbeddedWallet,
  getEmbeddedWallets,
  getWalletSession,
} from '../../../src/core/wallet/index'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame } from './fakeWalletFrame'
import { loggedInWalletClient, walletClient } from './walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()
const paths = () => h.sent.map((request) => new URL(request.url).pathname)
/** When an access token expires, in ms (its `exp` claim). */
const expiryOf = (token: string | null) =>
  1000 * (JSON.parse(Buffer.from(String(token).split('.')[1] ?? '', 'base64url').toString()) as { exp: number }).exp

describe('W-7.18 wallet actions use the session helpers', () => {
  it('W-7.18 get access token: a wallet action with an expiring token refreshes it first and hands the frame the new one', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    const old = client.tokens.read().token
    // 10 s before expiry: inside the 30 s the session helper refreshes within.
    h.skewMs = expiryOf(old) - 10_000 - Date.now()
    try {
      h.sent.length = 0
      await createEmbeddedWallet(getWalletSession(client))
      const fresh = client.tokens.read().token
      expect(fresh).not.toBe(old)
      expect(paths()[0]).toBe('/api/v1/sessions')
      const create = frame.requests.find((request) => request.kind === 'lobby:wallet:create')
      expect((create?.input as { accessToken?: string } | undefined)?.accessToken).toBe(fresh)
    } finally {
      h.skewMs = 0
    }
  }, 20_000)

  it('W-7.18 refresh user: after the wallet is made the user is fetched again, and the SDK user holds the new wallet', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    h.sent.length = 0
    const { address } = await createEmbeddedWallet(getWalletSession(client))
    expect(paths()).toContain('/api/v1/users/me')
    expect(getEmbeddedWallets(client.store.getSnapshot().user, 'ethereum').map((w) => w.address)).toEqual([address])
  }, 20_000)

  it('W-7.18 W-7.19 fork session: a forked session lets another context of the same user use the wallet', async () => {
    const device = new Set<string>()
    const frame = createFakeWalletFrame(h, backend, device)
    const client = await loggedInWalletClient(h, frame)
    const { address } = await createEmbeddedWallet(getWalletSession(client))
    const fork = await client.session.fork()
    // Another context (a second tab of this device) starts from the forked token alone.
    const otherFrame = createFakeWalletFrame(h, backend, device)
    const other = walletClient(h, otherFrame)
    other.tokens.write({ forkedToken: fork.newSessionRefreshToken })
    await other.ready()
    expect(other.store.getSnapshot().user?.id).toBe(client.store.getSnapshot().user?.id)
    const result = await connectEmbeddedWallet(getWalletSession(other))
    expect(result).toMatchObject({ status: 'connected', wallet: { address } })
    // The other context's wallet action went with its own (forked) session's token.
    const connect = otherFrame.requests.find((request) => request.kind === 'lobby:wallet:connect')
    expect((connect?.input as { accessToken?: string } | undefined)?.accessToken).toBe(other.tokens.read().token)
    expect(other.tokens.read().token).not.toBe(client.tokens.read().token)
    // The first context keeps its own session.
    expect((await client.session.refresh()).status).toBe('refreshed')
  }, 20_000)
})
