import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyClient, LobbyClientOptions } from '../../../src/core/client'
import type { Screen, ScreenName } from '../../../src/core/modal/screens'
import { createWalletCreationStep } from '../../../src/core/wallet/flow/walletCreationStep'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame, type FakeFrameControl } from '../wallet/fakeWalletFrame'
import { newEmail, walletClient } from '../wallet/walletTestClient'
import { startTestLoginModal, stoppedAfterEach, until } from './oauthLoginModal'

// The host's signed-in UI opens a screen while the login modal's after-login steps still run:
// the host's screen stays, and the wallet the app creates on login is still made, once.

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const stops = stoppedAfterEach()

const backend = createFakeWalletBackend()
const HOST_SCREEN: ScreenName = 'MFA_ENROLLMENT_FLOW_SCREEN'

/**
 * A new user's email login on the sandbox app that creates wallets on login, through the login
 * modal with the wallet frame, up to the code screen's 'Success!'. The wallet creation screen's
 * core step runs while its screen shows, as the screen runs it; every screen shown is recorded.
 */
async function signedInOnSuccess(frame: FakeFrameControl, options: Partial<LobbyClientOptions> = {}) {
  const client = walletClient(h, frame, { appId: h.appId('funding'), ...options })
  const { clock, view } = await startTestLoginModal(client, stops, { environment: null })
  const navigator = view().navigator
  const seen: ScreenName[] = []
  let mounted: { screen: Screen; stop: () => void } | null = null
  const mountScreen = () => {
    const { screen } = navigator.getSnapshot()
    if (mounted?.screen === screen) return
    mounted?.stop()
    mounted = null
    if (!screen) return
    seen.push(screen.name)
    if (screen.name === 'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
      mounted = { screen, stop: createWalletCreationStep(getWalletSession(client), view().navigation).start() }
  }
  stops.push(navigator.subscribe(mountScreen), () => mounted?.stop())

  const email = newEmail('host-screen')
  view().open('LANDING')
  mountScreen()
  view().landing?.submitEmail(email)
  await until(() => expect(view().screen?.name).toBe('AWAITING_PASSWORDLESS_CODE'))
  clock.advance(15)
  view().code?.submit(await h.latestCode(email))
  await until(() => expect(view().code?.isSuccess).toBe(true))
  return { client, view, navigator, clock, seen }
}

/** The user's wallets as the sandbox holds them (addresses, lowercased). */
async function sandboxWallets(client: LobbyClient): Promise<string[]> {
  const userId = client.store.getSnapshot().user?.id
  const rows = await h.sandbox.store.db.query<{ identifier: string }>(
    `select identifier from linked_accounts where user_id = $1 and type = 'wallet'`,
    [userId],
  )
  return rows.map((row) => row.identifier)
}

const creations = (frame: FakeFrameControl) => frame.requests.filter((r) => r.kind === 'lobby:wallet:create').length

describe('the login modal: a screen the host opens after a login supersedes the after-login steps', () => {
  it('A-4.21 W-4.13 opened during Success!, the host screen stays past 900 ms; the wallet is made in the background, once; closing it closes the modal (A-2.08)', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const { client, navigator, view, clock, seen } = await signedInOnSuccess(frame)
    clock.advance(500)
    navigator.open(HOST_SCREEN)
    clock.advance(400)
    expect(view().screen?.name).toBe(HOST_SCREEN)
    await until(() => expect(getWalletSession(client).store.getSnapshot().creation.status).toBe('created'))
    clock.advance(5000)
    expect(view().screen?.name).toBe(HOST_SCREEN)
    expect(view().isOpen).toBe(true)
    expect(seen).not.toContain('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
    expect(seen).not.toContain('EMBEDDED_WALLET_CREATED_SCREEN')
    const wallets = await sandboxWallets(client)
    expect(wallets).toHaveLength(1)
    expect(creations(frame)).toBe(1)
    navigator.close()
    clock.advance(200)
    expect(view().isOpen).toBe(false)
    expect(view().screen).toBeNull()
    expect(await sandboxWallets(client)).toEqual(wallets)
  }, 20_000)

  it('W-4.13 W-2.11 W-2.12 opened while the wallet is being created, the host screen stays; that creation finishes and no second wallet is made', async () => {
    const frame = createFakeWalletFrame(h, backend)
    // The frame takes its time, so the host's screen comes while the creation is under way.
    frame.createDelayMs = 300
    const { client, navigator, view, clock, seen } = await signedInOnSuccess(frame)
    clock.advance(900)
    expect(view().screen?.name).toBe('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
    await until(() => expect(creations(frame)).toBe(1))
    navigator.open(HOST_SCREEN)
    await until(() => expect(getWalletSession(client).store.getSnapshot().creation.status).toBe('created'))
    clock.advance(5000)
    expect(view().screen?.name).toBe(HOST_SCREEN)
    expect(seen).not.toContain('EMBEDDED_WALLET_CREATED_SCREEN')
    expect(await sandboxWallets(client)).toHaveLength(1)
    expect(creations(frame)).toBe(1)
  }, 20_000)

  it('A-2.25 A-4.21 W-4.13 opened while the accepted terms are being saved, the host screen stays; the wallet owed after the terms is made in the background', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const { client, navigator, view, clock, seen } = await signedInOnSuccess(frame, {
      appId: h.appId('terms-required'),
      config: { embeddedWallets: { createOnLogin: 'users-without-wallets' } },
    })
    clock.advance(900)
    expect(view().screen?.name).toBe('AFFIRMATIVE_CONSENT_SCREEN')
    view().consent?.accept()
    navigator.open(HOST_SCREEN)
    await until(() => expect(getWalletSession(client).store.getSnapshot().creation.status).toBe('created'))
    expect(client.store.getSnapshot().user?.hasAcceptedTerms).toBe(true)
    clock.advance(5000)
    expect(view().screen?.name).toBe(HOST_SCREEN)
    expect(seen).not.toContain('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
    expect(await sandboxWallets(client)).toHaveLength(1)
  }, 20_000)
})
