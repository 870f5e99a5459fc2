// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { completeCloudRecovery, startCloudRecovery } from '../../../src/core/wallet/cloudRecovery'
import { connectEmbeddedWallet } from '../../../src/core/wallet/connectEmbeddedWallet'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { recoverWithPassword } from '../../../src/core/wallet/recoverWithPassword'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { API_URL, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame, HOST_ORIGIN } from './fakeWalletFrame'
import { loggedInWalletClient, newEmail } from './walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()
const REDIRECT = `${HOST_ORIGIN}/wallet`

/** A password wallet made on one device, and the user signed in on a second device that lacks its share. */
async function passwordWalletElsewhere(password: string) {
  const email = newEmail('recover')
  const creator = await loggedInWalletClient(h, createFakeWalletFrame(h, backend), { email })
  const { address } = await createEmbeddedWallet(getWalletSession(creator), { recoveryPassword: password })
  const frame = createFakeWalletFrame(h, backend)
  const client = await loggedInWalletClient(h, frame, { email, storage: new MemoryStorage() })
  const session = getWalletSession(client)
  await connectEmbeddedWallet(session)
  return { address, client, session, frame }
}

/** The user's decision on the sandbox's emulated drive consent page: where the browser is sent back to. */
async function decideAtDrive(url: string, decision: 'allow' | 'deny'): Promise<URL> {
  const consent = new URL(url)
  const provider = consent.pathname.split('/').at(-2) ?? ''
  const form = new URLSearchParams({
    app_id: consent.searchParams.get('app_id') ?? '',
    state_code: consent.searchParams.get('state_code') ?? '',
    decision,
  })
  const response = await h.fetch(
    new Request(`${API_URL}/_sandbox/cloud-drive/${provider}/decide`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'manual',
    }),
  )
  return new URL(response.headers.get('location') ?? '')
}

const returnedFrom = (back: URL) => ({
  authorizationCode: back.searchParams.get('privy_oauth_code') ?? '',
  stateCode: back.searchParams.get('privy_oauth_state') ?? '',
})

describe('password recovery', () => {
  it('W-2.19 the right password recovers the same address on the new device', async () => {
    const { address, session, frame } = await passwordWalletElsewhere('correct-horse')
    expect(await recoverWithPassword(session, { password: 'correct-horse' })).toEqual({ address })
    expect(frame.requests.at(-1)?.input).toMatchObject({ address, recoveryPin: 'correct-horse' })
    expect(session.isConnected(address)).toBe(true)
    expect(session.store.getSnapshot().pendingRecovery).toBeNull()
  })

  it("W-8.25 a wrong password gives 'Invalid recovery password, please try again.' and leaves the wallet locked", async () => {
    const { address, session } = await passwordWalletElsewhere('correct-horse')
    const error = await recoverWithPassword(session, { password: 'battery-staple' }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      code: 'invalid_recovery_pin',
      shortMessage: 'Invalid recovery password, please try again.',
    })
    expect(errorScreenFor(error, null, { flow: 'password_recovery' }).title).toBe(
      'Invalid recovery password, please try again.',
    )
    expect(session.isConnected(address)).toBe(false)
  })

  it("W-8.26 any other failure gives 'An error has occurred, please try again.'", async () => {
    const { session, address } = await passwordWalletElsewhere('correct-horse')
    backend.wallets.delete(address.toLowerCase())
    await expect(recoverWithPassword(session, { password: 'correct-horse' })).rejects.toMatchObject({
      shortMessage: 'An error has occurred, please try again.',
    })
  })

  it('W-5.16 an empty password is not sent to the frame', async () => {
    const { session, frame } = await passwordWalletElsewhere('correct-horse')
    const before = frame.requests.length
    await expect(recoverWithPassword(session, { password: '' })).rejects.toMatchObject({
      code: 'embedded_wallet.empty_recovery_password',
    })
    expect(frame.requests).toHaveLength(before)
  })
})

