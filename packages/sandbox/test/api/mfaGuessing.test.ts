import { WireAuthResult } from '@lobby/headless/core'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { loopbackClient } from '../support/loopbackClient.ts'
import { uniqueEmail } from '../support/sandboxClient.ts'

let running: RunningSandbox
// At 5 s into a 30 s TOTP step, so that a test knows which step its codes fall in.
let clock = Date.UTC(2026, 10, 27, 9, 0, 5)
let client: ReturnType<typeof loopbackClient>

beforeAll(async () => {
  running = await startSandbox({ port: 0, now: () => clock })
  client = loopbackClient(running, 'all-methods')
}, 120_000)
afterAll(() => running?.close())

const INVALID = { code: 'missing_or_invalid_mfa', error: 'MFA verification failed, retry.' }
const LOCKED = { code: 'mfa_verification_max_attempts_reached', error: 'Max MFA verification attempts reached' }

const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) })
const wrongCode = async (secret: string) => String((Number(await totp(secret)) + 7) % 1_000_000).padStart(6, '0')

async function login(email: string) {
  expect((await client.post('/passwordless/init', { email })).status).toBe(200)
  const res = await client.post('/passwordless/authenticate', { email, code: await client.lastCode(email) })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return WireAuthResult.parse(res.body).token as string
}

/** A user with TOTP enrolled; the enrollment spends the current step's code, so the clock moves to the next step. */
async function userWithTotp() {
  const email = uniqueEmail('mfa-guess')
  const token = await login(email)
  const init = await client.post('/mfa/totp/enroll/init', {}, token)
  const secret = init.body.secret as string
  const enroll = await client.post('/mfa/totp/enroll', { code: await totp(secret) }, token)
  expect(enroll.status, JSON.stringify(enroll.body)).toBe(200)
  clock += 30_000
  return { email, token, secret }
}

const verify = async (token: string, code: string) => {
  const res = await client.post('/mfa/totp/verify', { code }, token)
  return res.status === 200 ? 'ok' : res.body
}

describe('MFA guessing', () => {
  it('attack: A-4.41 A-8.54 the lock-out does not reset after 10 s: each further round of 4 wrong answers locks twice as long', async () => {
    const { token, secret } = await userWithTotp()
    const wrong = await wrongCode(secret)
    const round = async () => [
      await verify(token, wrong),
      await verify(token, wrong),
      await verify(token, wrong),
      await verify(token, wrong),
    ]
    expect(await round()).toEqual([INVALID, INVALID, INVALID, LOCKED])
    clock += 10_001
    expect(await round()).toEqual([INVALID, INVALID, INVALID, LOCKED])
    // The second lock lasts 20 s: 10 s later even the right code is refused.
    clock += 10_001
    expect(await verify(token, await totp(secret))).toEqual(LOCKED)
    clock += 10_000
    expect(await round()).toEqual([INVALID, INVALID, INVALID, LOCKED])
    clock += 20_001
    expect(await verify(token, await totp(secret))).toEqual(LOCKED)
    // Normal path: once the 40 s lock is over, the right code verifies and the count starts again.
    clock += 20_000
    expect(await verify(token, await totp(secret))).toBe('ok')
    clock += 30_000
    expect(await verify(token, wrong)).toEqual(INVALID)
  }, 30_000)

  it('attack: A-4.41 new sessions bring no new guesses: 20 wrong answers a day per user, then even the right code is refused', async () => {
    const { email, token, secret } = await userWithTotp()
    const sessions = [token]
    // 15 s apart: five codes a minute may be sent to one address.
    for (let i = 0; i < 4; i++) {
      clock += 15_000
      sessions.push(await login(email))
    }
    for (const session of sessions) {
      const answers = []
      for (let i = 0; i < 4; i++) answers.push(await verify(session, await wrongCode(secret)))
      expect(answers).toEqual([INVALID, INVALID, INVALID, LOCKED])
    }
    clock += 15_000
    const fresh = await login(email)
    expect(await verify(fresh, await totp(secret))).toEqual(LOCKED)
    // Normal path: a day later, a new session (the access token lives an hour) verifies.
    clock += 24 * 60 * 60 * 1000
    expect(await verify(await login(email), await totp(secret))).toBe('ok')
  }, 30_000)

  it('attack: A-7.48 a TOTP code accepted once is refused the second time, in any session (RFC 6238 §5.2)', async () => {
    const { email, token, secret } = await userWithTotp()
    const code = await totp(secret)
    expect(await verify(token, code)).toBe('ok')
    expect(await verify(token, code)).toEqual(INVALID)
    const other = await login(email)
    expect(await verify(other, code)).toEqual(INVALID)
    // The enrollment's own code (the step before) is spent as well.
    clock -= 30_000
    const enrolmentStepCode = await totp(secret)
    clock += 30_000
    expect(await verify(other, enrolmentStepCode)).toEqual(INVALID)
    // Normal path: the next step's code verifies.
    clock += 30_000
    expect(await verify(other, await totp(secret))).toBe('ok')
  }, 30_000)
})
