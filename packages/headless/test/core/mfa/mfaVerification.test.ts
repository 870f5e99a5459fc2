import { createSoftwareAuthenticator } from '@lobby/sandbox'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { enrollMfa, initMfaSmsEnrollment, initMfaTotpEnrollment } from '../../../src/core/api/mfa'
import { createLoginWithPasskey } from '../../../src/core/auth/loginWithPasskey'
import type { PasskeyAuthenticator } from '../../../src/core/auth/passkeyAuthenticator'
import type { LobbyClient } from '../../../src/core/client'
import { availableMfaMethods, createMfaVerification, mfaErrorMessage } from '../../../src/core/mfa/mfaVerification'
import type { Timers } from '../../../src/core/timers'
import { loginByEmail, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

const ORIGIN = 'http://localhost:5173'
let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

let n = 0
const email = () => `mfa-verify-${++n}-${Date.now()}@example.com`
let phones = 3_000_000
const phone = () => `+1555${phones++}`
const totpNow = (secret: string) => generate({ secret, epoch: Math.floor(h.now() / 1000) })
const wrongCode = async (secret: string) => String((Number(await totpNow(secret)) + 11) % 1_000_000).padStart(6, '0')

async function userWithTotp(): Promise<{ client: LobbyClient; secret: string }> {
  const client = await loginByEmail(h, h.client(), email())
  const token = await client.getAccessToken()
  const { secret } = await initMfaTotpEnrollment(client.http, token)
  await enrollMfa(client.http, { method: 'totp', code: await totpNow(secret) }, token)
  await client.refreshUser()
  return { client, secret }
}

/** A timers object whose one pending callback the test fires by hand. */
function manualTimers(): Timers & { fire(): void; delay: number | null } {
  let pending: (() => void) | null = null
  const timers = {
    delay: null as number | null,
    setTimeout(callback: () => void, ms: number) {
      pending = callback
      timers.delay = ms
      return 1
    },
    clearTimeout() {
      pending = null
    },
    fire() {
      pending?.()
    },
  }
  return timers
}

const settled = (promise: Promise<void>) =>
  promise.then(
    () => 'verified',
    (error: { code: string }) => error.code,
  )

describe('createMfaVerification', () => {
  it('A-4.39 A-7.43 A-7.47 opening starts the first available method: sms sends its code unasked, the code verifies', async () => {
    const client = await loginByEmail(h, h.client(), email())
    const token = await client.getAccessToken()
    const to = phone()
    await initMfaSmsEnrollment(client.http, to, token)
    await enrollMfa(client.http, { method: 'sms', phoneNumber: to, code: await h.latestCode(to) }, token)
    await client.refreshUser()
    const enrolledCode = await h.latestCode(to)

    const mfa = createMfaVerification(client)
    const done = settled(mfa.open())
    await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'))
    expect(mfa.getSnapshot().method).toBe('sms')
    const code = await h.latestCode(to)
    expect(code).not.toBe(enrolledCode)
    await mfa.submitCode(code)
    expect(mfa.getSnapshot().status).toBe('verified')
    expect(await done).toBe('verified')
  })

  it('A-4.41 A-8.55 A-8.54 a wrong code prompts again, up to 4 attempts, then input is blocked', async () => {
    const { client, secret } = await userWithTotp()
    const mfa = createMfaVerification(client)
    const done = settled(mfa.open())
    await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'))
    await mfa.submitCode(await wrongCode(secret))
    expect(mfa.getSnapshot()).toMatchObject({ status: 'awaiting-code', attempts: 1 })
    expect(mfaErrorMessage(mfa.getSnapshot().error)).toBe('The code you entered is not valid')
    for (let i = 0; i < 3; i++) await mfa.submitCode(await wrongCode(secret))
    expect(mfa.getSnapshot()).toMatchObject({ status: 'failed', attempts: 4 })
    expect(mfaErrorMessage(mfa.getSnapshot().error)).toBe(
      'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
    )
    const requests = h.sent.length
    await mfa.submitCode(await totpNow(secret))
    expect(h.sent.length).toBe(requests)
    expect(await done).toBe('mfa_verification_max_attempts_reached')
  })

  it('A-5.13 a code that is not a string is "Invalid MFA code" and sends nothing', async () => {
    const { client } = await userWithTotp()
    const mfa = createMfaVerification(client)
    void settled(mfa.open())
    await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'))
    const requests = h.sent.length
    await mfa.submitCode(123456)
    expect(h.sent.length).toBe(requests)
    expect(mfaErrorMessage(mfa.getSnapshot().error)).toBe('Invalid MFA code')
  })

  it('A-4.42 A-8.56 waiting for a code times out after 300000 ms', async () => {
    const { client } = await userWithTotp()
    const timers = manualTimers()
    const mfa = createMfaVerification(client, { timers })
    const done = settled(mfa.open())
    await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'))
    expect(timers.delay).toBe(300_000)
    timers.fire()
    expect(mfa.getSnapshot().status).toBe('failed')
    expect(mfaErrorMessage(mfa.getSnapshot().error)).toBe(
      'You have exceeded the time limit for code entry. Please try again in 30 seconds.',
    )
    expect(await done).toBe('mfa_timeout')
  })

  it('A-7.47 A-8.57 cancel ends the verification with "Verification canceled"', async () => {
    const { client } = await userWithTotp()
    const mfa = createMfaVerification(client)
    const done = settled(mfa.open())
    await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'))
    mfa.cancel()
    expect(mfaErrorMessage(mfa.getSnapshot().error)).toBe('Verification canceled')
    expect(await done).toBe('mfa.canceled')
  })

  it('A-4.40 A-7.44 passkey MFA runs the ceremony and submits at once, with no code', async () => {
    const client = await loginByEmail(h, h.client(), email())
    const device = createSoftwareAuthenticator({ origin: ORIGIN })
    const link = createLoginWithPasskey(client, { mode: 'link', authenticator: device, relyingParty: ORIGIN })
    await link.start()
    const credentialId = link.getSnapshot().credentialId as string
    await enrollMfa(client.http, { method: 'passkey', credentialIds: [credentialId] }, await client.getAccessToken())
    await client.refreshUser()

    const authenticate = vi.fn(device.authenticate)
    const spy: PasskeyAuthenticator = { register: device.register, authenticate }
    const mfa = createMfaVerification(client, { authenticator: spy, relyingParty: ORIGIN })
    expect(await settled(mfa.open())).toBe('verified')
    expect(authenticate).toHaveBeenCalledTimes(1)
    expect(mfa.getSnapshot()).toMatchObject({ status: 'verified', method: 'passkey' })
  })

  it('A-4.03 logging out ends an open verification', async () => {
    const { client } = await userWithTotp()
    const mfa = createMfaVerification(client)
    const done = settled(mfa.open())
    await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'))
    await client.logout()
    expect(mfa.getSnapshot().status).toBe('canceled')
    expect(await done).toBe('mfa.canceled')
  })

  it('A-5.14 a passkey prompt that yields no authenticator response is refused before anything is sent', async () => {
    const client = await loginByEmail(h, h.client(), email())
    const device = createSoftwareAuthenticator({ origin: ORIGIN })
    const link = createLoginWithPasskey(client, { mode: 'link', authenticator: device, relyingParty: ORIGIN })
    await link.start()
    const credentialId = link.getSnapshot().credentialId as string
    await enrollMfa(client.http, { method: 'passkey', credentialIds: [credentialId] }, await client.getAccessToken())
    await client.refreshUser()
    const empty: PasskeyAuthenticator = { register: device.register, authenticate: async () => null as never }
    const mfa = createMfaVerification(client, { authenticator: empty, relyingParty: ORIGIN })
    const from = h.sent.length
    void settled(mfa.open())
    await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'))
    expect(mfa.getSnapshot().error?.code).toBe('mfa.missing_passkey_response')
    expect(mfaErrorMessage(mfa.getSnapshot().error)).toBe('Passkey verification needs the authenticator response')
    expect(h.sent.slice(from).some((r) => r.url.endsWith('/mfa/passkeys/verify'))).toBe(false)
    mfa.cancel()
  })

  it('A-4.39 the first available method follows the app order, among the enrolled ones', () => {
    expect(availableMfaMethods(['passkey', 'totp'], ['totp', 'passkey'])).toEqual(['totp', 'passkey'])
    expect(availableMfaMethods(['passkey', 'totp', 'sms'])).toEqual(['sms', 'totp', 'passkey'])
    expect(availableMfaMethods(['sms'], ['totp'])).toEqual([])
  })
})
