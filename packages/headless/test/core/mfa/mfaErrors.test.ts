// @vitest-environment node
import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { enrollMfa, initMfaTotpEnrollment } from '../../../src/core/api/mfa'
import type { LobbyClient } from '../../../src/core/client'
import { createMfaVerification, mfaErrorMessage } from '../../../src/core/mfa/mfaVerification'
import type { Timers } from '../../../src/core/timers'
import { loggedInOverHttp } from '../../integration/httpSandbox'

// The MFA verification's errors (W-8.31 to W-8.35), each raised by the flow against a sandbox
// over HTTP: the rejection a waiting caller gets, and what the code-entry screen shows.
let sandbox: RunningSandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 })
}, 60_000)
afterAll(() => sandbox?.close())

const loggedIn = () => loggedInOverHttp(sandbox)

const totp = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 * offsetSteps })

async function withTotp(): Promise<{ client: LobbyClient; secret: string }> {
  const client = await loggedIn()
  const token = await client.getAccessToken()
  const { secret } = await initMfaTotpEnrollment(client.http, token)
  await enrollMfa(client.http, { method: 'totp', code: await totp(secret) }, token)
  await client.refreshUser()
  return { client, secret }
}

/** A code that is none of the codes around now. */
const wrongCode = async (secret: string) => {
  const near = await Promise.all([-1, 0, 1].map((step) => totp(secret, step)))
  let code = 100_000
  while (near.includes(String(code))) code++
  return String(code)
}

const rejection = (promise: Promise<void>) =>
  promise.then(
    () => null,
    (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
  )

describe('MFA verification errors over HTTP', { timeout: 30_000 }, () => {
  it("W-8.34 mfa.verification_failed: a code the server refuses reads 'MFA verification failed, retry.', and the screen asks again", async () => {
    const { client, secret } = await withTotp()
    const mfa = createMfaVerification(client)
    void mfa.open().catch(() => undefined)
    await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'), { timeout: 10_000 })
    await mfa.submitCode(await wrongCode(secret))
    expect(mfa.getSnapshot()).toMatchObject({ status: 'awaiting-code', attempts: 1 })
    expect(mfa.getSnapshot().error?.code).toBe('mfa.verification_failed')
    expect(mfa.getSnapshot().error?.message).toBe('MFA verification failed, retry.')
    expect(mfaErrorMessage(mfa.getSnapshot().error)).toBe('The code you entered is not valid')
    mfa.cancel()
  })

  it("W-8.33 A-8.02 mfa_verification_max_attempts_reached: the fourth refused code ends the wait with 'Max MFA verification attempts reached'", async () => {
    const { client, secret } = await withTotp()
    const mfa = createMfaVerification(client)
    const done = rejection(mfa.open())
    await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'), { timeout: 10_000 })
    for (let i = 0; i < 4; i++) await mfa.submitCode(await wrongCode(secret))
    expect(await done).toEqual({
      code: 'mfa_verification_max_attempts_reached',
      message: 'Max MFA verification attempts reached',
    })
  })

  it("W-8.32 A-8.02 mfa_timeout: no code within 300000 ms ends the wait with 'Timed out waiting for MFA code'", async () => {
    const { client } = await withTotp()
    const scheduled: Array<{ ms: number; run: () => void }> = []
    const timers: Timers = {
      setTimeout: (run, ms) => scheduled.push({ ms, run }),
      clearTimeout: () => undefined,
    }
    const mfa = createMfaVerification(client, { timers })
    const done = rejection(mfa.open())
    await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'), { timeout: 10_000 })
    expect(scheduled.map((entry) => entry.ms)).toEqual([300_000])
    expect(mfa.getSnapshot().status).toBe('awaiting-code')
    scheduled[0]?.run()
    expect(await done).toEqual({ code: 'mfa_timeout', message: 'Timed out waiting for MFA code' })
  })

  it("W-8.31 mfa.canceled: cancelling ends the wait with the 'MFA canceled' client error", async () => {
    const { client } = await withTotp()
    const mfa = createMfaVerification(client)
    const done = rejection(mfa.open())
    await vi.waitFor(() => expect(mfa.getSnapshot().status).toBe('awaiting-code'), { timeout: 10_000 })
    mfa.cancel()
    expect(await done).toEqual({ code: 'mfa.canceled', message: 'MFA canceled' })
  })

  it("W-8.35 mfa.unsupported_method: a user with no method the app offers fails with 'Unsupported MFA method'", async () => {
    const client = await loggedIn()
    const mfa = createMfaVerification(client)
    expect(await rejection(mfa.open())).toEqual({ code: 'mfa.unsupported_method', message: 'Unsupported MFA method' })
  })
})
