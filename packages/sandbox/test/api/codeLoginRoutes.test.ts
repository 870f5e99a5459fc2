import { WireAuthResult, WireUser } from '@lobby/headless/core'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { loopbackClient } from '../support/loopbackClient.ts'
import { uniqueEmail } from '../support/sandboxClient.ts'

// The edges of the email and SMS code routes as a caller meets them over HTTP: which addresses
// pass, what each call needs, and the daily cap on codes sent to one recipient.
let running: RunningSandbox
let clock = Date.UTC(2026, 10, 27, 9)
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** What the sandbox echoes to its console (the CLI prints each delivered code there). */
const echoed: string[] = []

beforeAll(async () => {
  running = await startSandbox({ port: 0, now: () => clock, log: (line) => echoed.push(line) })
}, 120_000)
afterAll(() => running?.close())
beforeEach(() => running.sandbox.limiter.reset())

const client = (slug = 'all-methods') => loopbackClient(running, slug)
const INVALID_CODE = { code: 'invalid_credentials', error: 'Invalid or expired verification code' }
let nextPhone = 1_000_000
const uniquePhone = () => `+1555${nextPhone++}`

/** Signs in with an email code; answers the access token and the user. */
async function emailLogin(email: string, api = client()) {
  expect((await api.post('/passwordless/init', { email })).status).toBe(200)
  const res = await api.post('/passwordless/authenticate', { email, code: await api.lastCode(email) })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const result = WireAuthResult.parse(res.body)
  return { token: result.token ?? '', user: result.user }
}

/** A code other than `code`. */
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('codes', () => {
  it('A-1.04 every code is six digits, a leading zero kept', async () => {
    const api = client()
    const sends = Array.from({ length: 150 }, () => api.post('/passwordless/init', { email: uniqueEmail('digits') }))
    expect((await Promise.all(sends)).map((res) => res.status)).toEqual(Array(150).fill(200))
    const inbox = (await api.control('GET', '/inbox?format=json')).body as unknown as Array<{ code: string }>
    const codes = inbox.map((entry) => entry.code)
    expect(codes.length).toBeGreaterThanOrEqual(150)
    for (const code of codes) expect(code).toMatch(/^\d{6}$/)
    // One code in ten starts with 0: among 150, none doing so has odds of 1 in 7 million.
    expect(codes.some((code) => code.startsWith('0'))).toBe(true)
  }, 30_000)

  it('each code sent is echoed to the console with its channel, recipient and app', async () => {
    const api = client()
    const email = uniqueEmail()
    await api.post('/passwordless/init', { email })
    const phoneNumber = uniquePhone()
    await api.post('/passwordless_sms/init', { phoneNumber })
    const app = running.sandbox.apps['all-methods']?.name
    expect(echoed).toContain(`[inbox] email code for ${email} (${app}): ${await api.lastCode(email)}`)
    expect(echoed).toContain(`[inbox] sms code for ${phoneNumber} (${app}): ${await api.lastCode(phoneNumber)}`)
  })

  it('A-8.19 a code is bound to the address it was sent to', async () => {
    const api = client()
    const email = uniqueEmail()
    await api.post('/passwordless/init', { email })
    const code = await api.lastCode(email)
    expect((await api.post('/passwordless/authenticate', { email: uniqueEmail(), code })).body).toEqual(INVALID_CODE)
    expect((await api.post('/passwordless/authenticate', { email, code })).status).toBe(200)
  })

  it('A-8.19 a code is valid until just before its tenth minute', async () => {
    const api = client()
    const email = uniqueEmail()
    await api.post('/passwordless/init', { email })
    const code = await api.lastCode(email)
    clock += 10 * MINUTE - 1
    expect((await api.post('/passwordless/authenticate', { email, code })).status).toBe(200)
  })

  it('attack: A-8.15 codes sent to one address stop at 50 a day, even spread over minutes; the next day they flow again', async () => {
    const api = client()
    const email = uniqueEmail('daily')
    for (let sent = 0; sent < 50; sent++) {
      if (sent % 5 === 0) clock += MINUTE + 1
      expect((await api.post('/passwordless/init', { email })).status, `code ${sent + 1}`).toBe(200)
    }
    clock += MINUTE + 1
    const refused = await api.post('/passwordless/init', { email })
    expect(refused.status).toBe(429)
    expect(refused.body).toMatchObject({ code: 'too_many_requests' })
    clock += DAY
    expect((await api.post('/passwordless/init', { email })).status).toBe(200)
  })
})

