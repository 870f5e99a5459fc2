// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { enrollMfa, initMfaSmsEnrollment } from '../../../../src/core/api/mfa'
import { createNavigator, type Navigator } from '../../../../src/core/modal/navigator'
import type { Readable } from '../../../../src/core/store'
import { createEmbeddedWallet } from '../../../../src/core/wallet/createEmbeddedWallet'
import { getEmbeddedWallets } from '../../../../src/core/wallet/embeddedWallets'
import { createAutomaticRecoveryStep } from '../../../../src/core/wallet/flow/automaticRecoveryStep'
import { createCloudRecoveryStep } from '../../../../src/core/wallet/flow/cloudRecoveryStep'
import type { DrivePopup } from '../../../../src/core/wallet/flow/drivePopup'
import { createKeyExportStep } from '../../../../src/core/wallet/flow/keyExportStep'
import { createRecoverySelectionStep } from '../../../../src/core/wallet/flow/recoverySelectionStep'
import { createWalletConnectingStep } from '../../../../src/core/wallet/flow/walletConnectingStep'
import { createdWalletAddress } from '../../../../src/core/wallet/flow/walletCreatedStep'
import { createWalletCreationStep } from '../../../../src/core/wallet/flow/walletCreationStep'
import { getWalletSession } from '../../../../src/core/wallet/walletSession'
import {
  API_URL,
  loginByEmail,
  MemoryStorage,
  type SandboxHarness,
  startSandboxHarness,
} from '../../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame, HOST_ORIGIN } from '../fakeWalletFrame'
import { loggedInWalletClient, newEmail, walletClient } from '../walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()
const RETURN_PAGE = `${HOST_ORIGIN}/settings`

/** The modal's real navigator, shown on `screen` (15 ms after it is set, A-2.07), as the user would see it move. */
async function modalOn(screen: Parameters<Navigator['open']>[0]): Promise<Navigator> {
  const nav = createNavigator()
  nav.open(screen as 'LANDING')
  await until(nav, (s) => s.isOpen)
  return nav
}

/** Resolves once `ready` holds for `store`'s state (checked on each change), or fails after 5 s. */
function until<S>(store: Readable<S>, ready: (state: S) => boolean): Promise<S> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const state = store.getSnapshot()
      if (!ready(state)) return
      stop()
      clearTimeout(timer)
      resolve(state)
    }
    const stop = store.subscribe(check)
    const timer = setTimeout(() => {
      stop()
      reject(new Error(`still waiting on ${JSON.stringify(store.getSnapshot())}`))
    }, 5000)
    check()
  })
}

const closed = (nav: Navigator) => until(nav, (s) => !s.isOpen)

/** The user's answer on the sandbox's emulated drive consent page, as the popup would return it. */
function drive(decision: 'allow' | 'deny'): DrivePopup & { opened: string[] } {
  const opened: string[] = []
  return {
    opened,
    returnUrl: () => RETURN_PAGE,
    async authorize(url) {
      opened.push(url)
      const consent = new URL(url)
      const provider = consent.pathname.split('/').at(-2) ?? ''
      const response = await h.fetch(
        new Request(`${API_URL}/_sandbox/cloud-drive/${provider}/decide`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            app_id: consent.searchParams.get('app_id') ?? '',
            state_code: consent.searchParams.get('state_code') ?? '',
            decision,
          }),
          redirect: 'manual',
        }),
      )
      const back = new URL(response.headers.get('location') ?? '')
      return {
        authorizationCode: back.searchParams.get('privy_oauth_code') ?? '',
        stateCode: back.searchParams.get('privy_oauth_state') ?? '',
        provider,
      }
    },
  }
}

/**
 * A wallet made on one device, its recovery a password or a drive it was backed up to there
 * (through the selection step), and the same user signed in on a second device without its share.
 */
