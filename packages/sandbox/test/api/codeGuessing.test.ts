import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { loopbackClient } from '../support/loopbackClient.ts'
import { uniqueEmail } from '../support/sandboxClient.ts'

// Each client calls from its own loopback address, so the sandbox sees distinct IPs.
let running: RunningSandbox
let clock = Date.UTC(2026, 10, 27, 9)
const MINUTE = 60_000

beforeAll(async () => {
  running = await startSandbox({ port: 0, now: () => clock })
}, 120_000)
afterAll(() => running?.close())

const from = (address: string) => loopbackClient(running, 'all-methods', address)
const TOO_MANY = { code: 'too_many_requests', error: 'Too many requests. Please wait before trying again.' }
const INVALID = { code: 'invalid_credentials', error: 'Invalid or expired verification code' }

/** Asks for a code as `owner`; answers the code and a wrong one. */
async function codeFor(owner: ReturnType<typeof from>, email: string) {
  const init = await owner.post('/passwordless/init', { email })
  expect(init.status, JSON.stringify(init.body)).toBe(200)
  const code = await owner.lastCode(email)
  return { code, wrong: String((Number(code) + 1) % 1_000_000).padStart(6, '0') }
}

const guess = async (client: ReturnType<typeof from>, email: string, code: string) => {
  const res = await client.post('/passwordless/authenticate', { email, code })
  return res.status === 200 ? 'signed in' : res.body
}

describe('code guessing', () => {
  it("attack: A-8.19 five wrong guesses from another client end the code for that client only: the victim's code still signs in", async () => {
    const victim = from('127.0.0.2')
    const attacker = from('127.0.0.3')
    const email = uniqueEmail('victim')
    const { code, wrong } = await codeFor(victim, email)
    for (let i = 0; i < 5; i++) expect(await guess(attacker, email, wrong)).toEqual(INVALID)
    // Dead for the attacker, even the right code.
    expect(await guess(attacker, email, code)).toEqual(INVALID)
    expect(await guess(victim, email, code)).toBe('signed in')
  }, 30_000)

  it('attack: A-8.15 one client checking codes of many recipients is stopped at 60 checks a minute (429)', async () => {
    const sprayer = from('127.0.0.4')
    const answers = []
    for (let i = 0; i < 61; i++) answers.push(await guess(sprayer, uniqueEmail('spray'), '123456'))
    expect(answers.slice(0, 60).every((a) => JSON.stringify(a) === JSON.stringify(INVALID))).toBe(true)
    expect(answers[60]).toEqual(TOO_MANY)
    // Other clients are not affected; the sprayer may go on a minute later.
    expect(await guess(from('127.0.0.5'), uniqueEmail('other'), '123456')).toEqual(INVALID)
    clock += MINUTE
    expect(await guess(sprayer, uniqueEmail('spray'), '123456')).toEqual(INVALID)
  }, 60_000)

  it("attack: A-8.15 a client's wrong guesses back off after 30 (1 s, doubling) and stop at 100 a day", async () => {
    const owner = from('127.0.0.1')
    const attacker = from('127.0.0.6')
    const guessFresh = async () => {
      const email = uniqueEmail('target')
      return guess(attacker, email, (await codeFor(owner, email)).wrong)
    }
    for (let i = 0; i < 30; i++) {
      clock += 2000
      expect(await guessFresh()).toEqual(INVALID)
    }
    clock += 2000
    expect(await guessFresh()).toEqual(INVALID) // the 31st: 1 s to wait after it
    expect(await guessFresh()).toEqual(TOO_MANY)
    clock += 1000
    expect(await guessFresh()).toEqual(INVALID) // the 32nd: 2 s to wait
    clock += 1000
    expect(await guessFresh()).toEqual(TOO_MANY)
    clock += 1000
    expect(await guessFresh()).toEqual(INVALID)
    for (let failures = 33; failures < 100; failures++) {
      clock += 15 * MINUTE
      expect(await guessFresh()).toEqual(INVALID)
    }
    clock += 15 * MINUTE
    expect(await guessFresh()).toEqual(TOO_MANY)
    // Normal path: the owner's own sign-in, from its address, is untouched.
    const email = uniqueEmail('owner')
    expect(await guess(owner, email, (await codeFor(owner, email)).code)).toBe('signed in')
  }, 120_000)

  it('attack: A-8.15 wrong guesses at one recipient from many clients back off after 10 and stop at 50 a day, yet the client that asked for the code still signs in', async () => {
    const victim = from('127.0.0.7')
    const attackers = Array.from({ length: 12 }, (_, i) => from(`127.0.1.${i + 1}`))
    const email = uniqueEmail('victim')
    const first = await codeFor(victim, email)
    for (const attacker of attackers.slice(0, 2)) {
      for (let i = 0; i < 5; i++) expect(await guess(attacker, email, first.wrong)).toEqual(INVALID)
    }
    expect(await guess(attackers[2] as ReturnType<typeof from>, email, first.wrong)).toEqual(INVALID) // the 11th
    expect(await guess(attackers[2] as ReturnType<typeof from>, email, first.wrong)).toEqual(TOO_MANY)
    expect(await guess(attackers[3] as ReturnType<typeof from>, email, first.wrong)).toEqual(TOO_MANY)
    expect(await guess(victim, email, first.code)).toBe('signed in')

    // 39 more wrong guesses, one per new code, each after the longest back-off: 50 in all.
    for (let failures = 11; failures < 50; failures++) {
      clock += 15 * MINUTE
      const { wrong } = await codeFor(victim, email)
      const attacker = attackers[failures % attackers.length] as ReturnType<typeof from>
      expect(await guess(attacker, email, wrong)).toEqual(INVALID)
    }
    clock += 15 * MINUTE
    const last = await codeFor(victim, email)
    expect(await guess(attackers[0] as ReturnType<typeof from>, email, last.wrong)).toEqual(TOO_MANY)
    expect(await guess(from('127.0.2.1'), email, last.code)).toEqual(TOO_MANY)
    expect(await guess(victim, email, last.code)).toBe('signed in')
  }, 120_000)
})
