import { createSoftwareAuthenticator } from '@lobby/sandbox'
import { WebAuthnError } from '@simplewebauthn/browser'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { User } from '../../../src/core/api/user'
import { createLoginWithPasskey } from '../../../src/core/auth/loginWithPasskey'
import type { PasskeyAuthenticator } from '../../../src/core/auth/passkeyAuthenticator'
import type { LobbyClient } from '../../../src/core/client'
import { createMfaEnrollment, MFA_ADDED_TEXT, mfaChooserView, mfaMethodMark } from '../../../src/core/mfa/mfaEnrollment'
import { createMfaVerification } from '../../../src/core/mfa/mfaVerification'
import { loginByEmail, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

const ORIGIN = 'http://localhost:5173'
let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

let n = 0
const email = () => `mfa-enroll-${++n}-${Date.now()}@example.com`
let phones = 4_000_000
const phone = () => `+1555${phones++}`
const totpNow = (secret: string) => generate({ secret, epoch: Math.floor(h.now() / 1000) })
const signedIn = () => loginByEmail(h, h.client(), email())

async function enrollTotp(client: LobbyClient, verify?: () => Promise<void>) {
  const flow = createMfaEnrollment(client, verify ? { verify } : {})
  await flow.begin('totp')
  const { totp } = flow.getSnapshot()
  flow.continue()
  await flow.submitCode(await totpNow(totp?.secret ?? ''))
  return flow
}

const user = (fields: Partial<User>): User => ({
  id: 'did:privy:x',
  createdAt: new Date(0),
  linkedAccounts: [],
  mfaMethods: [],
  hasAcceptedTerms: false,
  isGuest: false,
  ...fields,
})

describe('createMfaEnrollment', () => {
  it('A-2.75 A-2.76 A-2.77 A-3.34 A-7.48 TOTP: QR code and secret, Continue, a 6-digit code, then success', async () => {
    const client = await signedIn()
    const flow = createMfaEnrollment(client)
    await flow.begin('totp')
    const { step, totp } = flow.getSnapshot()
    expect(step).toBe('totp-qr')
    expect(totp?.authUrl).toMatch(/^otpauth:\/\/totp\//)
    expect(new URL(totp?.authUrl ?? '').searchParams.get('secret')).toBe(totp?.secret)
    flow.continue()
    expect(flow.getSnapshot().step).toBe('totp-code')
    await flow.submitCode(await totpNow(totp?.secret ?? ''))
    expect(flow.getSnapshot().step).toBe('success')
    expect(MFA_ADDED_TEXT.totp).toBe('Authenticator app verification added')
    expect(client.store.getSnapshot().user?.mfaMethods).toEqual(['totp'])
  })

  it('A-2.73 A-7.48 SMS: phone, then the texted 6-digit code, then success', async () => {
    const client = await signedIn()
    const flow = createMfaEnrollment(client)
    await flow.begin('sms')
    expect(flow.getSnapshot().step).toBe('sms-phone')
    const to = phone()
    await flow.sendCode(to)
    expect(flow.getSnapshot()).toMatchObject({ step: 'sms-code', phoneNumber: to })
    await flow.submitCode(await h.latestCode(to))
    expect(flow.getSnapshot().step).toBe('success')
    expect(client.store.getSnapshot().user?.mfaMethods).toEqual(['sms'])
  })

  it('A-4.46 A-4.47 with no passkeys the intro links a new passkey, then enrolls all the passkeys', async () => {
    const client = await signedIn()
    const device = createSoftwareAuthenticator({ origin: ORIGIN })
    const flow = createMfaEnrollment(client, { authenticator: device, relyingParty: ORIGIN })
    await flow.begin('passkey')
    expect(flow.getSnapshot().step).toBe('passkey-intro')
    await flow.addPasskey()
    expect(flow.getSnapshot().step).toBe('success')
    const passkeys = client.store.getSnapshot().user?.linkedAccounts.filter((a) => a.type === 'passkey') ?? []
    expect(passkeys).toHaveLength(1)
    expect(passkeys[0]?.enrolledInMfa).toBe(true)
    expect(client.store.getSnapshot().user?.mfaMethods).toEqual(['passkey'])
  })

  it('A-4.48 with passkeys the list shows, and Enable passkeys enrolls them', async () => {
    const client = await signedIn()
    const device = createSoftwareAuthenticator({ origin: ORIGIN })
    for (let i = 0; i < 2; i++) {
      await createLoginWithPasskey(client, { mode: 'link', authenticator: device, relyingParty: ORIGIN }).start()
    }
    const flow = createMfaEnrollment(client, { authenticator: device, relyingParty: ORIGIN })
    await flow.begin('passkey')
    expect(flow.getSnapshot().step).toBe('passkey-list')
    await flow.enablePasskeys()
    expect(flow.getSnapshot().step).toBe('success')
    const passkeys = client.store.getSnapshot().user?.linkedAccounts.filter((a) => a.type === 'passkey') ?? []
    expect(passkeys.map((p) => p.enrolledInMfa)).toEqual([true, true])
  })

  it('A-4.44 adding a second method first verifies the existing one', async () => {
    const client = await signedIn()
    await enrollTotp(client)
    const verify = vi.fn(async () => undefined)
    const flow = createMfaEnrollment(client, { verify })
    await flow.begin('sms')
    expect(verify).toHaveBeenCalledTimes(1)
    expect(flow.getSnapshot().step).toBe('sms-phone')
  })

  it('A-4.43 A-4.44 A-7.49 removing asks for confirmation, verifies, then unenrolls', async () => {
    const client = await signedIn()
    const enrolled = await enrollTotp(client)
    const secret = enrolled.getSnapshot().totp?.secret ?? ''
    // The enrollment spent this step's code (a TOTP code is accepted once): verify in the next step.
    h.skewMs += 30_000
    // A verification for real: the code computed from the secret, through the verification flow.
    const verify = vi.fn(async () => {
      const mfa = createMfaVerification(client)
      const done = mfa.open()
      await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'))
      await mfa.submitCode(await totpNow(secret))
      await done
    })
    const flow = createMfaEnrollment(client, { verify })
    flow.remove('totp')
    expect(flow.getSnapshot()).toMatchObject({ step: 'confirm-remove', removing: 'totp' })
    expect(client.store.getSnapshot().user?.mfaMethods).toEqual(['totp'])
    await flow.confirmRemove()
    expect(verify).toHaveBeenCalledTimes(1)
    expect(flow.getSnapshot().step).toBe('choose')
    expect(client.store.getSnapshot().user?.mfaMethods).toEqual([])
  })

  it('A-2.81 a passkey enrollment error shows the error step, and back returns to the chooser', async () => {
    const client = await signedIn()
    const cancelling: PasskeyAuthenticator = {
      register: () => Promise.reject(new DOMException('cancelled', 'NotAllowedError')),
      authenticate: () => Promise.reject(new DOMException('cancelled', 'NotAllowedError')),
    }
    const flow = createMfaEnrollment(client, { authenticator: cancelling, relyingParty: ORIGIN })
    await flow.begin('passkey')
    expect(flow.getSnapshot().step).toBe('passkey-intro')
    await flow.addPasskey()
    expect(flow.getSnapshot().step).toBe('error')
    expect(flow.getSnapshot().error?.shortMessage).toBe('Passkey request timed out or rejected by user.')
    expect(client.store.getSnapshot().user?.mfaMethods).toEqual([])
    flow.back()
    expect(flow.getSnapshot()).toMatchObject({ step: 'choose', error: null })
  })

  it('A-2.81 passkey.invalid_domain: a page address the browser refuses for passkeys (SecurityError) says to open it on localhost or https', async () => {
    // As Chromium refuses 127.0.0.1 ('This is an invalid domain'), raw and as @simplewebauthn/browser wraps it.
    const refusal = new DOMException('This is an invalid domain.', 'SecurityError')
    for (const thrown of [
      refusal,
      new WebAuthnError({ message: '127.0.0.1 is an invalid domain', code: 'ERROR_INVALID_DOMAIN', cause: refusal }),
    ]) {
      const client = await signedIn()
      const refusing: PasskeyAuthenticator = {
        register: () => Promise.reject(thrown),
        authenticate: () => Promise.reject(thrown),
      }
      const flow = createMfaEnrollment(client, { authenticator: refusing, relyingParty: 'http://127.0.0.1:5173' })
      await flow.begin('passkey')
      await flow.addPasskey()
      expect(flow.getSnapshot().step).toBe('error')
      expect(flow.getSnapshot().error?.shortMessage).toBe(
        "Passkeys don't work on this page's address. Open the page on localhost or an https domain (not an IP address such as 127.0.0.1), then try again.",
      )
      expect(client.store.getSnapshot().user?.mfaMethods).toEqual([])
    }
  })
})

describe('mfaChooserView', () => {
  const all = ['sms', 'totp', 'passkey'] as const

  it('A-2.66 A-2.67 lists Authenticator App (Recommended), SMS and Passkey', () => {
    const view = mfaChooserView(user({ mfaMethods: ['sms'] }), all)
    expect(view.title).toBe('Choose a verification method')
    expect(view.options.map((o) => [o.label, o.isRecommended])).toEqual([
      ['Authenticator App', true],
      ['SMS', false],
      ['Passkey', false],
    ])
  })

  it('A-2.68 SMS is Disabled when the user logs in by SMS', () => {
    const phoneUser = user({
      linkedAccounts: [{ type: 'phone', verifiedAt: new Date(0), firstVerifiedAt: null, latestVerifiedAt: null }],
    })
    expect(mfaChooserView(phoneUser, all).options.find((o) => o.method === 'sms')?.isDisabled).toBe(true)
    expect(mfaChooserView(user({}), all).options.find((o) => o.method === 'sms')?.isDisabled).toBe(false)
  })

  it('A-2.69 enrolled methods are marked Added', () => {
    const view = mfaChooserView(user({ mfaMethods: ['passkey'] }), all)
    expect(view.options.filter((o) => o.isAdded).map((o) => o.method)).toEqual(['passkey'])
  })

  it('A-2.71 A-2.72 Transaction Protection with no method; Add more security when the app offers none', () => {
    expect(mfaChooserView(user({}), all)).toMatchObject({ variant: 'intro', title: 'Transaction Protection' })
    expect(mfaChooserView(user({}), [])).toMatchObject({ variant: 'unavailable', title: 'Add more security' })
  })

  it('A-2.67 A-2.68 A-2.69 a row shows one mark: Disabled, else Added, else Recommended', () => {
    expect(mfaMethodMark({ isDisabled: true, isAdded: true, isRecommended: true })).toEqual({
      kind: 'disabled',
      text: 'Disabled',
    })
    expect(mfaMethodMark({ isAdded: true, isRecommended: true })).toEqual({ kind: 'added', text: 'Added' })
    expect(mfaMethodMark({ isRecommended: true })).toEqual({ kind: 'recommended', text: 'Recommended' })
    expect(mfaMethodMark({})).toBeNull()
  })
})
