import { WireAuthResult, WireUser } from '@lobby/headless/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>
let next = 1000
const uniquePhone = () => `+1 555 ${String(next++).padStart(3, '0').slice(-3)} ${String(next++).padStart(4, '0')}`

beforeAll(async () => {
  sandbox = await createSandbox()
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

async function smsLogin(phoneNumber: string, c = client) {
  expect((await c.post('/passwordless_sms/init', { phoneNumber })).status).toBe(200)
  const res = await c.post('/passwordless_sms/authenticate', { phoneNumber, code: await c.lastCode(phoneNumber) })
  return res
}

describe('passwordless_sms', () => {
  it('A-7.19 A-7.20 init sends a code to the SMS inbox and authenticate logs in a phone account', async () => {
    const phone = uniquePhone()
    const res = await smsLogin(phone)
    expect(res.status).toBe(200)
    const result = WireAuthResult.parse(res.body)
    expect(result.is_new_user).toBe(true)
    expect(result.user.linked_accounts).toEqual([
      expect.objectContaining({ type: 'phone', phone_number: phone.replaceAll(' ', '') }),
    ])
  })

  it('A-7.19 init refuses a number that is not E.164', async () => {
    const res = await client.post('/passwordless_sms/init', { phoneNumber: '555-0100' })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('"phoneNumber"') })
  })

  it('A-7.20 A-7.21 link a phone, then update it with old_phone_number and new_phone_number', async () => {
    const guest = WireAuthResult.parse(
      (await client.post('/guest/authenticate', { guest_credential: 's'.repeat(43) })).body,
    )
    const token = guest.token ?? ''
    const first = uniquePhone()
    await client.post('/passwordless_sms/init', { phoneNumber: first }, token)
    const linked = await client.post(
      '/passwordless_sms/link',
      { phoneNumber: first, code: await client.lastCode(first) },
      token,
    )
    expect(linked.status).toBe(200)
    const second = uniquePhone()
    await client.post('/passwordless_sms/init', { phoneNumber: second }, token)
    const updated = await client.post(
      '/passwordless_sms/update',
      { old_phone_number: first, new_phone_number: second, code: await client.lastCode(second) },
      token,
    )
    expect(updated.status).toBe(200)
    const phones = WireUser.parse(updated.body)
      .linked_accounts.filter((a) => a.type === 'phone')
      .map((a) => a.phone_number)
    expect(phones).toEqual([second.replaceAll(' ', '')])
  })

  it('A-5.15 authenticate needs both the phone number and the code', async () => {
    const noCode = await client.post('/passwordless_sms/authenticate', { phoneNumber: uniquePhone() })
    expect(noCode.status).toBe(400)
    expect(noCode.body).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('"code"') })
    const noNumber = await client.post('/passwordless_sms/authenticate', { code: '123456' })
    expect(noNumber.status).toBe(400)
    expect(noNumber.body).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('"phoneNumber"') })
  })

  it('A-5.16 A-5.17 update needs old_phone_number, and it must be the number linked', async () => {
    const login = WireAuthResult.parse((await smsLogin(uniquePhone())).body)
    const token = login.token ?? ''
    const next = uniquePhone()
    await client.post('/passwordless_sms/init', { phoneNumber: next }, token)
    const code = await client.lastCode(next)
    const noOld = await client.post('/passwordless_sms/update', { new_phone_number: next, code }, token)
    expect(noOld.status).toBe(400)
    expect(noOld.body).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('"old_phone_number"') })
    const notLinked = await client.post(
      '/passwordless_sms/update',
      { old_phone_number: uniquePhone(), new_phone_number: next, code },
      token,
    )
    expect(notLinked.status).toBe(400)
    expect(notLinked.body).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('is not linked') })
  })

  it('A-7.22 unlink takes phoneNumber and refuses a number that is not linked', async () => {
    const guest = WireAuthResult.parse(
      (await client.post('/guest/authenticate', { guest_credential: 'p'.repeat(43) })).body,
    )
    const token = guest.token ?? ''
    const phone = uniquePhone()
    await client.post('/passwordless_sms/init', { phoneNumber: phone }, token)
    await client.post('/passwordless_sms/link', { phoneNumber: phone, code: await client.lastCode(phone) }, token)
    expect((await client.post('/passwordless_sms/unlink', { phoneNumber: uniquePhone() }, token)).status).toBe(400)
    const res = await client.post('/passwordless_sms/unlink', { phoneNumber: phone }, token)
    expect(res.status).toBe(200)
    expect(WireUser.parse(res.body).linked_accounts.map((a) => a.type)).toEqual(['guest'])
  })

  it('A-8.14 an app that blocks the region answers not_supported before sending a code', async () => {
    const blocked = sandboxClient(sandbox, 'sms-region-blocked')
    const res = await blocked.post('/passwordless_sms/init', { phoneNumber: '+44 7700 900123' })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ code: 'not_supported', error: 'SMS authentication from this region is not available' })
    const inbox = await blocked.control('GET', '/inbox?to=%2B447700900123')
    expect(inbox.body).toEqual([])
    expect((await smsLogin(uniquePhone(), blocked)).status).toBe(200)
  })
})