describe('email addresses', () => {
  it('A-5.01 an email is trimmed and lowercased: any casing signs in the same user', async () => {
    const api = client()
    const email = uniqueEmail()
    const first = await emailLogin(` ${email.toUpperCase()} `, api)
    expect(first.user.linked_accounts).toEqual([expect.objectContaining({ type: 'email', address: email })])
    const again = await emailLogin(email, api)
    expect(again.user.id).toBe(first.user.id)
  })

  it('A-5.01 an email of 254 characters (RFC 5321) passes, 255 do not, as on the client', async () => {
    const api = client()
    const domain = '@example.com'
    const longest = `${'a'.repeat(254 - domain.length)}${domain}`
    expect((await api.post('/passwordless/init', { email: longest })).status).toBe(200)
    const res = await api.post('/passwordless/init', { email: `a${longest}` })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      code: 'invalid_data',
      error: expect.stringContaining('not a valid email address'),
    })
  })

  it('A-5.01 an email must match the standard pattern', async () => {
    const api = client()
    for (const email of [
      'plain',
      'a@b',
      '@example.com',
      'a@.com',
      'a b@example.com',
      'a@exa mple.com',
      'a@b.c d',
      'a@b..com',
      'a@b.c',
    ]) {
      const res = await api.post('/passwordless/init', { email })
      expect(res.status, email).toBe(400)
      expect(res.body, email).toMatchObject({ code: 'invalid_data' })
    }
    for (const email of ['a@b.co', 'first.last+tag@sub.example.org']) {
      expect((await api.post('/passwordless/init', { email })).status, email).toBe(200)
    }
  })
})

describe('phone numbers', () => {
  it('A-7.19 a number is E.164 once spaces, dots, dashes and brackets are dropped', async () => {
    const api = client()
    const res = await api.post('/passwordless_sms/init', { phoneNumber: '+1 (555) 010.01-23' })
    expect(res).toMatchObject({ status: 200, body: { success: true } })
    const login = await api.post('/passwordless_sms/authenticate', {
      phoneNumber: '+15550100123',
      code: await api.lastCode('+15550100123'),
    })
    expect(login.status).toBe(200)
    expect(WireAuthResult.parse(login.body).user.linked_accounts).toEqual([
      expect.objectContaining({ type: 'phone', phone_number: '+15550100123' }),
    ])
  })

  it('A-7.19 E.164: a plus, a first digit that is not 0, 7 to 15 digits in all', async () => {
    const api = client()
    for (const phoneNumber of ['+1234567', '+123456789012345']) {
      expect((await api.post('/passwordless_sms/init', { phoneNumber })).status, phoneNumber).toBe(200)
    }
    for (const phoneNumber of [
      '+123456',
      '+1234567890123456',
      '+0123456789',
      '15555550123',
      'x+15555550123',
      '+15555550123x',
    ]) {
      const res = await api.post('/passwordless_sms/init', { phoneNumber })
      expect(res.status, phoneNumber).toBe(400)
      expect(res.body, phoneNumber).toMatchObject({
        code: 'invalid_data',
        error: expect.stringContaining('not a valid SMS address'),
      })
    }
  })
})