async function walletElsewhere(recovery: { password: string } | { drive: 'google-drive' | 'icloud' }) {
  const email = newEmail('steps')
  const creator = getWalletSession(
    await loggedInWalletClient(h, createFakeWalletFrame(h, backend), {
      email,
      config: { embeddedWallets: { userOwnedRecoveryOptions: ['google-drive', 'icloud', 'user-passcode'] } },
    }),
  )
  const created = await createEmbeddedWallet(
    creator,
    'password' in recovery ? { recoveryPassword: recovery.password } : {},
  )
  if ('drive' in recovery) {
    const nav = await modalOn('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN')
    const selection = createRecoverySelectionStep(creator, nav, { popup: drive('allow') })
    selection.start()
    selection.select(recovery.drive)
    await closed(nav)
  }
  const frame = createFakeWalletFrame(h, backend)
  const client = await loggedInWalletClient(h, frame, { email, storage: new MemoryStorage() })
  return { address: created.address, session: getWalletSession(client), frame }
}

/** The second device's connecting screen, run until it hands over to the recovery screen it names. */
async function pendingRecoveryOn(session: ReturnType<typeof getWalletSession>) {
  const nav = await modalOn('EMBEDDED_WALLET_CONNECTING_SCREEN')
  const stop = createWalletConnectingStep(session, nav).start()
  await until(nav, (s) => s.screen?.name !== 'EMBEDDED_WALLET_CONNECTING_SCREEN')
  stop()
  return nav.getSnapshot().screen?.name
}

/** A signed-in user whose provider-managed wallet is unlocked on this device. */
async function unlockedWallet(options: Parameters<typeof loggedInWalletClient>[2] = {}) {
  const frame = createFakeWalletFrame(h, backend)
  const session = getWalletSession(await loggedInWalletClient(h, frame, options))
  const { address } = await createEmbeddedWallet(session)
  return { session, frame, address }
}