describe('cloud drive recovery', () => {
  /** A wallet whose recovery share sits in the user's drive, and a second device. */
  async function driveWalletElsewhere() {
    const email = newEmail('drive')
    const creator = await loggedInWalletClient(h, createFakeWalletFrame(h, backend), { email })
    const { address } = await createEmbeddedWallet(getWalletSession(creator))
    const stored = backend.wallets.get(address.toLowerCase())
    if (stored) stored.recoveryMethod = 'google-drive'
    const frame = createFakeWalletFrame(h, backend)
    const storage = new MemoryStorage()
    const client = await loggedInWalletClient(h, frame, { email, storage })
    return { address, session: getWalletSession(client), frame, storage }
  }

  it('W-2.21 W-7.12 W-7.13 W-5.17 the drive sign-in returns a code that, with the stored verifier, recovers the wallet', async () => {
    const { address, session, frame } = await driveWalletElsewhere()
    const { url } = await startCloudRecovery(session, { provider: 'google-drive', redirectTo: REDIRECT, address })
    expect(new URL(url).pathname).toBe('/_sandbox/cloud-drive/google-drive/authorize')
    const back = await decideAtDrive(url, 'allow')
    expect(back.origin + back.pathname).toBe(REDIRECT)
    const result = await completeCloudRecovery(session, returnedFrom(back))
    expect(result).toEqual({ address, purpose: 'recover', provider: 'google-drive' })
    const recover = frame.requests.find((r) => r.kind === 'lobby:wallet:recover')?.input as Record<string, unknown>
    expect(recover).toMatchObject({ address, recoveryMethod: 'google-drive' })
    expect(typeof recover.recoveryAccessToken).toBe('string')
    expect(session.isConnected(address)).toBe(true)
  })

  it('W-7.11 iCloud starts at init_icloud and its consent page', async () => {
    const { address, session } = await driveWalletElsewhere()
    const { url } = await startCloudRecovery(session, { provider: 'icloud', redirectTo: REDIRECT, address })
    expect(new URL(url).pathname).toBe('/_sandbox/cloud-drive/icloud/authorize')
    const sent = h.sent.filter((r) => r.url.endsWith('/recovery/oauth/init_icloud')).at(-1)
    expect(await sent?.json()).toMatchObject({ client_type: 'web', redirect_to: REDIRECT })
  })

  it('W-5.18 W-8.27 a denial at the drive (code undefined) is oauth_user_denied and recovers nothing', async () => {
    const { address, session, frame } = await driveWalletElsewhere()
    const { url } = await startCloudRecovery(session, { provider: 'google-drive', redirectTo: REDIRECT, address })
    const back = await decideAtDrive(url, 'deny')
    await expect(completeCloudRecovery(session, returnedFrom(back))).rejects.toMatchObject({
      code: 'oauth_user_denied',
      shortMessage: 'User denied confirmation during OAuth flow',
    })
    expect(frame.requests.some((r) => r.kind === 'lobby:wallet:recover')).toBe(false)
  })

  it("W-5.19 a returned state other than the stored one is 'Unexpected auth flow. This may be a phishing attempt.'", async () => {
    const { address, session } = await driveWalletElsewhere()
    const { url } = await startCloudRecovery(session, { provider: 'google-drive', redirectTo: REDIRECT, address })
    const back = await decideAtDrive(url, 'allow')
    await expect(
      completeCloudRecovery(session, { ...returnedFrom(back), stateCode: 'someone-elses-state-0000' }),
    ).rejects.toMatchObject({ shortMessage: 'Unexpected auth flow. This may be a phishing attempt.' })
  })

  it('W-5.17 a return without a code is refused before any exchange', async () => {
    const { address, session } = await driveWalletElsewhere()
    await startCloudRecovery(session, { provider: 'google-drive', redirectTo: REDIRECT, address })
    const before = h.sent.length
    await expect(completeCloudRecovery(session, { authorizationCode: '', stateCode: 'x' })).rejects.toMatchObject({
      code: 'oauth.incomplete',
    })
    expect(h.sent).toHaveLength(before)
  })

  it("W-8.28 any other recovery failure (a code used twice) is unknown_auth_error, 'An error has occurred, please try again.'", async () => {
    const { address, session, storage } = await driveWalletElsewhere()
    const { url } = await startCloudRecovery(session, { provider: 'google-drive', redirectTo: REDIRECT, address })
    const stored = storage.getItem(`lobby:recovery-oauth:${session.client.appId}`)
    const back = await decideAtDrive(url, 'allow')
    await completeCloudRecovery(session, returnedFrom(back))
    storage.setItem(`lobby:recovery-oauth:${session.client.appId}`, stored ?? '')
    await expect(completeCloudRecovery(session, returnedFrom(back))).rejects.toMatchObject({
      code: 'unknown_auth_error',
      message: 'An error has occurred, please try again.',
    })
  })
})