describe('which call needs what', () => {
  it('A-1.03 every email and SMS call but unlink answers disallowed_login_method on an app without the method', async () => {
    const api = client('wallets-only')
    const email = uniqueEmail()
    const phoneNumber = uniquePhone()
    const calls: Array<[string, Record<string, string>]> = [
      ['/passwordless/init', { email }],
      ['/passwordless/authenticate', { email, code: '123456' }],
      ['/passwordless/link', { email, code: '123456' }],
      ['/passwordless/update', { oldAddress: email, newAddress: uniqueEmail(), code: '123456' }],
      ['/passwordless_sms/init', { phoneNumber }],
      ['/passwordless_sms/authenticate', { phoneNumber, code: '123456' }],
      ['/passwordless_sms/link', { phoneNumber, code: '123456' }],
      ['/passwordless_sms/update', { old_phone_number: phoneNumber, new_phone_number: uniquePhone(), code: '123456' }],
    ]
    for (const [path, body] of calls) {
      const res = await api.post(path, body)
      expect(res.status, path).toBe(403)
      expect(res.body, path).toMatchObject({ code: 'disallowed_login_method' })
    }
    // Unlinking is how a user leaves a method the app has since turned off: it asks for the user first.
    expect((await api.post('/passwordless/unlink', { address: email })).body).toMatchObject({
      code: 'missing_or_invalid_token',
    })
  })

  it('A-5.23 A-8.19 link needs the right code: a wrong one links nothing', async () => {
    const api = client()
    const guest = WireAuthResult.parse(
      (await api.post('/guest/authenticate', { guest_credential: 'k'.repeat(43) })).body,
    )
    const token = guest.token ?? ''
    const email = uniqueEmail()
    await api.post('/passwordless/init', { email }, token)
    const code = await api.lastCode(email)
    expect((await api.post('/passwordless/link', { email, code: wrongOf(code) }, token)).body).toEqual(INVALID_CODE)
    const me = await api.get('/users/me', token)
    expect(WireUser.parse(me.body.user).linked_accounts.map((a) => a.type)).toEqual(['guest'])
  })

  it('A-5.16 A-8.19 update needs the right code for the new address: a wrong one keeps the old address', async () => {
    const api = client()
    const oldAddress = uniqueEmail()
    const { token } = await emailLogin(oldAddress, api)
    const newAddress = uniqueEmail()
    await api.post('/passwordless/init', { email: newAddress }, token)
    const code = await api.lastCode(newAddress)
    const res = await api.post('/passwordless/update', { oldAddress, newAddress, code: wrongOf(code) }, token)
    expect(res.body).toEqual(INVALID_CODE)
    const me = await api.get('/users/me', token)
    expect(WireUser.parse(me.body.user).linked_accounts.map((a) => a.address)).toEqual([oldAddress])
  })

  it('attack: A-8.13 updating to an address another user holds is linked_to_another_user, and neither user changes', async () => {
    const api = client()
    const taken = uniqueEmail()
    const holder = await emailLogin(taken, api)
    const oldAddress = uniqueEmail()
    const { token } = await emailLogin(oldAddress, api)
    await api.post('/passwordless/init', { email: taken }, token)
    const res = await api.post(
      '/passwordless/update',
      { oldAddress, newAddress: taken, code: await api.lastCode(taken) },
      token,
    )
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      code: 'linked_to_another_user',
      error: 'This account has already been linked to another user.',
    })
    const me = await api.get('/users/me', token)
    expect(WireUser.parse(me.body.user).linked_accounts.map((a) => a.address)).toEqual([oldAddress])
    const holderMe = await api.get('/users/me', holder.token)
    expect(WireUser.parse(holderMe.body.user).linked_accounts.map((a) => a.address)).toEqual([taken])
  })

  it('A-5.16 an update to the address already linked keeps it', async () => {
    const api = client()
    const email = uniqueEmail()
    const { token } = await emailLogin(email, api)
    await api.post('/passwordless/init', { email }, token)
    const res = await api.post(
      '/passwordless/update',
      { oldAddress: email, newAddress: email, code: await api.lastCode(email) },
      token,
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(WireUser.parse(res.body).linked_accounts.map((a) => a.address)).toEqual([email])
    const me = await api.get('/users/me', token)
    expect(WireUser.parse(me.body.user).linked_accounts.map((a) => a.address)).toEqual([email])
  })

  it('A-5.12 A-1.04 a code is exactly six digits once trimmed: letters or a seventh digit are invalid data', async () => {
    const api = client()
    const email = uniqueEmail()
    await api.post('/passwordless/init', { email })
    const code = await api.lastCode(email)
    for (const wrong of [`a${code}`, `${code}a`, `${code}1`, `1${code}`]) {
      const res = await api.post('/passwordless/authenticate', { email, code: wrong })
      expect(res.status, wrong).toBe(400)
      expect(res.body, wrong).toEqual({ code: 'invalid_data', error: 'Invalid "code": the code is six digits.' })
    }
    expect((await api.post('/passwordless/authenticate', { email, code: `\t${code} ` })).status).toBe(200)
  })

  it('unlink refuses the only account of a user and an address not linked, and needs a signed-in user', async () => {
    const api = client()
    const email = uniqueEmail()
    const { token } = await emailLogin(email, api)
    const only = await api.post('/passwordless/unlink', { address: email }, token)
    expect(only.status).toBe(400)
    expect(only.body).toEqual({ code: 'invalid_data', error: 'Cannot unlink the only account of a user.' })
    const me = await api.get('/users/me', token)
    expect(WireUser.parse(me.body.user).linked_accounts.map((a) => a.address)).toEqual([email])
    expect((await api.post('/passwordless/unlink', { address: email })).status).toBe(401)
    const other = uniqueEmail()
    expect((await api.post('/passwordless/unlink', { address: other }, token)).body).toEqual({
      code: 'invalid_data',
      error: `The email ${other} is not linked to this user.`,
    })
  })
})