describe('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN', () => {
  it('W-2.11 W-2.12 creates the wallet once the user is known, then moves on to EMBEDDED_WALLET_CREATED_SCREEN', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = walletClient(h, frame)
    const session = getWalletSession(client)
    const nav = await modalOn('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
    const step = createWalletCreationStep(session, nav)
    // React's StrictMode: started, stopped and started again before the user is even known.
    step.start()()
    const stop = step.start()
    expect(step.getSnapshot()).toEqual({ form: 'status', status: 'pending', error: null })
    await loginByEmail(h, client, newEmail('create-step'))
    await until(nav, (s) => s.screen?.name === 'EMBEDDED_WALLET_CREATED_SCREEN')
    expect(frame.requests.filter((r) => r.kind === 'lobby:wallet:create')).toHaveLength(1)
    const [wallet] = getEmbeddedWallets(client.store.getSnapshot().user)
    expect(createdWalletAddress(session)).toBe(wallet?.address)
    stop()
  })

  it('W-6.07 W-4.27 an app requiring a recovery password shows the password form, creates nothing itself, and may not be closed meanwhile', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const session = getWalletSession(
      await loggedInWalletClient(h, frame, { config: { embeddedWallets: { requireUserOwnedRecoveryOnCreate: true } } }),
    )
    const nav = await modalOn('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
    const step = createWalletCreationStep(session, nav)
    const stop = step.start()
    expect(step.getSnapshot().form).toBe('password')
    expect(nav.getSnapshot().closeable).toBe(false)
    expect(nav.requestClose()).toBe(false)
    expect(frame.requests.some((r) => r.kind === 'lobby:wallet:create')).toBe(false)
    stop()
    expect(nav.getSnapshot().closeable).toBe(true)
  })

  it("W-2.11 W-8.23 a failed creation shows the failure with 'Something went wrong', and Retry creates the wallet", async () => {
    const frame = createFakeWalletFrame(h, backend)
    const session = getWalletSession(await loggedInWalletClient(h, frame))
    frame.skipRegistration = true
    const nav = await modalOn('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
    const step = createWalletCreationStep(session, nav)
    const stop = step.start()
    expect(await until(step, (v) => v.status === 'failure')).toEqual({
      form: 'status',
      status: 'failure',
      error: 'Something went wrong',
    })
    frame.skipRegistration = false
    step.retry()
    await until(nav, (s) => s.screen?.name === 'EMBEDDED_WALLET_CREATED_SCREEN')
    stop()
  })
})

describe('EMBEDDED_WALLET_CONNECTING_SCREEN', () => {
  it('W-2.14 W-4.14 unlocks the wallet whose share is on this device, then the modal closes', async () => {
    const email = newEmail('connect-step')
    const device = new Set<string>()
    const creator = await loggedInWalletClient(h, createFakeWalletFrame(h, backend, device), { email })
    const { address } = await createEmbeddedWallet(getWalletSession(creator))
    const session = getWalletSession(
      await loggedInWalletClient(h, createFakeWalletFrame(h, backend, device), { email, storage: new MemoryStorage() }),
    )
    const nav = await modalOn('EMBEDDED_WALLET_CONNECTING_SCREEN')
    const stop = createWalletConnectingStep(session, nav).start()
    await closed(nav)
    expect(session.isConnected(address)).toBe(true)
    stop()
  })

  it('W-4.16 W-4.21 a password wallet missing on this device moves on to EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN', async () => {
    const { session } = await walletElsewhere({ password: 'correct horse battery' })
    const nav = await modalOn('EMBEDDED_WALLET_CONNECTING_SCREEN')
    const stop = createWalletConnectingStep(session, nav).start()
    await until(nav, (s) => s.screen?.name === 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN')
    // replace: Back does not return to the connecting screen.
    expect(nav.getSnapshot().history).toEqual([])
    stop()
  })

  it('W-4.16 a wallet backed up to a drive moves on to EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN', async () => {
    const { session } = await walletElsewhere({ drive: 'google-drive' })
    expect(await pendingRecoveryOn(session)).toBe('EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN')
  })

  it("W-8.11 a user without a wallet sees the failure, 'User must be authenticated and have a Privy wallet before it can be connected', on Retry", async () => {
    const session = getWalletSession(await loggedInWalletClient(h, createFakeWalletFrame(h, backend)))
    const nav = await modalOn('EMBEDDED_WALLET_CONNECTING_SCREEN')
    const step = createWalletConnectingStep(session, nav)
    const stop = step.start()
    step.retry()
    expect(await until(step, (v) => v.status === 'failure')).toEqual({
      status: 'failure',
      error: 'User must be authenticated and have a Privy wallet before it can be connected',
    })
    expect(nav.getSnapshot().isOpen).toBe(true)
    stop()
  })
})

describe('EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN', () => {
  it('W-2.21 W-5.17 Continue opens the Google Drive sign-in returning to this page, recovers the wallet and closes the modal', async () => {
    const { address, session } = await walletElsewhere({ drive: 'google-drive' })
    await pendingRecoveryOn(session)
    const nav = await modalOn('EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN')
    const popup = drive('allow')
    const step = createCloudRecoveryStep(session, nav, { popup })
    const stop = step.start()
    expect(step.getSnapshot()).toMatchObject({ provider: 'google-drive', status: 'pending', error: null })
    step.continue()
    await closed(nav)
    expect(new URL(popup.opened[0] ?? '').pathname).toBe('/_sandbox/cloud-drive/google-drive/authorize')
    const init = h.sent.filter((r) => r.url.endsWith('/recovery/oauth/init')).at(-1)
    expect(await init?.json()).toMatchObject({ redirect_to: RETURN_PAGE })
    expect(session.isConnected(address)).toBe(true)
    stop()
  })

  it('W-2.21 W-7.11 a wallet backed up to iCloud names iCloud and signs in there', async () => {
    const { session } = await walletElsewhere({ drive: 'icloud' })
    await pendingRecoveryOn(session)
    const popup = drive('allow')
    const nav = await modalOn('EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN')
    const step = createCloudRecoveryStep(session, nav, { popup })
    step.start()
    expect(step.getSnapshot().provider).toBe('icloud')
    step.continue()
    await closed(nav)
    expect(new URL(popup.opened[0] ?? '').pathname).toBe('/_sandbox/cloud-drive/icloud/authorize')
  })

  it("W-5.18 W-8.27 a denial at the drive shows 'User denied confirmation during OAuth flow' and the modal stays", async () => {
    const { session, address } = await walletElsewhere({ drive: 'google-drive' })
    await pendingRecoveryOn(session)
    const nav = await modalOn('EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN')
    const step = createCloudRecoveryStep(session, nav, { popup: drive('deny') })
    step.start()
    step.continue()
    expect(await until(step, (v) => v.status === 'failure' && !v.isPending)).toMatchObject({
      error: 'User denied confirmation during OAuth flow',
    })
    expect(nav.getSnapshot().isOpen).toBe(true)
    expect(session.isConnected(address)).toBe(false)
  })
  it('W-2.21 a drive answer that lands after the screen went away recovers the wallet but closes nothing', async () => {
    const { session, address } = await walletElsewhere({ drive: 'google-drive' })
    await pendingRecoveryOn(session)
    const nav = await modalOn('EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN')
    const allow = drive('allow')
    const popupOpen: { answer?: () => void } = {}
    const slow: DrivePopup = {
      returnUrl: allow.returnUrl,
      authorize: (url) =>
        new Promise((resolve) => {
          popupOpen.answer = () => resolve(allow.authorize(url))
        }),
    }
    const step = createCloudRecoveryStep(session, nav, { popup: slow })
    const stop = step.start()
    step.continue()
    await vi.waitFor(() => expect(step.getSnapshot().isPending).toBe(true))
    // The modal moved on while the drive's popup was still open: the screen stopped.
    await vi.waitFor(() => expect(popupOpen.answer).toBeDefined())
    stop()
    nav.replace('LANDING')
    popupOpen.answer?.()
    await vi.waitFor(() => expect(session.isConnected(address)).toBe(true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(nav.getSnapshot()).toMatchObject({ isOpen: true, screen: { name: 'LANDING' } })
  })
})

describe('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN', () => {
  it('W-2.15 offers the app’s options; a password goes on to EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN, with Back to the selection', async () => {
    const { session } = await unlockedWallet({
      config: { embeddedWallets: { userOwnedRecoveryOptions: ['google-drive', 'icloud', 'user-passcode'] } },
    })
    const nav = await modalOn('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN')
    const step = createRecoverySelectionStep(session, nav, { popup: drive('allow') })
    expect(step.getSnapshot().options).toEqual(['google-drive', 'icloud', 'user-passcode'])
    step.select('user-passcode')
    expect(nav.getSnapshot().screen?.name).toBe('EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN')
    expect(nav.back()).toBe(true)
    expect(nav.getSnapshot().screen?.name).toBe('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN')
  })

  it('W-2.15 W-2.21 Google Drive backs the wallet up through its sign-in, then the modal closes and the wallet recovers from the drive', async () => {
    const { session, address } = await unlockedWallet({
      config: { embeddedWallets: { userOwnedRecoveryOptions: ['google-drive', 'user-passcode'] } },
    })
    const nav = await modalOn('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN')
    const popup = drive('allow')
    const step = createRecoverySelectionStep(session, nav, { popup })
    const stop = step.start()
    step.select('google-drive')
    await closed(nav)
    expect(new URL(popup.opened[0] ?? '').pathname).toBe('/_sandbox/cloud-drive/google-drive/authorize')
    expect(backend.wallets.get(address.toLowerCase())?.recoveryMethod).toBe('google-drive')
    // W-2.16: the drive the wallet is in now is no longer offered.
    await until(step, (v) => !v.options.includes('google-drive'))
    expect(step.getSnapshot().options).toEqual(['user-passcode'])
    stop()
  })

  it("W-8.27 a drive denial shows 'User denied confirmation during OAuth flow' and the selection stays", async () => {
    const { session } = await unlockedWallet({
      config: { embeddedWallets: { userOwnedRecoveryOptions: ['google-drive', 'user-passcode'] } },
    })
    const nav = await modalOn('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN')
    const step = createRecoverySelectionStep(session, nav, { popup: drive('deny') })
    step.start()
    step.select('google-drive')
    expect(step.getSnapshot().isPending).toBe(true)
    expect(await until(step, (v) => !v.isPending)).toMatchObject({
      error: 'User denied confirmation during OAuth flow',
    })
    expect(nav.getSnapshot().screen?.name).toBe('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN')
  })
})

describe('EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN', () => {
  it('W-2.17 Confirm sets automatic recovery in one step and closes the modal', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const session = getWalletSession(await loggedInWalletClient(h, frame))
    await createEmbeddedWallet(session, { recoveryPassword: 'first password 1' })
    const nav = await modalOn('EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN')
    const step = createAutomaticRecoveryStep(session, nav)
    step.start()
    step.confirm()
    expect(step.getSnapshot().isPending).toBe(true)
    await closed(nav)
    expect(getEmbeddedWallets(session.client.store.getSnapshot().user)[0]?.recoveryMethod).toBe('provider-managed')
  })

  it("W-2.18 'More recovery options' opens EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN", async () => {
    const session = getWalletSession(h.client())
    const nav = await modalOn('EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN')
    createAutomaticRecoveryStep(session, nav).moreOptions()
    expect(nav.getSnapshot().screen?.name).toBe('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN')
  })
})

describe('EMBEDDED_WALLET_KEY_EXPORT_SCREEN', () => {
  it('W-2.32 W-4.55 readies the export view of the wallet once per screen, however often the screen starts', async () => {
    const { session, address } = await unlockedWallet()
    const nav = await modalOn('EMBEDDED_WALLET_KEY_EXPORT_SCREEN')
    const step = createKeyExportStep(session, nav, { address })
    step.start()()
    const stop = step.start()
    const { exportUrl } = await until(step, (v) => v.exportUrl !== null)
    expect(new URL(exportUrl ?? '').searchParams.get('address')).toBe(address)
    step.close()
    expect(nav.getSnapshot().isOpen).toBe(false)
    stop()
  })

  it("W-4.55 W-6.06 an MFA user's export is verified once, though the screen starts twice, before the view is given", async () => {
    const { session, address } = await unlockedWallet()
    const phone = `+1555${Date.now() % 10_000_000}`
    const token = await session.client.getAccessToken()
    await initMfaSmsEnrollment(session.client.http, phone, token)
    await enrollMfa(session.client.http, { method: 'sms', phoneNumber: phone, code: await h.latestCode(phone) }, token)
    await session.client.refreshUser()
    let asked = 0
    const step = createKeyExportStep(session, await modalOn('EMBEDDED_WALLET_KEY_EXPORT_SCREEN'), {
      address,
      verifyMfa: async () => {
        asked += 1
      },
    })
    step.start()()
    step.start()
    await until(step, (v) => v.exportUrl !== null)
    expect(asked).toBe(1)
  })

  it("W-8.11 without a wallet the export shows 'User must be authenticated and have a Privy wallet before it can be connected'", async () => {
    const session = getWalletSession(await loggedInWalletClient(h, createFakeWalletFrame(h, backend)))
    const step = createKeyExportStep(session, await modalOn('EMBEDDED_WALLET_KEY_EXPORT_SCREEN'))
    step.start()
    expect(await until(step, (v) => v.error !== null)).toEqual({
      exportUrl: null,
      error: 'User must be authenticated and have a Privy wallet before it can be connected',
    })
  })
})
