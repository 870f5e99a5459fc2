// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { onLoginRequest } from '../../../src/core/modal/loginRequest'
import {
  createEmbeddedWallet,
  retryEmbeddedWalletCreation,
  startEmbeddedWalletCreation,
  WALLET_CREATION_EVENTS,
} from '../../../src/core/wallet/createEmbeddedWallet'
import { getEmbeddedWallets } from '../../../src/core/wallet/embeddedWallets'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame, FRAME_BASE, HOST_ORIGIN } from './fakeWalletFrame'
import { loggedInWalletClient, walletClient } from './walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(async () => {
  vi.useRealTimers()
  await h.clearFaults()
})

const backend = createFakeWalletBackend()

/** The wallet-creation analytics events the sandbox received for this app, in order. */
async function creationEvents(appId: string): Promise<string[]> {
  await new Promise((r) => setTimeout(r, 20))
  const events = await h.sandbox.store.listAnalyticsEvents(appId)
  return events.map((e) => e.eventName).filter((name) => name.startsWith('embedded_wallet_creation'))
}

describe('createEmbeddedWallet', () => {
  it('W-4.08 W-7.05 creates in the frame with the access token, refreshes the user and sends the start and completed events', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame, { analytics: true })
    const session = getWalletSession(client)
    const before = (await creationEvents(client.appId)).length
    const { address } = await createEmbeddedWallet(session)
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const [wallet] = getEmbeddedWallets(client.store.getSnapshot().user)
    expect(wallet).toMatchObject({ address, chainType: 'ethereum', recoveryMethod: 'provider-managed' })
    const create = frame.requests.filter((r) => r.kind === 'lobby:wallet:create')
    expect(create).toEqual([{ kind: 'lobby:wallet:create', input: { accessToken: await client.getAccessToken() } }])
    expect(frame.mountedUrls[0]).toBe(
      `${FRAME_BASE}/apps/${client.appId}/embedded-wallets?caid=${client.analyticsId}&client_id=&origin=${encodeURIComponent(HOST_ORIGIN)}`,
    )
    expect(session.store.getSnapshot()).toMatchObject({
      creation: { status: 'created', address },
      connected: [address.toLowerCase()],
      frame: 'ready',
    })
    expect((await creationEvents(client.appId)).slice(before)).toEqual([
      WALLET_CREATION_EVENTS.started,
      WALLET_CREATION_EVENTS.completed,
    ])
  })

  it('W-4.08 a recovery password is sent with the create and the wallet is user-passcode', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    const { address } = await createEmbeddedWallet(getWalletSession(client), { recoveryPassword: 'hunter22' })
    expect(frame.requests.find((r) => r.kind === 'lobby:wallet:create')?.input).toMatchObject({
      recoveryPassword: 'hunter22',
    })
    expect(getEmbeddedWallets(client.store.getSnapshot().user)[0]).toMatchObject({
      address,
      recoveryMethod: 'user-passcode',
    })
  })

  it("W-5.24 a second wallet is refused with 'Only one Privy wallet per user is currently allowed' before the frame is asked", async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame, { analytics: true })
    const session = getWalletSession(client)
    await createEmbeddedWallet(session)
    const error = await createEmbeddedWallet(session).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'embedded_wallet_already_exists',
      shortMessage: 'Only one Privy wallet per user is currently allowed',
    })
    expect(session.store.getSnapshot().creation.status).toBe('failed')
    expect((await creationEvents(client.appId)).slice(-2)).toEqual([
      WALLET_CREATION_EVENTS.started,
      WALLET_CREATION_EVENTS.failed,
    ])
  })

  it("W-8.24 creating while signed out fails with 'User must be authenticated before creating a Privy wallet'", async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = walletClient(h, frame)
    await client.ready()
    const error = await createEmbeddedWallet(getWalletSession(client)).catch((e: unknown) => e)
    expect(error).toMatchObject({ shortMessage: 'User must be authenticated before creating a Privy wallet' })
    expect(frame.mountedUrls).toEqual([])
  })

  it('A-6.03 a wallet action without a signed-in user asks the modal for LANDING, once per attempt', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = walletClient(h, frame)
    await client.ready()
    let requests = 0
    const stop = onLoginRequest(client, () => requests++)
    await createEmbeddedWallet(getWalletSession(client)).catch(() => undefined)
    expect(requests).toBe(1)
    await createEmbeddedWallet(getWalletSession(client)).catch(() => undefined)
    expect(requests).toBe(2)
    stop()
    // A listener that comes later hears only later requests; signed in, the action asks for nothing.
    const signedIn = await loggedInWalletClient(h, frame)
    let later = 0
    onLoginRequest(client, () => later++)
    onLoginRequest(signedIn, () => later++)
    await createEmbeddedWallet(getWalletSession(signedIn))
    expect(later).toBe(0)
  })

  it("W-9.02 W-4.12 W-8.20 a frame that never answers fails after 30 s following login with 'An error has occured, please login again.'", async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame, { analytics: true })
    frame.silent = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    const outcome = createEmbeddedWallet(getWalletSession(client), { afterLogin: true }).catch((e: unknown) => e)
    let settled = false
    void outcome.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(29_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({
      code: 'embedded_wallet.login_again',
      shortMessage: 'An error has occured, please login again.',
    })
    vi.useRealTimers()
    expect((await creationEvents(client.appId)).at(-1)).toBe(WALLET_CREATION_EVENTS.failed)
  })

  it('W-9.02 outside the after-login creation the frame gets 15 s', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    frame.silent = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    let settled = false
    const outcome = createEmbeddedWallet(getWalletSession(client)).catch((e: unknown) => {
      settled = true
      return e
    })
    await vi.advanceTimersByTimeAsync(14_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ code: 'embedded_wallet.login_again' })
  })

  it("W-4.10 W-9.03 W-8.21 a create that takes more than 20 s fails with 'walletProxy.create timed out.'", async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    const session = getWalletSession(client)
    await session.readyFrame(15_000)
    frame.createDelayMs = 25_000
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] })
    let settled = false
    const outcome = createEmbeddedWallet(session).catch((e: unknown) => {
      settled = true
      return e
    })
    await vi.advanceTimersByTimeAsync(19_999)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ shortMessage: 'walletProxy.create timed out.' })
  })

  it("W-8.22 a user refresh that fails after the create gives 'Failed to refresh user.'", async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    await h.addFault({ route: '/api/v1/users/me', method: 'GET', status: 400 })
    const error = await createEmbeddedWallet(getWalletSession(client)).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'embedded_wallet.refresh_failed', shortMessage: 'Failed to refresh user.' })
  })

  it('W-4.08 retry after a failed user refresh keeps the wallet the frame registered instead of making a second', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    const session = getWalletSession(client)
    await h.addFault({ route: '/api/v1/users/me', method: 'GET', status: 400, times: 1 })
    await expect(startEmbeddedWalletCreation(session)).rejects.toMatchObject({ code: 'embedded_wallet.refresh_failed' })
    const { address } = await retryEmbeddedWalletCreation(session)
    expect(getEmbeddedWallets(client.store.getSnapshot().user)).toMatchObject([{ address }])
    expect(frame.requests.filter((r) => r.kind === 'lobby:wallet:create')).toHaveLength(1)
    expect(session.store.getSnapshot().creation).toMatchObject({ status: 'created', address })
  })

  it('W-4.08 retry after a creation that registered nothing creates again with the same options', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    const session = getWalletSession(client)
    frame.skipRegistration = true
    await expect(startEmbeddedWalletCreation(session, { recoveryPassword: 'hunter22' })).rejects.toMatchObject({
      code: 'embedded_wallet.create_failed',
    })
    frame.skipRegistration = false
    const { address } = await retryEmbeddedWalletCreation(session)
    expect(getEmbeddedWallets(client.store.getSnapshot().user)).toMatchObject([
      { address, recoveryMethod: 'user-passcode' },
    ])
  })

  it("W-4.11 W-8.23 a create whose wallet never reaches the user fails with 'Something went wrong'", async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    frame.skipRegistration = true
    const error = await createEmbeddedWallet(getWalletSession(client)).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'embedded_wallet.create_failed', shortMessage: 'Something went wrong' })
    expect(getEmbeddedWallets(client.store.getSnapshot().user)).toEqual([])
  })

  it('W-4.12 a failed user refresh, a wallet missing on the user (another user of the app) and a second wallet each send the failed event after the start', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame, { analytics: true })
    const session = getWalletSession(client)
    const before = (await creationEvents(client.appId)).length
    await h.addFault({ route: '/api/v1/users/me', method: 'GET', status: 400, times: 1 })
    await expect(createEmbeddedWallet(session)).rejects.toMatchObject({ code: 'embedded_wallet.refresh_failed' })
    const otherFrame = createFakeWalletFrame(h, backend)
    otherFrame.skipRegistration = true
    const missing = await loggedInWalletClient(h, otherFrame, { analytics: true })
    await expect(createEmbeddedWallet(getWalletSession(missing))).rejects.toMatchObject({
      code: 'embedded_wallet.create_failed',
    })
    // The refused refresh left the wallet registered: the user's next creation is the one-wallet rule's failure.
    await client.refreshUser()
    await expect(createEmbeddedWallet(session)).rejects.toMatchObject({ code: 'embedded_wallet_already_exists' })
    expect((await creationEvents(client.appId)).slice(before)).toEqual([
      'embedded_wallet_creation_started',
      'embedded_wallet_creation_failed',
      'embedded_wallet_creation_started',
      'embedded_wallet_creation_failed',
      'embedded_wallet_creation_started',
      'embedded_wallet_creation_failed',
    ])
  })

  it('W-5.26 an http page that is not localhost or a loopback IP may not use the wallet', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame, { pageOrigin: 'http://shop.example' })
    const error = await createEmbeddedWallet(getWalletSession(client)).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'embedded_wallet.insecure_origin' })
    expect(frame.mountedUrls).toEqual([])
  })

  it('behavior: without walletFrameUrl the wallet says to set it', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame, { walletFrameUrl: undefined })
    const error = await createEmbeddedWallet(getWalletSession(client)).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'embedded_wallet.frame_not_configured' })
    expect(String((error as Error).message)).toContain('walletFrameUrl')
  })
})
